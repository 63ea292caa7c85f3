package org.fpsforecast.importer.fit;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;
import org.apache.commons.math3.stat.regression.SimpleRegression;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.RenderedMeasurement;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.DemandRelation;
import org.fpsforecast.core.model.FittedModel;
import org.fpsforecast.core.model.ForecastModel;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.ModelFitter;
import org.fpsforecast.core.model.RenderedLevel;
import org.fpsforecast.core.model.RenderingFitter;
import org.fpsforecast.core.model.SuiteResult;
import org.fpsforecast.core.model.WeightedStats;
import org.fpsforecast.importer.internal.DemandRelationFitter;
import org.fpsforecast.importer.internal.GameFitter;
import org.fpsforecast.importer.internal.GpuScoreFitter;

/**
 * Everything the model fits from measurements, in one call, so that the cross-validation can refit all of it inside
 * every fold: (1) the resolution and preset factors and the 1% low ratio ({@link ModelFitter}); (2) each game's own
 * parameters, whose median exponent becomes the exponent prior, and the games refit with it; (3) the GPU score's terms
 * ({@link GpuScoreFitter}); (4) the games refit on that score; (5) the demand relation for games nobody measured
 * ({@link DemandRelationFitter}), with the GPU exponent of such games by release year: a line over the fitted games'
 * own exponents and the slope of a suite of recent games ({@link SuiteResult}) on the fitted GPU score, and their
 * resolution scaling on one rig from the native lab runs ({@link SameRigResolution}); (6) a game measured only upscaled
 * read back through the upscaling model ({@link RenderedLevel}) and the relation refit with it. The error
 * bands are not fitted here: only held-out residuals make them.
 */
public final class ModelPipeline {
    /** Fewest suite GPUs (with a G3D mark in the catalog) whose slope is read. */
    static final int MIN_SUITE_GPUS = 5;

    private final ModelFitter base;
    private final double minimumToRecommended;
    private final List<SuiteResult> suite;
    private final List<RenderedMeasurement> rendered;

    /**
     * @param base the first stage, with the reference and default CPUs
     * @param minimumToRecommended the catalog's typical ratio of a recommended card's G3D mark to the minimum card's
     *     (a fact of the requirement lists, not of the measurements)
     * @param suite average FPS of GPUs over suites of recent games (one suite per source and year)
     */
    public ModelPipeline(ModelFitter base, double minimumToRecommended, List<SuiteResult> suite) {
        this(base, minimumToRecommended, suite, List.of());
    }

    /**
     * @param rendered the lab runs with upscaling, ray tracing or frame generation: a game measured only upscaled joins
     *     the demand relation with the native parameters read from them ({@link RenderedLevel})
     */
    public ModelPipeline(
            ModelFitter base,
            double minimumToRecommended,
            List<SuiteResult> suite,
            List<RenderedMeasurement> rendered) {
        this.base = requireNonNull(base);
        this.minimumToRecommended = minimumToRecommended;
        this.suite = List.copyOf(suite);
        this.rendered = List.copyOf(rendered);
    }

    /** The suite rows this pipeline reads. */
    List<SuiteResult> suite() {
        return suite;
    }

    /** The runs with upscaling, ray tracing or frame generation this pipeline reads. */
    List<RenderedMeasurement> rendered() {
        return rendered;
    }

    /** This pipeline without the suite's rows and the upscaled runs of some GPUs (those a cross-validation fold holds out). */
    public ModelPipeline withoutGpus(Predicate<Slug> heldOut) {
        return new ModelPipeline(
                base,
                minimumToRecommended,
                suite.stream().filter(r -> !heldOut.test(r.gpu())).toList(),
                rendered.stream().filter(r -> !heldOut.test(r.cell().gpu())).toList());
    }

    /**
     * The fitted global parameters (bands still placeholders), the games fitted from the measurements, and the games
     * measured only upscaled with the native parameters read from those runs ({@link RenderedLevel}; their bands are
     * made by {@link RenderingEvaluation}).
     */
    public record Fit(GlobalParameters global, Map<Slug, GameParameters> games, Map<Slug, GameParameters> levelled) {
        /**
         * The parameters of a game as the service would take them: its own fit, else those read from its upscaled
         * runs, else the demand relation's estimate from its facts in {@code catalog} (null for a slug not there).
         */
        public Function<Slug, GameParameters> parameters(Map<Slug, Game> catalog) {
            return slug -> {
                GameParameters p = games.containsKey(slug) ? games.get(slug) : levelled.get(slug);
                if (p != null) {
                    return p;
                }
                Game g = catalog.get(slug);
                return g == null ? null : DemandRelation.estimate(g, global);
            };
        }
    }

    public Fit fit(List<Measurement> measurements, Map<Slug, Gpu> gpus, Map<Slug, Game> games) {
        FittedModel first = base.fit(measurements, gpus);
        Map<Slug, GameParameters> firstPass = new GameFitter(first.global()).fitAll(measurements, gpus);
        GlobalParameters withExponent = first.global()
                .with(
                        exponentPrior(firstPass, measurements),
                        first.global().modelBand(),
                        first.global().scaledBand(),
                        first.global().estimateBands(),
                        first.global().demandRelation());
        GlobalParameters prior = withExponent.withGpuScore(new GpuScoreFitter(withExponent).fit(measurements, gpus));
        Map<Slug, GameParameters> fitted = new GameFitter(prior).fitAll(measurements, gpus);
        List<DemandRelationFitter.YearExponent> exponents = new ArrayList<>();
        gameExponents(fitted, measurements).forEach((game, exponent) -> {
            Game g = games.get(game);
            if (g != null && g.releaseYear().isPresent()) {
                exponents.add(
                        new DemandRelationFitter.YearExponent(g.releaseYear().getAsInt(), exponent));
            }
        });
        exponents.addAll(suiteExponents(suite, gpus, prior));
        Map<Resolution, Double> sameRig = SameRigResolution.fit(measurements, prior.resolutionFactor());
        GlobalParameters global = prior.with(
                prior.gpuExponent(),
                prior.modelBand(),
                prior.scaledBand(),
                prior.estimateBands(),
                DemandRelationFitter.fit(fitted, games, prior, minimumToRecommended, exponents)
                        .withResolutionAdjust(sameRig));
        // A game measured only upscaled (no own fit) joins the relation with the level read from its runs through the
        // relation's estimate of it: the relation is refit once with it. Its CPU limit keeps its estimate's ratio, the
        // median of the fitted games', so the CPU term does not move.
        Fit withoutLevels = new Fit(global, fitted, Map.of());
        ForecastModel model = new ForecastModel(global);
        Map<Slug, GameParameters> levels = RenderedLevel.fit(
                model,
                RenderingFitter.rows(model, rendered, measurements, gpus, games, withoutLevels.parameters(games)));
        if (levels.isEmpty()) {
            return withoutLevels;
        }
        Map<Slug, GameParameters> withLevels = new TreeMap<>(fitted);
        withLevels.putAll(levels);
        return new Fit(
                prior.with(
                        prior.gpuExponent(),
                        prior.modelBand(),
                        prior.scaledBand(),
                        prior.estimateBands(),
                        DemandRelationFitter.fit(withLevels, games, prior, minimumToRecommended, exponents)
                                .withResolutionAdjust(sameRig)),
                fitted,
                levels);
    }

    /** Each fitted game's mean GPU exponent over the resolutions it has data for. */
    static Map<Slug, Double> gameExponents(Map<Slug, GameParameters> games, List<Measurement> measurements) {
        Map<Slug, Double> out = new TreeMap<>();
        measuredExponents(games, measurements)
                .forEach(
                        (slug, exponents) -> Arrays.stream(exponents).average().ifPresent(mean -> out.put(slug, mean)));
        return out;
    }

    /** Each fitted game's GPU exponents at the resolutions it has data for (the others sit at the prior). */
    private static Map<Slug, double[]> measuredExponents(
            Map<Slug, GameParameters> games, List<Measurement> measurements) {
        Set<String> measured = new TreeSet<>();
        measurements.forEach(m -> measured.add(m.game() + "|" + m.resolution()));
        Map<Slug, double[]> out = new LinkedHashMap<>();
        games.forEach((slug, p) -> out.put(
                slug,
                p.gpuExponent().entrySet().stream()
                        .filter(e -> measured.contains(slug + "|" + e.getKey()))
                        .mapToDouble(Map.Entry::getValue)
                        .toArray()));
        return out;
    }

    /**
     * The slope of each suite (source and year) of log average FPS on the GPU score: how steeply its games follow the
     * score. A suite with fewer than {@value #MIN_SUITE_GPUS} catalog GPUs, or a slope that is not positive, says
     * nothing.
     */
    static List<DemandRelationFitter.YearExponent> suiteExponents(
            List<SuiteResult> suite, Map<Slug, Gpu> gpus, GlobalParameters global) {
        Map<String, List<SuiteResult>> bySuite = new TreeMap<>();
        suite.forEach(r -> bySuite.computeIfAbsent(r.sourceId() + "|" + r.year(), k -> new ArrayList<>())
                .add(r));
        List<DemandRelationFitter.YearExponent> out = new ArrayList<>();
        for (List<SuiteResult> rows : bySuite.values()) {
            List<double[]> points = new ArrayList<>();
            for (SuiteResult r : rows) {
                Gpu gpu = gpus.get(r.gpu());
                if (gpu != null) {
                    points.add(new double[] {global.scoreOf(gpu), Math.log(r.averageFps())});
                }
            }
            if (points.size() < MIN_SUITE_GPUS) {
                continue;
            }
            SimpleRegression line = new SimpleRegression();
            line.addData(points.toArray(double[][]::new));
            double slope = line.getSlope();
            if (slope > 0) {
                out.add(new DemandRelationFitter.YearExponent(rows.get(0).year(), slope));
            }
        }
        return out;
    }

    /** The median GPU exponent over the resolutions each game has data for (the others sit at the prior). */
    static double exponentPrior(Map<Slug, GameParameters> games, List<Measurement> measurements) {
        return WeightedStats.median(measuredExponents(games, measurements).values().stream()
                .flatMapToDouble(Arrays::stream)
                .toArray());
    }
}
