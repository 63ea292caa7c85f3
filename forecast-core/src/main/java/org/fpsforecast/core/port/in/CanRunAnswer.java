package org.fpsforecast.core.port.in;

import static java.util.Objects.requireNonNull;

import org.fpsforecast.core.domain.Forecast;

/** The answer to a can-run question: a forecast on the GPU found, or why no GPU could be found. */
public sealed interface CanRunAnswer {
    /** How the GPU was looked for. */
    Detection detected();

    /** The GPU was named or identified (or a family's representative, then {@link Detection#estimate()}). */
    record Forecasted(Forecast forecast, Detection detected) implements CanRunAnswer {
        public Forecasted {
            requireNonNull(forecast, "forecast");
            requireNonNull(detected, "detected");
        }
    }

    /**
     * The renderer names no GPU the service can forecast for; nothing is guessed.
     *
     * @param reason as the interfaces name it: {@code software_renderer}, {@code renderer_masked}, {@code
     *     gpu_without_score} or {@code gpu_not_identified}
     * @param message why, in a sentence naming what the renderer said
     * @param unknownModel the renderer names a hardware model the catalog lacks (worth suggesting similar names)
     */
    record NoGpu(Detection detected, String reason, String message, boolean unknownModel) implements CanRunAnswer {
        public NoGpu {
            requireNonNull(detected, "detected");
            requireNonNull(reason, "reason");
            requireNonNull(message, "message");
        }
    }
}
