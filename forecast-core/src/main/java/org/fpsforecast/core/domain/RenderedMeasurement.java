package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

/**
 * A real measurement with upscaling, ray tracing or frame generation on: the cell, the options, and the source's own
 * words for them (e.g. "DLSS/FSR Quality, ray tracing Very High, frame generation on").
 *
 * @param cell the game, GPU, resolution, preset, frame rates, samples and source; the average is the displayed rate
 * @param options the options as this service names them (never {@link Rendering#NATIVE})
 * @param settings how the source describes the options
 */
public record RenderedMeasurement(Measurement cell, Rendering options, String settings) {
    public RenderedMeasurement {
        requireNonNull(cell, "cell");
        requireNonNull(options, "options");
        if (options.isNative()) {
            throw new IllegalArgumentException("a native measurement is a plain Measurement");
        }
        Checks.name(settings, "settings");
    }
}
