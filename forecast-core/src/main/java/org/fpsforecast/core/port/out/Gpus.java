package org.fpsforecast.core.port.out;

import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Slug;

/** The GPUs of the catalog. */
public interface Gpus {
    Optional<Gpu> find(Slug slug);

    /** Every GPU, ordered by slug. */
    List<Gpu> all();
}
