package org.fpsforecast.core.model;

import org.fpsforecast.core.domain.FrameGeneration;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.RayTracing;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Upscaling;
import org.fpsforecast.core.model.RenderingSupport.Features;

/**
 * Upscaling, ray tracing and frame generation on top of the native model ({@link ForecastModel}):
 *
 * <ul>
 *   <li><b>Upscaling</b> renders at the internal resolution (Quality: 2/3 of each axis): the game's GPU limit is read
 *       at the internal pixel count, log-linearly between the model's three resolutions (below 1080p, the 1080p to
 *       1440p slope continued), and the upscaler adds its own time per frame, proportional to the output pixels and
 *       inversely to the card's G3D mark.
 *   <li><b>Ray tracing</b> multiplies the GPU limit by the game's (or the hardware family's) factor.
 *   <li>The CPU limit and the engine cap then apply as in the native model: that is the <em>rendered</em> rate.
 *   <li><b>Frame generation</b> multiplies the displayed frames by its measured gain (2x DLSS frame generation gives
 *       about 1.7 times the frames, not 2: generating costs GPU time); never above the engine cap.
 * </ul>
 */
public final class RenderingModel {
    private RenderingModel() {}

    /** The game's GPU limit at the internal resolution of {@code upscaling} (the native limit when off). */
    public static double internalGpuLimit(
            ForecastModel model,
            GameParameters game,
            double score,
            Resolution output,
            Preset preset,
            Upscaling upscaling) {
        double native_ = model.gpuLimit(game, score, output, preset);
        if (upscaling == Upscaling.OFF) {
            return native_;
        }
        double x = Math.log(output.pixels() * upscaling.pixelScale());
        Resolution a = x <= Math.log(Resolution.P1440.pixels()) ? Resolution.P1080 : Resolution.P1440;
        Resolution b = a == Resolution.P1080 ? Resolution.P1440 : Resolution.P4K;
        double la = Math.log(model.gpuLimit(game, score, a, preset));
        double lb = Math.log(model.gpuLimit(game, score, b, preset));
        double xa = Math.log(a.pixels());
        double xb = Math.log(b.pixels());
        double slope = Math.min(0, (lb - la) / (xb - xa));
        return Math.max(native_, Math.exp(la + slope * (x - xa)));
    }

    /** The GPU limit with upscaling (internal resolution plus the upscaler's time) and ray tracing. */
    public static double gpuLimit(
            ForecastModel model,
            GameParameters game,
            Slug gameSlug,
            double score,
            double g3dMark,
            Resolution output,
            Preset preset,
            Rendering options,
            Features features,
            RenderingParameters parameters) {
        double limit = internalGpuLimit(model, game, score, output, preset, options.upscaling());
        if (options.rayTracing() == RayTracing.ON) {
            limit *= parameters.rtFactor(
                    gameSlug, features.rt().orElseThrow(() -> new IllegalArgumentException("no ray-tracing hardware")));
        }
        if (options.upscaling() != Upscaling.OFF) {
            limit = 1 / (1 / limit + upscalerSeconds(output, g3dMark, parameters));
        }
        return limit;
    }

    /** The upscaler's own time per frame. */
    static double upscalerSeconds(Resolution output, double g3dMark, RenderingParameters parameters) {
        return parameters.upscalerMsAt4k()
                / 1000
                * output.pixels()
                / Resolution.P4K.pixels()
                * RenderingParameters.UPSCALER_REFERENCE_G3D
                / Math.max(g3dMark, 1);
    }

    /** Displayed frames per second from the rendered rate: frame generation's gain, never above the cap. */
    public static double displayed(
            double rendered, Rendering options, Features features, RenderingParameters parameters, double cap) {
        if (options.frameGeneration() == FrameGeneration.OFF) {
            return rendered;
        }
        double gain = parameters.frameGenerationGain(features.generator(options.frameGeneration())
                .orElseThrow(() -> new IllegalArgumentException("frame generation not supported")));
        return Math.min(cap, rendered * gain);
    }

    /**
     * Whether measurements back every factor of {@code options} on this card: upscaling at Quality (the mode the
     * measured rows use), ray tracing of a measured hardware family, 2x frame generation of a measured generator.
     */
    public static boolean backed(Rendering options, Features features, RenderingParameters parameters) {
        boolean upscaling = options.upscaling() == Upscaling.OFF || options.upscaling() == Upscaling.QUALITY;
        boolean rt = options.rayTracing() == RayTracing.OFF
                || features.rt().map(parameters::rtBacked).orElse(false);
        boolean fg = options.frameGeneration() == FrameGeneration.OFF
                || features.generator(options.frameGeneration())
                        .map(parameters::frameGenerationBacked)
                        .orElse(false);
        return upscaling && rt && fg;
    }

    /**
     * The band of a rendered answer: the native answer's band and the factors' held-out band combined as independent
     * errors (half-widths added in quadrature in log space), the factors' part {@link
     * RenderingParameters#UNBACKED_WIDENING} times wider when no measurement backs one of them.
     */
    public static ErrorBand band(ErrorBand nativeBand, RenderingParameters parameters, boolean backed) {
        ErrorBand f = parameters.factorBand();
        double w = backed ? 1 : RenderingParameters.UNBACKED_WIDENING;
        double low = Math.hypot(Math.log(nativeBand.lowFactor()), w * Math.log(f.lowFactor()));
        double high = Math.hypot(Math.log(nativeBand.highFactor()), w * Math.log(f.highFactor()));
        double error = Math.min(100, Math.hypot(nativeBand.expectedErrorPct(), w * f.expectedErrorPct()));
        return new ErrorBand(Math.exp(-low), Math.exp(high), error);
    }
}
