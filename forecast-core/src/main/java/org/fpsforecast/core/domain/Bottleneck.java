package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

/**
 * The CPU/GPU bottleneck analysis of a forecast with a CPU.
 *
 * @param limitedBy the component that sets the frame rate, or balanced when neither does by much
 * @param pct how far apart the two limits are: 100 x (1 - lower limit / higher limit), 0..100
 * @param gpuLoadPct the estimated GPU utilisation: 100 x final FPS / FPS the GPU alone would allow, 0..100
 */
public record Bottleneck(LimitedBy limitedBy, double pct, double gpuLoadPct) {
    public Bottleneck {
        requireNonNull(limitedBy, "limitedBy");
        Checks.percent(pct, "bottleneck pct");
        Checks.percent(gpuLoadPct, "GPU load pct");
    }
}
