package org.fpsforecast.core.port.in;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;

/** What to forecast: a game on a GPU, optionally with a CPU, at a resolution and preset. */
public record ForecastRequest(Slug game, Slug gpu, Optional<Slug> cpu, Resolution resolution, Preset preset) {
    public ForecastRequest {
        requireNonNull(game, "game");
        requireNonNull(gpu, "gpu");
        requireNonNull(cpu, "cpu");
        requireNonNull(resolution, "resolution");
        requireNonNull(preset, "preset");
    }
}
