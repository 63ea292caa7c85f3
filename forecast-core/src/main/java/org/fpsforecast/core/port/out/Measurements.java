package org.fpsforecast.core.port.out;

import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;

/**
 * Real measured frame rates: what a forecast serves as {@code measured}, and what the model was fitted on. Each
 * measurement names its source, which the catalog's {@link CatalogMetadata#sources()} must list.
 */
public interface Measurements {
    /**
     * The measurement of one cell.
     *
     * @param game the game's catalog slug
     * @param gpu the GPU's catalog slug
     * @param resolution the resolution
     * @param preset the quality preset
     * @return the measurement; empty when nobody measured this cell (the forecast is then modeled)
     */
    Optional<Measurement> find(Slug game, Slug gpu, Resolution resolution, Preset preset);

    /**
     * Every measurement.
     *
     * @return all measurements, in a stable order
     */
    List<Measurement> all();
}
