package org.fpsforecast.core.port.out;

import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;

/** Real measured frame rates. */
public interface Measurements {
    Optional<Measurement> find(Slug game, Slug gpu, Resolution resolution, Preset preset);

    List<Measurement> all();
}
