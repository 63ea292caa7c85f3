package org.fpsforecast.core;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Supplier;
import com.google.common.base.Suppliers;
import java.time.Clock;
import java.time.YearMonth;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.internal.BuildImporter;
import org.fpsforecast.core.internal.BuildStatistics;
import org.fpsforecast.core.internal.CanRuns;
import org.fpsforecast.core.internal.CatalogBrowser;
import org.fpsforecast.core.internal.CatalogSearch;
import org.fpsforecast.core.internal.ForecastService;
import org.fpsforecast.core.internal.GameProfiles;
import org.fpsforecast.core.internal.NameResolver;
import org.fpsforecast.core.internal.PcScores;
import org.fpsforecast.core.internal.RendererIdentification;
import org.fpsforecast.core.internal.SurveyReports;
import org.fpsforecast.core.port.in.BrowseCatalog;
import org.fpsforecast.core.port.in.CanRunAnswer;
import org.fpsforecast.core.port.in.CanRunGame;
import org.fpsforecast.core.port.in.CanRunRequest;
import org.fpsforecast.core.port.in.CatalogPage;
import org.fpsforecast.core.port.in.CatalogQuery;
import org.fpsforecast.core.port.in.DescribeGame;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.core.port.in.GameProfile;
import org.fpsforecast.core.port.in.IdentifyGpu;
import org.fpsforecast.core.port.in.ImportBuilds;
import org.fpsforecast.core.port.in.LookUpRecords;
import org.fpsforecast.core.port.in.NameMatch;
import org.fpsforecast.core.port.in.PcScore;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.core.port.in.ReportSurvey;
import org.fpsforecast.core.port.in.ResolveName;
import org.fpsforecast.core.port.in.ScorePc;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.port.in.SearchHit;
import org.fpsforecast.core.port.in.SurveyReport;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.core.port.out.Catalog;
import org.fpsforecast.core.renderer.Identification;

/**
 * The one entry point for embedding the service: every question the HTTP interfaces and the CLI answer, asked in Java
 * with the core's value types.
 *
 * <pre>{@code
 * Forecaster forecaster = Forecaster.of(BundledCatalog.load());
 * Forecast f = forecaster.forecast(new Slug("cyberpunk-2077"), new Slug("geforce-rtx-4070"));
 * f.fps().average();  // frames per second
 * f.source();         // MEASURED or MODEL: never mixed up
 * }</pre>
 *
 * <p><b>Thread safety:</b> a forecaster is immutable and may be shared by any number of threads. The search index, the
 * renderer index, the score anchors and the survey months are built on first use (once, whichever thread asks first);
 * call {@link #warmUp()} to build them up front.
 *
 * <p><b>Errors:</b> unknown slugs throw {@link org.fpsforecast.core.domain.NotFoundException}, bad arguments {@link
 * org.fpsforecast.core.domain.InvalidParameterException}, data that does not exist (a survey month, a small country)
 * {@link org.fpsforecast.core.domain.UnavailableException}; all three are {@link
 * org.fpsforecast.core.domain.ForecastException}s with a message meant for people.
 */
public final class Forecaster
        implements ForecastFps,
                SearchCatalog,
                ResolveName,
                IdentifyGpu,
                CanRunGame,
                DescribeGame,
                ScorePc,
                ReportSurvey,
                BrowseCatalog,
                LookUpRecords {
    /** How many hits {@link #search(String)} returns. */
    public static final int DEFAULT_SEARCH_LIMIT = SearchCatalog.DEFAULT_LIMIT;

    private final Catalog catalog;
    private final ForecastService forecasts;
    private final RendererIdentification identify;
    private final CanRuns canRuns;
    private final GameProfiles profiles;
    private final CatalogBrowser browse;
    private final NameResolver names;
    /** Each kind of record is indexed on the first search of it. */
    private final CatalogSearch search;

    private final Supplier<PcScores> scores;
    private final Supplier<SurveyReports> survey;

    private Forecaster(Catalog catalog) {
        this.catalog = requireNonNull(catalog, "catalog");
        this.forecasts = new ForecastService(
                catalog.games(), catalog.gpus(), catalog.cpus(), catalog.measurements(), catalog.modelParameters());
        this.identify = new RendererIdentification(catalog.gpus());
        this.canRuns = new CanRuns(forecasts, identify);
        this.profiles = new GameProfiles(catalog.games(), catalog.gpus(), catalog.modelParameters());
        this.browse = new CatalogBrowser(catalog.games(), catalog.gpus(), catalog.cpus());
        this.search = new CatalogSearch(catalog.games(), catalog.gpus(), catalog.cpus(), catalog.survey());
        this.names = new NameResolver(catalog.games(), catalog.gpus(), catalog.cpus(), search);
        this.scores = Suppliers.memoize(() -> new PcScores(forecasts, catalog.games(), catalog.gpus(), catalog.cpus()));
        this.survey = Suppliers.memoize(
                () -> new SurveyReports(catalog.survey(), forecasts, catalog.games(), catalog.gpus()));
    }

    /**
     * A forecaster over a catalog: cheap (the catalog is already in memory; indexes are built on first use).
     *
     * @param catalog the bundled catalog ({@code BundledCatalog.load()}), one from a directory, or your own ports
     * @return the forecaster
     * @throws NullPointerException when {@code catalog} is null
     */
    public static Forecaster of(Catalog catalog) {
        return new Forecaster(catalog);
    }

    /**
     * Builds every index now, so that no later call pays for one.
     *
     * @return this forecaster
     */
    public Forecaster warmUp() {
        search.prepare();
        identify.prepare();
        scores.get();
        survey.get();
        return this;
    }

    /**
     * The catalog this forecaster answers from.
     *
     * @return the catalog given to {@link #of}
     */
    public Catalog catalog() {
        return catalog;
    }

    /**
     * The catalog's version.
     *
     * @return a short text that changes whenever any answer can change
     */
    public String catalogVersion() {
        return catalog.metadata().version();
    }

    // Forecasts

    /**
     * The FPS of a game on a GPU (and a CPU when the request has one) at a resolution and preset, with the whole
     * matrix, the source (measured or modeled), the range and confidence of a modeled number, the verdict and, with a
     * CPU, the bottleneck.
     *
     * @throws org.fpsforecast.core.domain.NotFoundException when the game, GPU or CPU is not in the catalog
     */
    @Override
    public Forecast forecast(ForecastRequest request) {
        return forecasts.forecast(request);
    }

    /**
     * The forecast at the default settings ({@link ForecastRequest#DEFAULT_RESOLUTION}, {@link
     * ForecastRequest#DEFAULT_PRESET}) with no CPU given; the matrix holds every other setting.
     *
     * @param game the game's slug
     * @param gpu the GPU's slug
     * @return the forecast
     *
     * @throws org.fpsforecast.core.domain.NotFoundException when the game or GPU is not in the catalog
     */
    public Forecast forecast(Slug game, Slug gpu) {
        return forecast(new ForecastRequest(
                game, gpu, Optional.empty(), ForecastRequest.DEFAULT_RESOLUTION, ForecastRequest.DEFAULT_PRESET));
    }

    // Lookup and search

    /**
     * A game.
     *
     * @param slug its slug (or a former slug of it)
     * @return the game; empty when the catalog has none with this slug
     */
    @Override
    public Optional<Game> game(Slug slug) {
        return catalog.games().find(slug);
    }

    /**
     * A GPU.
     *
     * @param slug its slug (or a former slug of it)
     * @return the GPU; empty when the catalog has none with this slug
     */
    @Override
    public Optional<Gpu> gpu(Slug slug) {
        return catalog.gpus().find(slug);
    }

    /**
     * A CPU.
     *
     * @param slug its slug (or a former slug of it)
     * @return the CPU; empty when the catalog has none with this slug
     */
    @Override
    public Optional<Cpu> cpu(Slug slug) {
        return catalog.cpus().find(slug);
    }

    /**
     * Games, GPUs and CPUs matching what a person typed, best first; {@value #DEFAULT_SEARCH_LIMIT} at most.
     *
     * @param query what was typed, e.g. {@code "rtx 4070"}
     * @return the hits, best first
     *
     * @throws org.fpsforecast.core.domain.InvalidParameterException for an empty or over-long query
     */
    public List<SearchHit> search(String query) {
        return search(query, EnumSet.allOf(ItemType.class), DEFAULT_SEARCH_LIMIT);
    }

    /**
     * Records of the given types matching what a person typed, best first.
     *
     * @throws org.fpsforecast.core.domain.InvalidParameterException for an empty or over-long query, no types, or a
     *     limit outside 1..{@value SearchCatalog#MAX_LIMIT}
     */
    @Override
    public List<SearchHit> search(String query, Set<ItemType> types, int limit) {
        return search.search(query, types, limit);
    }

    /**
     * A slug or a name as people type it ("rtx 4070", "gta 5") resolved to one record, or the candidates to choose
     * from, or nothing.
     *
     * @throws org.fpsforecast.core.domain.InvalidParameterException for an empty or over-long text
     */
    @Override
    public NameMatch resolve(ItemType type, String text) {
        return names.resolve(type, text);
    }

    /**
     * A page of the catalog's games.
     *
     * @throws org.fpsforecast.core.domain.InvalidParameterException when the query filters by brand or kind
     */
    @Override
    public CatalogPage<Game> games(CatalogQuery query) {
        return browse.games(query);
    }

    /** A page of the catalog's GPUs. */
    @Override
    public CatalogPage<Gpu> gpus(CatalogQuery query) {
        return browse.gpus(query);
    }

    /**
     * A page of the catalog's CPUs.
     *
     * @throws org.fpsforecast.core.domain.InvalidParameterException when the query filters by kind
     */
    @Override
    public CatalogPage<Cpu> cpus(CatalogQuery query) {
        return browse.cpus(query);
    }

    // Games, PCs, browsers, the survey

    /**
     * A game's year, store rating, demandingness and model-derived minimum and recommended GPU.
     *
     * @throws org.fpsforecast.core.domain.NotFoundException for an unknown slug
     */
    @Override
    public GameProfile describe(Slug game) {
        return profiles.describe(game);
    }

    /**
     * The 0-100 score and tier of a GPU, CPU and amount of RAM over the basket of popular games.
     *
     * @throws org.fpsforecast.core.domain.NotFoundException for an unknown GPU or CPU
     * @throws org.fpsforecast.core.domain.InvalidParameterException for RAM outside {@value ScorePc#MIN_RAM_GB}..{@value
     *     ScorePc#MAX_RAM_GB} GB
     */
    @Override
    public PcScore score(Slug gpu, Slug cpu, int ramGb) {
        return scores.get().score(gpu, cpu, ramGb);
    }

    /**
     * Which catalog GPU a WebGL renderer string (what a browser reports) names, if any can be told.
     *
     * @throws org.fpsforecast.core.domain.InvalidParameterException for a string longer than {@link
     *     org.fpsforecast.core.renderer.RendererParser#MAX_LENGTH}
     */
    @Override
    public Identification identify(String renderer) {
        return identify.identify(renderer);
    }

    /**
     * "Can this PC run it": the GPU named, else the one the renderer string names, then its forecast; or why the
     * renderer names no GPU to forecast for.
     *
     * @throws org.fpsforecast.core.domain.NotFoundException when the game, the GPU named or the CPU is not in the catalog
     */
    @Override
    public CanRunAnswer canRun(CanRunRequest request) {
        return canRuns.canRun(request);
    }

    /**
     * A month of the Steam hardware survey (the latest when empty) with what its {@code top} largest video cards reach.
     *
     * @throws org.fpsforecast.core.domain.UnavailableException for a month without survey data
     * @throws org.fpsforecast.core.domain.InvalidParameterException for {@code top} outside 1..{@value
     *     ReportSurvey#MAX_TOP}
     */
    @Override
    public SurveyReport survey(Optional<YearMonth> month, int top) {
        return survey.get().survey(month, top);
    }

    // Gamers' builds (a store of your own, e.g. the data module's JdbcBuilds)

    /**
     * Statistics of gamers' builds.
     *
     * @param store the builds (e.g. the data module's {@code JdbcBuilds})
     * @return the statistics of the builds in {@code store}, cached per store revision
     */
    public ReportStats statistics(Builds store) {
        return new BuildStatistics(store);
    }

    /**
     * An import of builds, mapping their hardware names to this catalog's records.
     *
     * @param store where the builds go
     * @param origin where they come from
     * @param clock what "today" is, for rejecting builds dated in the future
     * @return the import use case
     */
    public ImportBuilds importer(Builds store, Builds.Origin origin, Clock clock) {
        return new BuildImporter(store, origin, catalog.gpus(), catalog.cpus(), identify, clock);
    }
}
