package org.fpsforecast.cli;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Supplier;
import com.google.common.base.Suppliers;
import io.javalin.Javalin;
import io.javalin.compression.CompressionStrategy;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.port.in.BrowseCatalog;
import org.fpsforecast.core.port.in.DescribeGame;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.IdentifyGpu;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.core.port.in.ReportSurvey;
import org.fpsforecast.core.port.in.ResolveName;
import org.fpsforecast.core.port.in.ScorePc;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.core.port.out.ClientIdentifier;
import org.fpsforecast.core.service.BuildImporter;
import org.fpsforecast.core.service.CatalogBrowser;
import org.fpsforecast.core.service.CatalogSearch;
import org.fpsforecast.core.service.ForecastService;
import org.fpsforecast.core.service.GameProfiles;
import org.fpsforecast.core.service.NameResolver;
import org.fpsforecast.core.service.PcScores;
import org.fpsforecast.core.service.RendererIdentification;
import org.fpsforecast.core.service.SurveyReports;
import org.fpsforecast.data.access.TrustedProxies;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.http.publicapi.PublicApi;
import org.fpsforecast.http.v1.V1Api;

/** The composition root: wires the catalog, the use cases and the adapters by hand. */
public final class Application {
    /** Jetty's worker threads (selector and acceptor included). */
    static final int HTTP_THREADS = 16;

    private final BundledCatalog catalog;
    private final ForecastFps forecasts;
    /** Built on first use: one-shot commands that search nothing do not pay for the index. */
    private final Supplier<SearchCatalog> search;

    private final DescribeGame games;
    /** Its GPU index is built on first use. */
    private final IdentifyGpu identify;

    private final BrowseCatalog browse;
    /** Built on first use: its anchors need two full forecasts of the basket. */
    private final Supplier<ScorePc> scores;
    /** Built on first use: it checks the basket against the catalog. */
    private final Supplier<ReportSurvey> survey;

    public Application(BundledCatalog catalog) {
        this.catalog = requireNonNull(catalog);
        this.forecasts = new ForecastService(
                catalog.games(), catalog.gpus(), catalog.cpus(), catalog.measurements(), catalog.modelParameters());
        this.identify = new RendererIdentification(catalog.gpus());
        this.games = new GameProfiles(catalog.games(), catalog.gpus(), catalog.modelParameters());
        this.browse = new CatalogBrowser(catalog.games(), catalog.gpus(), catalog.cpus());
        this.scores = Suppliers.memoize(() -> new PcScores(forecasts, catalog.games(), catalog.gpus(), catalog.cpus()));
        this.survey = Suppliers.memoize(
                () -> new SurveyReports(catalog.survey(), forecasts, catalog.games(), catalog.gpus()));
        this.search = Suppliers.memoize(
                () -> new CatalogSearch(catalog.games(), catalog.gpus(), catalog.cpus(), catalog.survey()));
        for (ItemType type : ItemType.values()) {
            searchByType.put(
                    type,
                    Suppliers.memoize(() -> CatalogSearch.only(
                            type, catalog.games(), catalog.gpus(), catalog.cpus(), catalog.survey())));
        }
        this.names = new NameResolver(
                catalog.games(),
                catalog.gpus(),
                catalog.cpus(),
                (query, types, limit) -> searchOf(types).search(query, types, limit));
    }

    /** The bundled catalog (built once per process), or the one in {@code dataDir} when given (read each time). */
    public static Application load(Optional<Path> dataDir) {
        return dataDir.map(dir -> new Application(BundledCatalog.load(dir))).orElseGet(BUNDLED);
    }

    /**
     * The bundled catalog is immutable and the same for the whole process: loaded once, even when a failing command's
     * error message needs it again (the "did you mean" hint).
     */
    private static final Supplier<Application> BUNDLED =
            Suppliers.memoize(() -> new Application(BundledCatalog.load()));

    public IdentifyGpu identify() {
        return identify;
    }

    public DescribeGame games() {
        return games;
    }

    public ScorePc scores() {
        return scores.get();
    }

    public BrowseCatalog browse() {
        return browse;
    }

    public BundledCatalog catalog() {
        return catalog;
    }

    public ForecastFps forecasts() {
        return forecasts;
    }

    public SearchCatalog search() {
        return search.get();
    }

    /**
     * Slugs or names to records: a slug is looked up directly; a name builds the search index of its type only (a
     * one-shot command given a game name does not index 7,000 CPUs and GPUs or read the survey).
     */
    public ResolveName names() {
        return names;
    }

    private final ResolveName names;

    private final java.util.Map<ItemType, Supplier<SearchCatalog>> searchByType =
            new java.util.EnumMap<>(ItemType.class);

    private SearchCatalog searchOf(java.util.Set<ItemType> types) {
        if (types.size() != 1) {
            return search();
        }
        return searchByType.get(types.iterator().next()).get();
    }

    /** The survey report (its months are computed on first use and kept). */
    public ReportSurvey survey() {
        return survey.get();
    }

    /** The builds import into a store, mapping names to this catalog. */
    public BuildImporter importer(Builds store, Builds.Origin origin, Clock clock) {
        return new BuildImporter(store, origin, catalog.gpus(), catalog.cpus(), identify, clock);
    }

    /** A server with the spec's default limits; {@code baseUrl} goes into the links of responses. */
    public Javalin server(String baseUrl, ReportStats stats) {
        return server(ServerSettings.defaults(baseUrl), stats);
    }

    /**
     * A server (not yet started) with both interfaces mounted.
     *
     * @param stats what /stats answers from (the builds store's statistics)
     */
    public Javalin server(ServerSettings settings, ReportStats stats) {
        return server(settings, stats, Counters.inProcess(settings));
    }

    /** A server counting requests in {@code counters} (in process, or shared by instances through Redis). */
    Javalin server(ServerSettings settings, ReportStats stats, Counters counters) {
        String baseUrl = settings.baseUrl();
        // The search index is built on first use (or by serve's warm-up), not while the server is being wired.
        SearchCatalog lazySearch = (query, types, limit) -> search().search(query, types, limit);
        // Counters shared by several instances need the same key on each, or one client would count as several.
        ClientIdentifier clients = new TrustedProxies(settings.trustedProxies(), counters.hashKey());
        PublicApi publicApi = new PublicApi(
                new PublicApi.UseCases(forecasts, lazySearch, identify, stats, survey()),
                catalog.metadata(),
                counters.current(),
                clients,
                baseUrl);
        V1Api v1Api = new V1Api(
                new V1Api.UseCases(forecasts, lazySearch, games(), scores(), browse()),
                catalog.metadata(),
                counters.earlier(),
                clients,
                baseUrl);
        return Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            // ETags are strong, computed over the exact bytes written: no compression that would change them.
            config.http.compressionStrategy = CompressionStrategy.NONE;
            // Every handler is pure CPU work on in-memory data (nothing blocks on I/O), so a few threads per core
            // serve as much as many would, with less switching, a shorter tail and less memory (docs/PERFORMANCE.md).
            QueuedThreadPool threads = new QueuedThreadPool(HTTP_THREADS, HTTP_THREADS / 2);
            threads.setName("http");
            config.jetty.threadPool = threads;
            // Errors Jetty raises before any route runs (URI or headers too large) are JSON too.
            config.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrorHandler()));
            publicApi.mount(config);
            v1Api.mount(config);
            config.routes.get(
                    "/",
                    ctx -> ctx.json(new RootIndex(
                            "FPS forecast service",
                            baseUrl + PublicApi.PREFIX + "/",
                            baseUrl + V1Api.PREFIX + "/",
                            catalog.version())));
            // Registered after both groups, so it only answers paths that neither interface has.
            config.routes.get(
                    "/*",
                    ctx -> ctx.status(404)
                            .json(new RootError(
                                    false,
                                    "not_found",
                                    "No such page: " + ctx.path() + ". The APIs are under " + PublicApi.PREFIX
                                            + "/ and " + V1Api.PREFIX + "/.")));
        });
    }

    /** The JSON 404 of paths outside both interfaces. */
    public record RootError(boolean ok, String error, String message) {}

    /** What {@code GET /} answers: where the two interfaces are. */
    public record RootIndex(String service, String current_api, String earlier_api, String catalog_version) {}
}
