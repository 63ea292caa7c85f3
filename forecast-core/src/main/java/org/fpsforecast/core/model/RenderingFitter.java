package org.fpsforecast.core.model;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.fpsforecast.core.domain.FrameGeneration;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.RayTracing;
import org.fpsforecast.core.domain.RenderedMeasurement;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.RenderingSupport.FrameGenerator;
import org.fpsforecast.core.model.RenderingSupport.RtFamily;

/**
 * Fits the factors of {@link RenderingParameters} from the measured rows with upscaling, ray tracing or frame
 * generation, given the native model (fitted without any held-out GPU when evaluated):
 *
 * <ol>
 *   <li><b>2x frame generation</b>, per generator: the median log ratio of a row with it on over the same row with it
 *       off (same game, GPU, resolution, preset, upscaling and ray tracing).
 *   <li><b>Ray tracing</b>, per game and hardware family: the factor that makes the model give the measured row; the
 *       model's level is taken from the same row with ray tracing off where one was measured (so a game whose level the
 *       model does not know still gives its factor), else from the native model shifted by the GPU's native
 *       measurements of the game. The median per game and family; a family's factor is the mean over its games.
 * </ol>
 *
 * The upscaler's cost is an assumption ({@link RenderingParameters#upscalerMsAt4k}), not fitted: no measured pair
 * isolates it (every upscaled row here has either no native twin or ray tracing and frame generation on as well).
 */
public final class RenderingFitter {
    private RenderingFitter() {}

    /**
     * One measured row with what the native model needs for it.
     *
     * @param nativeShift the GPU's native measurements of the game over the model ({@link ForecastModel#scaleShift}),
     *     1 without two of them
     */
    public record Row(
            RenderedMeasurement measured,
            GameParameters game,
            Gpu gpu,
            double score,
            double cpuLimit,
            double cap,
            double nativeShift) {
        RenderingSupport.Features features() {
            return RenderingSupport.of(gpu);
        }
    }

    /**
     * The rows of the measured GPUs, each with its game's parameters (fitted, or estimated for a game without native
     * measurements), its GPU's score and the default CPU's limit.
     *
     * @param nativeMeasurements the native measurements the model was fitted on (for each row's shift)
     */
    public static List<Row> rows(
            ForecastModel model,
            List<RenderedMeasurement> rendered,
            List<Measurement> nativeMeasurements,
            Map<Slug, Gpu> gpus,
            Map<Slug, Game> games,
            Function<Slug, GameParameters> parameters) {
        Map<String, List<Measurement>> natives = new HashMap<>();
        nativeMeasurements.forEach(m -> natives.computeIfAbsent(m.game() + "|" + m.gpu(), k -> new ArrayList<>())
                .add(m));
        GlobalParameters global = model.global();
        List<Row> rows = new ArrayList<>();
        // One shift per game and GPU, however many of its rows there are.
        Map<String, Double> shifts = new HashMap<>();
        for (RenderedMeasurement r : rendered) {
            Measurement cell = r.cell();
            Gpu gpu = gpus.get(cell.gpu());
            GameParameters p = parameters.apply(cell.game());
            if (gpu == null || p == null) {
                continue;
            }
            Game game = games.get(cell.game());
            double cap = game != null && game.details().engineFpsCap().isPresent()
                    ? game.details().engineFpsCap().getAsInt()
                    : Double.POSITIVE_INFINITY;
            double score = global.scoreOf(gpu);
            double cpuLimit = model.cpuLimit(p.cpuFpsAtReference(), global.defaultSingleThread());
            double shift = shifts.computeIfAbsent(cell.game() + "|" + cell.gpu(), key -> {
                List<Measurement> own = natives.getOrDefault(key, List.of());
                if (own.size() < ForecastModel.SCALE_FROM_AT_LEAST) {
                    return 1.0;
                }
                double[] logs = new double[own.size()];
                double[] weights = new double[own.size()];
                for (int i = 0; i < own.size(); i++) {
                    Measurement m = own.get(i);
                    double modeled = model.onItsCpu(p, score, m, cap);
                    logs[i] = Math.log(m.averageFps() / modeled);
                    weights[i] = ForecastModel.weight(m);
                }
                return ForecastModel.scaleShift(logs, weights);
            });
            rows.add(new Row(r, p, gpu, score, cpuLimit, cap, shift));
        }
        return rows;
    }

    /** The model's displayed rate of a row's cell with {@code options}, times the row's native shift. */
    public static double predict(ForecastModel model, Row row, Rendering options, RenderingParameters factors) {
        Measurement m = row.measured().cell();
        double gpuLimit = RenderingModel.gpuLimit(
                model,
                row.game(),
                m.game(),
                row.score(),
                row.gpu().g3dMark(),
                m.resolution(),
                m.preset(),
                options,
                row.features(),
                factors);
        double rendered = model.combine(gpuLimit, row.cpuLimit(), row.cap());
        return row.nativeShift() * RenderingModel.displayed(rendered, options, row.features(), factors, row.cap());
    }

    /** The factors from {@code rows}; the band is given (it comes from held-out rows, {@code Evaluation}). */
    public static RenderingParameters fit(ForecastModel model, List<Row> rows, ErrorBand band) {
        RenderingParameters assumed = RenderingParameters.UNFITTED;
        Map<String, Row> byKey = new HashMap<>();
        for (Row r : rows) {
            byKey.put(key(r.measured().cell(), r.measured().options()), r);
        }
        // 1. 2x frame generation, from on/off twins.
        Map<FrameGenerator, List<Double>> gains = new EnumMap<>(FrameGenerator.class);
        for (Row r : rows) {
            Rendering o = r.measured().options();
            if (o.frameGeneration() != FrameGeneration.X2) {
                continue;
            }
            Row off = byKey.get(key(r.measured().cell(), o.withoutFrameGeneration()));
            if (off != null) {
                gains.computeIfAbsent(r.features().twoX(), g -> new ArrayList<>())
                        .add(Math.log(r.measured().cell().averageFps()
                                / off.measured().cell().averageFps()));
            }
        }
        Map<FrameGenerator, Double> twoX = new EnumMap<>(FrameGenerator.class);
        gains.forEach((g, l) -> twoX.put(
                g,
                WeightedStats.median(l.stream().mapToDouble(Double::doubleValue).toArray())));
        RenderingParameters withGains =
                new RenderingParameters(assumed.upscalerMsAt4k(), Map.of(), Map.of(), twoX, band);
        // 2. Ray tracing: the factor that gives each row, per game and family.
        Map<Slug, Map<RtFamily, List<Double>>> perGame = new TreeMap<>();
        for (Row r : rows) {
            Rendering o = r.measured().options();
            if (o.rayTracing() != RayTracing.ON || r.features().rt().isEmpty()) {
                continue;
            }
            if (o.frameGeneration() != FrameGeneration.OFF
                    && (o.frameGeneration() != FrameGeneration.X2
                            || !withGains.frameGenerationBacked(r.features().twoX()))) {
                continue;
            }
            Rendering offOptions = new Rendering(o.upscaling(), RayTracing.OFF, FrameGeneration.OFF);
            Row twin = byKey.get(key(r.measured().cell(), offOptions));
            double level = twin == null
                    ? 1
                    : twin.measured().cell().averageFps() / predict(model, twin, offOptions, withGains);
            double target = r.measured().cell().averageFps() / level;
            RtFamily family = r.features().rt().get();
            Slug game = r.measured().cell().game();
            double x = solve(model, r, withGains, game, family, target);
            perGame.computeIfAbsent(game, g -> new EnumMap<>(RtFamily.class))
                    .computeIfAbsent(family, f -> new ArrayList<>())
                    .add(x);
        }
        Map<Slug, Map<RtFamily, Double>> gameRt = new TreeMap<>();
        Map<RtFamily, List<Double>> families = new EnumMap<>(RtFamily.class);
        perGame.forEach((game, m) -> m.forEach((family, l) -> {
            double median = WeightedStats.median(
                    l.stream().mapToDouble(Double::doubleValue).toArray());
            gameRt.computeIfAbsent(game, g -> new EnumMap<>(RtFamily.class)).put(family, median);
            families.computeIfAbsent(family, f -> new ArrayList<>()).add(median);
        }));
        Map<RtFamily, Double> rt = new EnumMap<>(RtFamily.class);
        families.forEach((f, l) ->
                rt.put(f, l.stream().mapToDouble(Double::doubleValue).average().orElseThrow()));
        return new RenderingParameters(assumed.upscalerMsAt4k(), rt, gameRt, twoX, band);
    }

    /** The log ray-tracing factor (within ln 0.02 .. ln 1.5) at which the model gives {@code target} for the row. */
    private static double solve(
            ForecastModel model, Row r, RenderingParameters gains, Slug game, RtFamily family, double target) {
        double lo = Math.log(0.02);
        double hi = Math.log(1.5);
        for (int i = 0; i < 50; i++) {
            double mid = (lo + hi) / 2;
            RenderingParameters p = new RenderingParameters(
                    gains.upscalerMsAt4k(),
                    Map.of(),
                    Map.of(game, Map.of(family, mid)),
                    gains.twoXLog(),
                    gains.factorBand());
            if (predict(model, r, r.measured().options(), p) < target) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return (lo + hi) / 2;
    }

    private static String key(Measurement m, Rendering o) {
        return m.game() + "|" + m.gpu() + "|" + m.resolution() + "|" + m.preset() + "|" + o;
    }
}
