package org.fpsforecast.importer;

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
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Names;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.RenderedMeasurement;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.SurveyShare;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.ModelFitter;
import org.fpsforecast.core.model.SuiteResult;
import org.fpsforecast.core.model.WeightedStats;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.data.format.AliasesFile;
import org.fpsforecast.data.format.AliasesFile.Alias;
import org.fpsforecast.data.format.CatalogFiles;
import org.fpsforecast.data.format.CpusFile;
import org.fpsforecast.data.format.GamesFile;
import org.fpsforecast.data.format.GpusFile;
import org.fpsforecast.data.format.ManifestFile;
import org.fpsforecast.data.format.MeasurementsFile;
import org.fpsforecast.data.format.ModelGamesFile;
import org.fpsforecast.data.format.ModelGlobalFile;
import org.fpsforecast.data.format.RenderingFiles;
import org.fpsforecast.data.format.RequirementsFile;
import org.fpsforecast.data.format.SuiteFile;
import org.fpsforecast.data.format.SurveyFile;
import org.fpsforecast.data.format.Tsv;
import org.fpsforecast.importer.fit.CpuRuns;
import org.fpsforecast.importer.fit.Evaluation;
import org.fpsforecast.importer.fit.ModelPipeline;
import org.fpsforecast.importer.fit.RenderingEvaluation;
import org.fpsforecast.importer.fit.SpecScoredGpus;

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

    public Result build() {
        if (!Files.isDirectory(datasets)) {
            throw new ImportException("not a directory: " + datasets + " (expected the shared/datasets folder)");
        }
        report.append("Catalog build report\n====================\n\n");

        Map<String, Gpu> gpuByKey = new LinkedHashMap<>();
        Map<Slug, Gpu> gpus = new GpuImport(datasets, progress, report).importGpus(gpuByKey);
        Map<String, Cpu> cpuByKey = new LinkedHashMap<>();
        Map<Slug, Cpu> cpus = new CpuImport(datasets, progress, report).importCpus(cpuByKey);
        GameCatalog.Result gameCatalog =
                new GameCatalog(datasets, List.copyOf(gpus.values()), progress, report).build();
        Map<String, Game> gameById = gameCatalog.byDatasetId();
        Map<Slug, Game> games = gameCatalog.games();

        Map<MeasurementsFile.CellKey, Measurement> cells = new TreeMap<>(MeasurementsFile.CellKey.ORDER);
        CpuRuns.Builder runs = new CpuRuns.Builder();
        MeasurementImport measured = new MeasurementImport(datasets, progress, report);
        double referenceSingleThread = measured.importUserBenchmark(gameById, gpuByKey, cpuByKey, cells, runs);
        List<RenderedMeasurement> rendered = new ArrayList<>();
        measured.importTechSpot(gameById, gpuByKey, cells, rendered);
        List<Measurement> measurements = new ArrayList<>(cells.values());
        List<SuiteResult> suite = measured.importSuite(gpuByKey);
        List<SurveyShare> survey = new SurveyImport(datasets, progress, report).importSurvey(gpuByKey);

        // A GPU scored from specs has no measured mark: its cells are served as measured but fit nothing, and
        // judge how answers on such GPUs do (SpecScoredGpus.lines).
        SpecScoredGpus.Split split = SpecScoredGpus.split(measurements, gpus);
        List<Measurement> forFit = split.forFit();
        List<Measurement> onEstimatedMarks = split.onEstimatedMarks();
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
                suite,
                rendered);
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
        rendering
                .levelled()
                .forEach((game, p) -> report.append(String.format(
                        Locale.ROOT,
                        "Measured only upscaled, native parameters read through the upscaling model: %s from %d runs,"
                                + " demand %.2f, 1440p / 4K adjustment %.3f / %.3f%n",
                        game,
                        p.measurements(),
                        p.demand(),
                        p.adjust(Resolution.P1440, Preset.HIGH),
                        p.adjust(Resolution.P4K, Preset.HIGH))));

        Map<String, String> files = new LinkedHashMap<>();
        files.put(CatalogFiles.SOURCES, CatalogWriters.sourcesFile());
        files.put(CatalogFiles.GPUS, GpusFile.write(gpus.values(), CatalogWriters::gpuSource));
        files.put(CatalogFiles.CPUS, CpusFile.write(cpus.values(), CatalogWriters::cpuSource));
        files.put(
                CatalogFiles.GAMES,
                GamesFile.write(games.values(), g -> CatalogWriters.gameSources(g, gameCatalog.sources())));
        files.put(CatalogFiles.REQUIREMENTS, RequirementsFile.write(games.values()));
        files.put(CatalogFiles.MEASUREMENTS, MeasurementsFile.write(measurements));
        files.put(CatalogFiles.SUITE, SuiteFile.write(suite));
        files.put(CatalogFiles.MODEL_GLOBAL, ModelGlobalFile.write(globalParameters));
        // The games measured only upscaled join the fitted ones, with their parameters read from those runs.
        Map<Slug, GameParameters> served = new TreeMap<>(fitted);
        served.putAll(rendering.levelled());
        files.put(CatalogFiles.MODEL_GAMES, ModelGamesFile.write(List.copyOf(served.values())));
        files.put(CatalogFiles.SURVEY, SurveyFile.write(survey));
        files.put(CatalogFiles.ALIASES, AliasesFile.write(aliases(games, gpus, cpus)));
        files.put(CatalogFiles.MEASUREMENTS_RENDERED, RenderingFiles.measurements(rendered));
        files.put(CatalogFiles.MODEL_RENDERING, RenderingFiles.parameters(rendering.served()));
        String version = CatalogFiles.version(files);
        Map<String, String> all = new LinkedHashMap<>();
        all.put(
                CatalogFiles.MANIFEST,
                ManifestFile.write(
                        manifest(version, gpus.size(), cpus.size(), games.size(), measurements.size(), survey.size())));
        all.putAll(files);
        report.insert(0, "catalog_version " + version + "\n");
        progress.step("Catalog " + version + ": " + gpus.size() + " GPUs, " + cpus.size() + " CPUs, " + games.size()
                + " games, " + measurements.size() + " measurements");
        return new Result(all, report.toString(), evaluation.lines());
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

    /** The manifest's entries: format, version, build date, builder and counts. */
    private Map<String, Object> manifest(
            String version, int gpus, int cpus, int games, int measurements, int surveyLines) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("format", CatalogFiles.FORMAT);
        m.put("catalog_version", version);
        m.put("build_date", buildDate.toString());
        m.put("builder", "forecast catalog build (importer v1)");
        m.put("gpus", gpus);
        m.put("cpus", cpus);
        m.put("games", games);
        m.put("measurements", measurements);
        m.put("survey_lines", surveyLines);
        return m;
    }

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
}
