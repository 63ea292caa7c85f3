package org.fpsforecast.data.fit;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.FittedModel;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.ModelFitter;
import org.fpsforecast.core.model.WeightedStats;
import org.fpsforecast.data.internal.DemandRelationFitter;
import org.fpsforecast.data.internal.GameFitter;
import org.fpsforecast.data.internal.GpuScoreFitter;

/**
 * Everything the model fits from measurements, in one call, so that the cross-validation can refit all of it inside
 * every fold: (1) the resolution and preset factors and the 1% low ratio ({@link ModelFitter}); (2) each game's own
 * parameters, whose median exponent becomes the exponent prior, and the games refit with it; (3) the GPU score's terms
 * ({@link GpuScoreFitter}); (4) the games refit on that score; (5) the demand relation for games nobody measured
 * ({@link DemandRelationFitter}). The error bands are not fitted here: only held-out residuals make them.
 */
public final class ModelPipeline {
    private final ModelFitter base;
    private final double minimumToRecommended;

    /**
     * @param base the first stage, with the reference and default CPUs
     * @param minimumToRecommended the catalog's typical ratio of a recommended card's G3D mark to the minimum card's
     *     (a fact of the requirement lists, not of the measurements)
     */
    public ModelPipeline(ModelFitter base, double minimumToRecommended) {
        this.base = requireNonNull(base);
        this.minimumToRecommended = minimumToRecommended;
    }

    /** The fitted global parameters (bands still placeholders) and the games fitted from the measurements. */
    public record Fit(GlobalParameters global, Map<Slug, GameParameters> games) {}

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
        GlobalParameters global = prior.with(
                prior.gpuExponent(),
                prior.modelBand(),
                prior.scaledBand(),
                prior.estimateBands(),
                DemandRelationFitter.fit(fitted, games, prior, minimumToRecommended));
        return new Fit(global, fitted);
    }

    /** The median GPU exponent over the resolutions each game has data for (the others sit at the prior). */
    static double exponentPrior(Map<Slug, GameParameters> games, List<Measurement> measurements) {
        Set<String> measured = new TreeSet<>();
        measurements.forEach(m -> measured.add(m.game() + "|" + m.resolution()));
        return WeightedStats.median(games.values().stream()
                .flatMap(p -> p.gpuExponent().entrySet().stream()
                        .filter(e -> measured.contains(p.game() + "|" + e.getKey()))
                        .map(Map.Entry::getValue))
                .mapToDouble(Double::doubleValue)
                .toArray());
    }
}
