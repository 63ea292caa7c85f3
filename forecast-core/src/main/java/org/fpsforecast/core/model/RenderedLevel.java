package org.fpsforecast.core.model;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.FrameGeneration;
import org.fpsforecast.core.domain.Matrix;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.RayTracing;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Upscaling;

/**
 * The native parameters of a game whose only measurements are upscaled lab runs (no native run, so no own fit: Star
 * Wars Outlaws in the TechSpot/HUB rows), read back through the upscaling model ({@link RenderingModel}, whose
 * internal-resolution reading makes a 4K Quality run a native 1440p one plus the upscaler's time). Two numbers are
 * fitted to its runs without ray tracing and frame generation, the rest stays its estimate's ({@link
 * DemandRelation#estimate}: GPU exponent, preset scaling):
 *
 * <ul>
 *   <li>the <b>level</b>: demand and CPU limit times one factor, so that the runs' weighted mean log ratio of measured
 *       over modeled is 0;
 *   <li>the <b>steepness</b>: how much faster than the estimate the game loses frames with pixels, a log adjustment of
 *       {@code steepness x ln(pixels / 1080p pixels)} at each resolution, the value of a grid in {@link #MIN_STEEPNESS}
 *       .. {@link #MAX_STEEPNESS} with the least squared log error.
 * </ul>
 *
 * The result is a game fitted from its own measurements ({@link DemandBasis#FITTED}), as many as the runs it was read
 * from.
 */
public final class RenderedLevel {
    /** The steepest resolution scaling tried: at 4K, the estimate's factor times 4^-0.5. */
    static final double MIN_STEEPNESS = -0.5;
    /**
     * The flattest tried: the adjusted resolution factors stay decreasing (the estimate's 4K/1440p ratio, about 0.59,
     * times (9/4)^0.25 is 0.72).
     */
    static final double MAX_STEEPNESS = 0.25;

    static final double STEEPNESS_STEP = 0.01;

    private RenderedLevel() {}

    /** The runs a level is read from: upscaling on, nothing else (ray tracing and frame generation have own factors). */
    public static boolean upscalingOnly(Rendering o) {
        return o.upscaling() != Upscaling.OFF
                && o.rayTracing() == RayTracing.OFF
                && o.frameGeneration() == FrameGeneration.OFF;
    }

    /**
     * The fitted parameters of every game of {@code rows} that has no own fit (its rows carry an estimate) and has
     * upscaled runs without ray tracing and frame generation, by game.
     */
    public static Map<Slug, GameParameters> fit(ForecastModel model, List<RenderingFitter.Row> rows) {
        Map<Slug, List<RenderingFitter.Row>> byGame = new TreeMap<>();
        for (RenderingFitter.Row r : rows) {
            if (!r.game().basis().fitted() && upscalingOnly(r.measured().options())) {
                byGame.computeIfAbsent(r.measured().cell().game(), g -> new ArrayList<>())
                        .add(r);
            }
        }
        Map<Slug, GameParameters> out = new TreeMap<>();
        byGame.forEach((game, own) -> out.put(game, fitGame(model, own)));
        return out;
    }

    private static GameParameters fitGame(ForecastModel model, List<RenderingFitter.Row> rows) {
        GameParameters estimate = rows.get(0).game();
        GameParameters best = null;
        double bestError = Double.POSITIVE_INFINITY;
        int steps = (int) Math.round((MAX_STEEPNESS - MIN_STEEPNESS) / STEEPNESS_STEP);
        for (int i = 0; i <= steps; i++) {
            GameParameters p = levelled(model, rows, steepened(estimate, MIN_STEEPNESS + i * STEEPNESS_STEP));
            double error = 0;
            for (RenderingFitter.Row r : rows) {
                double l = logRatio(model, r, p);
                error += ForecastModel.weight(r.measured().cell()) * l * l;
            }
            if (error < bestError) {
                bestError = error;
                best = p;
            }
        }
        return best;
    }

    /** The estimate with its resolution adjustments steepened (negative) or flattened (positive). */
    static GameParameters steepened(GameParameters p, double steepness) {
        List<Double> adjust = new ArrayList<>(Matrix.SIZE);
        for (Resolution r : Resolution.values()) {
            double d = steepness * Math.log((double) r.pixels() / Resolution.P1080.pixels());
            for (Preset pr : Preset.values()) {
                adjust.add(p.adjust(r, pr) + d);
            }
        }
        return new GameParameters(
                p.game(),
                p.demand(),
                new EnumMap<>(p.gpuExponent()),
                adjust,
                p.cpuFpsAtReference(),
                p.measurements(),
                p.basis());
    }

    /** {@code shape} times the level at which the rows' weighted mean log ratio is 0 (bisection: monotone in it). */
    private static GameParameters levelled(ForecastModel model, List<RenderingFitter.Row> rows, GameParameters shape) {
        double lo = Math.log(0.02);
        double hi = Math.log(50);
        for (int i = 0; i < 50; i++) {
            double mid = (lo + hi) / 2;
            GameParameters p = times(shape, Math.exp(mid), rows.size());
            double sum = 0;
            double weights = 0;
            for (RenderingFitter.Row r : rows) {
                double w = ForecastModel.weight(r.measured().cell());
                sum += w * logRatio(model, r, p);
                weights += w;
            }
            if (sum / weights > 0) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return times(shape, Math.exp((lo + hi) / 2), rows.size());
    }

    /** ln(measured / modeled) of a row with the game's parameters {@code p} (and the CPU limit they give). */
    private static double logRatio(ForecastModel model, RenderingFitter.Row r, GameParameters p) {
        RenderingFitter.Row with = new RenderingFitter.Row(
                r.measured(),
                p,
                r.gpu(),
                r.score(),
                r.cpuLimit() * p.cpuFpsAtReference() / r.game().cpuFpsAtReference(),
                r.cap(),
                r.nativeShift());
        return Math.log(r.measured().cell().averageFps()
                / RenderingFitter.predict(model, with, r.measured().options(), RenderingParameters.UNFITTED));
    }

    private static GameParameters times(GameParameters p, double factor, int measurements) {
        return new GameParameters(
                p.game(),
                p.demand() * factor,
                p.gpuExponent(),
                p.cellAdjust(),
                p.cpuFpsAtReference() * factor,
                measurements,
                DemandBasis.FITTED);
    }
}
