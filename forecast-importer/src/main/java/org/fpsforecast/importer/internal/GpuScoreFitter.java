package org.fpsforecast.importer.internal;

import static java.util.Objects.requireNonNull;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.ForecastModel;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.GpuScore;

/**
 * Fits the two coefficients of the {@link GpuScore} by backfitting: fit every game with the current score, regress
 * what the games leave unexplained on the score's features (each multiplied by the cell's fitted GPU exponent, since
 * the score enters a game as {@code exponent * score}), and repeat. Weighted least squares with the cell weights of
 * {@link ForecastModel#weight} and a small ridge; the curvature is kept below {@link GpuScore#MAX_CURVATURE} so that
 * the score rises with the G3D mark. Deterministic: same input, same output.
 */
public final class GpuScoreFitter {
    static final int ROUNDS = 5;
    /** Ridge on each coefficient, in cell-weight units (the data's total weight is in the tens of thousands). */
    static final double RIDGE = 10;
    /** The curvature stays this share of {@link GpuScore#MAX_CURVATURE} at most. */
    static final double CURVATURE_SHARE = 0.95;

    private final GlobalParameters global;

    /** @param global the fixed global factors and exponent prior; its own GPU score is the starting point */
    public GpuScoreFitter(GlobalParameters global) {
        this.global = requireNonNull(global);
    }

    public GpuScore fit(List<Measurement> measurements, Map<Slug, Gpu> gpus) {
        GpuScore score = global.gpuScore();
        for (int round = 0; round < ROUNDS; round++) {
            score = step(score, measurements, gpus);
        }
        return score;
    }

    private GpuScore step(GpuScore score, List<Measurement> measurements, Map<Slug, Gpu> gpus) {
        GlobalParameters current = global.withGpuScore(score);
        ForecastModel model = new ForecastModel(current);
        Map<Slug, GameParameters> games = new GameFitter(current).fitAll(measurements, gpus);
        double[] beta = score.coefficients();
        int n = beta.length;
        NormalEquations equations = new NormalEquations(n);
        for (Measurement m : measurements) {
            Gpu gpu = gpus.get(m.gpu());
            GameParameters game = games.get(m.game());
            if (gpu == null || game == null) {
                continue;
            }
            double exponent = game.gpuExponent().get(m.resolution());
            double[] f = GpuScore.features(gpu, current.referenceG3d());
            double correction = 0;
            for (int i = 0; i < n; i++) {
                correction += beta[i] * f[i];
                f[i] *= exponent;
            }
            double residual =
                    Math.log(m.averageFps() / GameFitter.predict(model, game, gpu, m)) + exponent * correction;
            equations.add(f, residual, ForecastModel.weight(m));
        }
        double[] ridge = new double[n];
        Arrays.fill(ridge, RIDGE);
        double[] next = equations.solve(ridge);
        double curvature = Math.max(0, Math.min(CURVATURE_SHARE * GpuScore.MAX_CURVATURE, next[0]));
        return new GpuScore(curvature, next[1]);
    }
}
