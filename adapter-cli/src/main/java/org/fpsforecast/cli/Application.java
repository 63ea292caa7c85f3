package org.fpsforecast.cli;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Supplier;
import com.google.common.base.Suppliers;
import io.javalin.Javalin;
import java.nio.file.Path;
import java.util.Optional;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.service.CatalogSearch;
import org.fpsforecast.core.service.ForecastService;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.http.publicapi.PublicApi;
import org.fpsforecast.http.v1.V1Api;

/** The composition root: wires the catalog, the use cases and the adapters by hand. */
public final class Application {
    private final BundledCatalog catalog;
    private final ForecastFps forecasts;
    /** Built on first use: one-shot commands that search nothing do not pay for the index. */
    private final Supplier<SearchCatalog> search;

    public Application(BundledCatalog catalog) {
        this.catalog = requireNonNull(catalog);
        this.forecasts = new ForecastService(
                catalog.games(), catalog.gpus(), catalog.cpus(), catalog.measurements(), catalog.modelParameters());
        this.search = Suppliers.memoize(
                () -> new CatalogSearch(catalog.games(), catalog.gpus(), catalog.cpus(), catalog.survey()));
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

    public BundledCatalog catalog() {
        return catalog;
    }

    public ForecastFps forecasts() {
        return forecasts;
    }

    public SearchCatalog search() {
        return search.get();
    }

    /** A server (not yet started) with both interfaces mounted; {@code baseUrl} goes into the links of responses. */
    public Javalin server(String baseUrl) {
        // The search index is built on first use (or by serve's warm-up), not while the server is being wired.
        SearchCatalog lazySearch = (query, types, limit) -> search().search(query, types, limit);
        PublicApi publicApi = new PublicApi(forecasts, lazySearch, catalog.metadata(), baseUrl);
        V1Api v1Api = new V1Api(forecasts, baseUrl);
        return Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
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
