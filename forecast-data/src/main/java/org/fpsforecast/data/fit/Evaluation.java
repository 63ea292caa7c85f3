package org.fpsforecast.data.fit;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.DemandBasis;
import org.fpsforecast.core.model.ErrorBand;
import org.fpsforecast.core.model.ForecastModel;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.WeightedStats;
import org.fpsforecast.core.model.YearTrend;
import org.fpsforecast.data.internal.GameFitter;

/**
 * Cross-validation of the model on the catalog's measurements.
 *
 * <ul>
 *   <li>Leave one GPU out: every game the GPU was measured in is refit without that GPU's cells, then the held-out
 *       cells are predicted by the model; by scaling (the model shifted by how the same GPU measured in the same game
 *       at its other settings, from at least two other cells, as {@link ForecastModel#scaleShift}); and by the naive
 *       baseline (fps = ratio x G3D, one
 *       ratio per game, resolution and preset: the weighted median of the other GPUs).
 *   <li>Leave one game out: the game's cells predicted as a game without measurements is: from its release year on
 *       the year trend of the other games.
 * </ul>
 *
 * The 80% bands are cross-fitted: the GPUs are split in two halves by slug; the band applied to one half's residuals
 * is taken from the other half's, so "within 80%" is measured on values the band never saw. The global factors
 * (resolution, preset, exponent prior) are fitted on all cells; the per-game parameters are refit in every fold.
 */
public final class Evaluation {
    /** A held-out cell is "evaluated" when it is a TechSpot/HUB row or a UserBenchmark cell of at least 5 samples. */
    public static final int MIN_SAMPLES = 5;
    /**
     * A game gets its own band for modeled answers from at least this many evaluated held-out cells; the cross-fitted
     * check of that band needs half as many in the other half of the GPUs, else it uses the shared band of that half.
     */
    public static final int MIN_GAME_BAND_CELLS = 50;

    /** One held-out prediction. */
    public record Prediction(Measurement measured, String method, double predicted, boolean lowerHalf) {
        double logRatio() {
            return Math.log(measured.averageFps() / predicted);
        }

        double ape() {
            return 100 * Math.abs(predicted - measured.averageFps()) / measured.averageFps();
        }
    }

    /** One line of the evaluation table. */
    public record Line(String source, String method, int cells, double medianApe, double meanApe, double within80Pct) {}

    /**
     * The evaluation table, the bands the catalog serves, and the per-game fit on all cells (the one the catalog
     * serves, so it is not computed twice).
     */
    public record Result(
            List<Line> lines,
            ErrorBand modelBand,
            ErrorBand scaledBand,
            ErrorBand unfittedGameBand,
            Map<Slug, GameParameters> fitted) {}

    public static final String MODEL = "model";
    public static final String SCALED = "scaled";
    public static final String BASELINE = "naive G3D ratio";
    public static final String UNMEASURED_GAME = "model, game held out";
    public static final String LOW1 = "model, 1% low";

    private final GlobalParameters global;
    private final Progress progress;

    /** Receives the evaluation's progress: a line of text, and how many of how many steps of the phase are done. */
    @FunctionalInterface
    public interface Progress {
        void report(String message, int done, int total);
    }

    /** With one progress line every 25 folds and at the end of each phase. */
    public Evaluation(GlobalParameters global, Consumer<String> progress) {
        this(global, lines(progress));
    }

    /** Progress as lines: every 25th fold and the end of each phase, so a log stays short. */
    public static Progress lines(Consumer<String> line) {
        requireNonNull(line);
        return (message, done, total) -> {
            if (done % 25 == 0 || done == total) {
                line.accept(message);
            }
        };
    }

    /** With a report after every fold, for a progress bar. */
    public Evaluation(GlobalParameters global, Progress progress) {
        this.global = requireNonNull(global);
        this.progress = requireNonNull(progress);
    }

    public Result run(List<Measurement> measurements, Map<Slug, Gpu> gpus, Map<Slug, Game> games) {
        ForecastModel model = new ForecastModel(global);
        GameFitter fitter = new GameFitter(global);
        Map<Slug, List<Measurement>> byGame = new TreeMap<>();
        Map<Slug, List<Measurement>> byGpu = new TreeMap<>();
        for (Measurement m : measurements) {
            if (gpus.containsKey(m.gpu())) {
                byGame.computeIfAbsent(m.game(), g -> new ArrayList<>()).add(m);
                byGpu.computeIfAbsent(m.gpu(), g -> new ArrayList<>()).add(m);
            }
        }
        List<Prediction> predictions = new ArrayList<>();
        List<double[]> lowPairs = new ArrayList<>();
        int folds = 0;
        for (Map.Entry<Slug, List<Measurement>> fold : byGpu.entrySet()) {
            Slug heldOut = fold.getKey();
            boolean lowerHalf = (heldOut.value().hashCode() & 1) == 0;
            Map<Slug, List<Measurement>> heldByGame = new TreeMap<>();
            fold.getValue()
                    .forEach(m -> heldByGame
                            .computeIfAbsent(m.game(), g -> new ArrayList<>())
                            .add(m));
            for (Map.Entry<Slug, List<Measurement>> e : heldByGame.entrySet()) {
                List<Measurement> train = byGame.get(e.getKey()).stream()
                        .filter(m -> !m.gpu().equals(heldOut))
                        .toList();
                if (train.size() < 3) {
                    continue;
                }
                GameParameters p = fitter.fit(e.getKey(), train, gpus);
                Map<String, Double> ratio = baselineRatios(train, gpus);
                double low1Ratio = low1Ratio(train);
                List<Measurement> held = e.getValue();
                double[] predicted = new double[held.size()];
                for (int i = 0; i < held.size(); i++) {
                    Measurement m = held.get(i);
                    predicted[i] = GameFitter.predict(model, p, gpus.get(m.gpu()), m);
                    predictions.add(new Prediction(m, MODEL, predicted[i], lowerHalf));
                    Double r = ratio.get(m.resolution() + "|" + m.preset());
                    if (r != null) {
                        predictions.add(new Prediction(
                                m, BASELINE, r * gpus.get(m.gpu()).g3dMark(), lowerHalf));
                    }
                    if (m.low1Fps().isPresent() && low1Ratio > 0) {
                        lowPairs.add(new double[] {m.low1Fps().getAsDouble(), low1Ratio * predicted[i]});
                    }
                }
                for (int i = 0; i < held.size(); i++) {
                    if (held.size() - 1 < 2) {
                        continue;
                    }
                    double[] logRatios = new double[held.size() - 1];
                    double[] weights = new double[held.size() - 1];
                    for (int j = 0, k = 0; j < held.size(); j++) {
                        if (j != i) {
                            logRatios[k] = Math.log(held.get(j).averageFps() / predicted[j]);
                            weights[k++] = ForecastModel.weight(held.get(j));
                        }
                    }
                    predictions.add(new Prediction(
                            held.get(i),
                            SCALED,
                            predicted[i] * ForecastModel.scaleShift(logRatios, weights),
                            lowerHalf));
                }
            }
            folds++;
            progress.report("Leave one GPU out: " + folds + " of " + byGpu.size() + " GPUs", folds, byGpu.size());
        }

        Map<Slug, GameParameters> all = fitter.fitAll(measurements, gpus);
        for (Map.Entry<Slug, List<Measurement>> e : byGame.entrySet()) {
            List<Double> demands = new ArrayList<>();
            List<Double> caps = new ArrayList<>();
            List<GameParameters> others = new ArrayList<>();
            all.forEach((game, p) -> {
                if (!game.equals(e.getKey())) {
                    demands.add(p.demand());
                    caps.add(p.cpuFpsAtReference());
                    others.add(p);
                }
            });
            // As the service treats a game without measurements: its year on the trend of the other games.
            GlobalParameters without = global.with(
                    global.gpuExponent(),
                    global.modelBand(),
                    global.scaledBand(),
                    global.unfittedGameBand(),
                    median(demands),
                    median(caps),
                    yearTrend(others, games));
            Game heldOutGame = games.get(e.getKey());
            GameParameters typical = heldOutGame == null
                    ? GameParameters.simple(
                            e.getKey(), median(demands), global.gpuExponent(), median(caps), 0, DemandBasis.TYPICAL)
                    : YearTrend.estimate(heldOutGame, without);
            for (Measurement m : e.getValue()) {
                predictions.add(new Prediction(
                        m,
                        UNMEASURED_GAME,
                        GameFitter.predict(model, typical, gpus.get(m.gpu()), m),
                        (m.gpu().value().hashCode() & 1) == 0));
            }
        }
        progress.report("Leave one game out: " + byGame.size() + " games", byGame.size(), byGame.size());

        Predicate<Prediction> evaluated =
                p -> isLab(p.measured()) || p.measured().samples() >= MIN_SAMPLES;
        ErrorBand modelBand = band(select(predictions, MODEL, evaluated, null, null));
        ErrorBand scaledBand = band(select(predictions, SCALED, evaluated, null, null));
        ErrorBand unfittedGameBand = band(select(predictions, UNMEASURED_GAME, evaluated, null, null));
        Map<Slug, GameParameters> served = new TreeMap<>();
        all.forEach((game, p) -> {
            List<Prediction> own = select(predictions, MODEL, evaluated, null, game);
            served.put(game, own.size() >= MIN_GAME_BAND_CELLS ? p.withBand(band(own)) : p);
        });

        List<Line> lines = new ArrayList<>();
        Map<String, Predicate<Prediction>> sources = new LinkedHashMap<>();
        sources.put(
                "UserBenchmark, >= " + MIN_SAMPLES + " samples",
                p -> !isLab(p.measured()) && p.measured().samples() >= MIN_SAMPLES);
        sources.put("UserBenchmark, all cells", p -> !isLab(p.measured()));
        sources.put("TechSpot/HUB, average", p -> isLab(p.measured()));
        for (Map.Entry<String, Predicate<Prediction>> source : sources.entrySet()) {
            for (String method : List.of(MODEL, SCALED, BASELINE, UNMEASURED_GAME)) {
                List<Prediction> chosen = predictions.stream()
                        .filter(p -> p.method().equals(method))
                        .filter(source.getValue())
                        .toList();
                if (chosen.isEmpty()) {
                    continue;
                }
                lines.add(line(source.getKey(), method, chosen, predictions, evaluated, served));
            }
        }
        if (!lowPairs.isEmpty()) {
            double[] ape = lowPairs.stream()
                    .mapToDouble(l -> 100 * Math.abs(l[1] - l[0]) / l[0])
                    .toArray();
            lines.add(new Line("TechSpot/HUB, 1% low", LOW1, ape.length, median(ape), mean(ape), Double.NaN));
        }
        return new Result(lines, modelBand, scaledBand, unfittedGameBand, served);
    }

    /** The formula the service uses, at the CPU mix of the measurements (the reference single-thread mark). */
    private Line line(
            String source,
            String method,
            List<Prediction> chosen,
            List<Prediction> all,
            Predicate<Prediction> evaluated,
            Map<Slug, GameParameters> served) {
        double[] ape = chosen.stream().mapToDouble(Prediction::ape).toArray();
        double within = Double.NaN;
        if (!method.equals(BASELINE)) {
            // Cross-fitted: each half's cells against the band of the other half (the game's own, for a modeled
            // answer of a game that has one, as the service serves it).
            ErrorBand forLowerHalf = band(select(all, method, evaluated, true, null));
            ErrorBand forUpperHalf = band(select(all, method, evaluated, false, null));
            Map<String, java.util.Optional<ErrorBand>> ownBands = new TreeMap<>();
            int inside = 0;
            for (Prediction p : chosen) {
                ErrorBand b = p.lowerHalf() ? forLowerHalf : forUpperHalf;
                Slug game = p.measured().game();
                if (method.equals(MODEL) && served.get(game).band().isPresent()) {
                    b = ownBands.computeIfAbsent(game.value() + "|" + p.lowerHalf(), k -> {
                                List<Prediction> other = select(all, method, evaluated, p.lowerHalf(), game);
                                return other.size() >= MIN_GAME_BAND_CELLS / 2
                                        ? java.util.Optional.of(band(other))
                                        : java.util.Optional.empty();
                            })
                            .orElse(b);
                }
                double ratio = p.measured().averageFps() / p.predicted();
                if (ratio >= b.lowFactor() && ratio <= b.highFactor()) {
                    inside++;
                }
            }
            within = 100.0 * inside / chosen.size();
        }
        return new Line(source, method, chosen.size(), median(ape), mean(ape), within);
    }

    /**
     * The evaluated predictions of one method; with {@code fromUpperHalf} set, only those of that half of the GPUs
     * (for a band to be applied to the other half); with {@code game} set, only that game's.
     */
    private static List<Prediction> select(
            List<Prediction> all, String method, Predicate<Prediction> evaluated, Boolean fromUpperHalf, Slug game) {
        return all.stream()
                .filter(p -> p.method().equals(method))
                .filter(evaluated)
                .filter(p -> fromUpperHalf == null || p.lowerHalf() != fromUpperHalf)
                .filter(p -> game == null || p.measured().game().equals(game))
                .toList();
    }

    /** The 80% band (10% and 90% quantiles of measured/predicted) and the median APE of some predictions. */
    private static ErrorBand band(List<Prediction> chosen) {
        if (chosen.isEmpty()) {
            return new ErrorBand(1, 1, 0);
        }
        double[] logs = chosen.stream().mapToDouble(Prediction::logRatio).toArray();
        double[] ones = new double[logs.length];
        java.util.Arrays.fill(ones, 1);
        double low = Math.min(1, Math.exp(WeightedStats.quantile(logs, ones, 0.10)));
        double high = Math.max(1, Math.exp(WeightedStats.quantile(logs, ones, 0.90)));
        double error = median(chosen.stream().mapToDouble(Prediction::ape).toArray());
        return new ErrorBand(low, high, Math.min(100, error));
    }

    private static Map<String, Double> baselineRatios(List<Measurement> train, Map<Slug, Gpu> gpus) {
        Map<String, List<double[]>> byCell = new TreeMap<>();
        for (Measurement m : train) {
            byCell.computeIfAbsent(m.resolution() + "|" + m.preset(), c -> new ArrayList<>())
                    .add(new double[] {m.averageFps() / gpus.get(m.gpu()).g3dMark(), GameFitter.weight(m)});
        }
        Map<String, Double> out = new TreeMap<>();
        byCell.forEach((cell, pairs) -> out.put(
                cell,
                WeightedStats.median(
                        pairs.stream().mapToDouble(p -> p[0]).toArray(),
                        pairs.stream().mapToDouble(p -> p[1]).toArray())));
        return out;
    }

    private static double low1Ratio(List<Measurement> train) {
        double[] r = train.stream()
                .filter(m -> m.low1Fps().isPresent())
                .mapToDouble(m -> m.low1Fps().getAsDouble() / m.averageFps())
                .toArray();
        return r.length == 0 ? -1 : median(r);
    }

    /** Lab runs are the measurements with a 1% low (see {@link ForecastModel#weight}). */
    /** The year trend over fitted games whose release year is known (flat at the median when fewer than 3). */
    public static YearTrend yearTrend(java.util.Collection<GameParameters> fitted, Map<Slug, Game> games) {
        List<int[]> years = new ArrayList<>();
        List<Double> demands = new ArrayList<>();
        for (GameParameters p : fitted) {
            Game g = games.get(p.game());
            if (g != null && g.releaseYear().isPresent()) {
                years.add(new int[] {g.releaseYear().getAsInt()});
                demands.add(p.demand());
            }
        }
        if (years.size() < 3) {
            double[] d = fitted.stream().mapToDouble(GameParameters::demand).toArray();
            return new YearTrend(Math.log(d.length == 0 ? 100 : median(d)), 0);
        }
        return YearTrend.fit(years, demands);
    }

    static boolean isLab(Measurement m) {
        return m.low1Fps().isPresent();
    }

    private static double median(List<Double> values) {
        return median(values.stream().mapToDouble(Double::doubleValue).toArray());
    }

    static double median(double[] values) {
        return WeightedStats.median(values);
    }

    private static double mean(double[] values) {
        double sum = 0;
        for (double v : values) {
            sum += v;
        }
        return sum / values.length;
    }

    /** The table as `forecast evaluate` prints it and docs/METHODOLOGY.md shows it. */
    public static String table(Result result) {
        StringBuilder out = new StringBuilder();
        out.append("| data | method | cells | median APE | mean APE | inside 80% range |\n");
        out.append("|---|---|---|---|---|---|\n");
        for (Line l : result.lines()) {
            out.append(String.format(
                    Locale.ROOT,
                    "| %s | %s | %d | %.1f%% | %.1f%% | %s |%n",
                    l.source(),
                    l.method(),
                    l.cells(),
                    l.medianApe(),
                    l.meanApe(),
                    Double.isNaN(l.within80Pct()) ? "-" : String.format(Locale.ROOT, "%.1f%%", l.within80Pct())));
        }
        return out.toString();
    }
}
