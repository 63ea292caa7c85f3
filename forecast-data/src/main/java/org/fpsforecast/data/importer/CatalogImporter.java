package org.fpsforecast.data.importer;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableMap;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.CpuScoreBasis;
import org.fpsforecast.core.domain.FrameGeneration;
import org.fpsforecast.core.domain.G3dRange;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Names;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.PublisherRequirements;
import org.fpsforecast.core.domain.RayTracing;
import org.fpsforecast.core.domain.RenderedMeasurement;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.SurveyCategory;
import org.fpsforecast.core.domain.SurveyMapping;
import org.fpsforecast.core.domain.SurveyShare;
import org.fpsforecast.core.domain.Upscaling;
import org.fpsforecast.core.model.ErrorBand;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.ModelFitter;
import org.fpsforecast.core.model.SuiteResult;
import org.fpsforecast.core.model.WeightedStats;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.data.catalog.CatalogFiles;
import org.fpsforecast.data.catalog.RenderingFiles;
import org.fpsforecast.data.fit.CpuRuns;
import org.fpsforecast.data.fit.Evaluation;
import org.fpsforecast.data.fit.ModelPipeline;
import org.fpsforecast.data.fit.RenderingEvaluation;
import org.fpsforecast.data.fit.SpecScoredGpus;
import org.fpsforecast.data.internal.Tsv;

/**
 * Builds the project's catalog files from the raw public datasets (the folder {@code shared/datasets}), and fits the
 * model's parameters. The output depends only on the inputs and the build date: running it twice gives the same bytes.
 * Raw files are read, never copied.
 */
public final class CatalogImporter {
    /** Receives one line per step, for a progress display. */
    public interface Progress {
        void step(String message);

        /**
         * A step of a long phase (the cross-validation's folds): {@code done} of {@code total}. By default a few of
         * them become a {@link #step} ({@link Evaluation#lines}).
         */
        default void fraction(String message, int done, int total) {
            Evaluation.lines(this::step).report(message, done, total);
        }
    }

    /**
     * What a build produced.
     *
     * @param files the catalog files (file name to content)
     * @param report the human-readable build report
     * @param evaluation the cross-validation table of the model the catalog serves
     */
    public record Result(Map<String, String> files, String report, List<Evaluation.Line> evaluation) {
        public Result {
            files = ImmutableMap.copyOf(files);
            requireNonNull(report);
            evaluation = List.copyOf(evaluation);
        }

        /** Writes every catalog file and {@value #REPORT_FILE} into {@code dir}, creating it if needed. */
        public void writeTo(Path dir) {
            try {
                Files.createDirectories(dir);
                for (Map.Entry<String, String> f : files.entrySet()) {
                    Files.writeString(dir.resolve(f.getKey()), f.getValue(), StandardCharsets.UTF_8);
                }
                Files.writeString(dir.resolve(REPORT_FILE), report, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot write the catalog to " + dir, e);
            }
        }
    }

    public static final String REPORT_FILE = CatalogFiles.REPORT;
    /** The CPU assumed when a request names none: a current mid-to-high-end gaming CPU of the catalog. */
    static final String DEFAULT_CPU_SLUG = "core-i5-12600k";

    static final String SRC_G3D = "passmark-g3d-2026";
    static final String SRC_G3D_OLDER = "passmark-g3d-2021-2022";
    static final String SRC_GPU_SPECS = "gpu-specs";
    static final String SRC_CPU = "passmark-cpu-2022";
    static final String SRC_CPU_2026 = "cpu-lists-2026";
    static final String SRC_UB = "userbenchmark-2020";
    static final String SRC_TECHSPOT = "techspot-hub-2024";
    static final String SRC_SUITE = "br-avg-fps-2025";
    /** The year of the suite chart in {@code br-avg-fps-2025-caio} (its file is named for 2025). */
    static final int SUITE_YEAR = 2025;

    static final String SRC_CURATED = GameCatalog.SRC_CURATED;
    static final String SRC_STEAM = GameCatalog.SRC_STEAM_2023;

    private static final Map<String, Preset> UB_SETTINGS =
            Map.of("low", Preset.LOW, "med", Preset.MEDIUM, "high_INFERRED", Preset.HIGH, "max", Preset.ULTRA);
    /** TechSpot/HUB presets; Wukong's top preset "Cinematic" is its ultra. */
    private static final Map<String, Preset> TECHSPOT_SETTINGS =
            Map.of("Medium", Preset.MEDIUM, "High", Preset.HIGH, "Ultra", Preset.ULTRA, "Cinematic", Preset.ULTRA);

    private final Path datasets;
    private final LocalDate buildDate;
    private final Progress progress;
    private final Optional<BundledCatalog> previous;
    private final StringBuilder report = new StringBuilder();

    public CatalogImporter(Path datasets, LocalDate buildDate, Progress progress) {
        this(datasets, buildDate, progress, Optional.empty());
    }

    /**
     * @param previous the catalog this build replaces: its slugs keep resolving (as aliases) when records were
     *     renamed; part of the input, so the same inputs still give the same bytes
     */
    public CatalogImporter(Path datasets, LocalDate buildDate, Progress progress, Optional<BundledCatalog> previous) {
        this.datasets = requireNonNull(datasets);
        this.buildDate = requireNonNull(buildDate);
        this.progress = requireNonNull(progress);
        this.previous = requireNonNull(previous);
    }

    private record CellKey(Slug game, Slug gpu, Resolution resolution, Preset preset) {}

    public Result build() {
        if (!Files.isDirectory(datasets)) {
            throw new ImportException("not a directory: " + datasets + " (expected the shared/datasets folder)");
        }
        report.append("Catalog build report\n====================\n\n");

        Map<String, Gpu> gpuByKey = new LinkedHashMap<>();
        Map<Slug, Gpu> gpus = importGpus(gpuByKey);
        Map<String, Cpu> cpuByKey = new LinkedHashMap<>();
        Map<Slug, Cpu> cpus = importCpus(cpuByKey);
        GameCatalog.Result gameCatalog =
                new GameCatalog(datasets, List.copyOf(gpus.values()), progress, report).build();
        Map<String, Game> gameById = gameCatalog.byDatasetId();
        Map<Slug, Game> games = gameCatalog.games();

        Map<CellKey, Measurement> cells = new TreeMap<>(CELL_ORDER);
        CpuRuns.Builder runs = new CpuRuns.Builder();
        double referenceSingleThread = importUserBenchmark(gameById, gpuByKey, cpuByKey, cells, runs);
        List<RenderedMeasurement> rendered = new ArrayList<>();
        importTechSpot(gameById, gpuByKey, cells, rendered);
        List<Measurement> measurements = new ArrayList<>(cells.values());
        List<SuiteResult> suite = importSuite(gpuByKey);
        List<SurveyShare> survey = importSurvey(gpuByKey);

        // A GPU scored from specs has no measured mark: its cells are served as measured but fit nothing, and
        // judge how answers on such GPUs do (SpecScoredGpus.lines).
        Map<Boolean, List<Measurement>> byMarkEstimated = measurements.stream()
                .collect(Collectors.partitioningBy(
                        m -> gpus.get(m.gpu()).g3dRange().isPresent()));
        List<Measurement> forFit = byMarkEstimated.get(false);
        List<Measurement> onEstimatedMarks = byMarkEstimated.get(true);
        progress.step("Fitting the model on " + forFit.size() + " measured cells");
        Cpu defaultCpu = cpus.get(new Slug(DEFAULT_CPU_SLUG));
        if (defaultCpu == null) {
            throw new ImportException("default CPU " + DEFAULT_CPU_SLUG + " is not in the CPU list");
        }
        // Everything fitted from measurements, on all of them: what the catalog serves.
        double minimumToRecommended = minimumToRecommended(games);
        ModelPipeline pipeline = new ModelPipeline(
                new ModelFitter(referenceSingleThread, defaultCpu.singleThreadMark(), defaultCpu.name()),
                minimumToRecommended,
                suite);
        progress.step("Fitting the model (factors, exponent prior, GPU score, games, demand relation)");
        ModelPipeline.Fit fit = pipeline.fit(forFit, gpus, games);
        GlobalParameters prior = fit.global();
        // Nested cross-validation: the same pipeline refit in every fold gives the 80% ranges and typical errors the
        // catalog serves, and the figures it publishes.
        progress.step("Cross-validating the model (every fit refit without the held-out GPUs or game)");
        Evaluation.Result nativeEvaluation = new Evaluation(pipeline, progress::fraction)
                .run(forFit, gpus, games, fit, PcgbEstimates.read(datasets, games, gpus), runs.build());
        progress.step("Fitting and cross-validating upscaling, ray tracing and frame generation on " + rendered.size()
                + " rows");
        RenderingEvaluation.Result rendering =
                RenderingEvaluation.run(rendered, forFit, gpus, games, nativeEvaluation, fit);
        GlobalParameters globalParameters = prior.with(
                prior.gpuExponent(),
                nativeEvaluation.modelBand(),
                nativeEvaluation.scaledBand(),
                nativeEvaluation.estimateBands(),
                prior.demandRelation());
        Evaluation.Result evaluation = nativeEvaluation
                .withMoreLines(rendering.lines())
                .withMoreLines(
                        SpecScoredGpus.lines(onEstimatedMarks, gpus, globalParameters, nativeEvaluation.fitted()));
        Map<Slug, GameParameters> fitted = evaluation.fitted();
        report.append(String.format(
                Locale.ROOT,
                "Model fit: %d cells, %d games; GPU exponent prior %.3f; GPU score curvature %.4f,"
                        + " per memory doubling %.4f; demand relation: intercept %.3f, per requirement score %.3f,"
                        + " per year %.4f, competitive %.3f, CPU limit %.2f x demand, recommended/minimum mark %.2f;"
                        + " GPU exponent of estimated games %s;"
                        + " 80%% range of modeled answers %.3f-%.3f x, of scaled answers %.3f-%.3f x%n%n"
                        + "Nested cross-validation (held-out cells; everything refit in every fold):%n%s%n",
                forFit.size(),
                fitted.size(),
                prior.gpuExponent(),
                prior.gpuScore().curvature(),
                prior.gpuScore().perVramDoubling(),
                prior.demandRelation().intercept(),
                prior.demandRelation().perRequirement(),
                prior.demandRelation().perYear(),
                prior.demandRelation().competitive(),
                prior.demandRelation().cpuPerDemand(),
                prior.demandRelation().minimumToRecommended(),
                prior.demandRelation()
                        .exponentByYear()
                        .map(e -> String.format(
                                Locale.ROOT,
                                "%.3f (%d) to %.3f (%d)",
                                e.atFirstYear(),
                                e.firstYear(),
                                e.atLastYear(),
                                e.lastYear()))
                        .orElse("the prior"),
                evaluation.modelBand().lowFactor(),
                evaluation.modelBand().highFactor(),
                evaluation.scaledBand().lowFactor(),
                evaluation.scaledBand().highFactor(),
                Evaluation.table(evaluation)));

        Map<String, String> files = new LinkedHashMap<>();
        files.put(CatalogFiles.SOURCES, sourcesFile());
        files.put(CatalogFiles.GPUS, gpusFile(gpus));
        files.put(CatalogFiles.CPUS, cpusFile(cpus));
        files.put(CatalogFiles.GAMES, gamesFile(games, gameCatalog.sources()));
        files.put(CatalogFiles.REQUIREMENTS, requirementsFile(games));
        files.put(CatalogFiles.MEASUREMENTS, measurementsFile(measurements));
        files.put(CatalogFiles.SUITE, suiteFile(suite));
        files.put(CatalogFiles.MODEL_GLOBAL, modelGlobalFile(globalParameters));
        files.put(CatalogFiles.MODEL_GAMES, modelGamesFile(List.copyOf(fitted.values())));
        files.put(CatalogFiles.SURVEY, surveyFile(survey));
        files.put(CatalogFiles.ALIASES, aliasesFile(aliases(games, gpus, cpus)));
        files.put(CatalogFiles.MEASUREMENTS_RENDERED, RenderingFiles.measurements(rendered));
        files.put(CatalogFiles.MODEL_RENDERING, RenderingFiles.parameters(rendering.served()));
        String version = CatalogFiles.version(files);
        Map<String, String> all = new LinkedHashMap<>();
        all.put(
                CatalogFiles.MANIFEST,
                new Tsv.Writer("key", "value")
                        .row("format", CatalogFiles.FORMAT)
                        .row("catalog_version", version)
                        .row("build_date", buildDate.toString())
                        .row("builder", "forecast catalog build (importer v1)")
                        .row("gpus", gpus.size())
                        .row("cpus", cpus.size())
                        .row("games", games.size())
                        .row("measurements", measurements.size())
                        .row("survey_lines", survey.size())
                        .text());
        all.putAll(files);
        report.insert(0, "catalog_version " + version + "\n");
        progress.step("Catalog " + version + ": " + gpus.size() + " GPUs, " + cpus.size() + " CPUs, " + games.size()
                + " games, " + measurements.size() + " measurements");
        return new Result(all, report.toString(), evaluation.lines());
    }

    private static final Comparator<CellKey> CELL_ORDER = Comparator.comparing(CellKey::game)
            .thenComparing(CellKey::gpu)
            .thenComparing(CellKey::resolution)
            .thenComparing(CellKey::preset);

    // --- GPUs: the 2026 PassMark G3D list, completed with the GPUs only older lists have, on one score scale.

    private Map<Slug, Gpu> importGpus(Map<String, Gpu> byKey) {
        Path file = datasets.resolve("lainbo-cpu-mark-2026/passmark_g3d_gpu.csv");
        List<Map<String, String>> rows = RawCsv.read(file);
        progress.step("Reading " + rows.size() + " GPUs from " + datasets.relativize(file));
        // The older PassMark lists give scores here and dates, VRAM and categories to GpuSpecs: read once.
        Map<String, List<Map<String, String>>> olderLists = new LinkedHashMap<>();
        olderLists.put(GpuSpecs.PASSMARK_2022, RawCsv.read(datasets.resolve(GpuSpecs.PASSMARK_2022)));
        olderLists.put(GpuSpecs.PASSMARK_2021, RawCsv.read(datasets.resolve(GpuSpecs.PASSMARK_2021)));
        // The spec table gives years and VRAM to GpuSpecs and the specs the marks of unlisted cards are estimated from.
        List<Map<String, String>> specTable = new ArrayList<>(RawCsv.read(datasets.resolve(GpuSpecs.SPEC_TABLE)));
        Map<String, Integer> curatedYears = new HashMap<>();
        readCuratedTable(
                "curated-gpu-years.tsv", r -> curatedYears.put(r.text("source_name"), r.positiveInt("release_year")));
        specTable.addAll(GpuSpecEstimates.supplementRows(
                specTable, RawCsv.read(datasets.resolve(GpuSpecEstimates.SUPPLEMENT_TABLE)), curatedYears));
        GpuSpecs specs = GpuSpecs.read(
                datasets, specTable, olderLists.get(GpuSpecs.PASSMARK_2021), olderLists.get(GpuSpecs.PASSMARK_2022));
        progress.step("Read GPU release years and VRAM from the spec sources");
        Map<Slug, Gpu> out = new TreeMap<>();
        List<String> skipped = new ArrayList<>();
        Map<String, Integer> current = new LinkedHashMap<>();
        for (Map<String, String> row : rows) {
            String name = row.getOrDefault("gpu_name", "").strip().replaceAll("\\s+", " ");
            int g3d = RawCsv.number(row.get("g3d_mark"));
            if (name.isEmpty() || g3d <= 0) {
                skipped.add(name + " (no usable G3D mark)");
                continue;
            }
            current.putIfAbsent(Names.normalize(name), g3d);
            addGpu(out, byKey, skipped, specs, name, g3d, GpuScoreBasis.PASSMARK, Optional.empty(), false);
        }
        // Older lists: the GPUs the 2026 list lacks, their G3D rescaled by a fit on the GPUs both lists have.
        int rescaled = 0;
        for (String[] older : List.of(
                new String[] {GpuSpecs.PASSMARK_2022, "gpuName", "G3Dmark"},
                new String[] {GpuSpecs.PASSMARK_2021, "data/name", "data/g3d"})) {
            Map<String, Integer> scores = new LinkedHashMap<>();
            Map<String, String> names = new LinkedHashMap<>();
            for (Map<String, String> row : olderLists.get(older[0])) {
                String name = row.getOrDefault(older[1], "").strip().replaceAll("\\s+", " ");
                int g3d = RawCsv.number(row.get(older[2]));
                if (!name.isEmpty() && g3d > 0) {
                    scores.putIfAbsent(Names.normalize(name), g3d);
                    names.putIfAbsent(Names.normalize(name), name);
                }
            }
            List<double[]> shared = new ArrayList<>();
            scores.forEach((key, g3d) -> {
                if (current.containsKey(key)) {
                    shared.add(new double[] {g3d, current.get(key)});
                }
            });
            LogLinearFit fit = LogLinearFit.of(shared);
            report.append("G3D rescaling of ")
                    .append(older[0])
                    .append(" onto the 2026 list: ")
                    .append(fit.describe())
                    .append('\n');
            for (Map.Entry<String, Integer> e : scores.entrySet()) {
                if (!byKey.containsKey(e.getKey())) {
                    int g3d = (int) Math.max(1, Math.round(fit.apply(e.getValue())));
                    if (addGpu(
                            out,
                            byKey,
                            skipped,
                            specs,
                            names.get(e.getKey()),
                            g3d,
                            GpuScoreBasis.PASSMARK_RESCALED,
                            Optional.empty(),
                            false)) {
                        rescaled++;
                    }
                }
            }
        }
        boardsNamedWithTheirMemory(out, byKey, skipped, specs);
        // Combined names ("Radeon RX 470/570") also stand for each model they cover, unless a record has that name.
        for (Gpu gpu : List.copyOf(byKey.values())) {
            for (String alternative : HardwareNames.passMarkAlternatives(gpu.name())) {
                byKey.putIfAbsent(Names.normalize(alternative), gpu);
            }
        }
        // Cards no PassMark list has: a mark estimated from their specs, with its 80% range.
        GpuSpecEstimates.Result estimated = GpuSpecEstimates.estimate(specTable, byKey);
        int fromSpecs = 0;
        for (GpuSpecEstimates.Estimate e : estimated.estimates()) {
            if (addGpu(
                    out,
                    byKey,
                    skipped,
                    specs,
                    e.name(),
                    e.g3dMark(),
                    GpuScoreBasis.SPEC_ESTIMATE,
                    Optional.of(e.range()),
                    e.integrated())) {
                fromSpecs++;
            }
        }
        skipped.addAll(estimated.skipped());
        reportSpecFits(estimated, fromSpecs);
        int bySeries = yearsBySeries(out, byKey);
        long withYear =
                out.values().stream().filter(g -> g.releaseYear().isPresent()).count();
        long withVram =
                out.values().stream().filter(g -> g.vramMb().isPresent()).count();
        progress.step("Kept " + out.size() + " GPUs (" + rescaled + " from older lists, rescaled; " + fromSpecs
                + " estimated from specs)");
        report.append(String.format(
                Locale.ROOT,
                "GPUs from older lists only (G3D rescaled): %d; with release year: %d (%d of them their series'"
                        + " median year); with VRAM: %d%n",
                rescaled,
                withYear,
                bySeries,
                withVram));
        report.append("  no release year, a series without a dated card (")
                .append(String.join(
                        ", ",
                        out.values().stream()
                                .filter(g -> g.releaseYear().isEmpty()
                                        && GpuSpecs.series(g.name()).isPresent())
                                .map(Gpu::name)
                                .toList()))
                .append(")\n");
        section("GPUs", rows.size(), out.size(), skipped);
        return out;
    }

    private void reportSpecFits(GpuSpecEstimates.Result estimated, int kept) {
        report.append(String.format(
                Locale.ROOT,
                "GPUs estimated from specs (%s; %s for the cards it lacks that have a year in"
                        + " curated-gpu-years.tsv; no PassMark mark): %d; fits on the cards with both, ten-fold held out:%n",
                GpuSpecs.SPEC_TABLE,
                GpuSpecEstimates.SUPPLEMENT_TABLE,
                kept));
        for (GpuSpecEstimates.EraFit f : estimated.fits()) {
            report.append(String.format(
                    Locale.ROOT,
                    "  %s: %d cards, median error %.1f%%, 80%% of marks within %.2f-%.2f x the estimate%n",
                    f.era(),
                    f.cards(),
                    f.medianApePct(),
                    Math.exp(f.q10()),
                    Math.exp(f.q90())));
        }
    }

    /**
     * A card no spec source dates takes the median year (the lower one of an even count) of the dated cards of its
     * series ({@link GpuSpecs#series}: the GeForce RTX 50 cards, the Radeon RX 9000 cards). How often that is a dated
     * card's own year, each left out in turn, goes to the build report.
     *
     * @return how many cards got a year this way
     */
    private int yearsBySeries(Map<Slug, Gpu> out, Map<String, Gpu> byKey) {
        Map<String, List<Integer>> years = new TreeMap<>();
        for (Gpu g : out.values()) {
            if (g.releaseYear().isPresent()) {
                GpuSpecs.series(g.name())
                        .ifPresent(s -> years.computeIfAbsent(s, k -> new ArrayList<>())
                                .add(g.releaseYear().getAsInt()));
            }
        }
        Map<Gpu, Gpu> dated = new HashMap<>();
        for (Gpu g : out.values()) {
            Optional<String> series = GpuSpecs.series(g.name());
            if (g.releaseYear().isEmpty() && series.isPresent() && years.containsKey(series.get())) {
                int median = lowerMedian(years.get(series.get()));
                dated.put(g, g.withReleaseYear(median));
            }
        }
        dated.forEach((before, after) -> out.put(after.slug(), after));
        byKey.replaceAll((key, g) -> dated.getOrDefault(g, g));
        // How good the rule is: each dated card against the median of the other dated cards of its series.
        int checked = 0;
        int exact = 0;
        int withinOne = 0;
        for (List<Integer> series : years.values()) {
            for (int i = 0; i < series.size() && series.size() > 1; i++) {
                List<Integer> others = new ArrayList<>(series);
                int own = others.remove(i);
                int median = lowerMedian(others);
                checked++;
                exact += median == own ? 1 : 0;
                withinOne += Math.abs(median - own) <= 1 ? 1 : 0;
            }
        }
        report.append(String.format(
                Locale.ROOT,
                "Series median year, each dated card left out: %d cards, the year itself %.0f%%, within a year"
                        + " %.0f%%%n",
                checked,
                100.0 * exact / Math.max(1, checked),
                100.0 * withinOne / Math.max(1, checked)));
        return dated.size();
    }

    /** The median of some years, the lower one of an even count. */
    private static int lowerMedian(List<Integer> years) {
        List<Integer> sorted = years.stream().sorted().toList();
        return sorted.get((sorted.size() - 1) / 2);
    }

    /**
     * A board whose memory is written before the model ("128 DDR Radeon 9800 Pro", "256MB RADEON X600") is the model:
     * where the catalog has the model, the board's own record (an old list's lone benchmark, dated by when PassMark
     * first saw it, years after the card) is dropped and its name becomes a key of the model's; where it has not, the
     * board's record is renamed to the model (its mark kept, its year and memory looked up under the model's name).
     * The build report lists both; slug-aliases.tsv keeps the old slugs resolving.
     */
    private static void boardsNamedWithTheirMemory(
            Map<Slug, Gpu> out, Map<String, Gpu> byKey, List<String> skipped, GpuSpecs specs) {
        for (Gpu board : List.copyOf(out.values())) {
            Optional<String> modelName = HardwareNames.withoutLeadingMemory(board.name());
            if (modelName.isEmpty()) {
                continue;
            }
            Gpu model = byKey.get(Names.normalize(modelName.get()));
            if (model == board) {
                continue;
            }
            out.remove(board.slug());
            if (model == null) {
                if (!addGpu(
                        out,
                        byKey,
                        skipped,
                        specs,
                        modelName.get(),
                        board.g3dMark(),
                        board.scoreBasis(),
                        board.g3dRange(),
                        board.kind() == GpuKind.INTEGRATED)) {
                    out.put(board.slug(), board);
                    continue;
                }
                model = byKey.get(Names.normalize(modelName.get()));
                skipped.add(board.name() + " (renamed " + model.name() + ": its memory was named before the model)");
            } else {
                skipped.add(board.name() + " (a board of " + model.name() + ", its memory named before the model)");
            }
            Gpu now = model;
            byKey.replaceAll((key, gpu) -> gpu == board ? now : gpu);
        }
    }

    private static boolean addGpu(
            Map<Slug, Gpu> out,
            Map<String, Gpu> byKey,
            List<String> skipped,
            GpuSpecs specs,
            String name,
            int g3d,
            GpuScoreBasis basis,
            Optional<G3dRange> range,
            boolean integrated) {
        String source = name;
        name = HardwareNames.repairTrademarks(name);
        Handheld handheld = HANDHELDS.get(Names.normalize(name));
        if (handheld != null) {
            name = handheld.name();
        }
        Optional<String> junk = HardwareNames.junkName(name);
        if (junk.isPresent()) {
            skipped.add(source + " (" + junk.get() + ")");
            return false;
        }
        Slug slug;
        try {
            slug = Slug.fromName(name);
        } catch (IllegalArgumentException e) {
            skipped.add(name + " (no letters or digits for a slug)");
            return false;
        }
        GpuKind kind = handheld != null ? GpuKind.HANDHELD : specs.kind(name);
        Gpu gpu = new Gpu(
                slug,
                name,
                HardwareNames.gpuBrand(name),
                integrated && kind == GpuKind.DESKTOP ? GpuKind.INTEGRATED : kind,
                g3d,
                handheld != null ? OptionalInt.of(handheld.year()) : specs.year(name),
                specs.vramMb(name),
                basis,
                range);
        if (out.putIfAbsent(slug, gpu) != null) {
            skipped.add(name + " (slug " + slug + " taken by " + out.get(slug).name() + ")");
            return false;
        }
        byKey.putIfAbsent(Names.normalize(name), gpu);
        // The source's own spelling (before a trademark repair or a handheld's device name) stays a key, so the other
        // sources' rows for the card still find it.
        byKey.putIfAbsent(Names.normalize(source), gpu);
        if (handheld != null) {
            handheld.otherNames().forEach(other -> byKey.putIfAbsent(Names.normalize(other), gpu));
        }
        return true;
    }

    /**
     * A handheld's record: its device name (with the chip's), the device's release year, and other names sources give
     * the chip ("AMD Radeon Graphics (RADV VANGOGH)": the Steam Deck under Linux, as Steam's survey lists it).
     */
    private record Handheld(String name, int year, List<String> otherNames) {}

    /** curated-handhelds.tsv by the normalized name the benchmark lists give the chip. */
    private static final Map<String, Handheld> HANDHELDS = handhelds();

    private static Map<String, Handheld> handhelds() {
        Map<String, Handheld> out = new LinkedHashMap<>();
        readCuratedTable(
                "curated-handhelds.tsv",
                r -> out.put(
                        Names.normalize(r.text("source_name")),
                        new Handheld(
                                r.text("name"),
                                Integer.parseInt(r.text("release_year")),
                                r.optionalText("other_names") == null
                                        ? List.of()
                                        : List.of(r.optionalText("other_names").split("\\|")))));
        return Map.copyOf(out);
    }

    // --- CPUs: PassMark (2022 and 2021 lists), then the 2026 Geekbench 6 / Cinebench R23 lists on the PassMark scale.

    /** One CPU of a PassMark list, by its key. */
    private record PassMarkCpu(String name, int thread, int mark, int cores, int threads, int year) {}

    private Map<Slug, Cpu> importCpus(Map<String, Cpu> byKey) {
        Map<String, PassMarkCpu> passMark = new LinkedHashMap<>();
        Path kaggle = datasets.resolve("kaggle-hw-benchmarks-2022/CPU_benchmark_v4.csv");
        List<Map<String, String>> kaggleRows = RawCsv.read(kaggle);
        progress.step("Reading " + kaggleRows.size() + " CPUs from " + datasets.relativize(kaggle));
        for (Map<String, String> row : kaggleRows) {
            String name =
                    HardwareNames.cpuDisplayName(row.getOrDefault("cpuName", "").replaceAll("\\s+", " "));
            passMark.putIfAbsent(
                    HardwareNames.cpuKey(name),
                    new PassMarkCpu(
                            name,
                            RawCsv.number(row.get("threadMark")),
                            RawCsv.number(row.get("cpuMark")),
                            RawCsv.number(row.get("cores")),
                            -1,
                            RawCsv.number(row.get("testDate"))));
        }
        Path mega = datasets.resolve("passmark-megalist-2021-ugroups/cpubenchmark.csv");
        List<Map<String, String>> megaRows = RawCsv.read(mega);
        progress.step("Reading " + megaRows.size() + " CPUs from " + datasets.relativize(mega));
        for (Map<String, String> row : megaRows) {
            String name = HardwareNames.cpuDisplayName(
                    row.getOrDefault("data/name", "").replaceAll("\\s+", " "));
            int cores = RawCsv.number(row.get("data/cores"));
            int perCore = RawCsv.number(row.get("data/logicals"));
            int threads = cores > 0 && perCore > 0 ? cores * perCore : -1;
            int year = SteamGames.year(row.get("data/date")).orElse(-1);
            PassMarkCpu megaCpu = new PassMarkCpu(
                    name,
                    RawCsv.number(row.get("data/thread")),
                    RawCsv.number(row.get("data/cpumark")),
                    cores,
                    threads,
                    year);
            // The 2022 list's scores are newer; the 2021 list adds thread counts, dates and the CPUs the 2022 one
            // lacks.
            passMark.merge(
                    HardwareNames.cpuKey(name),
                    megaCpu,
                    (newer, older) -> new PassMarkCpu(
                            newer.name(),
                            newer.thread() > 0 ? newer.thread() : older.thread(),
                            newer.mark() > 0 ? newer.mark() : older.mark(),
                            newer.cores() > 0 ? newer.cores() : older.cores(),
                            older.threads(),
                            newer.year() > 0 ? newer.year() : older.year()));
        }

        // The CPUs of the 2026 lists, by key, with their display names (first seen, Geekbench 6 lists first).
        Map<String, String> displayNames = new LinkedHashMap<>();
        Map<String, Double> gb6Single = scoreList("geekbench6_single_cpu.csv", "gb6_single", displayNames);
        Map<String, Double> gb6Multi = scoreList("geekbench6_multi_cpu.csv", "gb6_multi", displayNames);
        Map<String, Double> r23Single = scoreList("cinebench_r23_single_cpu.csv", "r23_single", displayNames);
        Map<String, Double> r23Multi = scoreList("cinebench_r23_multi_cpu.csv", "r23_multi", displayNames);
        LogLinearFit stFromGb6 = fitOnShared(gb6Single, passMark, true);
        LogLinearFit stFromR23 = fitOnShared(r23Single, passMark, true);
        LogLinearFit mtFromGb6 = fitOnShared(gb6Multi, passMark, false);
        LogLinearFit mtFromR23 = fitOnShared(r23Multi, passMark, false);

        Map<Slug, Cpu> out = new TreeMap<>();
        List<String> skipped = new ArrayList<>();
        for (PassMarkCpu p : passMark.values()) {
            if (p.name().isEmpty() || p.thread() <= 0 || p.mark() <= 0) {
                skipped.add(p.name() + " (no CPU Mark or single-thread rating)");
                continue;
            }
            add(
                    out,
                    byKey,
                    skipped,
                    p.name(),
                    p.thread(),
                    p.mark(),
                    p.cores(),
                    p.threads(),
                    p.year(),
                    CpuScoreBasis.PASSMARK);
        }
        int estimated = 0;
        for (Map.Entry<String, String> e : displayNames.entrySet()) {
            String key = e.getKey();
            if (key.isEmpty() || passMark.containsKey(key)) {
                continue;
            }
            double st = estimate(key, gb6Single, stFromGb6, r23Single, stFromR23);
            double mt = estimate(key, gb6Multi, mtFromGb6, r23Multi, mtFromR23);
            if (Double.isNaN(st) || Double.isNaN(mt)) {
                skipped.add(e.getValue() + " (only a single-core or only a multi-core score in the 2026 lists)");
                continue;
            }
            boolean singleFromR23 = r23Single.containsKey(key)
                    && (stFromR23.residualSd() <= stFromGb6.residualSd() || !gb6Single.containsKey(key));
            CpuScoreBasis basis = singleFromR23 ? CpuScoreBasis.CINEBENCH_R23 : CpuScoreBasis.GEEKBENCH6;
            if (add(out, byKey, skipped, e.getValue(), (int) Math.round(st), (int) Math.round(mt), -1, -1, -1, basis)) {
                estimated++;
            }
        }
        progress.step("Kept " + out.size() + " CPUs (" + estimated + " with scores estimated from 2026 lists)");
        report.append(String.format(
                Locale.ROOT,
                "CPU score mappings onto PassMark (fitted on CPUs in both lists, log-log):%n"
                        + "  single-thread from Geekbench 6 single: %s%n"
                        + "  single-thread from Cinebench R23 single: %s%n"
                        + "  CPU Mark from Geekbench 6 multi: %s%n"
                        + "  CPU Mark from Cinebench R23 multi: %s%n"
                        + "  %d CPUs of the 2026 lists got estimated scores%n",
                stFromGb6.describe(),
                stFromR23.describe(),
                mtFromGb6.describe(),
                mtFromR23.describe(),
                estimated));
        section("CPUs", passMark.size() + displayNames.size(), out.size(), skipped);
        return out;
    }

    private boolean add(
            Map<Slug, Cpu> out,
            Map<String, Cpu> byKey,
            List<String> skipped,
            String name,
            int thread,
            int mark,
            int cores,
            int threads,
            int year,
            CpuScoreBasis basis) {
        Optional<String> junk = HardwareNames.junkName(name);
        if (junk.isPresent()) {
            skipped.add(name + " (" + junk.get() + ")");
            return false;
        }
        Slug slug;
        try {
            slug = Slug.fromName(HardwareNames.cpuSlugText(name));
        } catch (IllegalArgumentException e) {
            skipped.add(name + " (no letters or digits for a slug)");
            return false;
        }
        Cpu cpu = new Cpu(
                slug,
                name,
                HardwareNames.cpuBrand(name),
                thread,
                mark,
                cores > 0 ? OptionalInt.of(cores) : OptionalInt.empty(),
                threads >= Math.max(cores, 1) ? OptionalInt.of(threads) : OptionalInt.empty(),
                year >= 1970 ? OptionalInt.of(year) : OptionalInt.empty(),
                basis);
        if (out.putIfAbsent(slug, cpu) != null) {
            skipped.add(name + " (slug " + slug + " taken by " + out.get(slug).name() + ")");
            return false;
        }
        byKey.putIfAbsent(HardwareNames.cpuKey(name), cpu);
        return true;
    }

    /**
     * The PassMark-scale estimate from whichever of the CPU's 2026 scores maps with the smaller residual error (the
     * fits decide, not a fixed order), or NaN when it has neither.
     */
    private static double estimate(
            String key, Map<String, Double> gb6, LogLinearFit fromGb6, Map<String, Double> r23, LogLinearFit fromR23) {
        boolean preferR23 = fromR23.residualSd() <= fromGb6.residualSd();
        if (r23.containsKey(key) && (preferR23 || !gb6.containsKey(key))) {
            return fromR23.apply(r23.get(key));
        }
        if (gb6.containsKey(key)) {
            return fromGb6.apply(gb6.get(key));
        }
        return Double.NaN;
    }

    /** A 2026 score list (lainbo-cpu-mark-2026), by CPU key; records each CPU's display name too. */
    private Map<String, Double> scoreList(String file, String column, Map<String, String> displayNames) {
        Path path = datasets.resolve("lainbo-cpu-mark-2026").resolve(file);
        Map<String, Double> out = new LinkedHashMap<>();
        for (Map<String, String> row : RawCsv.read(path)) {
            String name =
                    row.getOrDefault("cpu_name", "").replaceAll("\\s+", " ").strip();
            if (!name.isEmpty()) {
                displayNames.putIfAbsent(HardwareNames.cpuKey(name), name);
            }
            double v = RawCsv.decimal(row.get(column));
            if (v > 0) {
                out.putIfAbsent(HardwareNames.cpuKey(row.getOrDefault("cpu_name", "")), v);
            }
        }
        progress.step("Reading " + out.size() + " CPU scores from " + datasets.relativize(path));
        return out;
    }

    private static LogLinearFit fitOnShared(
            Map<String, Double> scores, Map<String, PassMarkCpu> passMark, boolean single) {
        List<double[]> xy = new ArrayList<>();
        scores.forEach((key, x) -> {
            PassMarkCpu p = passMark.get(key);
            int y = p == null ? -1 : single ? p.thread() : p.mark();
            if (y > 0) {
                xy.add(new double[] {x, y});
            }
        });
        return LogLinearFit.of(xy);
    }

    // --- UserBenchmark cells (peeters-fps-2020): real but noisy; aggregated by sample-weighted median.

    private double importUserBenchmark(
            Map<String, Game> games,
            Map<String, Gpu> gpus,
            Map<String, Cpu> cpus,
            Map<CellKey, Measurement> out,
            CpuRuns.Builder runs) {
        Path file = datasets.resolve("peeters-fps-2020/fps_measurements.csv");
        List<Map<String, String>> rows = RawCsv.read(file);
        progress.step("Reading " + rows.size() + " FPS rows from " + datasets.relativize(file));
        Map<CellKey, List<double[]>> samples = new TreeMap<>(CELL_ORDER);
        Map<String, Integer> unmatchedGpus = new TreeMap<>();
        Map<String, Integer> skipped = new TreeMap<>();
        double stWeighted = 0;
        double stWeight = 0;
        int used = 0;
        for (Map<String, String> row : rows) {
            if (!"userbenchmark".equals(row.get("source"))) {
                skipped.merge("not a measurement (fpsbenchmark rows are formula-generated)", 1, Integer::sum);
                continue;
            }
            Game game = games.get(row.get("game"));
            Preset preset = UB_SETTINGS.get(row.get("setting"));
            Resolution res = "1080".equals(row.get("resolution_height"))
                    ? Resolution.P1080
                    : "1440".equals(row.get("resolution_height")) ? Resolution.P1440 : null;
            int n = RawCsv.number(row.get("sample_count"));
            double fps = RawCsv.decimal(row.get("fps"));
            if (game == null) {
                skipped.merge("unknown game id " + row.get("game"), 1, Integer::sum);
                continue;
            }
            if (res == null) {
                skipped.merge("resolution " + row.get("resolution_height") + "p is not served", 1, Integer::sum);
                continue;
            }
            if (preset == null || n < 1 || !(fps > 0)) {
                skipped.merge("unknown setting, no samples or no FPS", 1, Integer::sum);
                continue;
            }
            String gpuName = row.get("gpu_name");
            Gpu gpu = null;
            for (String key : HardwareNames.userBenchmarkGpuKeys(gpuName)) {
                gpu = gpus.get(key);
                if (gpu != null) {
                    break;
                }
            }
            if (gpu == null) {
                unmatchedGpus.merge(gpuName, n, Integer::sum);
                continue;
            }
            Cpu cpu = cpus.get(HardwareNames.cpuKey(row.getOrDefault("cpu_name", "")));
            // The reference is of the rows the model fits: not those on GPUs scored from specs (see build()).
            if (cpu != null && gpu.scoreBasis() != GpuScoreBasis.SPEC_ESTIMATE) {
                stWeighted += (double) cpu.singleThreadMark() * n;
                stWeight += n;
            }
            if (cpu != null) {
                runs.add(
                        game.slug(),
                        gpu.slug(),
                        res,
                        preset,
                        new CpuRuns.Run(fps, n, cpu.singleThreadMark(), cpu.threads()));
            }
            samples.computeIfAbsent(new CellKey(game.slug(), gpu.slug(), res, preset), k -> new ArrayList<>())
                    .add(new double[] {fps, n});
            used++;
        }
        for (Map.Entry<CellKey, List<double[]>> e : samples.entrySet()) {
            List<double[]> list = e.getValue();
            double[] v = new double[list.size()];
            double[] w = new double[list.size()];
            int total = 0;
            for (int i = 0; i < v.length; i++) {
                v[i] = list.get(i)[0];
                w[i] = list.get(i)[1];
                total += (int) w[i];
            }
            CellKey k = e.getKey();
            out.put(
                    k,
                    new Measurement(
                            k.game(),
                            k.gpu(),
                            k.resolution(),
                            k.preset(),
                            round1(WeightedStats.median(v, w)),
                            OptionalDouble.empty(),
                            total,
                            SRC_UB));
        }
        if (stWeight == 0) {
            throw new ImportException("no UserBenchmark CPU matched the CPU list: cannot set the reference CPU");
        }
        double reference = Math.round(stWeighted / stWeight);
        report.append("UserBenchmark: ")
                .append(used)
                .append(" rows used, aggregated into ")
                .append(samples.size())
                .append(" cells; reference single-thread mark of their CPUs (sample-weighted) ")
                .append((long) reference)
                .append('\n');
        skipped.forEach((why, count) -> report.append("  skipped ")
                .append(count)
                .append(" rows: ")
                .append(why)
                .append('\n'));
        report.append(
                unmatchedGpus.isEmpty()
                        ? "  GPU names not matched to the catalog: none\n"
                        : "  GPU names not matched to the catalog (name: samples), not guessed:\n");
        unmatchedGpus.forEach((name, count) ->
                report.append("    ").append(name).append(": ").append(count).append('\n'));
        report.append('\n');
        return reference;
    }

    // --- A suite of recent games (br-avg-fps-2025-caio): average FPS per GPU, settings unrecorded.

    /**
     * The GPU chart's rows whose card the catalog has (a short name like "RTX 4060 Ti 8GB" as "GeForce RTX 4060 Ti 8GB",
     * else without its memory size, the base model); the others are reported, not guessed.
     */
    private List<SuiteResult> importSuite(Map<String, Gpu> gpus) {
        Path file = datasets.resolve("br-avg-fps-2025-caio/gpu_2025_avg_fps_games.csv");
        List<Map<String, String>> rows = RawCsv.read(file);
        progress.step("Reading " + rows.size() + " suite rows from " + datasets.relativize(file));
        List<SuiteResult> out = new ArrayList<>();
        List<String> unmatched = new ArrayList<>();
        for (Map<String, String> row : rows) {
            String name = row.getOrDefault("Placa de Vídeo", "").strip();
            double fps = RawCsv.decimal(row.get("Pontuação"));
            String full = name.replaceFirst("^RTX ", "GeForce RTX ")
                    .replaceFirst("^RX ", "Radeon RX ")
                    .replaceFirst("^ARC ", "Arc ");
            Gpu gpu = gpus.get(Names.normalize(full));
            if (gpu == null) {
                gpu = gpus.get(Names.normalize(full.replaceFirst(" \\d+GB$", "")));
            }
            if (gpu == null || !(fps > 0)) {
                unmatched.add(name);
                continue;
            }
            out.add(new SuiteResult(gpu.slug(), fps, SUITE_YEAR, SRC_SUITE));
        }
        out.sort(Comparator.comparing(SuiteResult::gpu));
        report.append("Suite of recent games (")
                .append(SRC_SUITE)
                .append("): ")
                .append(out.size())
                .append(" GPUs used; not in the catalog: ")
                .append(unmatched.isEmpty() ? "none" : String.join(", ", unmatched))
                .append("\n\n");
        return out;
    }

    // --- TechSpot / Hardware Unboxed 2024: native rows, and rows with upscaling, ray tracing or frame generation.

    /** The source's ray-tracing settings as this service's: "Very High" is Wukong's full ray tracing, what reviews test. */
    private static final Map<String, RayTracing> TECHSPOT_RT =
            Map.of("Off", RayTracing.OFF, "On", RayTracing.ON, "Very High", RayTracing.ON);

    private void importTechSpot(
            Map<String, Game> games,
            Map<String, Gpu> gpus,
            Map<CellKey, Measurement> out,
            List<RenderedMeasurement> renderedOut) {
        Path file = datasets.resolve("techspot-hub-2024-gerardini/gpu_game_fps_2024.csv");
        List<Map<String, String>> rows = RawCsv.read(file);
        progress.step("Reading " + rows.size() + " FPS rows from " + datasets.relativize(file));
        Map<String, Integer> skipped = new TreeMap<>();
        Map<String, RenderedMeasurement> rendered = new TreeMap<>();
        int used = 0;
        for (Map<String, String> row : rows) {
            String upscalingText = row.getOrDefault("Upscaling", "");
            String rtText = row.getOrDefault("RayTracing", "");
            String fgText = row.getOrDefault("Frame Generation", "");
            Upscaling upscaling = "Native Res".equals(upscalingText)
                    ? Upscaling.OFF
                    : "Quality".equals(upscalingText) ? Upscaling.QUALITY : null;
            RayTracing rt = TECHSPOT_RT.get(rtText);
            FrameGeneration fg =
                    "Off".equals(fgText) ? FrameGeneration.OFF : "On".equals(fgText) ? FrameGeneration.X2 : null;
            if (upscaling == null || rt == null || fg == null) {
                skipped.merge(
                        "options this service does not name (ray tracing " + rtText + ", upscaling " + upscalingText
                                + ")",
                        1,
                        Integer::sum);
                continue;
            }
            Rendering options = new Rendering(upscaling, rt, fg);
            Game game = games.get(row.get("Games"));
            Gpu gpu = gpus.get(Names.normalize(row.getOrDefault("Model", "")));
            Preset preset = TECHSPOT_SETTINGS.get(row.get("Graphic Settings"));
            double avg = RawCsv.decimal(row.get("Average FPS"));
            double low = RawCsv.decimal(row.get("1% Low FPS"));
            if (game == null || gpu == null || preset == null || !(avg > 0)) {
                skipped.merge(
                        "unknown game, GPU or preset: " + row.get("Games") + " / " + row.get("Model"), 1, Integer::sum);
                continue;
            }
            Resolution res;
            try {
                res = Resolution.parse("Resolution", row.get("Resolution"));
            } catch (RuntimeException e) {
                skipped.merge("unknown resolution " + row.get("Resolution"), 1, Integer::sum);
                continue;
            }
            if (!(low > 0) || low > avg) {
                skipped.merge("1% low missing or above the average (transcription error)", 1, Integer::sum);
                continue;
            }
            CellKey key = new CellKey(game.slug(), gpu.slug(), res, preset);
            Measurement m =
                    new Measurement(game.slug(), gpu.slug(), res, preset, avg, OptionalDouble.of(low), 1, SRC_TECHSPOT);
            if (!options.isNative()) {
                String settings = row.get("Graphic Settings") + ", upscaling " + upscalingText + " (DLSS/FSR)"
                        + ", ray tracing " + rtText + ", frame generation " + fgText;
                if (rendered.putIfAbsent(key + "|" + options, new RenderedMeasurement(m, options, settings)) != null) {
                    skipped.merge("second row for the same cell and options", 1, Integer::sum);
                } else {
                    used++;
                }
                continue;
            }
            if (out.putIfAbsent(key, m) != null) {
                skipped.merge("second row for the same cell", 1, Integer::sum);
                continue;
            }
            used++;
        }
        renderedOut.addAll(rendered.values());
        report.append("TechSpot/HUB: ")
                .append(used)
                .append(" rows used (")
                .append(rendered.size())
                .append(" of them with upscaling, ray tracing or frame generation)\n");
        skipped.forEach((why, count) -> report.append("  skipped ")
                .append(count)
                .append(" rows: ")
                .append(why)
                .append('\n'));
        report.append('\n');
    }

    // --- The Steam hardware survey: GPU, VRAM, RAM, OS and resolution shares, every month.

    private List<SurveyShare> importSurvey(Map<String, Gpu> gpus) {
        Path file = datasets.resolve("steam-hw-survey-jdegene/shs.csv");
        List<Map<String, String>> rows = RawCsv.read(file);
        progress.step("Reading " + rows.size() + " survey lines from " + datasets.relativize(file));
        Map<String, SurveyCategory> categories = new LinkedHashMap<>();
        for (SurveyCategory c : SurveyCategory.values()) {
            categories.put(c.surveyName(), c);
        }
        Set<Slug> slugs = new HashSet<>();
        gpus.values().forEach(g -> slugs.add(g.slug()));
        SURVEY_NAMES.forEach((name, rules) -> rules.forEach(
                rule -> rule.gpu().filter(slug -> !slugs.contains(slug)).ifPresent(slug -> {
                    throw new ImportException(
                            "curated-survey-names.tsv: " + name + " names " + slug + ", which is not in the catalog");
                })));
        Map<String, SurveyShare> out = new TreeMap<>();
        Map<String, Double> unmappedLatest = new TreeMap<>();
        Map<String, Double> byRuleLatest = new TreeMap<>();
        double listedLatest = 0;
        double mappedLatest = 0;
        String latest = rows.stream()
                .map(r -> r.getOrDefault("date", ""))
                .max(String::compareTo)
                .orElse("");
        for (Map<String, String> row : rows) {
            SurveyCategory category = categories.get(row.get("category"));
            String date = row.getOrDefault("date", "");
            double share = RawCsv.decimal(row.get("percentage"));
            String name = SteamGames.cleanTitle(row.getOrDefault("name", ""));
            if (category == null || date.length() < 7 || !(share >= 0 && share <= 1) || name.isEmpty()) {
                continue;
            }
            YearMonth month = YearMonth.parse(date.substring(0, 7));
            // Valve's numbers carry float noise (0.039900000000000005): four decimals, as published.
            double rounded = Math.round(share * 10_000) / 10_000.0;
            List<SurveyShare> lines = category == SurveyCategory.GPU
                    ? gpuLines(month, name, rounded, gpus)
                    : List.of(new SurveyShare(month, category, name, rounded, Optional.empty()));
            for (SurveyShare line : lines) {
                String key = month + "|" + category.key() + "|" + name + "|"
                        + line.gpu().map(Slug::value).orElse("");
                out.merge(key, line, (a, b) -> a.share() >= b.share() ? a : b);
                if (category != SurveyCategory.GPU || !date.equals(latest) || name.equalsIgnoreCase("Other")) {
                    continue;
                }
                SurveyMapping mapping = line.mapping().orElseThrow();
                listedLatest += line.share();
                mappedLatest += mapping.mapsToCard() ? line.share() : 0;
                if (!mapping.mapsToCard()) {
                    unmappedLatest.merge(name + " (" + mapping.key() + ")", line.share(), Double::sum);
                } else if (mapping != SurveyMapping.NAME) {
                    byRuleLatest.merge(
                            name + " -> " + line.gpu().orElseThrow().value() + " (" + mapping.key() + ")",
                            line.share(),
                            Double::sum);
                }
            }
        }
        report.append("Steam survey: ")
                .append(out.size())
                .append(String.format(
                        Locale.ROOT,
                        " lines kept; latest month (%s): listed %.4f, mapped to catalog GPUs %.4f (%.1f%% of the"
                                + " listed share)%n",
                        latest,
                        listedLatest,
                        mappedLatest,
                        listedLatest > 0 ? 100 * mappedLatest / listedLatest : 0))
                .append("  mapped by a documented rule (curated-survey-names.tsv), name -> card (mapping): share\n");
        byRuleLatest.forEach((line, share) -> report.append(String.format(Locale.ROOT, "    %s: %.4f%n", line, share)));
        report.append("  not mapped to a catalog GPU, listed without FPS (name (why)): share\n");
        unmappedLatest.forEach(
                (line, share) -> report.append(String.format(Locale.ROOT, "    %s: %.4f%n", line, share)));
        report.append('\n');
        return new ArrayList<>(out.values());
    }

    /**
     * The survey lines of one GPU name: by a documented rule of {@link #SURVEY_NAMES} (a family's representative, a
     * name split between memory variants, a part no score source has a mark for), else by the name's own spellings
     * (and, for a name only a laptop card bears, that card), else not identified.
     */
    private static List<SurveyShare> gpuLines(YearMonth month, String name, double share, Map<String, Gpu> gpus) {
        List<SurveyRule> rules = SURVEY_NAMES.get(name);
        if (rules != null) {
            List<SurveyShare> lines = new ArrayList<>();
            double left = share;
            for (int i = 0; i < rules.size(); i++) {
                SurveyRule rule = rules.get(i);
                // The parts are rounded to the file's four decimals; the last takes what is left, so they add up.
                double part = i == rules.size() - 1 ? left : Math.round(share * rule.part() * 10_000) / 10_000.0;
                left = Math.round((left - part) * 10_000) / 10_000.0;
                lines.add(new SurveyShare(
                        month, SurveyCategory.GPU, name, part, rule.gpu(), Optional.of(rule.mapping())));
            }
            return lines;
        }
        for (String key : HardwareNames.steamGpuKeys(name)) {
            Gpu g = gpus.get(key);
            if (g != null) {
                return List.of(new SurveyShare(month, SurveyCategory.GPU, name, share, Optional.of(g.slug())));
            }
        }
        return List.of(new SurveyShare(month, SurveyCategory.GPU, name, share, Optional.empty()));
    }

    /** One row of curated-survey-names.tsv: how a survey name maps, to which card, with which part of its share. */
    private record SurveyRule(SurveyMapping mapping, Optional<Slug> gpu, double part) {}

    /** curated-survey-names.tsv by the survey's name (after {@link SteamGames#cleanTitle}). */
    private static final Map<String, List<SurveyRule>> SURVEY_NAMES = surveyNames();

    private static Map<String, List<SurveyRule>> surveyNames() {
        Map<String, List<SurveyRule>> out = new LinkedHashMap<>();
        readCuratedTable("curated-survey-names.tsv", r -> {
            SurveyMapping mapping = SurveyMapping.ofKey(r.text("mapping"));
            String gpu = r.optionalText("gpu");
            String part = r.optionalText("part");
            out.computeIfAbsent(r.text("survey_name"), k -> new ArrayList<>())
                    .add(new SurveyRule(
                            mapping,
                            gpu == null ? Optional.empty() : Optional.of(new Slug(gpu)),
                            part == null ? 1 : Double.parseDouble(part)));
        });
        out.forEach((name, rules) -> {
            double parts = rules.stream().mapToDouble(SurveyRule::part).sum();
            if (Math.abs(parts - 1) > 1e-9) {
                throw new ImportException("curated-survey-names.tsv: the parts of " + name + " add up to " + parts);
            }
        });
        return Map.copyOf(out);
    }

    /**
     * The typical ratio of a recommended card's G3D mark to the minimum card's: the median over the catalog's games
     * whose requirements give both (at least 1).
     */
    static double minimumToRecommended(Map<Slug, Game> games) {
        double[] logs = games.values().stream()
                .map(Game::requirements)
                .filter(r -> r.minimumG3d().isPresent() && r.recommendedG3d().isPresent())
                .mapToDouble(r -> Math.log(
                        (double) r.recommendedG3d().getAsInt() / r.minimumG3d().getAsInt()))
                .toArray();
        return logs.length == 0 ? 1 : Math.max(1, Math.exp(WeightedStats.median(logs)));
    }

    /** Reads one of the importer's own curated tables (a TSV file beside this class), each row to {@code sink}. */
    static void readCuratedTable(String resource, Consumer<Tsv.Row> sink) {
        try (InputStream in = CatalogImporter.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new ImportException("curated table missing from the importer: " + resource);
            }
            Tsv.read(resource, new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)), sink);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    // --- Slug stability: the previous catalog's slugs keep resolving.

    private record Alias(ItemType type, Slug alias, Slug slug, String reason) {}

    private List<Alias> aliases(Map<Slug, Game> games, Map<Slug, Gpu> gpus, Map<Slug, Cpu> cpus) {
        Map<String, Alias> out = new TreeMap<>();
        List<String> vanished = new ArrayList<>();
        readCuratedTable("slug-aliases.tsv", r -> {
            ItemType type = r.enumValue("type", ItemType.class);
            Alias a =
                    new Alias(type, new Slug(r.text("alias")), new Slug(r.text("slug")), "curated: " + r.text("note"));
            out.put(type + "|" + a.alias(), a);
        });
        if (previous.isPresent()) {
            BundledCatalog old = previous.get();
            Map<Integer, Slug> gameByAppId = new HashMap<>();
            games.values().forEach(g -> g.steamAppId().ifPresent(id -> gameByAppId.put(id, g.slug())));
            Map<String, Slug> gpuByName = new HashMap<>();
            gpus.values().forEach(g -> gpuByName.putIfAbsent(Names.normalize(g.name()), g.slug()));
            Map<String, Slug> cpuByName = new HashMap<>();
            cpus.values().forEach(c -> cpuByName.putIfAbsent(HardwareNames.cpuKey(c.name()), c.slug()));
            for (Game g : old.games().all()) {
                if (!games.containsKey(g.slug())) {
                    Slug now = g.steamAppId().isPresent()
                            ? gameByAppId.get(g.steamAppId().getAsInt())
                            : null;
                    record(out, vanished, ItemType.GAME, g.slug(), now, "same Steam app id, renamed");
                }
            }
            for (Gpu g : old.gpus().all()) {
                if (!gpus.containsKey(g.slug())) {
                    record(
                            out,
                            vanished,
                            ItemType.GPU,
                            g.slug(),
                            gpuByName.get(Names.normalize(g.name())),
                            "same name");
                }
            }
            for (Cpu c : old.cpus().all()) {
                if (!cpus.containsKey(c.slug())) {
                    record(
                            out,
                            vanished,
                            ItemType.CPU,
                            c.slug(),
                            cpuByName.get(HardwareNames.cpuKey(c.name())),
                            "same name");
                }
            }
            // Aliases of the previous catalog keep resolving, to where their record is now.
            for (ItemType type : ItemType.values()) {
                Map<Slug, ?> current = type == ItemType.GAME ? games : type == ItemType.GPU ? gpus : cpus;
                old.aliases(type).forEach((alias, target) -> {
                    if (current.containsKey(alias)) {
                        return;
                    }
                    Alias resolved = out.get(type + "|" + target);
                    Slug now = current.containsKey(target) ? target : resolved == null ? null : resolved.slug();
                    record(out, vanished, type, alias, now, "alias of the previous catalog");
                });
            }
        }
        // An alias must not shadow a current slug, and must point at a current record.
        out.values().removeIf(a -> {
            Map<Slug, ?> current = a.type() == ItemType.GAME ? games : a.type() == ItemType.GPU ? gpus : cpus;
            return current.containsKey(a.alias()) || !current.containsKey(a.slug());
        });
        report.append("Slug aliases: ").append(out.size()).append(" (old slugs that still resolve)\n");
        vanished.forEach(v -> report.append("  slug no longer in the sources, no alias: ")
                .append(v)
                .append('\n'));
        report.append('\n');
        return new ArrayList<>(out.values());
    }

    private static void record(
            Map<String, Alias> out, List<String> vanished, ItemType type, Slug alias, Slug now, String reason) {
        if (now == null) {
            vanished.add(type.key() + " " + alias);
        } else if (!now.equals(alias)) {
            out.putIfAbsent(type + "|" + alias, new Alias(type, alias, now, reason));
        }
    }

    private static String aliasesFile(List<Alias> aliases) {
        Tsv.Writer w = new Tsv.Writer("type", "alias", "slug", "reason");
        aliases.forEach(a -> w.row(a.type().key(), a.alias(), a.slug(), a.reason()));
        return w.text();
    }

    // --- Output files.

    private static String sourcesFile() {
        return new Tsv.Writer("id", "title", "url", "period", "commit", "license_note")
                .row(
                        SRC_G3D,
                        "PassMark G3D Mark list (videocardbenchmark.net), as scraped by lainbo/cpu-mark",
                        "https://github.com/lainbo/cpu-mark",
                        "2026-08",
                        "48c7b975df0ed65d90682311ad87a948b5d30dae",
                        "third-party benchmark facts (PassMark Software); repository has no license")
                .row(
                        SRC_G3D_OLDER,
                        "PassMark G3D Mark, 2022 (Kaggle 'GPU Benchmarks Compilation' v7) and 2021 (PassMark GPU mega"
                                + " page, ugroups/benchmark): GPUs the 2026 list lacks, rescaled onto it",
                        "https://github.com/ugroups/benchmark",
                        "2021-2022",
                        "23acc54cb3ff347779676fb569cc7b359e18f049",
                        "third-party benchmark facts (PassMark Software)")
                .row(
                        SRC_GPU_SPECS,
                        "GPU release years and VRAM: Wikipedia GPU tables (voidful/gpu-info-api), TechPowerUp-derived"
                                + " Kaggle 'GPU Specs' v6, PassMark mega page dates",
                        "https://github.com/voidful/gpu-info-api",
                        "2021-2025",
                        "03a6b34a8cc7b761a0b70a5956a478c76062e6ec",
                        "Wikipedia text is CC BY-SA 4.0 (attribute Wikipedia); other rows third-party facts")
                .row(
                        SRC_CPU,
                        "PassMark CPU Mark and single-thread rating: Kaggle 'CPU Benchmarks Compilation' v4 (2022) and"
                                + " the PassMark CPU mega page (ugroups/benchmark, 2021) for threads, dates and older CPUs",
                        "https://github.com/KushalVenugopal/Machine-Learning",
                        "2022",
                        "a5d693a8bdde792044919161287c3f5cbc634f72",
                        "third-party benchmark facts (PassMark Software)")
                .row(
                        SRC_CPU_2026,
                        "Geekbench 6 and Cinebench R23 CPU lists (topcpu.net), as scraped by lainbo/cpu-mark; put on the"
                                + " PassMark scale by regression",
                        "https://github.com/lainbo/cpu-mark",
                        "2026-08",
                        "48c7b975df0ed65d90682311ad87a948b5d30dae",
                        "third-party benchmark facts; repository has no license")
                .row(
                        SRC_UB,
                        "UserBenchmark FPS by Peeters, Melnikov, Huellermeier (IDA 2021)",
                        "https://github.com/svpeeters/performance_prediction",
                        "2019-2020",
                        "713e78441d59a5dafccaa43858a0478a29b43e2f",
                        "MIT (repository); values scraped from userbenchmark.com")
                .row(
                        SRC_TECHSPOT,
                        "TechSpot / Hardware Unboxed 2024 GPU benchmarks, transcribed by S. Gerardini",
                        "https://github.com/StevenGerardini/Data-Analyst-Portfolio",
                        "2024",
                        "3d654f816360881cd87a6f28538a675b5cdc36ce",
                        "third-party measurements (TechSpot, Hardware Unboxed); no license stated")
                .row(
                        SRC_SUITE,
                        "Average FPS per GPU over a Brazilian outlet's suite of recent games (2025 chart; resolution,"
                                + " preset and test rig not recorded), scraped by caio-torres-seares; read only for how"
                                + " steeply recent games follow the GPU score",
                        "https://github.com/caio-torres-seares/scraping_hardware_custo_beneficio",
                        "2025",
                        "dd48f9c87521ae9762455dcd65adaa009d4f5451",
                        "third-party measurements; no license stated")
                .row(
                        SRC_STEAM,
                        "Steam store search results (titles, tags, release dates, share of positive reviews),"
                                + " scraped by CodeSmithDSMLProjects/SteamRecommender",
                        "https://github.com/CodeSmithDSMLProjects/SteamRecommender",
                        "2023-02",
                        "a350859c4ae6bad3e9e920ac8133ac63f3747359",
                        "no license stated; store facts (titles, tags, dates, review shares)")
                .row(
                        GameCatalog.SRC_STEAM_2024,
                        "Steam catalog of October 2024 (release dates, review counts, Steam's copy of the Metacritic"
                                + " score, genres), collected by NewbieIndieGameDev (steam-insights, fork rjaa2020)",
                        "https://github.com/rjaa2020/steam-insights",
                        "2024-10",
                        "4530e75befa1a01da33d77ffaab3d4e76fdaa766",
                        "no license stated; store facts (Steam store, Steam reviews, SteamSpy)")
                .row(
                        GameCatalog.SRC_PCGB,
                        "PCGameBenchmarks: G3D marks of the GPUs each game's Steam page names as minimum and recommended,"
                                + " RAM, engine frame-rate caps (https://pcgamebenchmarks.com)",
                        "https://github.com/emilioagustin83/pc-game-fps-dataset",
                        "2026-10",
                        "03e181f36673c1a3328c56d15e9602214ffc65e6",
                        "CC BY 4.0, attribution to PCGameBenchmarks (https://pcgamebenchmarks.com); its FPS estimates"
                                + " are that site's model: only compared with in the evaluation, never served or fitted")
                .row(
                        GameCatalog.SRC_STEAM_REQ_2019,
                        "Steam store system requirements as listed in 2019 (graphics, processor and memory lines),"
                                + " Nik Davis 'Steam Store Games', via hectorjimenez12/Mineria_Datos",
                        "https://github.com/hectorjimenez12/Mineria_Datos",
                        "2019",
                        "490c2dddcc6d2487890fe29bcbb0301903d9f375",
                        "publishers' store-page text; reported as CC BY 4.0 on Kaggle (not verifiable offline)")
                .row(
                        "steam-hw-survey",
                        "Steam Hardware & Software Survey (Valve), monthly, as collected by jdegene/steamHWsurvey",
                        "https://github.com/jdegene/steamHWsurvey",
                        "2008-11 to 2026-04",
                        "98a507c7358b374274e1cc6e74064056b5dacb7b",
                        "no license file; Valve's public survey numbers")
                .row(
                        SRC_CURATED,
                        "Games, names, release years and tags curated by the project, each with a sourced note",
                        "docs/DATA.md",
                        "2026",
                        "",
                        "project's own")
                .text();
    }

    private static String gpusFile(Map<Slug, Gpu> gpus) {
        Tsv.Writer w = new Tsv.Writer(
                "slug",
                "name",
                "brand",
                "kind",
                "g3d_mark",
                "release_year",
                "vram_mb",
                "score_basis",
                "g3d_low",
                "g3d_high",
                "source");
        gpus.values()
                .forEach(g -> w.row(
                        g.slug(),
                        g.name(),
                        g.brand(),
                        g.kind().key(),
                        g.g3dMark(),
                        orNull(g.releaseYear()),
                        orNull(g.vramMb()),
                        g.scoreBasis().key(),
                        g.g3dRange().map(G3dRange::low).orElse(null),
                        g.g3dRange().map(G3dRange::high).orElse(null),
                        switch (g.scoreBasis()) {
                            case PASSMARK -> SRC_G3D;
                            case PASSMARK_RESCALED -> SRC_G3D_OLDER;
                            case SPEC_ESTIMATE -> SRC_GPU_SPECS;
                        }));
        return w.text();
    }

    private static String cpusFile(Map<Slug, Cpu> cpus) {
        Tsv.Writer w = new Tsv.Writer(
                "slug",
                "name",
                "brand",
                "single_thread_mark",
                "cpu_mark",
                "cores",
                "threads",
                "release_year",
                "score_basis",
                "source");
        cpus.values()
                .forEach(c -> w.row(
                        c.slug(),
                        c.name(),
                        c.brand(),
                        c.singleThreadMark(),
                        c.cpuMark(),
                        orNull(c.cores()),
                        orNull(c.threads()),
                        orNull(c.releaseYear()),
                        c.scoreBasis().key(),
                        c.scoreBasis() == CpuScoreBasis.PASSMARK ? SRC_CPU : SRC_CPU_2026));
        return w.text();
    }

    private static String gamesFile(Map<Slug, Game> games, Map<Slug, Set<String>> sources) {
        Tsv.Writer w = new Tsv.Writer(
                "slug",
                "name",
                "release_year",
                "release_date",
                "store_rating_pct",
                "review_count",
                "critic_score",
                "tags",
                "genres",
                "steam_app_id",
                "engine_fps_cap",
                "also_known_as",
                "origin",
                "source");
        List<String> order = List.of(
                GameCatalog.SRC_CURATED,
                GameCatalog.SRC_STEAM_2023,
                GameCatalog.SRC_STEAM_2024,
                GameCatalog.SRC_PCGB,
                GameCatalog.SRC_STEAM_REQ_2019);
        games.values()
                .forEach(g -> w.row(
                        g.slug(),
                        g.name(),
                        orNull(g.releaseYear()),
                        g.details().releaseDate().map(Object::toString).orElse(null),
                        orNull(g.storeRatingPct()),
                        orNull(g.details().reviewCount()),
                        orNull(g.criticScore()),
                        String.join("|", g.tags()),
                        String.join("|", g.details().genres()),
                        orNull(g.steamAppId()),
                        orNull(g.details().engineFpsCap()),
                        String.join("|", g.details().alsoKnownAs()),
                        g.curated() ? "curated" : "store",
                        String.join(
                                ",",
                                order.stream()
                                        .filter(sources.get(g.slug())::contains)
                                        .toList())));
        return w.text();
    }

    /** One line per game and level (minimum, recommended) that a source lists. */
    private static String requirementsFile(Map<Slug, Game> games) {
        Tsv.Writer w = new Tsv.Writer(
                "game", "level", "gpu_g3d", "ram_gb", "gpu_text", "gpus", "cpu_text", "ram_text", "source");
        games.values().forEach(g -> {
            PublisherRequirements r = g.requirements();
            for (var level : List.of(Map.entry("minimum", r.minimum()), Map.entry("recommended", r.recommended()))) {
                level.getValue().ifPresent(l -> {
                    List<String> from = new ArrayList<>();
                    if (l.hasMarks()) {
                        from.add(r.markSource().orElseThrow());
                    }
                    if (l.hasText()) {
                        from.add(r.textSource().orElseThrow());
                    }
                    w.row(
                            g.slug(),
                            level.getKey(),
                            orNull(l.gpuG3d()),
                            orNull(l.ramGb()),
                            l.gpuText().orElse(null),
                            String.join("|", l.gpus().stream().map(Slug::value).toList()),
                            l.cpuText().orElse(null),
                            l.ramText().orElse(null),
                            String.join(",", from));
                });
            }
        });
        return w.text();
    }

    private static Integer orNull(OptionalInt v) {
        return v.isPresent() ? v.getAsInt() : null;
    }

    private static String measurementsFile(List<Measurement> measurements) {
        Tsv.Writer w = new Tsv.Writer("game", "gpu", "res", "preset", "avg_fps", "low1_fps", "samples", "source");
        measurements.forEach(m -> w.row(
                m.game(),
                m.gpu(),
                m.resolution().label(),
                m.preset().key(),
                fps(m.averageFps()),
                m.low1Fps().isPresent() ? fps(m.low1Fps().getAsDouble()) : null,
                m.samples(),
                m.sourceId()));
        return w.text();
    }

    private static String suiteFile(List<SuiteResult> suite) {
        Tsv.Writer w = new Tsv.Writer("gpu", "avg_fps", "year", "source");
        suite.forEach(r -> w.row(r.gpu(), fps(r.averageFps()), r.year(), r.sourceId()));
        return w.text();
    }

    private static String modelGlobalFile(GlobalParameters g) {
        Tsv.Writer w = new Tsv.Writer("key", "value");
        w.row("reference_g3d", g.referenceG3d()).row("gpu_exponent", g.gpuExponent());
        g.resolutionFactor().forEach((r, v) -> w.row("resolution_factor." + r.label(), v));
        g.presetFactor().forEach((p, v) -> w.row("preset_factor." + p.key(), v));
        w.row("low1_ratio", g.low1Ratio())
                .row("reference_single_thread", g.referenceSingleThread())
                .row("default_single_thread", g.defaultSingleThread())
                .row("default_cpu_name", g.defaultCpuName())
                .row("sharpness", g.sharpness())
                .row("max_fps", g.maxFps())
                .row("model_band.low_factor", g.modelBand().lowFactor())
                .row("model_band.high_factor", g.modelBand().highFactor())
                .row("model_band.expected_error_pct", g.modelBand().expectedErrorPct())
                .row("scaled_band.low_factor", g.scaledBand().lowFactor())
                .row("scaled_band.high_factor", g.scaledBand().highFactor())
                .row("scaled_band.expected_error_pct", g.scaledBand().expectedErrorPct())
                .row("demand.intercept", g.demandRelation().intercept())
                .row("demand.per_requirement", g.demandRelation().perRequirement())
                .row("demand.per_year", g.demandRelation().perYear())
                .row("demand.competitive", g.demandRelation().competitive())
                .row("demand.mean_requirement", g.demandRelation().meanRequirement())
                .row("demand.mean_year_term", g.demandRelation().meanYearTerm())
                .row("demand.mean_competitive", g.demandRelation().meanCompetitive())
                .row("demand.minimum_to_recommended", g.demandRelation().minimumToRecommended())
                .row("demand.cpu_per_demand", g.demandRelation().cpuPerDemand())
                .row("gpu_score.curvature", g.gpuScore().curvature())
                .row("gpu_score.per_vram_doubling", g.gpuScore().perVramDoubling());
        g.demandRelation()
                .exponentByYear()
                .ifPresent(e -> w.row("demand.exponent.first_year", e.firstYear())
                        .row("demand.exponent.last_year", e.lastYear())
                        .row("demand.exponent.at_first_year", e.atFirstYear())
                        .row("demand.exponent.at_last_year", e.atLastYear()));
        g.estimateBands()
                .forEach((basis, band) -> w.row("estimate_band." + basis.key() + ".low_factor", band.lowFactor())
                        .row("estimate_band." + basis.key() + ".high_factor", band.highFactor())
                        .row("estimate_band." + basis.key() + ".expected_error_pct", band.expectedErrorPct()));
        return w.text();
    }

    private static String surveyFile(List<SurveyShare> survey) {
        Tsv.Writer w = new Tsv.Writer("month", "category", "name", "share", "gpu", "mapping");
        survey.forEach(l -> w.row(
                l.month(),
                l.category().key(),
                l.name(),
                String.format(Locale.ROOT, "%.4f", l.share()),
                l.gpu().map(Slug::value).orElse(null),
                l.mapping().map(SurveyMapping::key).orElse(null)));
        return w.text();
    }

    private static String modelGamesFile(List<GameParameters> games) {
        List<String> header = new ArrayList<>(List.of("game", "demand"));
        for (Resolution r : Resolution.values()) {
            header.add("exponent." + r.label());
        }
        for (Resolution r : Resolution.values()) {
            for (Preset p : Preset.values()) {
                header.add("adjust." + r.label() + "." + p.key());
            }
        }
        header.addAll(List.of(
                "cpu_fps_at_reference",
                "measurements",
                "basis",
                "band.low_factor",
                "band.high_factor",
                "band.expected_error_pct",
                "scaled_band.low_factor",
                "scaled_band.high_factor",
                "scaled_band.expected_error_pct"));
        Tsv.Writer w = new Tsv.Writer(header.toArray(new String[0]));
        games.forEach(p -> {
            List<Object> row = new ArrayList<>(List.of(p.game(), p.demand()));
            for (Resolution r : Resolution.values()) {
                row.add(p.gpuExponent().get(r));
            }
            row.addAll(p.cellAdjust());
            row.addAll(
                    List.of(p.cpuFpsAtReference(), p.measurements(), p.basis().key()));
            for (Optional<ErrorBand> band : List.of(p.band(), p.scaledBand())) {
                row.add(band.map(b -> (Object) b.lowFactor()).orElse(""));
                row.add(band.map(b -> (Object) b.highFactor()).orElse(""));
                row.add(band.map(b -> (Object) b.expectedErrorPct()).orElse(""));
            }
            w.row(row.toArray());
        });
        return w.text();
    }

    private void section(String title, int read, int kept, List<String> skipped) {
        report.append(title)
                .append(": ")
                .append(read)
                .append(" read, ")
                .append(kept)
                .append(" kept\n");
        skipped.forEach(s -> report.append("  skipped: ").append(s).append('\n'));
        report.append('\n');
    }

    private static String fps(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    private static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
