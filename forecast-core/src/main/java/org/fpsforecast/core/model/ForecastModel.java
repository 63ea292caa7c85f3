package org.fpsforecast.core.model;

import static java.util.Objects.requireNonNull;

import org.fpsforecast.core.domain.Bottleneck;
import org.fpsforecast.core.domain.FpsRange;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.LimitedBy;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;

/**
 * The model's formulas, as pure functions of the fitted parameters.
 *
 * <pre>
 * gpuLimit = demand * (g3d / referenceG3d)^gpuExponent * resolutionFactor * presetFactor
 * cpuLimit = cpuFpsAtReference * singleThread / referenceSingleThread
 * fps      = min(maxFps, (gpuLimit^-k + cpuLimit^-k)^(-1/k))      k = sharpness
 * </pre>
 */
public final class ForecastModel {
    /** Below this gap between the two limits (in percent) a system counts as balanced. */
    public static final double BALANCED_BELOW_PCT = 10;

    private final GlobalParameters global;

    public ForecastModel(GlobalParameters global) {
        this.global = requireNonNull(global);
    }

    public GlobalParameters global() {
        return global;
    }

    /** FPS the GPU allows when nothing else limits it. */
    public double gpuLimit(double demand, Gpu gpu, Resolution resolution, Preset preset) {
        return demand
                * Math.pow(gpu.g3dMark() / global.referenceG3d(), global.gpuExponent())
                * global.resolutionFactor().get(resolution)
                * global.presetFactor().get(preset);
    }

    /** FPS the CPU allows when nothing else limits it. */
    public double cpuLimit(double cpuFpsAtReference, double singleThreadMark) {
        return cpuFpsAtReference * singleThreadMark / global.referenceSingleThread();
    }

    /** The frame rate both limits together allow: a smooth minimum, capped at the engine limit. */
    public double combine(double gpuLimit, double cpuLimit) {
        double k = global.sharpness();
        double fps = Math.pow(Math.pow(gpuLimit, -k) + Math.pow(cpuLimit, -k), -1 / k);
        return Math.min(global.maxFps(), fps);
    }

    /** Which side limits, how far apart the limits are, and how busy the GPU is. */
    public Bottleneck bottleneck(double gpuLimit, double cpuLimit, double fps) {
        double pct = 100 * (1 - Math.min(gpuLimit, cpuLimit) / Math.max(gpuLimit, cpuLimit));
        LimitedBy by =
                pct < BALANCED_BELOW_PCT ? LimitedBy.BALANCED : gpuLimit < cpuLimit ? LimitedBy.GPU : LimitedBy.CPU;
        double gpuLoad = 100 * Math.min(1, fps / gpuLimit);
        return new Bottleneck(by, round1(pct), round1(gpuLoad));
    }

    /** Whole FPS, at least 1. */
    public static int wholeFps(double fps) {
        return (int) Math.max(1, Math.round(fps));
    }

    /** The estimated 1% low of an average, at least 1 and at most the average. */
    public int low1Of(double averageFps) {
        return Math.min(wholeFps(averageFps), wholeFps(averageFps * global.low1Ratio()));
    }

    /** The 80% range around a modeled value, widened if rounding would leave the rounded value outside. */
    public FpsRange rangeOf(double fps) {
        int value = wholeFps(fps);
        int low = (int) Math.max(1, Math.floor(fps * global.rangeLowFactor()));
        int high = (int) Math.ceil(fps * global.rangeHighFactor());
        return new FpsRange(Math.min(low, value), Math.max(high, value));
    }

    private static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
