package org.fpsforecast.core.port.in;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;

/**
 * A can-run question: a game, the GPU (named, or a WebGL renderer string to identify it from; at least one of the two),
 * optionally a CPU, and the settings of the forecast.
 */
public record CanRunRequest(
        Slug game,
        Optional<Slug> gpu,
        Optional<String> renderer,
        Optional<Slug> cpu,
        Resolution resolution,
        Preset preset,
        Rendering options) {
    public CanRunRequest {
        requireNonNull(game, "game");
        requireNonNull(gpu, "gpu");
        requireNonNull(renderer, "renderer");
        requireNonNull(cpu, "cpu");
        requireNonNull(resolution, "resolution");
        requireNonNull(preset, "preset");
        requireNonNull(options, "options");
        if (gpu.isEmpty() && renderer.isEmpty()) {
            throw InvalidParameterException.invalid("renderer", "Give a WebGL renderer string or a GPU.");
        }
    }

    /** The forecast asked for once the GPU is known. */
    public ForecastRequest forecastOn(Slug chosenGpu) {
        return new ForecastRequest(game, chosenGpu, cpu, resolution, preset, options);
    }
}
