package org.fpsforecast.core.model;

import static java.util.Objects.requireNonNull;

import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.fpsforecast.core.domain.Bottleneck;
import org.fpsforecast.core.domain.FpsRange;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.LimitedBy;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;

/**
 * The model's formulas, as pure functions of the fitted parameters.
 *
 * <pre>
 * gpuLimit = demand * exp(exponent[res] * score) * resolutionFactor * presetFactor * exp(cellAdjust[res,preset])
 *            score: the GPU's gaming score, ln(G3D / referenceG3d) corrected as {@link GpuScore} says
 * cpuLimit = cpuFpsAtReference * singleThread / referenceSingleThread * min(1, threads / 6)^0.3
 * fps      = min(cap, (gpuLimit^-k + cpuLimit^-k)^(-1/k))      k = sharpness, cap = engine cap or maxFps
 * </pre>
 *
 * The thread term is a documented assumption, not a fit: games of the measured years use about six threads, and a CPU
 * with fewer loses frame rate beyond what its single-thread mark says (the 2025 CPU chart of docs/DATA.md shows 8-thread
 * CPUs 14-18% behind 12- and 16-thread ones of the same generation: an exponent of 0.21-0.37).
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

    /** FPS the GPU allows the game when nothing else limits it. */
    public double gpuLimit(GameParameters game, Gpu gpu, Resolution resolution, Preset preset) {
        return gpuLimit(game, global.scoreOf(gpu), resolution, preset);
    }

    /** The same for a GPU score computed once ({@link GlobalParameters#scoreOf}). */
    public double gpuLimit(GameParameters game, double gpuScore, Resolution resolution, Preset preset) {
        return game.demand()
                * Math.exp(game.gpuExponent().get(resolution) * gpuScore)
                * global.resolutionFactor().get(resolution)
                * global.presetFactor().get(preset)
                * Math.exp(game.adjust(resolution, preset));
    }

    /** Threads a game of the measured years uses: a CPU with fewer loses frame rate ({@link #threadFactor}). */
    public static final int GAME_THREADS = 6;
    /**
     * How steeply a CPU with fewer than {@value #GAME_THREADS} threads loses frame rate: of 0, 0.3, 0.5, 0.7 and 1, the
     * one that predicts the UserBenchmark runs of 2- and 4-thread CPUs best on held-out GPUs (median error 11.3%;
     * 0.3 gave 11.5%, 0 gave 12.1%; docs/METHODOLOGY.md).
     */
    public static final double THREAD_EXPONENT = 0.5;

    /** FPS the CPU allows when nothing else limits it (a CPU of unknown thread count loses nothing). */
    public double cpuLimit(double cpuFpsAtReference, double singleThreadMark) {
        return cpuFpsAtReference * singleThreadMark / global.referenceSingleThread();
    }

    /**
     * The single-thread mark of the CPU a measurement ran on. A user-submitted cell is the median over its submitters'
     * CPUs, whose mean is the reference; a lab run (a review with a 1% low) ran on a current gaming CPU, taken to be of
     * the default class, as the answer without a named CPU is. The rigs are not recorded: an assumption
     * (docs/METHODOLOGY.md).
     */
    public double singleThreadOf(Measurement m) {
        return m.labRun() ? global.defaultSingleThread() : global.referenceSingleThread();
    }

    /** The model's value of a measured cell on the CPU it ran on ({@link #singleThreadOf}), capped at {@code cap}. */
    public double onItsCpu(GameParameters game, double gpuScore, Measurement m, double cap) {
        return onItsCpu(game, m, gpuLimit(game, gpuScore, m.resolution(), m.preset()), cap);
    }

    /** The same, with the GPU limit at the measurement's settings already worked out. */
    public double onItsCpu(GameParameters game, Measurement m, double gpuLimitOfCell, double cap) {
        return combine(gpuLimitOfCell, cpuLimit(game.cpuFpsAtReference(), singleThreadOf(m)), cap);
    }

    /** FPS a CPU with this many threads allows ({@link #threadFactor}). */
    public double cpuLimit(double cpuFpsAtReference, double singleThreadMark, OptionalInt threads) {
        return cpuLimit(cpuFpsAtReference, singleThreadMark) * threadFactor(threads);
    }

    /** {@code min(1, threads / GAME_THREADS)^THREAD_EXPONENT}; 1 when the thread count is unknown. */
    public static double threadFactor(OptionalInt threads) {
        if (threads.isEmpty()) {
            return 1;
        }
        return Math.pow(Math.min(1.0, threads.getAsInt() / (double) GAME_THREADS), THREAD_EXPONENT);
    }

    /** The frame rate both limits together allow: a smooth minimum, capped at the engine limit of the model. */
    public double combine(double gpuLimit, double cpuLimit) {
        return combine(gpuLimit, cpuLimit, global.maxFps());
    }

    /** The same, capped at {@code cap} (a game's engine cap, at most the model's limit). */
    public double combine(double gpuLimit, double cpuLimit, double cap) {
        double k = global.sharpness();
        double fps = Math.pow(Math.pow(gpuLimit, -k) + Math.pow(cpuLimit, -k), -1 / k);
        return Math.min(Math.min(cap, global.maxFps()), fps);
    }

    /**
     * The G3D mark a GPU needs for the game to reach {@code fps} at a resolution and preset next to a CPU that allows
     * {@code cpuLimit}: the model inverted, for a card without year or memory correction ({@link
     * GpuScore#g3dForScore}). Empty when the CPU (or the engine limit) alone keeps the game below {@code fps},
     * whatever the GPU.
     */
    public OptionalDouble g3dFor(
            GameParameters game, Resolution resolution, Preset preset, double fps, double cpuLimit) {
        double k = global.sharpness();
        double rest = Math.pow(fps, -k) - Math.pow(cpuLimit, -k);
        if (!(rest > 0) || fps > global.maxFps()) {
            return OptionalDouble.empty();
        }
        double gpuFps = Math.pow(rest, -1 / k);
        double perUnit = game.demand()
                * global.resolutionFactor().get(resolution)
                * global.presetFactor().get(preset)
                * Math.exp(game.adjust(resolution, preset));
        double score = Math.log(gpuFps / perUnit) / game.gpuExponent().get(resolution);
        return OptionalDouble.of(global.gpuScore().g3dForScore(score, global.referenceG3d()));
    }

    /** Which side limits, how far apart the limits are, and how busy the GPU is. */
    public Bottleneck bottleneck(double gpuLimit, double cpuLimit, double fps) {
        double pct = 100 * (1 - Math.min(gpuLimit, cpuLimit) / Math.max(gpuLimit, cpuLimit));
        LimitedBy by =
                pct < BALANCED_BELOW_PCT ? LimitedBy.BALANCED : gpuLimit < cpuLimit ? LimitedBy.GPU : LimitedBy.CPU;
        double gpuLoad = 100 * Math.min(1, fps / gpuLimit);
        return new Bottleneck(by, round1(pct), round1(gpuLoad));
    }

    /** Weight of a UserBenchmark cell: its sample count, capped here. */
    public static final int MAX_CELL_WEIGHT = 200;
    /** Weight of a lab run (TechSpot/HUB): one careful run, worth about 20 user submissions. */
    public static final double LAB_RUN_WEIGHT = 20;
    /** A scale shift needs at least this many measured cells of the same game on the same GPU. */
    public static final int SCALE_FROM_AT_LEAST = 2;

    /** How much evidence a scale shift needs before it moves half-way: the weight of one lab run. */
    public static final double SCALE_PRIOR_WEIGHT = 20;

    /**
     * How much a measured cell counts. Lab runs are the measurements that record a 1% low (in this catalog only the
     * TechSpot/HUB rows do); a user-submitted cell counts its samples, up to {@value #MAX_CELL_WEIGHT}.
     */
    public static double weight(Measurement m) {
        return m.labRun() ? LAB_RUN_WEIGHT : Math.min(m.samples(), MAX_CELL_WEIGHT);
    }

    /**
     * The factor that scales a modeled cell by how the same GPU measured in the same game at other settings: the
     * weighted mean log ratio measured/modeled of those cells, shrunk toward 1 by {@value #SCALE_PRIOR_WEIGHT} (noisy
     * user cells move it little, several lab runs move it almost fully).
     */
    public static double scaleShift(double[] logRatios, double[] weights) {
        double sum = 0;
        double total = 0;
        for (int i = 0; i < logRatios.length; i++) {
            sum += weights[i] * logRatios[i];
            total += weights[i];
        }
        return Math.exp(sum / (total + SCALE_PRIOR_WEIGHT));
    }

    /** Whole FPS, at least 1. */
    public static int wholeFps(double fps) {
        return (int) Math.max(1, Math.round(fps));
    }

    /** The estimated 1% low of an average, at least 1 and at most the average. */
    public int low1Of(double averageFps) {
        return Math.min(wholeFps(averageFps), wholeFps(averageFps * global.low1Ratio()));
    }

    /** The 80% range around a value of the band's kind, widened if rounding would leave the rounded value outside. */
    public static FpsRange rangeOf(double fps, ErrorBand band) {
        return rangeOf(fps, band, Double.POSITIVE_INFINITY);
    }

    /** The same, never above {@code cap} (a game's engine cap): a capped game cannot run faster, whatever the error. */
    public static FpsRange rangeOf(double fps, ErrorBand band, double cap) {
        int value = wholeFps(fps);
        int low = (int) Math.max(1, Math.floor(fps * band.lowFactor()));
        int high = (int) Math.ceil(fps * band.highFactor());
        if (cap < Double.POSITIVE_INFINITY) {
            int top = Math.max(value, (int) Math.floor(cap));
            high = Math.min(high, top);
            low = Math.min(low, top);
        }
        return new FpsRange(Math.min(low, value), Math.max(high, value));
    }

    /** The 80% range of a normal distribution spans this many standard deviations either side of its median. */
    private static final double Z80 = 1.2816;
    /** A normal distribution's median absolute deviation, in standard deviations. */
    private static final double MEDIAN_ABSOLUTE_Z = 0.6745;

    /**
     * The band of an answer on a GPU whose mark is an estimate ({@link Gpu#g3dRange()}), widened by that estimate's
     * uncertainty: the GPU limits at the two ends of the mark's 80% range, as factors of the limit at the mark (at the
     * resolution where the game follows the GPU most), join the band's own factors in quadrature on the log scale, and
     * the typical errors likewise (the mark's as a normal's median absolute deviation). Conservative where the CPU
     * limits: the GPU's part is counted in full. A GPU with a PassMark mark keeps the band as it is.
     */
    public ErrorBand withScoreRange(ErrorBand band, GameParameters game, Gpu gpu) {
        if (gpu.g3dRange().isEmpty()) {
            return band;
        }
        double exponent = game.gpuExponent().values().stream()
                .mapToDouble(Double::doubleValue)
                .max()
                .orElseThrow();
        double score = global.scoreOf(gpu);
        double down = exponent
                * (score - global.scoreOf(gpu.withG3dMark(gpu.g3dRange().get().low())));
        double up =
                exponent * (global.scoreOf(gpu.withG3dMark(gpu.g3dRange().get().high())) - score);
        double low = Math.exp(-Math.hypot(Math.log(band.lowFactor()), Math.max(0, down)));
        double high = Math.exp(Math.hypot(Math.log(band.highFactor()), Math.max(0, up)));
        double markTypical = MEDIAN_ABSOLUTE_Z * (Math.max(0, down) + Math.max(0, up)) / (2 * Z80);
        double typical = Math.expm1(Math.hypot(Math.log1p(band.expectedErrorPct() / 100), markTypical));
        return new ErrorBand(low, high, Math.min(100, 100 * typical));
    }

    private static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
