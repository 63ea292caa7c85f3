package org.fpsforecast.core.port.out;

import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.RenderedMeasurement;
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

    /**
     * The measurements of one game on one GPU with upscaling, ray tracing or frame generation on (none by default:
     * a catalog without such rows answers every such request from the model).
     *
     * @param game the game's catalog slug
     * @param gpu the GPU's catalog slug
     * @return the measured rows, in a stable order
     */
    default List<RenderedMeasurement> rendered(Slug game, Slug gpu) {
        return List.of();
    }

    /**
     * Every measurement with upscaling, ray tracing or frame generation on.
     *
     * @return all of them, in a stable order
     */
    default List<RenderedMeasurement> allRendered() {
        return List.of();
    }
}
