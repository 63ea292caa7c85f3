package org.fpsforecast.importer.internal;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.math3.fitting.leastsquares.LeastSquaresBuilder;
import org.apache.commons.math3.fitting.leastsquares.LeastSquaresOptimizer;
import org.apache.commons.math3.fitting.leastsquares.LevenbergMarquardtOptimizer;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.util.Pair;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Matrix;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.ForecastModel;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;

/**
 * Fits each game's own parameters by weighted nonlinear least squares in log space (Levenberg-Marquardt):
 *
 * <pre>
 * log gpuLimit = level + log R[res] + log P[preset] + adjust[res,preset] + exponent[res] * score(GPU)
 * log fps      = smooth minimum (sharpness k) of log gpuLimit and log cpuLimit
 * </pre>
 *
 * with the global factors R and P and the GPU score ({@link org.fpsforecast.core.model.GpuScore}) held fixed, ridge
 * penalties pulling each cell adjustment toward 0 (a cell without data keeps the global factors) and each exponent
 * toward the global one, and a weak prior putting the CPU limit of a game measured only GPU-bound at {@value
 * #CPU_PER_DEMAND_PRIOR} times its demand. Each measurement's CPU limit is read on the CPU it ran on ({@link
 * ForecastModel#singleThreadOf}: a lab run on the default class, a user cell on the reference); the fitted CPU limit is
 * the one at the reference. Cell weights: {@link ForecastModel#weight}.
 * Deterministic: same input, same output.
 */
public final class GameFitter {

    static final double CELL_RIDGE = 1;
    static final double EXPONENT_RIDGE = 1;
    static final double CAP_PRIOR = 0.5;
    /**
     * Where the prior puts the CPU limit of a game its data does not show CPU-bound: this many times its demand (about
     * the median ratio of the games whose data shows where the CPU takes over). The data moves it freely.
     */
    static final double CPU_PER_DEMAND_PRIOR = 3;

    static final double MIN_EXPONENT = 0.05;
    static final double MAX_EXPONENT = 2.5;

    private static final int CELLS = Matrix.SIZE;
    private static final int RESOLUTIONS = Resolution.values().length;
    private static final int PARAMS = 1 + CELLS + RESOLUTIONS + 1;

    private final GlobalParameters global;
    private final ForecastModel model;

    /** @param global the fixed global factors, exponent prior and sharpness */
    public GameFitter(GlobalParameters global) {
        this.global = requireNonNull(global);
        this.model = new ForecastModel(global);
    }

    /** The one weighting rule, {@link ForecastModel#weight}. */
    public static double weight(Measurement m) {
        return ForecastModel.weight(m);
    }

    /** Fits every game that has measurements of known GPUs. */
    public Map<Slug, GameParameters> fitAll(List<Measurement> measurements, Map<Slug, Gpu> gpus) {
        Map<Slug, List<Measurement>> byGame = new TreeMap<>();
        for (Measurement m : measurements) {
            if (gpus.containsKey(m.gpu())) {
                byGame.computeIfAbsent(m.game(), g -> new ArrayList<>()).add(m);
            }
        }
        Map<Slug, GameParameters> out = new TreeMap<>();
        byGame.forEach((game, rows) -> out.put(game, fit(game, rows, gpus)));
        return out;
    }

    /** Fits one game from its measurements (all of the same game). */
    public GameParameters fit(Slug game, List<Measurement> rows, Map<Slug, Gpu> gpus) {
        int n = rows.size();
        double[] x = new double[n];
        double[] y = new double[n];
        double[] sw = new double[n];
        double[] base = new double[n];
        double[] cpuShift = new double[n];
        int[] cell = new int[n];
        int[] res = new int[n];
        double maxLog = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            Measurement m = rows.get(i);
            x[i] = global.scoreOf(gpus.get(m.gpu()));
            y[i] = Math.log(m.averageFps());
            sw[i] = Math.sqrt(weight(m));
            base[i] = Math.log(global.resolutionFactor().get(m.resolution()))
                    + Math.log(global.presetFactor().get(m.preset()));
            cpuShift[i] = Math.log(model.singleThreadOf(m) / global.referenceSingleThread());
            cell[i] = m.resolution().ordinal() * Preset.values().length
                    + m.preset().ordinal();
            res[i] = m.resolution().ordinal();
            maxLog = Math.max(maxLog, y[i]);
        }
        double k = global.sharpness();
        double prior = global.gpuExponent();
        double capPrior = maxLog + Math.log(1.5);
        double[] start = new double[PARAMS];
        double level = 0;
        double totalWeight = 0;
        for (int i = 0; i < n; i++) {
            level += sw[i] * sw[i] * (y[i] - base[i] - prior * x[i]);
            totalWeight += sw[i] * sw[i];
        }
        start[0] = level / totalWeight;
        for (int r = 0; r < RESOLUTIONS; r++) {
            start[1 + CELLS + r] = prior;
        }
        start[PARAMS - 1] = Math.max(capPrior, start[0] + Math.log(CPU_PER_DEMAND_PRIOR));

        int rowsTotal = n + CELLS + RESOLUTIONS + 1;
        double[] target = new double[rowsTotal];
        for (int i = 0; i < n; i++) {
            target[i] = sw[i] * y[i];
        }
        double cellRidge = Math.sqrt(CELL_RIDGE);
        double exponentRidge = Math.sqrt(EXPONENT_RIDGE);
        double capRidge = Math.sqrt(CAP_PRIOR);
        for (int r = 0; r < RESOLUTIONS; r++) {
            target[n + CELLS + r] = exponentRidge * prior;
        }
        target[rowsTotal - 1] = capRidge * Math.log(CPU_PER_DEMAND_PRIOR);

        LeastSquaresBuilder problem = new LeastSquaresBuilder()
                .start(start)
                .target(target)
                .maxEvaluations(20_000)
                .maxIterations(20_000)
                .model(point -> {
                    double[] p = point.toArray();
                    double[] value = new double[rowsTotal];
                    double[][] jacobian = new double[rowsTotal][PARAMS];
                    double cap = p[PARAMS - 1];
                    for (int i = 0; i < n; i++) {
                        double lg = p[0] + base[i] + p[1 + cell[i]] + p[1 + CELLS + res[i]] * x[i];
                        double lc = cap + cpuShift[i];
                        double lo = Math.min(lg, lc);
                        double lf = lo - Math.log(Math.exp(-k * (lg - lo)) + Math.exp(-k * (lc - lo))) / k;
                        double s = 1 / (1 + Math.exp(-k * (lc - lg)));
                        value[i] = sw[i] * lf;
                        jacobian[i][0] = sw[i] * s;
                        jacobian[i][1 + cell[i]] = sw[i] * s;
                        jacobian[i][1 + CELLS + res[i]] = sw[i] * s * x[i];
                        jacobian[i][PARAMS - 1] = sw[i] * (1 - s);
                    }
                    for (int c = 0; c < CELLS; c++) {
                        value[n + c] = cellRidge * p[1 + c];
                        jacobian[n + c][1 + c] = cellRidge;
                    }
                    for (int r = 0; r < RESOLUTIONS; r++) {
                        value[n + CELLS + r] = exponentRidge * p[1 + CELLS + r];
                        jacobian[n + CELLS + r][1 + CELLS + r] = exponentRidge;
                    }
                    value[rowsTotal - 1] = capRidge * (cap - p[0]);
                    jacobian[rowsTotal - 1][PARAMS - 1] = capRidge;
                    jacobian[rowsTotal - 1][0] = -capRidge;
                    return new Pair<>(new ArrayRealVector(value, false), new Array2DRowRealMatrix(jacobian, false));
                });
        LeastSquaresOptimizer.Optimum optimum = new LevenbergMarquardtOptimizer().optimize(problem.build());
        double[] p = optimum.getPoint().toArray();

        Map<Resolution, Double> exponents = new EnumMap<>(Resolution.class);
        for (Resolution r : Resolution.values()) {
            exponents.put(r, Math.max(MIN_EXPONENT, Math.min(MAX_EXPONENT, p[1 + CELLS + r.ordinal()])));
        }
        List<Double> adjust = new ArrayList<>(CELLS);
        for (int c = 0; c < CELLS; c++) {
            adjust.add(p[1 + c]);
        }
        return new GameParameters(
                game, Math.exp(p[0]), exponents, adjust, Math.exp(p[PARAMS - 1]), n, DemandBasis.FITTED);
    }

    /**
     * What the model gives at a measurement's settings with the game's parameters, on the CPU the measurement ran on
     * ({@link ForecastModel#singleThreadOf}).
     */
    public static double predict(ForecastModel model, GameParameters p, Gpu gpu, Measurement m) {
        return model.onItsCpu(p, model.global().scoreOf(gpu), m, Double.POSITIVE_INFINITY);
    }
}
