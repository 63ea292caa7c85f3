package org.fpsforecast.core.model;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.Maps;
import java.util.EnumMap;
import java.util.Map;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;

/**
 * The fitted parameters shared by all games.
 *
 * @param referenceG3d the G3D mark at which game demand is expressed
 * @param gpuExponent how FPS grows with the G3D mark: FPS ~ G3D^gpuExponent
 * @param resolutionFactor FPS at a resolution relative to 1080p (1080p = 1), non-increasing
 * @param presetFactor FPS at a preset relative to high (high = 1), non-increasing from low to ultra
 * @param low1Ratio estimated 1% low as a share of the average, where no 1% low was measured
 * @param referenceSingleThread the single-thread mark of the CPUs behind the fitted measurements
 * @param defaultSingleThread the single-thread mark assumed when no CPU is given
 * @param defaultCpuName the CPU class that {@code defaultSingleThread} stands for, as documented to users
 * @param sharpness how abruptly the lower of the GPU and CPU limits takes over (higher is sharper)
 * @param maxFps the engine limit no forecast exceeds
 * @param modelBand error of modeled answers (80% range factors and typical error), from held-out residuals
 * @param scaledBand error of answers scaled from the same GPU's measurements of the same game
 * @param estimateBands error of modeled answers for a game without measurements, per basis of its estimate (every
 *     basis but {@code fitted}), each from held-out games estimated that way
 * @param demandRelation demand and CPU limit expected from what is known of a game, for games without measurements
 * @param gpuScore how a GPU's G3D mark, release year and memory make its gaming score
 */
public record GlobalParameters(
        double referenceG3d,
        double gpuExponent,
        Map<Resolution, Double> resolutionFactor,
        Map<Preset, Double> presetFactor,
        double low1Ratio,
        double referenceSingleThread,
        double defaultSingleThread,
        String defaultCpuName,
        double sharpness,
        double maxFps,
        ErrorBand modelBand,
        ErrorBand scaledBand,
        Map<DemandBasis, ErrorBand> estimateBands,
        DemandRelation demandRelation,
        GpuScore gpuScore) {
    public GlobalParameters {
        resolutionFactor = Maps.immutableEnumMap(requireNonNull(resolutionFactor, "resolutionFactor"));
        presetFactor = Maps.immutableEnumMap(requireNonNull(presetFactor, "presetFactor"));
        requireNonNull(defaultCpuName, "defaultCpuName");
        if (resolutionFactor.size() != Resolution.values().length || presetFactor.size() != Preset.values().length) {
            throw new IllegalArgumentException("every resolution and preset needs a factor");
        }
        if (resolutionFactor.get(Resolution.P1080) != 1.0 || presetFactor.get(Preset.HIGH) != 1.0) {
            throw new IllegalArgumentException("factors are relative to 1080p and to high");
        }
        nonIncreasing(resolutionFactor.values(), "resolution factors");
        nonIncreasing(presetFactor.values(), "preset factors");
        for (double v : new double[] {
            referenceG3d, gpuExponent, low1Ratio, referenceSingleThread, defaultSingleThread, sharpness, maxFps
        }) {
            if (!(v > 0) || Double.isInfinite(v)) {
                throw new IllegalArgumentException("model parameters must be finite and > 0, got " + v);
            }
        }
        requireNonNull(modelBand, "modelBand");
        requireNonNull(scaledBand, "scaledBand");
        estimateBands = Maps.immutableEnumMap(requireNonNull(estimateBands, "estimateBands"));
        for (DemandBasis b : DemandBasis.values()) {
            if (b.fitted() == estimateBands.containsKey(b)) {
                throw new IllegalArgumentException(
                        "one estimate band for every basis but fitted, got " + estimateBands);
            }
        }
        requireNonNull(demandRelation, "demandRelation");
        requireNonNull(gpuScore, "gpuScore");
        if (low1Ratio > 1) {
            throw new IllegalArgumentException("need low1Ratio <= 1");
        }
    }

    /**
     * These parameters with the parts that later fitting stages set: the GPU exponent prior, the error bands and the
     * demand relation.
     */
    public GlobalParameters with(
            double gpuExponent,
            ErrorBand modelBand,
            ErrorBand scaledBand,
            Map<DemandBasis, ErrorBand> estimateBands,
            DemandRelation demandRelation) {
        return new GlobalParameters(
                referenceG3d,
                gpuExponent,
                resolutionFactor,
                presetFactor,
                low1Ratio,
                referenceSingleThread,
                defaultSingleThread,
                defaultCpuName,
                sharpness,
                maxFps,
                modelBand,
                scaledBand,
                estimateBands,
                demandRelation,
                gpuScore);
    }

    /** These parameters with another GPU score. */
    public GlobalParameters withGpuScore(GpuScore score) {
        return new GlobalParameters(
                referenceG3d,
                gpuExponent,
                resolutionFactor,
                presetFactor,
                low1Ratio,
                referenceSingleThread,
                defaultSingleThread,
                defaultCpuName,
                sharpness,
                maxFps,
                modelBand,
                scaledBand,
                estimateBands,
                demandRelation,
                score);
    }

    /** The same band for every basis of an estimate (a placeholder until the cross-validation gives each its own). */
    public static Map<DemandBasis, ErrorBand> sameEstimateBands(ErrorBand band) {
        Map<DemandBasis, ErrorBand> out = new EnumMap<>(DemandBasis.class);
        for (DemandBasis b : DemandBasis.values()) {
            if (!b.fitted()) {
                out.put(b, band);
            }
        }
        return out;
    }

    /** The band of modeled answers for a game estimated on this basis. */
    public ErrorBand estimateBand(DemandBasis basis) {
        ErrorBand b = estimateBands.get(basis);
        if (b == null) {
            throw new IllegalArgumentException("no estimate band for a " + basis.key() + " game");
        }
        return b;
    }

    /** A GPU's gaming score ({@link GpuScore#of}) on this model's reference. */
    public double scoreOf(Gpu gpu) {
        return gpuScore.of(gpu, referenceG3d);
    }

    private static void nonIncreasing(Iterable<Double> values, String what) {
        double previous = Double.POSITIVE_INFINITY;
        for (double v : values) {
            if (!(v > 0) || v > previous) {
                throw new IllegalArgumentException(what + " must be positive and non-increasing: " + values);
            }
            previous = v;
        }
    }
}
