package org.fpsforecast.data.catalog;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Supplier;
import com.google.common.base.Suppliers;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.function.Function;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.CpuScoreBasis;
import org.fpsforecast.core.domain.DataSource;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.EvaluationRow;
import org.fpsforecast.core.domain.G3dRange;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.GameDetails;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Matrix;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.PublisherRequirements;
import org.fpsforecast.core.domain.RenderedMeasurement;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.SurveyCategory;
import org.fpsforecast.core.domain.SurveyShare;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.RenderingParameters;
import org.fpsforecast.core.model.SuiteResult;
import org.fpsforecast.core.port.out.Catalog;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.core.port.out.Cpus;
import org.fpsforecast.core.port.out.Games;
import org.fpsforecast.core.port.out.Gpus;
import org.fpsforecast.core.port.out.HardwareSurvey;
import org.fpsforecast.core.port.out.Measurements;
import org.fpsforecast.core.port.out.ModelParameters;
import org.fpsforecast.data.format.CatalogFormatException;

/**
 * The catalog held in memory, loaded from the project's own TSV files (bundled in the jar, or from a directory), and
 * validated record by record: a broken catalog is refused with the file, line and problem.
 */
public final class BundledCatalog implements Catalog {
    private record CellKey(Slug game, Slug gpu, Resolution resolution, Preset preset) {}

    private final String version;
    private final String buildDate;
    private final List<DataSource> sources;
    private final Map<Slug, Game> games;
    private final Map<Slug, Gpu> gpus;
    private final Map<Slug, Cpu> cpus;
    private final Map<CellKey, Measurement> measurements;
    private final List<Measurement> sortedMeasurements;
    private final List<SuiteResult> suite;
    private final GlobalParameters global;
    private final Map<Slug, GameParameters> gameParameters;
    private final Supplier<ImmutableMap<YearMonth, Map<SurveyCategory, List<SurveyShare>>>> survey;
    private final ImmutableMap<ItemType, Map<Slug, Slug>> aliases;
    private final List<EvaluationRow> evaluation;

    private BundledCatalog(Map<String, String> files) {
        Map<String, String> manifest = new LinkedHashMap<>();
        CatalogRows.read(files, CatalogFiles.MANIFEST, r -> manifest.put(r.text("key"), r.text("value")));
        if (!CatalogFiles.FORMAT.equals(manifest.get("format"))) {
            throw new CatalogFormatException(
                    CatalogFiles.MANIFEST,
                    0,
                    "format must be " + CatalogFiles.FORMAT + ", got " + manifest.get("format"));
        }
        this.version = CatalogFiles.version(files);
        if (!version.equals(manifest.get("catalog_version"))) {
            throw new CatalogFormatException(
                    CatalogFiles.MANIFEST,
                    0,
                    "catalog_version " + manifest.get("catalog_version") + " does not match the files (" + version
                            + "); rebuild the catalog with 'forecast catalog build'");
        }
        this.buildDate = requireNonNull(manifest.get("build_date"), "build_date");
        this.evaluation = EvaluationReport.rows(files.get(CatalogFiles.REPORT), version);

        Map<String, DataSource> sourceById = new LinkedHashMap<>();
        CatalogRows.read(files, CatalogFiles.SOURCES, r -> {
            DataSource s = new DataSource(
                    r.text("id"),
                    r.text("title"),
                    r.text("url"),
                    r.text("period"),
                    Objects.requireNonNullElse(r.optionalText("license_note"), ""));
            CatalogRows.unique(sourceById, s.id(), s, r);
        });
        this.sources = ImmutableList.copyOf(sourceById.values());

        Map<Slug, Gpu> gpuMap = new TreeMap<>();
        CatalogRows.read(files, CatalogFiles.GPUS, r -> {
            Gpu g = new Gpu(
                    new Slug(r.text("slug")),
                    r.text("name"),
                    r.enumValue("brand", Brand.class),
                    r.enumValue("kind", GpuKind.class),
                    r.positiveInt("g3d_mark"),
                    CatalogRows.optionalInt(r, "release_year"),
                    CatalogRows.optionalInt(r, "vram_mb"),
                    GpuScoreBasis.ofKey(r.text("score_basis")),
                    r.optionalText("g3d_low") == null
                            ? Optional.empty()
                            : Optional.of(new G3dRange(r.positiveInt("g3d_low"), r.positiveInt("g3d_high"))));
            CatalogRows.unique(gpuMap, g.slug(), g, r);
        });
        this.gpus = ImmutableMap.copyOf(gpuMap);

        Map<Slug, Cpu> cpuMap = new TreeMap<>();
        CatalogRows.read(files, CatalogFiles.CPUS, r -> {
            Cpu c = new Cpu(
                    new Slug(r.text("slug")),
                    r.text("name"),
                    r.enumValue("brand", Brand.class),
                    r.positiveInt("single_thread_mark"),
                    r.positiveInt("cpu_mark"),
                    CatalogRows.optionalInt(r, "cores"),
                    CatalogRows.optionalInt(r, "threads"),
                    CatalogRows.optionalInt(r, "release_year"),
                    CpuScoreBasis.ofKey(r.text("score_basis")));
            CatalogRows.unique(cpuMap, c.slug(), c, r);
        });
        this.cpus = ImmutableMap.copyOf(cpuMap);

        Map<Slug, PublisherRequirements> requirementsByGame =
                CatalogFileReaders.readRequirements(files, gpuMap, sourceById);
        Map<Slug, Game> gameMap = new TreeMap<>();
        CatalogRows.read(files, CatalogFiles.GAMES, r -> {
            String origin = r.text("origin");
            if (!origin.equals("curated") && !origin.equals("store")) {
                throw r.error("column 'origin' must be 'curated' or 'store', got '" + origin + "'");
            }
            Slug slug = new Slug(r.text("slug"));
            String date = r.optionalText("release_date");
            OptionalInt reviews = CatalogRows.optionalInt(r, "review_count");
            Game g = new Game(
                    slug,
                    r.text("name"),
                    CatalogRows.optionalInt(r, "release_year"),
                    CatalogRows.optionalInt(r, "store_rating_pct"),
                    CatalogRows.optionalInt(r, "critic_score"),
                    CatalogRows.list(r.optionalText("tags")),
                    CatalogRows.optionalInt(r, "steam_app_id"),
                    origin.equals("curated"),
                    new GameDetails(
                            date == null ? Optional.empty() : Optional.of(LocalDate.parse(date)),
                            reviews,
                            CatalogRows.list(r.optionalText("genres")),
                            CatalogRows.optionalInt(r, "engine_fps_cap"),
                            requirementsByGame.getOrDefault(slug, PublisherRequirements.NONE),
                            CatalogRows.list(r.optionalText("also_known_as"))));
            CatalogRows.unique(gameMap, g.slug(), g, r);
        });
        for (Slug game : requirementsByGame.keySet()) {
            if (!gameMap.containsKey(game)) {
                throw new CatalogFormatException(
                        CatalogFiles.REQUIREMENTS, 0, "requirements of unknown game '" + game + "'");
            }
        }
        this.games = ImmutableMap.copyOf(gameMap);

        Map<CellKey, Measurement> cells = new HashMap<>();
        CatalogRows.read(files, CatalogFiles.MEASUREMENTS, r -> {
            String low = r.optionalText("low1_fps");
            Measurement m = new Measurement(
                    CatalogRows.known(gameMap, new Slug(r.text("game")), r, "game"),
                    CatalogRows.known(gpuMap, new Slug(r.text("gpu")), r, "gpu"),
                    Resolution.parse("res", r.text("res")),
                    Preset.parse("preset", r.text("preset")),
                    r.positiveDouble("avg_fps"),
                    low == null ? OptionalDouble.empty() : OptionalDouble.of(r.positiveDouble("low1_fps")),
                    r.positiveInt("samples"),
                    CatalogRows.known(sourceById, r.text("source"), r, "source"));
            CatalogRows.unique(cells, new CellKey(m.game(), m.gpu(), m.resolution(), m.preset()), m, r);
        });
        this.measurements = ImmutableMap.copyOf(cells);
        List<Measurement> sorted = new ArrayList<>(cells.values());
        sorted.sort(Comparator.comparing(Measurement::game)
                .thenComparing(Measurement::gpu)
                .thenComparing(Measurement::resolution)
                .thenComparing(Measurement::preset));
        this.sortedMeasurements = ImmutableList.copyOf(sorted);
        List<RenderedMeasurement> renderedRows =
                RenderingFiles.readMeasurements(files.get(CatalogFiles.MEASUREMENTS_RENDERED), (column, value, r) -> {
                    switch (column) {
                        case "game" -> CatalogRows.known(gameMap, new Slug(value), r, "game");
                        case "gpu" -> CatalogRows.known(gpuMap, new Slug(value), r, "gpu");
                        default -> CatalogRows.known(sourceById, value, r, "source");
                    }
                    return value;
                });
        this.allRendered = ImmutableList.copyOf(renderedRows);
        Map<String, List<RenderedMeasurement>> renderedBy = new HashMap<>();
        renderedRows.forEach(r -> renderedBy
                .computeIfAbsent(r.cell().game() + "|" + r.cell().gpu(), k -> new ArrayList<>())
                .add(r));
        this.rendered = ImmutableMap.copyOf(renderedBy);
        this.renderingParameters = RenderingFiles.readParameters(files.get(CatalogFiles.MODEL_RENDERING));

        Map<String, SuiteResult> suiteRows = new LinkedHashMap<>();
        CatalogRows.read(files, CatalogFiles.SUITE, r -> {
            SuiteResult row = new SuiteResult(
                    CatalogRows.known(gpuMap, new Slug(r.text("gpu")), r, "gpu"),
                    r.positiveDouble("avg_fps"),
                    r.positiveInt("year"),
                    CatalogRows.known(sourceById, r.text("source"), r, "source"));
            CatalogRows.unique(suiteRows, row.sourceId() + "|" + row.year() + "|" + row.gpu(), row, r);
        });
        this.suite = ImmutableList.copyOf(suiteRows.values());

        Map<String, String> g = new LinkedHashMap<>();
        CatalogRows.read(
                files, CatalogFiles.MODEL_GLOBAL, r -> CatalogRows.unique(g, r.text("key"), r.text("value"), r));
        this.global = CatalogFileReaders.globalParameters(g);

        Map<Slug, GameParameters> params = new TreeMap<>();
        CatalogRows.read(files, CatalogFiles.MODEL_GAMES, r -> {
            String count = r.text("measurements");
            Map<Resolution, Double> exponents = new EnumMap<>(Resolution.class);
            List<Double> adjust = new ArrayList<>(Matrix.SIZE);
            for (Resolution res : Resolution.values()) {
                exponents.put(res, r.positiveDouble("exponent." + res.label()));
                for (Preset preset : Preset.values()) {
                    adjust.add(CatalogRows.finite(r, "adjust." + res.label() + "." + preset.key()));
                }
            }
            GameParameters p = new GameParameters(
                    CatalogRows.known(gameMap, new Slug(r.text("game")), r, "game"),
                    r.positiveDouble("demand"),
                    exponents,
                    adjust,
                    r.positiveDouble("cpu_fps_at_reference"),
                    count.equals("0") ? 0 : r.positiveInt("measurements"),
                    DemandBasis.ofKey(r.text("basis")),
                    CatalogRows.ownBand(r, "band."),
                    CatalogRows.ownBand(r, "scaled_band."));
            CatalogRows.unique(params, p.game(), p, r);
        });
        this.gameParameters = ImmutableMap.copyOf(params);

        // The survey (the largest file) is parsed on first use: one-shot commands never need it. Its content is
        // already covered by the version check above; serve forces the parse at start (see survey()).
        String surveyText = files.get(CatalogFiles.SURVEY);
        this.survey = Suppliers.memoize(() -> CatalogFileReaders.parseSurvey(surveyText, gpuMap));

        Map<ItemType, Map<Slug, Slug>> aliasMaps = new EnumMap<>(ItemType.class);
        for (ItemType t : ItemType.values()) {
            aliasMaps.put(t, new TreeMap<>());
        }
        CatalogRows.read(files, CatalogFiles.ALIASES, r -> {
            ItemType type = r.enumValue("type", ItemType.class);
            Slug alias = new Slug(r.text("alias"));
            Map<Slug, ?> records = type == ItemType.GAME ? gameMap : type == ItemType.GPU ? gpuMap : cpuMap;
            Slug target = CatalogRows.known(records, new Slug(r.text("slug")), r, type.key());
            if (records.containsKey(alias)) {
                throw r.error("alias '" + alias + "' is also the slug of a " + type.key());
            }
            CatalogRows.unique(aliasMaps.get(type), alias, target, r);
        });
        this.aliases = ImmutableMap.copyOf(aliasMaps);
    }

    /** The slug a possibly old slug stands for now: itself, or the record it was renamed to. */
    public Slug canonical(ItemType type, Slug slug) {
        return aliases.get(type).getOrDefault(slug, slug);
    }

    /** Old slugs that still resolve, by type (alias to current slug). */
    public Map<Slug, Slug> aliases(ItemType type) {
        return aliases.get(type);
    }

    /** Loads the catalog bundled in this jar. */
    public static BundledCatalog load() {
        return new BundledCatalog(contents());
    }

    /** The files of the catalog bundled in this jar (file name to content: the manifest and the data files). */
    public static Map<String, String> contents() {
        Map<String, String> files = readFiles(name -> {
            String resource = CatalogFiles.RESOURCE_DIR + "/" + name;
            try (InputStream in = BundledCatalog.class.getClassLoader().getResourceAsStream(resource)) {
                if (in == null) {
                    throw new CatalogFormatException(name, 0, "not found on the classpath at " + resource);
                }
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + resource, e);
            }
        });
        try (InputStream in = BundledCatalog.class
                .getClassLoader()
                .getResourceAsStream(CatalogFiles.RESOURCE_DIR + "/" + CatalogFiles.REPORT)) {
            if (in != null) {
                files.put(CatalogFiles.REPORT, new String(in.readAllBytes(), StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + CatalogFiles.REPORT, e);
        }
        return files;
    }

    /**
     * The most a catalog directory's files may take together: about 3.5 times the bundled catalog, and small enough to
     * load beside the one being served in the launcher's heap. A larger file (a mistake, or a hostile one) is refused
     * before it is read, rather than exhausting the memory of a serving process.
     */
    public static final long MAX_DIRECTORY_BYTES = 32_000_000;

    /** Loads a catalog from a directory written by the importer. */
    public static BundledCatalog load(Path dir) {
        return new BundledCatalog(contents(dir));
    }

    /** The files of the catalog in {@code dir} (file name to content: the manifest and the data files). */
    public static Map<String, String> contents(Path dir) {
        long[] total = {0};
        Map<String, String> files = readFiles(name -> {
            try {
                total[0] += Files.size(dir.resolve(name));
                if (total[0] > MAX_DIRECTORY_BYTES) {
                    throw new CatalogFormatException(
                            dir.resolve(name).toString(),
                            0,
                            "the catalog's files reach " + total[0] / 1_000_000 + " MB with this one; a catalog may"
                                    + " take " + MAX_DIRECTORY_BYTES / 1_000_000 + " MB at most (the bundled one"
                                    + " takes about 9), so it is not read");
                }
                return Files.readString(dir.resolve(name), StandardCharsets.UTF_8);
            } catch (NoSuchFileException e) {
                throw new CatalogFormatException(dir.resolve(name).toString(), 0, "file is missing");
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + dir.resolve(name), e);
            }
        });
        Path report = dir.resolve(CatalogFiles.REPORT);
        if (Files.isRegularFile(report)) {
            try {
                files.put(CatalogFiles.REPORT, Files.readString(report, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + report, e);
            }
        }
        return files;
    }

    /** Loads a catalog from file contents already in memory (file name to content). */
    public static BundledCatalog fromContents(Map<String, String> contentByFile) {
        Map<String, String> files = readFiles(name -> {
            String content = contentByFile.get(name);
            if (content == null) {
                throw new CatalogFormatException(name, 0, "file is missing");
            }
            return content;
        });
        if (contentByFile.containsKey(CatalogFiles.REPORT)) {
            files.put(CatalogFiles.REPORT, contentByFile.get(CatalogFiles.REPORT));
        }
        return new BundledCatalog(files);
    }

    private static Map<String, String> readFiles(Function<String, String> reader) {
        Map<String, String> files = new LinkedHashMap<>();
        files.put(CatalogFiles.MANIFEST, reader.apply(CatalogFiles.MANIFEST));
        for (String name : CatalogFiles.DATA_FILES) {
            files.put(name, reader.apply(name));
        }
        return files;
    }

    public String version() {
        return version;
    }

    /** The day the catalog was built, as written in its manifest ({@code YYYY-MM-DD}). */
    public String buildDate() {
        return buildDate;
    }

    @Override
    public CatalogMetadata metadata() {
        return metadata;
    }

    @Override
    public Games games() {
        return gameView;
    }

    @Override
    public Gpus gpus() {
        return gpuView;
    }

    @Override
    public Cpus cpus() {
        return cpuView;
    }

    /**
     * Average FPS of GPUs over suites of recent games, which the model fit reads for how steeply recent games follow
     * the GPU score ({@link CatalogFiles#SUITE}); not a port: nothing is ever answered from them.
     */
    public List<SuiteResult> suiteResults() {
        return suite;
    }

    @Override
    public Measurements measurements() {
        return measurementView;
    }

    @Override
    public ModelParameters modelParameters() {
        return modelView;
    }

    @Override
    public HardwareSurvey survey() {
        return surveyView;
    }

    private final HardwareSurvey surveyView = new HardwareSurvey() {
        @Override
        public List<YearMonth> months() {
            return survey.get().keySet().asList();
        }

        @Override
        public List<SurveyShare> shares(YearMonth month, SurveyCategory category) {
            Map<SurveyCategory, List<SurveyShare>> byCategory = survey.get().get(month);
            return byCategory == null ? List.of() : byCategory.getOrDefault(category, List.of());
        }
    };

    private final CatalogMetadata metadata = new CatalogMetadata() {
        @Override
        public String version() {
            return version;
        }

        @Override
        public List<DataSource> sources() {
            return sources;
        }

        @Override
        public List<EvaluationRow> evaluation() {
            return evaluation;
        }

        @Override
        public Optional<String> buildDate() {
            return Optional.of(buildDate);
        }
    };

    private final Games gameView = new Games() {
        @Override
        public Optional<Game> find(Slug slug) {
            return Optional.ofNullable(games.get(canonical(ItemType.GAME, slug)));
        }

        @Override
        public List<Game> all() {
            return ImmutableList.copyOf(games.values());
        }
    };

    private final Gpus gpuView = new Gpus() {
        @Override
        public Optional<Gpu> find(Slug slug) {
            return Optional.ofNullable(gpus.get(canonical(ItemType.GPU, slug)));
        }

        @Override
        public List<Gpu> all() {
            return ImmutableList.copyOf(gpus.values());
        }
    };

    private final Cpus cpuView = new Cpus() {
        @Override
        public Optional<Cpu> find(Slug slug) {
            return Optional.ofNullable(cpus.get(canonical(ItemType.CPU, slug)));
        }

        @Override
        public List<Cpu> all() {
            return ImmutableList.copyOf(cpus.values());
        }
    };

    private final List<RenderedMeasurement> allRendered;
    private final Map<String, List<RenderedMeasurement>> rendered;
    private final RenderingParameters renderingParameters;

    private final Measurements measurementView = new Measurements() {
        @Override
        public List<RenderedMeasurement> rendered(Slug game, Slug gpu) {
            Slug g = canonical(ItemType.GAME, game);
            Slug c = canonical(ItemType.GPU, gpu);
            return rendered.getOrDefault(g + "|" + c, List.of());
        }

        @Override
        public List<RenderedMeasurement> allRendered() {
            return allRendered;
        }

        @Override
        public Optional<Measurement> find(Slug game, Slug gpu, Resolution resolution, Preset preset) {
            return Optional.ofNullable(measurements.get(new CellKey(game, gpu, resolution, preset)));
        }

        @Override
        public List<Measurement> all() {
            return sortedMeasurements;
        }
    };

    private final ModelParameters modelView = new ModelParameters() {
        @Override
        public GlobalParameters global() {
            return global;
        }

        @Override
        public Optional<GameParameters> game(Slug game) {
            return Optional.ofNullable(gameParameters.get(game));
        }

        @Override
        public RenderingParameters rendering() {
            return renderingParameters;
        }
    };
}
