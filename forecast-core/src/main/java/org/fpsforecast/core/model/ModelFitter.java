package org.fpsforecast.core.model;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;

/**
 * The first stage of the fit, deterministic (same input, same output, to the last bit): the global factors, and simple
 * per-game parameters that the per-game fit (forecast-data's GameFitter) starts from and replaces.
 *
 * <p>Steps: (1) resolution and preset factors as weighted medians of FPS ratios between cells of the same game and GPU;
 * (2) one GPU exponent by weighted least squares of log FPS on log G3D within each game; (3) each game's demand as its
 * weighted mean log FPS after removing the GPU, resolution and preset terms; (4) each game's CPU limit from its fastest
 * measured cells; (5) in-sample error bands, placeholders that the cross-validation replaces before anything is
 * served. Cell weights: {@link ForecastModel#weight}.
 */
public final class ModelFitter {
    public static final double REFERENCE_G3D = 10_000;
    static final double SHARPNESS = 6;
    static final double MAX_FPS = 1_000;

    private final double referenceSingleThread;
    private final double defaultSingleThread;
    private final String defaultCpuName;

    /**
     * @param referenceSingleThread single-thread mark of the CPUs behind the measurements
     * @param defaultSingleThread single-thread mark assumed when a request names no CPU
     * @param defaultCpuName the CPU class that stands for, as documented to users
     */
    public ModelFitter(double referenceSingleThread, double defaultSingleThread, String defaultCpuName) {
        this.referenceSingleThread = referenceSingleThread;
        this.defaultSingleThread = defaultSingleThread;
        this.defaultCpuName = requireNonNull(defaultCpuName);
    }

    /** A measured cell joined with its GPU. */
    private record Cell(Measurement m, Gpu gpu, double weight) {}

    public FittedModel fit(List<Measurement> measurements, Map<Slug, Gpu> gpus) {
        List<Cell> cells = new ArrayList<>();
        for (Measurement m : measurements) {
            Gpu gpu = gpus.get(m.gpu());
            if (gpu != null) {
                cells.add(new Cell(m, gpu, ForecastModel.weight(m)));
            }
        }
        if (cells.isEmpty()) {
            throw new IllegalArgumentException("no measurement names a known GPU: nothing to fit");
        }
        List<Measurement> joined = cells.stream().map(Cell::m).toList();
        // With no pairs at a resolution, pixel-count scaling (documented as the prior).
        Map<Resolution, Double> res =
                resolutionFactors(joined, r -> Math.sqrt((double) Resolution.P1080.pixels() / r.pixels()));
        Map<Preset, Double> preset = presetFactors(joined);

        Map<Slug, List<Cell>> byGame = new TreeMap<>();
        for (Cell c : cells) {
            byGame.computeIfAbsent(c.m().game(), g -> new ArrayList<>()).add(c);
        }
        double exponent = gpuExponent(byGame, res, preset);

        List<GameParameters> games = new ArrayList<>();
        List<Double> demands = new ArrayList<>();
        List<Double> cpuLimits = new ArrayList<>();
        for (Map.Entry<Slug, List<Cell>> e : byGame.entrySet()) {
            List<Cell> gc = e.getValue();
            double[] y = new double[gc.size()];
            double[] w = new double[gc.size()];
            double[] fps = new double[gc.size()];
            for (int i = 0; i < gc.size(); i++) {
                Cell c = gc.get(i);
                y[i] = Math.log(c.m().averageFps() / scale(c, res, preset))
                        - exponent * Math.log(c.gpu().g3dMark() / REFERENCE_G3D);
                w[i] = c.weight();
                fps[i] = c.m().averageFps();
            }
            double demand = Math.exp(WeightedStats.mean(y, w));
            // The fastest cells of a game show where the CPU starts to hold it back.
            double cpuFps = 1.1 * WeightedStats.quantile(fps, w, 0.95);
            games.add(GameParameters.simple(e.getKey(), demand, exponent, cpuFps, gc.size(), DemandBasis.FITTED));
            demands.add(demand);
            cpuLimits.add(cpuFps);
        }

        GlobalParameters provisional =
                global(exponent, res, preset, low1Ratio(cells), new ErrorBand(1, 1, 0), demands, cpuLimits);
        ForecastModel model = new ForecastModel(provisional);
        Map<Slug, GameParameters> bySlug = new TreeMap<>();
        games.forEach(g -> bySlug.put(g.game(), g));
        double[] logResidual = new double[cells.size()];
        double[] ape = new double[cells.size()];
        double[] w = new double[cells.size()];
        for (int i = 0; i < cells.size(); i++) {
            Cell c = cells.get(i);
            GameParameters gp = bySlug.get(c.m().game());
            double predicted = model.onItsCpu(gp, provisional.scoreOf(c.gpu()), c.m(), Double.POSITIVE_INFINITY);
            logResidual[i] = Math.log(c.m().averageFps() / predicted);
            ape[i] = 100 * Math.abs(predicted - c.m().averageFps()) / c.m().averageFps();
            w[i] = c.weight();
        }
        double low = Math.min(1, Math.exp(WeightedStats.quantile(logResidual, w, 0.10)));
        double high = Math.max(1, Math.exp(WeightedStats.quantile(logResidual, w, 0.90)));
        double medianApe = WeightedStats.median(ape, w);
        GlobalParameters global = global(
                exponent,
                res,
                preset,
                provisional.low1Ratio(),
                new ErrorBand(low, high, medianApe),
                demands,
                cpuLimits);
        return new FittedModel(global, games, cells.size());
    }

    private GlobalParameters global(
            double exponent,
            Map<Resolution, Double> res,
            Map<Preset, Double> preset,
            double low1Ratio,
            ErrorBand band,
            List<Double> demands,
            List<Double> cpuLimits) {
        return new GlobalParameters(
                REFERENCE_G3D,
                exponent,
                res,
                preset,
                low1Ratio,
                referenceSingleThread,
                defaultSingleThread,
                defaultCpuName,
                SHARPNESS,
                MAX_FPS,
                band,
                band,
                GlobalParameters.sameEstimateBands(band),
                DemandRelation.flat(median(demands), median(cpuLimits) / median(demands)),
                GpuScore.NONE);
    }

    private static double scale(Cell c, Map<Resolution, Double> res, Map<Preset, Double> preset) {
        return res.get(c.m().resolution()) * preset.get(c.m().preset());
    }

    /**
     * Weighted median ratio of each resolution to 1080p, over measurements of the same game, GPU, preset and source
     * (each pair weighing the lesser of its two {@link ForecastModel#weight}s), forced non-increasing; {@code
     * withoutPairs} at a resolution no pair reaches.
     */
    public static Map<Resolution, Double> resolutionFactors(
            List<Measurement> measurements, ToDoubleFunction<Resolution> withoutPairs) {
        Map<String, Measurement> index = index(measurements);
        Map<Resolution, Double> out = new EnumMap<>(Resolution.class);
        out.put(Resolution.P1080, 1.0);
        double previous = 1.0;
        for (Resolution r : new Resolution[] {Resolution.P1440, Resolution.P4K}) {
            List<double[]> pairs = new ArrayList<>();
            for (Measurement m : measurements) {
                if (m.resolution() == r) {
                    Measurement base = index.get(key(m, Resolution.P1080, m.preset()));
                    if (base != null) {
                        pairs.add(ratioPair(m, base));
                    }
                }
            }
            double factor = pairs.isEmpty() ? withoutPairs.applyAsDouble(r) : medianOf(pairs);
            previous = Math.min(previous, factor);
            out.put(r, previous);
        }
        return out;
    }

    /** One measurement's FPS over its twin's, weighing the lesser of their weights. */
    private static double[] ratioPair(Measurement m, Measurement base) {
        return new double[] {
            m.averageFps() / base.averageFps(), Math.min(ForecastModel.weight(m), ForecastModel.weight(base))
        };
    }

    /** Weighted median ratio of each preset to high, over cells of the same game, GPU, resolution and source. */
    private static Map<Preset, Double> presetFactors(List<Measurement> measurements) {
        Map<String, Measurement> index = index(measurements);
        Map<Preset, Double> raw = new EnumMap<>(Preset.class);
        for (Preset p : Preset.values()) {
            if (p == Preset.HIGH) {
                raw.put(p, 1.0);
                continue;
            }
            List<double[]> pairs = new ArrayList<>();
            for (Measurement m : measurements) {
                if (m.preset() == p) {
                    Measurement base = index.get(key(m, m.resolution(), Preset.HIGH));
                    if (base != null) {
                        pairs.add(ratioPair(m, base));
                    }
                }
            }
            raw.put(p, pairs.isEmpty() ? 1.0 : medianOf(pairs));
        }
        // Enforce low >= medium >= high >= ultra.
        Map<Preset, Double> out = new EnumMap<>(Preset.class);
        out.put(Preset.HIGH, 1.0);
        out.put(Preset.ULTRA, Math.min(1.0, raw.get(Preset.ULTRA)));
        out.put(Preset.MEDIUM, Math.max(1.0, raw.get(Preset.MEDIUM)));
        out.put(Preset.LOW, Math.max(out.get(Preset.MEDIUM), raw.get(Preset.LOW)));
        return out;
    }

    private static double gpuExponent(
            Map<Slug, List<Cell>> byGame, Map<Resolution, Double> res, Map<Preset, Double> preset) {
        double num = 0;
        double den = 0;
        for (List<Cell> gc : byGame.values()) {
            double[] x = new double[gc.size()];
            double[] y = new double[gc.size()];
            double[] w = new double[gc.size()];
            for (int i = 0; i < gc.size(); i++) {
                Cell c = gc.get(i);
                x[i] = Math.log(c.gpu().g3dMark() / REFERENCE_G3D);
                y[i] = Math.log(c.m().averageFps() / scale(c, res, preset));
                w[i] = c.weight();
            }
            double mx = WeightedStats.mean(x, w);
            double my = WeightedStats.mean(y, w);
            for (int i = 0; i < x.length; i++) {
                num += w[i] * (x[i] - mx) * (y[i] - my);
                den += w[i] * (x[i] - mx) * (x[i] - mx);
            }
        }
        double slope = den > 0 ? num / den : 1.0;
        return Math.max(0.3, Math.min(1.5, slope));
    }

    private static double low1Ratio(List<Cell> cells) {
        List<double[]> pairs = new ArrayList<>();
        for (Cell c : cells) {
            c.m().low1Fps().ifPresent(low -> pairs.add(new double[] {low / c.m().averageFps(), c.weight()}));
        }
        // Without any measured 1% lows, a conservative documented prior.
        return pairs.isEmpty() ? 0.75 : Math.min(1.0, medianOf(pairs));
    }

    private static Map<String, Measurement> index(List<Measurement> measurements) {
        Map<String, Measurement> index = new TreeMap<>();
        for (Measurement m : measurements) {
            index.put(key(m, m.resolution(), m.preset()), m);
        }
        return index;
    }

    private static String key(Measurement m, Resolution r, Preset p) {
        return m.sourceId() + '|' + m.game() + '|' + m.gpu() + '|' + r + '|' + p;
    }

    private static double medianOf(List<double[]> valueWeightPairs) {
        double[] v = new double[valueWeightPairs.size()];
        double[] w = new double[valueWeightPairs.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = valueWeightPairs.get(i)[0];
            w[i] = valueWeightPairs.get(i)[1];
        }
        return WeightedStats.median(v, w);
    }

    private static double median(List<Double> values) {
        return WeightedStats.median(
                values.stream().mapToDouble(Double::doubleValue).toArray());
    }
}
