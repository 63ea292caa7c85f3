package org.fpsforecast.importer.fit;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.DemandRelation;
import org.fpsforecast.core.model.ErrorBand;
import org.fpsforecast.core.model.ForecastModel;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.WeightedStats;
import org.fpsforecast.importer.internal.GameFitter;

/**
 * Nested cross-validation of the model on the catalog's measurements: inside every fold, <b>everything</b> fitted from
 * measurements (resolution and preset factors, 1% low ratio, exponent prior, GPU score terms, per-game parameters, the
 * demand relation) is refit by the {@link ModelPipeline} without the held-out GPUs or game.
 *
 * <ul>
 *   <li><b>GPUs held out</b>: the GPUs are split into {@value #GPU_FOLDS} folds by slug; each fold's cells are predicted
 *       by the model fitted without any of its GPUs; by scaling (the model shifted by how the same GPU measured in the
 *       same game at its other settings, from at least two other cells, as {@link ForecastModel#scaleShift}); and by
 *       the naive baseline (fps = ratio x G3D, one ratio per game, resolution and preset: the weighted median of the
 *       other GPUs).
 *   <li><b>Game held out</b>: each game's cells are predicted as a game without measurements, from the demand
 *       relation fitted without it: from its own facts (as the service answers it), and once per basis it can be
 *       estimated on (recommended card, minimum card, year and genres, nothing), which gives each basis its band.
 * </ul>
 *
 * The 80% bands are cross-fitted: a held-out cell is checked against the band of the same method's residuals in the
 * other folds (other GPU folds, other games), so "within 80%" is measured on values its band never saw.
 */
public final class Evaluation {
    /** A game gets its own band for modeled answers from at least this many evaluated held-out cells. */
    public static final int MIN_GAME_BAND_CELLS = 50;
    /** The GPUs are held out in this many folds (each fold's GPUs all at once). */
    public static final int GPU_FOLDS = 10;

    /** One held-out prediction; {@code fold} names the fold it was held out in. */
    public record Prediction(Measurement measured, String method, double predicted, String fold, double spread) {
        /** A prediction of the standard spread: every kind but an estimate of a held-out game. */
        public Prediction(Measurement measured, String method, double predicted, String fold) {
            this(measured, method, predicted, fold, 1);
        }

        double logRatio() {
            return Math.log(measured.averageFps() / predicted);
        }

        double ape() {
            return 100 * Math.abs(predicted - measured.averageFps()) / measured.averageFps();
        }

        /** The log ratio over the prediction's spread ({@link org.fpsforecast.core.model.EstimateSpread}). */
        double standardLogRatio() {
            return logRatio() / spread;
        }

        /** The absolute percentage error the standard log ratio stands for. */
        double standardApe() {
            return spread == 1 ? ape() : 100 * Math.abs(Math.expm1(-standardLogRatio()));
        }
    }

    /** One line of the evaluation table. */
    public record Line(String source, String method, int cells, double medianApe, double meanApe, double within80Pct) {}

    /**
     * The evaluation table, the bands the catalog serves, and the served games with their own bands.
     *
     * @param estimateBands the band of each basis of an estimate (every basis but fitted)
     */
    public record Result(
            List<Line> lines,
            ErrorBand modelBand,
            ErrorBand scaledBand,
            Map<DemandBasis, ErrorBand> estimateBands,
            Map<Slug, GameParameters> fitted,
            Map<Integer, ModelPipeline.Fit> gpuFoldFits) {
        /** The same result with more lines in its table (another evaluation on the same folds). */
        public Result withMoreLines(List<Line> more) {
            List<Line> all = new ArrayList<>(lines);
            all.addAll(more);
            return new Result(List.copyOf(all), modelBand, scaledBand, estimateBands, fitted, gpuFoldFits);
        }
    }

    /** The fit of each GPU fold (everything refit without its GPUs), for evaluations that reuse the folds. */
    private final Map<Integer, ModelPipeline.Fit> foldFits = new ConcurrentHashMap<>();

    public static final String MODEL = "model";
    public static final String SCALED = "scaled";
    public static final String BASELINE = "naive G3D ratio";
    public static final String UNMEASURED_GAME = "model, game held out";
    public static final String LOW1 = "model, 1% low";
    public static final String PEER = "PCGameBenchmarks (that site's model)";
    public static final String RUN_OWN_CPU = "model, on the run's own CPU";
    public static final String RUN_CELL = "model, CPU not named (the cell's answer)";
    public static final String RUN_FEW_THREADS =
            "model, on the run's own CPU, of fewer than " + ForecastModel.GAME_THREADS + " threads";
    static final String RUNS = "UserBenchmark runs of one CPU, >= " + Measurement.WELL_SAMPLED + " samples";

    /** The method of a held-out game estimated on one basis. */
    public static String estimatedAs(DemandBasis basis) {
        return UNMEASURED_GAME + ", as " + basis.key();
    }

    private final ModelPipeline pipeline;
    private final Progress progress;

    /** Receives the evaluation's progress: a line of text, and how many of how many steps of the phase are done. */
    @FunctionalInterface
    public interface Progress {
        void report(String message, int done, int total);
    }

    /** With one progress line per fold (folds finish in any order; the count says how many are done). */
    public Evaluation(ModelPipeline pipeline, Consumer<String> progress) {
        this(pipeline, lines(progress));
    }

    /** Progress as lines, one per fold. */
    public static Progress lines(Consumer<String> line) {
        requireNonNull(line);
        return (message, done, total) -> line.accept(message);
    }

    public Evaluation(ModelPipeline pipeline, Progress progress) {
        this.pipeline = requireNonNull(pipeline);
        this.progress = requireNonNull(progress);
    }

    /** A peer's estimate of a measured cell: another service's model, compared on the same cells, never truth. */
    public record PeerEstimate(Slug game, Slug gpu, Resolution resolution, Preset preset, double fps) {}

    /**
     * @param served the fit on all measurements (what the catalog serves), whose games get their own bands here
     * @param peer another service's estimates of measured cells, compared as a line of the table
     */
    public Result run(
            List<Measurement> measurements,
            Map<Slug, Gpu> gpus,
            Map<Slug, Game> games,
            ModelPipeline.Fit served,
            List<PeerEstimate> peer) {
        return run(measurements, gpus, games, served, peer, CpuRuns.NONE);
    }

    /**
     * @param served the fit on all measurements (what the catalog serves), whose games get their own bands here
     * @param peer another service's estimates of measured cells, compared as a line of the table
     * @param runs the runs behind the cells, each on its own CPU: the held-out GPUs' runs are predicted with their CPU
     */
    public Result run(
            List<Measurement> measurements,
            Map<Slug, Gpu> gpus,
            Map<Slug, Game> games,
            ModelPipeline.Fit served,
            List<PeerEstimate> peer,
            CpuRuns runs) {
        List<Measurement> usable =
                measurements.stream().filter(m -> gpus.containsKey(m.gpu())).toList();
        List<String> gameSlugs =
                usable.stream().map(m -> m.game().value()).distinct().sorted().toList();
        AtomicInteger gpuFoldsDone = new AtomicInteger();
        List<List<Prediction>> gpuFolds = IntStream.range(0, GPU_FOLDS)
                .parallel()
                .mapToObj(k -> {
                    List<Prediction> out = gpuFold(k, usable, gpus, games, runs);
                    int done = gpuFoldsDone.incrementAndGet();
                    progress.report(
                            "Leave one GPU out, by folds of GPUs: " + done + " of " + GPU_FOLDS + " folds refit",
                            done,
                            GPU_FOLDS);
                    return out;
                })
                .toList();
        AtomicInteger gamesDone = new AtomicInteger();
        List<List<Prediction>> gameFolds = gameSlugs.parallelStream()
                .map(g -> {
                    List<Prediction> out = gameFold(new Slug(g), usable, gpus, games);
                    int done = gamesDone.incrementAndGet();
                    progress.report(
                            "Leave one game out: " + done + " of " + gameSlugs.size() + " games refit",
                            done,
                            gameSlugs.size());
                    return out;
                })
                .toList();
        List<Prediction> predictions = new ArrayList<>();
        gpuFolds.forEach(predictions::addAll);
        gameFolds.forEach(predictions::addAll);

        Predicate<Prediction> evaluated = p -> p.measured().wellSampled();
        ErrorBand modelBand = HeldOutBands.band(select(predictions, MODEL, evaluated, null, null));
        ErrorBand scaledBand = HeldOutBands.band(select(predictions, SCALED, evaluated, null, null));
        Map<DemandBasis, ErrorBand> estimateBands = new EnumMap<>(DemandBasis.class);
        for (DemandBasis b : DemandBasis.values()) {
            if (!b.fitted()) {
                estimateBands.put(b, HeldOutBands.band(select(predictions, estimatedAs(b), evaluated, null, null)));
            }
        }
        Map<Slug, GameParameters> ownBands = new TreeMap<>();
        served.games().forEach((game, p) -> {
            List<Prediction> own = select(predictions, MODEL, evaluated, null, game);
            List<Prediction> ownScaled = select(predictions, SCALED, evaluated, null, game);
            ownBands.put(
                    game,
                    p.withBands(
                            own.size() >= MIN_GAME_BAND_CELLS ? Optional.of(HeldOutBands.band(own)) : Optional.empty(),
                            ownScaled.size() >= MIN_GAME_BAND_CELLS
                                    ? Optional.of(HeldOutBands.band(ownScaled))
                                    : Optional.empty()));
        });

        Map<String, Predicate<Prediction>> sources = new LinkedHashMap<>();
        sources.put(
                "UserBenchmark, >= " + Measurement.WELL_SAMPLED + " samples",
                p -> !p.measured().labRun() && p.measured().wellSampled());
        sources.put("UserBenchmark, all cells", p -> !p.measured().labRun());
        sources.put("TechSpot/HUB, average", p -> p.measured().labRun());
        List<String> methods = new ArrayList<>(List.of(MODEL, SCALED, BASELINE, UNMEASURED_GAME));
        for (DemandBasis b : DemandBasis.values()) {
            if (!b.fitted()) {
                methods.add(estimatedAs(b));
            }
        }
        List<Line> lines = new ArrayList<>();
        for (Map.Entry<String, Predicate<Prediction>> source : sources.entrySet()) {
            for (String method : methods) {
                List<Prediction> chosen = predictions.stream()
                        .filter(p -> p.method().equals(method))
                        .filter(source.getValue())
                        .toList();
                if (!chosen.isEmpty()) {
                    lines.add(line(source.getKey(), method, chosen, predictions, evaluated, ownBands));
                }
            }
        }
        List<double[]> lowPairs = new ArrayList<>();
        for (Prediction p : predictions) {
            if (p.method().equals(LOW1)) {
                lowPairs.add(new double[] {p.measured().low1Fps().getAsDouble(), p.predicted()});
            }
        }
        if (!lowPairs.isEmpty()) {
            double[] ape = lowPairs.stream()
                    .mapToDouble(l -> 100 * Math.abs(l[1] - l[0]) / l[0])
                    .toArray();
            lines.add(new Line("TechSpot/HUB, 1% low", LOW1, ape.length, median(ape), mean(ape), Double.NaN));
        }
        lines.addAll(peerLines(predictions, peer));
        for (String method : List.of(RUN_OWN_CPU, RUN_FEW_THREADS, RUN_CELL)) {
            List<Prediction> chosen = predictions.stream()
                    .filter(p -> p.method().equals(method) && p.measured().wellSampled())
                    .toList();
            if (!chosen.isEmpty()) {
                double[] ape = chosen.stream().mapToDouble(Prediction::ape).toArray();
                lines.add(new Line(RUNS, method, ape.length, median(ape), mean(ape), Double.NaN));
            }
        }
        return new Result(
                lines,
                modelBand,
                scaledBand,
                estimateBands,
                ownBands,
                Collections.unmodifiableMap(new TreeMap<>(foldFits)));
    }

    /** The GPUs of fold {@code k} held out; everything refit on the others. */
    private List<Prediction> gpuFold(
            int k, List<Measurement> all, Map<Slug, Gpu> gpus, Map<Slug, Game> games, CpuRuns runs) {
        String fold = "gpu:" + k;
        List<Measurement> train =
                all.stream().filter(m -> gpuFold(m.gpu()) != k).toList();
        List<Measurement> held = all.stream().filter(m -> gpuFold(m.gpu()) == k).toList();
        List<Prediction> out = new ArrayList<>();
        if (held.isEmpty() || train.isEmpty()) {
            return out;
        }
        // The suite's rows of the held-out GPUs go too: nothing measured on them is seen.
        ModelPipeline.Fit fit = pipeline.withoutGpus(g -> gpuFold(g) == k).fit(train, gpus, games);
        foldFits.put(k, fit);
        ForecastModel model = new ForecastModel(fit.global());
        Map<Slug, List<Measurement>> trainByGame = byGame(train);
        Map<String, List<Measurement>> heldByGameGpu = new TreeMap<>();
        held.forEach(m -> heldByGameGpu
                .computeIfAbsent(m.game() + "|" + m.gpu(), x -> new ArrayList<>())
                .add(m));
        for (List<Measurement> cells : heldByGameGpu.values()) {
            Slug game = cells.get(0).game();
            GameParameters p = fit.games().get(game);
            List<Measurement> gameTrain = trainByGame.getOrDefault(game, List.of());
            if (p == null || gameTrain.size() < 3) {
                continue;
            }
            Map<String, Double> ratio = baselineRatios(gameTrain, gpus);
            double[] predicted = new double[cells.size()];
            for (int i = 0; i < cells.size(); i++) {
                Measurement m = cells.get(i);
                predicted[i] = GameFitter.predict(model, p, gpus.get(m.gpu()), m);
                out.add(new Prediction(m, MODEL, predicted[i], fold));
                Double r = ratio.get(m.resolution() + "|" + m.preset());
                if (r != null) {
                    out.add(new Prediction(m, BASELINE, r * gpus.get(m.gpu()).g3dMark(), fold));
                }
                if (m.low1Fps().isPresent()) {
                    out.add(new Prediction(m, LOW1, fit.global().low1Ratio() * predicted[i], fold));
                }
                out.addAll(runPredictions(model, p, gpus.get(m.gpu()), m, predicted[i], fold, runs));
            }
            if (cells.size() - 1 < 2) {
                continue;
            }
            for (int i = 0; i < cells.size(); i++) {
                double[] logRatios = new double[cells.size() - 1];
                double[] weights = new double[cells.size() - 1];
                for (int j = 0, n = 0; j < cells.size(); j++) {
                    if (j != i) {
                        logRatios[n] = Math.log(cells.get(j).averageFps() / predicted[j]);
                        weights[n++] = ForecastModel.weight(cells.get(j));
                    }
                }
                out.add(new Prediction(
                        cells.get(i), SCALED, predicted[i] * ForecastModel.scaleShift(logRatios, weights), fold));
            }
        }
        return out;
    }

    /**
     * The runs behind a held-out cell, each predicted on its own CPU and, to compare, as the cell is (on the reference
     * CPU, the UserBenchmark mix's mean): how much naming the CPU helps.
     */
    private List<Prediction> runPredictions(
            ForecastModel model,
            GameParameters p,
            Gpu gpu,
            Measurement cell,
            double cellPrediction,
            String fold,
            CpuRuns runs) {
        List<Prediction> out = new ArrayList<>();
        double gpuLimit = model.gpuLimit(p, gpu, cell.resolution(), cell.preset());
        for (CpuRuns.Run run : runs.of(cell)) {
            Measurement measured = new Measurement(
                    cell.game(),
                    cell.gpu(),
                    cell.resolution(),
                    cell.preset(),
                    run.fps(),
                    OptionalDouble.empty(),
                    run.samples(),
                    cell.sourceId());
            double own =
                    model.combine(gpuLimit, model.cpuLimit(p.cpuFpsAtReference(), run.singleThread(), run.threads()));
            out.add(new Prediction(measured, RUN_OWN_CPU, own, fold));
            if (run.threads().isPresent() && run.threads().getAsInt() < ForecastModel.GAME_THREADS) {
                out.add(new Prediction(measured, RUN_FEW_THREADS, own, fold));
            }
            out.add(new Prediction(measured, RUN_CELL, cellPrediction, fold));
        }
        return out;
    }

    /** One game held out: everything refit on the other games, then the game estimated as if nobody measured it. */
    private List<Prediction> gameFold(Slug game, List<Measurement> all, Map<Slug, Gpu> gpus, Map<Slug, Game> games) {
        String fold = "game:" + game;
        List<Measurement> train =
                all.stream().filter(m -> !m.game().equals(game)).toList();
        List<Measurement> held = all.stream().filter(m -> m.game().equals(game)).toList();
        List<Prediction> out = new ArrayList<>();
        if (train.isEmpty()) {
            return out;
        }
        ModelPipeline.Fit fit = pipeline.fit(train, gpus, games);
        GlobalParameters global = fit.global();
        ForecastModel model = new ForecastModel(global);
        Game g = games.get(game);
        // Each way of estimating the game, with the facts it reads (their spread scales the band it is judged with).
        Map<String, DemandRelation.Facts> variants = new LinkedHashMap<>();
        DemandRelation r = global.demandRelation();
        if (g == null) {
            variants.put(UNMEASURED_GAME, typicalFacts());
        } else {
            DemandRelation.Facts own =
                    DemandRelation.facts(g, global.gpuScore(), global.referenceG3d(), r.minimumToRecommended());
            variants.put(UNMEASURED_GAME, own);
            variants.put(estimatedAs(own.basis()), own);
            OptionalInt min = g.requirements().minimumG3d();
            if (own.basis() == DemandBasis.RECOMMENDED_GPU && min.isPresent()) {
                double requirement = global.gpuScore()
                        .ofMark((double) min.getAsInt() * r.minimumToRecommended(), global.referenceG3d());
                variants.put(
                        estimatedAs(DemandBasis.MINIMUM_GPU),
                        own.as(DemandBasis.MINIMUM_GPU, OptionalDouble.of(requirement)));
            }
            if (own.basis() != DemandBasis.METADATA && own.basis() != DemandBasis.TYPICAL) {
                variants.put(estimatedAs(DemandBasis.METADATA), own.as(DemandBasis.METADATA, OptionalDouble.empty()));
            }
            if (own.basis() != DemandBasis.TYPICAL) {
                variants.put(estimatedAs(DemandBasis.TYPICAL), typicalFacts());
            }
        }
        Map<String, GameParameters> estimates = new LinkedHashMap<>();
        Map<String, Double> spreads = new LinkedHashMap<>();
        variants.forEach((method, facts) -> {
            estimates.put(method, DemandRelation.estimate(game, facts, global));
            spreads.put(method, r.spread(facts));
        });
        for (Measurement m : held) {
            estimates.forEach((method, p) -> out.add(new Prediction(
                    m, method, GameFitter.predict(model, p, gpus.get(m.gpu()), m), fold, spreads.get(method))));
        }
        return out;
    }

    private static DemandRelation.Facts typicalFacts() {
        return new DemandRelation.Facts(
                DemandBasis.TYPICAL, OptionalDouble.empty(), OptionalDouble.empty(), false, OptionalInt.empty());
    }

    /** Which GPU fold a GPU is held out in. */
    public static int gpuFold(Slug gpu) {
        return Math.floorMod(gpu.value().hashCode(), GPU_FOLDS);
    }

    private static Map<Slug, List<Measurement>> byGame(List<Measurement> ms) {
        Map<Slug, List<Measurement>> out = new TreeMap<>();
        ms.forEach(m -> out.computeIfAbsent(m.game(), g -> new ArrayList<>()).add(m));
        return out;
    }

    /**
     * The peer's estimates on the same measured cells, next to the model's held-out answer (GPU held out) on exactly
     * those cells: median APE of each.
     */
    private static List<Line> peerLines(List<Prediction> predictions, List<PeerEstimate> peer) {
        if (peer.isEmpty()) {
            return List.of();
        }
        Map<String, PeerEstimate> byCell = new TreeMap<>();
        peer.forEach(p -> byCell.put(cellKey(p.game(), p.gpu(), p.resolution(), p.preset()), p));
        List<double[]> apes = new ArrayList<>();
        List<Double> ours = new ArrayList<>();
        List<Double> theirs = new ArrayList<>();
        for (Prediction p : predictions) {
            Measurement m = p.measured();
            if (!p.method().equals(MODEL) || !m.wellSampled()) {
                continue;
            }
            PeerEstimate e = byCell.get(cellKey(m.game(), m.gpu(), m.resolution(), m.preset()));
            if (e != null) {
                ours.add(p.ape());
                theirs.add(100 * Math.abs(e.fps() - m.averageFps()) / m.averageFps());
            }
        }
        if (ours.isEmpty()) {
            return List.of();
        }
        double[] o = ours.stream().mapToDouble(Double::doubleValue).toArray();
        double[] t = theirs.stream().mapToDouble(Double::doubleValue).toArray();
        String source = "1080p high cells of the peer's reference GPUs";
        return List.of(
                new Line(source, MODEL, o.length, median(o), mean(o), Double.NaN),
                new Line(source, PEER, t.length, median(t), mean(t), Double.NaN));
    }

    private static String cellKey(Slug game, Slug gpu, Resolution r, Preset p) {
        return game + "|" + gpu + "|" + r + "|" + p;
    }

    /** The share of a method's predictions inside the band of the same method's predictions in the other folds. */
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
            Map<String, ErrorBand> bands = new TreeMap<>();
            int inside = 0;
            for (Prediction p : chosen) {
                Slug game = p.measured().game();
                ErrorBand b = bands.computeIfAbsent(
                        p.fold(), f -> HeldOutBands.band(select(all, method, evaluated, f, null)));
                GameParameters own = served.get(game);
                boolean hasOwn = own != null
                        && (method.equals(MODEL) && own.band().isPresent()
                                || method.equals(SCALED) && own.scaledBand().isPresent());
                if (hasOwn) {
                    List<Prediction> other = select(all, method, evaluated, p.fold(), game);
                    if (other.size() >= MIN_GAME_BAND_CELLS / 2) {
                        b = bands.computeIfAbsent(p.fold() + "|" + game, f -> HeldOutBands.band(other));
                    }
                }
                b = b.widenedBy(p.spread());
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
     * The evaluated predictions of one method; with {@code notFold} set, only those held out in another fold (for a
     * band to be applied to that fold); with {@code game} set, only that game's.
     */
    private static List<Prediction> select(
            List<Prediction> all, String method, Predicate<Prediction> evaluated, String notFold, Slug game) {
        return all.stream()
                .filter(p -> p.method().equals(method))
                .filter(evaluated)
                .filter(p -> notFold == null || !p.fold().equals(notFold))
                .filter(p -> game == null || p.measured().game().equals(game))
                .toList();
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

    static double median(double[] values) {
        return WeightedStats.median(values);
    }

    static double mean(double[] values) {
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
