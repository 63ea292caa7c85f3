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
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.DataSource;
import org.fpsforecast.core.domain.EvaluationRow;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
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
import org.fpsforecast.data.format.AliasesFile;
import org.fpsforecast.data.format.CatalogFiles;
import org.fpsforecast.data.format.CatalogFormatException;
import org.fpsforecast.data.format.CatalogRows;
import org.fpsforecast.data.format.CpusFile;
import org.fpsforecast.data.format.GamesFile;
import org.fpsforecast.data.format.GpusFile;
import org.fpsforecast.data.format.ManifestFile;
import org.fpsforecast.data.format.MeasurementsFile;
import org.fpsforecast.data.format.ModelGamesFile;
import org.fpsforecast.data.format.ModelGlobalFile;
import org.fpsforecast.data.format.RenderingFiles;
import org.fpsforecast.data.format.RequirementsFile;
import org.fpsforecast.data.format.SourcesFile;
import org.fpsforecast.data.format.SuiteFile;
import org.fpsforecast.data.format.SurveyFile;

/**
 * The catalog held in memory, loaded from the project's own TSV files (bundled in the jar, or from a directory), and
 * validated record by record: a broken catalog is refused with the file, line and problem.
 */
public final class BundledCatalog implements Catalog {

    private final String version;
    private final String buildDate;
    private final List<DataSource> sources;
    private final Map<Slug, Game> games;
    private final Map<Slug, Gpu> gpus;
    private final Map<Slug, Cpu> cpus;
    private final Map<MeasurementsFile.CellKey, Measurement> measurements;
    private final List<Measurement> sortedMeasurements;
    private final List<SuiteResult> suite;
    private final GlobalParameters global;
    private final Map<Slug, GameParameters> gameParameters;
    private final Supplier<ImmutableMap<YearMonth, Map<SurveyCategory, List<SurveyShare>>>> survey;
    private final ImmutableMap<ItemType, Map<Slug, Slug>> aliases;
    private final List<EvaluationRow> evaluation;

    private BundledCatalog(Map<String, String> files) {
        Map<String, String> manifest = ManifestFile.read(files);
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

        Map<String, DataSource> sourceById = SourcesFile.read(files);
        this.sources = ImmutableList.copyOf(sourceById.values());
        this.gpus = GpusFile.read(files);
        this.cpus = CpusFile.read(files);
        this.games = GamesFile.read(files, RequirementsFile.read(files, gpus, sourceById));

        this.measurements = ImmutableMap.copyOf(MeasurementsFile.read(files, games, gpus, sourceById));
        List<Measurement> sorted = new ArrayList<>(measurements.values());
        sorted.sort(Comparator.comparing(MeasurementsFile.CellKey::of, MeasurementsFile.CellKey.ORDER));
        this.sortedMeasurements = ImmutableList.copyOf(sorted);
        List<RenderedMeasurement> renderedRows =
                RenderingFiles.readMeasurements(files.get(CatalogFiles.MEASUREMENTS_RENDERED), (column, value, r) -> {
                    switch (column) {
                        case "game" -> CatalogRows.known(games, new Slug(value), r, "game");
                        case "gpu" -> CatalogRows.known(gpus, new Slug(value), r, "gpu");
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
        this.suite = SuiteFile.read(files, gpus, sourceById);
        this.global = ModelGlobalFile.read(files);
        this.gameParameters = ModelGamesFile.read(files, games);

        // The survey (the largest file) is parsed on first use: one-shot commands never need it. Its content is
        // already covered by the version check above; serve forces the parse at start (see survey()).
        String surveyText = files.get(CatalogFiles.SURVEY);
        Map<Slug, Gpu> gpuMap = this.gpus;
        this.survey = Suppliers.memoize(() -> SurveyFile.read(surveyText, gpuMap));
        this.aliases = AliasesFile.read(files, games, gpus, cpus);
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
            return Optional.ofNullable(measurements.get(new MeasurementsFile.CellKey(game, gpu, resolution, preset)));
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
