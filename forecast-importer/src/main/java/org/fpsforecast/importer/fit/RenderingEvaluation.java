package org.fpsforecast.importer.fit;

import java.util.ArrayList;
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
import org.fpsforecast.core.model.DemandRelation;
import org.fpsforecast.core.model.ErrorBand;
import org.fpsforecast.core.model.ForecastModel;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.RenderedLevel;
import org.fpsforecast.core.model.RenderingFitter;
import org.fpsforecast.core.model.RenderingModel;
import org.fpsforecast.core.model.RenderingParameters;

/**
 * The held-out evaluation of upscaling, ray tracing and frame generation, on the folds of GPUs of {@link Evaluation}:
 * in each fold, the native model is the fold's (refit without its GPUs) and the factors are refit on the other folds'
 * rows; each held-out row is then predicted twice:
 *
 * <ul>
 *   <li><b>model</b>: what the service answers for a GPU it never saw measured in the game (the native model times the
 *       factors);
 *   <li><b>factors only</b>: the factors alone, against the same GPU's measured twin row (the same cell without the
 *       option: native, ray tracing off, or frame generation off), which isolates their error from the native
 *       model's. These residuals make the factors' band, which widens the native band of every such answer.
 * </ul>
 */
public final class RenderingEvaluation {
    public static final String SOURCE = "TechSpot/HUB, upscaled / ray-traced / frame-generated";
    public static final String FACTORS = "factors only (vs the same GPU's measured twin)";

    /**
     * The served factors (with their held-out band), the lines of the evaluation table, and the games measured only
     * upscaled ({@link ModelPipeline.Fit#levelled}) with their own band.
     */
    public record Result(RenderingParameters served, List<Evaluation.Line> lines, Map<Slug, GameParameters> levelled) {}

    /** No fold: {@link #levelBand} over every fold's predictions (the served band). */
    private static final String EVERY_FOLD = "";

    private RenderingEvaluation() {}

    /** The method name of a model answer with these options, e.g. {@code model, quality + rt on + 2x}. */
    static String method(Rendering o) {
        StringBuilder s =
                new StringBuilder("model, upscaling ").append(o.upscaling().key());
        if (o.rayTracing() == RayTracing.ON) {
            s.append(" + rt on");
        }
        if (o.frameGeneration() != FrameGeneration.OFF) {
            s.append(" + framegen ").append(o.frameGeneration().key());
        }
        return s.toString();
    }

    public static Result run(
            List<RenderedMeasurement> rows,
            List<Measurement> natives,
            Map<Slug, Gpu> gpus,
            Map<Slug, Game> games,
            Evaluation.Result evaluation,
            ModelPipeline.Fit served) {
        Map<String, Measurement> nativeByCell = new HashMap<>();
        natives.forEach(m -> nativeByCell.put(cell(m), m));
        Map<String, RenderedMeasurement> byKey = new HashMap<>();
        rows.forEach(r -> byKey.put(cell(r.cell()) + "|" + r.options(), r));
        List<Evaluation.Prediction> predictions = new ArrayList<>();
        // The held-out upscaled runs of games measured only upscaled: the band of their native answers.
        List<Evaluation.Prediction> levelPredictions = new ArrayList<>();
        evaluation.gpuFoldFits().forEach((k, fit) -> {
            List<RenderedMeasurement> held = rows.stream()
                    .filter(r -> Evaluation.gpuFold(r.cell().gpu()) == k)
                    .toList();
            if (held.isEmpty()) {
                return;
            }
            String fold = "gpu:" + k;
            ForecastModel model = new ForecastModel(fit.global());
            List<RenderedMeasurement> train = rows.stream()
                    .filter(r -> Evaluation.gpuFold(r.cell().gpu()) != k)
                    .toList();
            List<Measurement> trainNatives = natives.stream()
                    .filter(m -> Evaluation.gpuFold(m.gpu()) != k)
                    .toList();
            Function<Slug, GameParameters> parameters = fit.parameters(games);
            RenderingParameters factors = RenderingFitter.fit(
                    model,
                    RenderingFitter.rows(model, train, trainNatives, gpus, games, parameters),
                    RenderingParameters.UNFITTED.factorBand());
            // The held-out GPUs' native cells are held out too: no shift from them.
            for (RenderingFitter.Row row : RenderingFitter.rows(model, held, List.of(), gpus, games, parameters)) {
                RenderedMeasurement r = row.measured();
                double full = RenderingFitter.predict(model, row, r.options(), factors);
                predictions.add(new Evaluation.Prediction(r.cell(), method(r.options()), full, fold));
                if (fit.levelled().containsKey(r.cell().game()) && RenderedLevel.upscalingOnly(r.options())) {
                    levelPredictions.add(new Evaluation.Prediction(r.cell(), method(r.options()), full, fold));
                }
                Rendering twinOptions = twin(r.options(), byKey, r.cell());
                double twinMeasured;
                if (twinOptions.isNative()) {
                    Measurement n = nativeByCell.get(cell(r.cell()));
                    if (n == null) {
                        continue;
                    }
                    twinMeasured = n.averageFps();
                } else {
                    twinMeasured =
                            byKey.get(cell(r.cell()) + "|" + twinOptions).cell().averageFps();
                }
                double ratio = full / RenderingFitter.predict(model, row, twinOptions, factors);
                predictions.add(new Evaluation.Prediction(r.cell(), FACTORS, twinMeasured * ratio, fold));
            }
        });
        List<Evaluation.Prediction> factorPredictions =
                predictions.stream().filter(p -> p.method().equals(FACTORS)).toList();
        ErrorBand factorBand = factorPredictions.isEmpty()
                ? RenderingParameters.UNFITTED.factorBand()
                : HeldOutBands.band(factorPredictions);
        ForecastModel model = new ForecastModel(served.global());
        RenderingParameters servedFactors = RenderingFitter.fit(
                model, RenderingFitter.rows(model, rows, natives, gpus, games, served.parameters(games)), factorBand);
        Map<Slug, GameParameters> levelled = new TreeMap<>();
        served.levelled()
                .forEach((game, p) -> levelled.put(game, p.withBand(levelBand(levelPredictions, game, EVERY_FOLD))));

        // By method name: Quality, + RT, + FG, whatever order the folds met the rows in.
        Map<String, List<Evaluation.Prediction>> byMethod = new TreeMap<>();
        predictions.stream()
                .filter(p -> !p.method().equals(FACTORS))
                .forEach(p -> byMethod.computeIfAbsent(p.method(), m -> new ArrayList<>())
                        .add(p));
        List<Evaluation.Line> lines = new ArrayList<>();
        List<Evaluation.Prediction> allModel =
                byMethod.values().stream().flatMap(List::stream).toList();
        if (!allModel.isEmpty()) {
            lines.add(line(
                    "model, every option", allModel, factorPredictions, levelPredictions, evaluation, games, served));
        }
        byMethod.forEach((method, chosen) ->
                lines.add(line(method, chosen, factorPredictions, levelPredictions, evaluation, games, served)));
        if (!factorPredictions.isEmpty()) {
            double[] ape = factorPredictions.stream()
                    .mapToDouble(Evaluation.Prediction::ape)
                    .toArray();
            int inside = 0;
            for (Evaluation.Prediction p : factorPredictions) {
                ErrorBand b = HeldOutBands.band(otherFolds(factorPredictions, p.fold()));
                inside += inside(p, b) ? 1 : 0;
            }
            lines.add(new Evaluation.Line(
                    SOURCE,
                    FACTORS,
                    ape.length,
                    Evaluation.median(ape),
                    Evaluation.mean(ape),
                    100.0 * inside / ape.length));
        }
        return new Result(servedFactors, lines, levelled);
    }

    /**
     * The same cell without the option that is most specific to the row: frame generation off if measured, else ray
     * tracing off as well if measured, else native.
     */
    private static Rendering twin(Rendering o, Map<String, RenderedMeasurement> byKey, Measurement cell) {
        if (o.frameGeneration() != FrameGeneration.OFF
                && byKey.containsKey(cell(cell) + "|" + o.withoutFrameGeneration())) {
            return o.withoutFrameGeneration();
        }
        Rendering noRt = new Rendering(o.upscaling(), RayTracing.OFF, FrameGeneration.OFF);
        if (!noRt.isNative() && !noRt.equals(o) && byKey.containsKey(cell(cell) + "|" + noRt)) {
            return noRt;
        }
        return Rendering.NATIVE;
    }

    /**
     * One line: median and mean APE, and the share inside the served answer's band (the game's native band, combined
     * with the factors' band of the other folds, as {@link RenderingModel#band}).
     */
    private static Evaluation.Line line(
            String method,
            List<Evaluation.Prediction> chosen,
            List<Evaluation.Prediction> factors,
            List<Evaluation.Prediction> levels,
            Evaluation.Result evaluation,
            Map<Slug, Game> games,
            ModelPipeline.Fit served) {
        double[] ape = chosen.stream().mapToDouble(Evaluation.Prediction::ape).toArray();
        int inside = 0;
        for (Evaluation.Prediction p : chosen) {
            RenderingParameters factorBand = withBand(HeldOutBands.band(otherFolds(factors, p.fold())));
            Slug game = p.measured().game();
            ErrorBand nativeBand =
                    levels.stream().anyMatch(l -> l.measured().game().equals(game))
                            ? levelBand(levels, game, p.fold())
                            : nativeBand(game, evaluation, games, served);
            inside += inside(p, RenderingModel.band(nativeBand, factorBand, true)) ? 1 : 0;
        }
        return new Evaluation.Line(
                SOURCE, method, ape.length, Evaluation.median(ape), Evaluation.mean(ape), 100.0 * inside / ape.length);
    }

    private static RenderingParameters withBand(ErrorBand band) {
        return RenderingParameters.UNFITTED.withFactorBand(band);
    }

    /**
     * The band of the native answers of a game measured only upscaled: its held-out upscaled runs' band (of the folds
     * other than {@code fold}; {@link #EVERY_FOLD} for all of them). Not widened by the factors' band: its upscaled
     * answers add that band themselves, and the runs it comes from already carry the upscaling model's error (widened
     * twice, its held-out upscaled runs fell inside their ranges 96.9% of the time, against 92.8%).
     */
    private static ErrorBand levelBand(List<Evaluation.Prediction> levels, Slug game, String fold) {
        return HeldOutBands.band(levels.stream()
                .filter(l -> l.measured().game().equals(game) && !l.fold().equals(fold))
                .toList());
    }

    /** The band the service gives the game's native modeled answers. */
    private static ErrorBand nativeBand(
            Slug game, Evaluation.Result evaluation, Map<Slug, Game> games, ModelPipeline.Fit served) {
        GameParameters own = evaluation.fitted().get(game);
        if (own != null) {
            return own.band().orElse(evaluation.modelBand());
        }
        Game g = games.get(game);
        DemandRelation.Facts facts = DemandRelation.facts(
                g,
                served.global().gpuScore(),
                served.global().referenceG3d(),
                served.global().demandRelation().minimumToRecommended());
        return served.global()
                .demandRelation()
                .band(facts, evaluation.estimateBands().getOrDefault(facts.basis(), evaluation.modelBand()));
    }

    private static List<Evaluation.Prediction> otherFolds(List<Evaluation.Prediction> all, String fold) {
        return all.stream().filter(p -> !p.fold().equals(fold)).toList();
    }

    private static boolean inside(Evaluation.Prediction p, ErrorBand b) {
        double ratio = p.measured().averageFps() / p.predicted();
        return ratio >= b.lowFactor() && ratio <= b.highFactor();
    }

    private static String cell(Measurement m) {
        return m.game() + "|" + m.gpu() + "|" + m.resolution() + "|" + m.preset();
    }
}
