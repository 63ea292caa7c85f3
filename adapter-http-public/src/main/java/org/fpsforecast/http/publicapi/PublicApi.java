package org.fpsforecast.http.publicapi;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import io.javalin.config.JavalinConfig;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.port.in.CanRunGame;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.core.port.in.ReportSurvey;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.common.access.ClientIdentifier;
import org.fpsforecast.http.common.access.RateLimiter;
import org.fpsforecast.http.common.access.ResponseCache;
import org.fpsforecast.http.common.route.RouteEnvelope;
import org.fpsforecast.http.common.route.RouteTable;

/**
 * The current interface, {@code /api/public/v1}, as a route group that any Javalin app can mount with {@link
 * #mount(JavalinConfig)}. It owns its JSON shapes; {@link RouteEnvelope} (with this interface's
 * {@link PublicEnvelope}) maps errors, limits and caching in one place.
 *
 * <p>The host app should leave response compression off (Javalin's {@code CompressionStrategy.NONE}): the ETags are
 * strong, computed over the bytes this group writes.
 */
public final class PublicApi {
    public static final String PREFIX = "/api/public/v1";

    /** The use cases this interface serves. */
    public record UseCases(
            ForecastFps forecastFps,
            SearchCatalog searchCatalog,
            CanRunGame canRunGame,
            ReportStats reportStats,
            ReportSurvey reportSurvey) {
        public UseCases {
            requireNonNull(forecastFps, "forecastFps");
            requireNonNull(searchCatalog, "searchCatalog");
            requireNonNull(canRunGame, "canRunGame");
            requireNonNull(reportStats, "reportStats");
            requireNonNull(reportSurvey, "reportSurvey");
        }
    }

    private final RouteEnvelope envelope;
    private final FpsEndpoint fps;
    private final byte[] openApi;
    private final byte[] index;
    private final RouteTable routes;

    /**
     * @param limiter the per-client quota of this interface (the spec's 60 per minute and 10,000 per day by default)
     * @param clients how a request's client is identified (trusted proxies, address hashing)
     * @param baseUrl the service's public address (scheme and host), used in the links of every response
     */
    public PublicApi(
            UseCases uses, CatalogMetadata catalog, RateLimiter limiter, ClientIdentifier clients, String baseUrl) {
        requireNonNull(catalog);
        Links links = new Links(baseUrl);
        ForecastView view = new ForecastView(links);
        SearchCatalog search = uses.searchCatalog();
        ObjectMapper mapper = new ObjectMapper().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
        this.envelope = PublicEnvelope.create(
                limiter, clients, catalog, mapper, links.docs(), e -> SearchEndpoint.suggestions(search, e));
        // One bounded cache of finished answers for every endpoint that keeps them.
        ResponseCache answers = new ResponseCache(catalog.version(), ResponseCache.DEFAULT_MAX_BYTES);
        this.fps = new FpsEndpoint(
                uses.forecastFps(),
                view,
                catalog,
                envelope,
                answers,
                new ResponseCache(catalog.version(), ResponseCache.DEFAULT_MAX_BYTES));
        this.openApi = openApiDocument();
        this.index = envelope.write(PublicIndex.describe(links, catalog.version(), limiter.quota()));
        Map<String, RouteEnvelope.Endpoint> endpoints = new LinkedHashMap<>();
        endpoints.put("", ctx -> index);
        endpoints.put("/fps", fps);
        endpoints.put("/canrun", new CanRunEndpoint(uses.canRunGame(), search, view, links, catalog));
        endpoints.put("/games", new SearchEndpoint(search, links, ItemType.GAME));
        endpoints.put("/gpus", new SearchEndpoint(search, links, ItemType.GPU));
        endpoints.put("/stats", new StatsEndpoint(uses.reportStats(), view, links, envelope, answers));
        endpoints.put("/survey", new SurveyEndpoint(uses.reportSurvey(), view, links, catalog, envelope, answers));
        endpoints.put("/openapi.json", ctx -> openApi);
        // The GET (and HEAD, which runs the same handler; Jetty sends no body) routes, by path under the prefix.
        this.routes = envelope.table(
                endpoints, ctx -> "No such endpoint: " + ctx.path() + ". See " + links.docs() + " for the endpoints.");
    }

    /** Registers every route of this interface under {@link #PREFIX}, answered by this instance. */
    public void mount(JavalinConfig config) {
        mount(config, () -> this);
    }

    /**
     * Registers every route of this interface under {@link #PREFIX}, each request answered by the instance {@code
     * current} gives when it arrives ({@link RouteTable#mount}): swapping it swaps the whole interface at once. Give
     * every instance the same {@link RateLimiter}, so that a swap keeps the clients' counts.
     */
    public static void mount(JavalinConfig config, Supplier<PublicApi> current) {
        RouteTable.mount(config, PREFIX, () -> current.get().routes);
    }

    /** The /fps answer the route gave to exactly this query string, if it is still cached; null otherwise. */
    ResponseCache.Entry cachedFps(String rawQuery) {
        return fps.cached(rawQuery);
    }

    /** What the /fps route does around a cached answer (CORS, quota, 429, ETag, 304), for {@link FpsFastPath}. */
    void answerCached(
            RouteEnvelope.Reply reply, String clientKey, List<String> ifNoneMatch, ResponseCache.Entry answer) {
        if (envelope.admitted(reply, clientKey)) {
            envelope.ok(reply, answer, ifNoneMatch);
        }
    }

    /** The key a request's client is counted under (as the routes work it out). */
    String clientKey(String remoteAddress, List<String> forwardedFor) {
        return envelope.clientKey(remoteAddress, forwardedFor);
    }

    /** Whether counting a request may wait on I/O: then {@link FpsFastPath} answers on a worker thread. */
    boolean limiterWaitsOnIo() {
        return envelope.limiterWaitsOnIo();
    }

    /** The interface's OpenAPI 3.1 document, as served at {@code openapi.json}. */
    public static byte[] openApiDocument() {
        return RouteTable.openApiDocument(PublicApi.class);
    }
}
