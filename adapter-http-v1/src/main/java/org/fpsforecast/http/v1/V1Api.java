package org.fpsforecast.http.v1;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Source;
import org.fpsforecast.core.port.in.BrowseCatalog;
import org.fpsforecast.core.port.in.CatalogPage;
import org.fpsforecast.core.port.in.CatalogQuery;
import org.fpsforecast.core.port.in.DescribeGame;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.core.port.in.GameProfile;
import org.fpsforecast.core.port.in.PcScore;
import org.fpsforecast.core.port.in.ScorePc;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.port.in.SearchHit;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.common.SiteAddresses;
import org.fpsforecast.http.common.access.ClientIdentifier;
import org.fpsforecast.http.common.access.QueryParameters;
import org.fpsforecast.http.common.access.RateLimiter;
import org.fpsforecast.http.common.access.ResponseCache;
import org.fpsforecast.http.common.route.Requests;
import org.fpsforecast.http.common.route.RouteEnvelope;
import org.fpsforecast.http.common.route.RouteTable;

/**
 * The earlier interface, {@code /api/v1}, as a route group that any Javalin app can mount with {@link
 * #mount(JavalinConfig)}. Its records and error format are its own; it shares only the core with the current interface.
 *
 * <p>Defaults: {@code res=1080p}, {@code preset=high}. {@code fps_min}/{@code fps_max} are the 80% range of a
 * prediction; for a benchmark (measured) value both equal {@code fps}. The host app should leave response compression
 * off: ETags are computed over the bytes written here.
 */
public final class V1Api {
    /** The earlier interface has no language parameter: its links name the English pages. */
    private static final String PAGE_LANGUAGE = "en";

    public static final String PREFIX = "/api/v1";

    /** The use cases this interface serves. */
    public record UseCases(
            ForecastFps forecastFps,
            SearchCatalog searchCatalog,
            DescribeGame describeGame,
            ScorePc scorePc,
            BrowseCatalog browseCatalog) {
        public UseCases {
            requireNonNull(forecastFps, "forecastFps");
            requireNonNull(searchCatalog, "searchCatalog");
            requireNonNull(describeGame, "describeGame");
            requireNonNull(scorePc, "scorePc");
            requireNonNull(browseCatalog, "browseCatalog");
        }
    }

    private final UseCases uses;
    private final CatalogMetadata metadata;
    private final String baseUrl;
    private final RouteEnvelope envelope;
    /** Finished /fps answers (the most asked, and the most expensive to make). */
    private final ResponseCache answers;

    private final byte[] openApi;
    private final RouteTable routes;
    /** The answer of {@code GET /api/v1/}, made once. */
    private final V1Json.Index index;

    /**
     * @param limiter the fair-use limit (about 60 requests per minute per client address, no daily quota)
     * @param baseUrl the service's public address, used in the {@code url} fields
     */
    public V1Api(
            UseCases uses, CatalogMetadata metadata, RateLimiter limiter, ClientIdentifier clients, String baseUrl) {
        this.uses = requireNonNull(uses);
        this.metadata = requireNonNull(metadata);
        String b = requireNonNull(baseUrl).strip();
        this.baseUrl = b.endsWith("/") ? b.substring(0, b.length() - 1) : b;
        ObjectMapper mapper = new ObjectMapper().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
        this.envelope = V1Envelope.create(limiter, clients, metadata, mapper);
        this.answers = new ResponseCache(metadata.version(), ResponseCache.DEFAULT_MAX_BYTES);
        this.openApi = openApiDocument();
        this.routes = envelope.table(
                endpoints(), ctx -> "No such endpoint: " + ctx.path() + ". See " + PREFIX + "/openapi.json.");
        this.index = describe();
    }

    /** Registers every route of this interface under {@link #PREFIX}, answered by this instance. */
    public void mount(JavalinConfig config) {
        mount(config, () -> this);
    }

    /**
     * Registers every route of this interface under {@link #PREFIX}, each request answered by the instance {@code
     * current} gives when it arrives: swapping the instance (one built on a newer catalog) swaps the whole interface
     * at once, and a request sees one catalog throughout. Give every instance the same {@link RateLimiter}.
     */
    public static void mount(JavalinConfig config, Supplier<V1Api> current) {
        RouteTable.mount(config, PREFIX, () -> current.get().routes);
    }

    /** The GET (and HEAD) routes, by path under the prefix. */
    private Map<String, RouteEnvelope.Endpoint> endpoints() {
        Map<String, RouteEnvelope.Endpoint> endpoints = new LinkedHashMap<>();
        endpoints.put("", ctx -> index);
        endpoints.put("/fps", this::fps);
        endpoints.put("/search", this::search);
        endpoints.put("/game/{slug}", this::game);
        endpoints.put("/pc-score", this::pcScore);
        endpoints.put("/gpus", this::gpus);
        endpoints.put("/cpus", this::cpus);
        endpoints.put("/games", this::games);
        endpoints.put("/openapi.json", ctx -> openApi);
        return endpoints;
    }

    private ResponseCache.Entry fps(Context ctx) {
        ForecastRequest request = ForecastRequest.parse(
                Requests.param(ctx, "game"),
                Requests.param(ctx, "gpu"),
                Requests.param(ctx, "cpu"),
                Requests.param(ctx, "res"),
                Requests.param(ctx, "preset"));
        return answers.get(request, () -> envelope.write(fpsRecord(request)));
    }

    private V1Json.Fps fpsRecord(ForecastRequest request) {
        Resolution res = request.resolution();
        Preset preset = request.preset();
        Forecast f = uses.forecastFps().forecast(request);
        int fps = f.fps().average();
        return new V1Json.Fps(
                true,
                ref(f.game().slug(), f.game().name()),
                ref(f.gpu().slug(), f.gpu().name()),
                f.cpu().map(c -> ref(c.slug(), c.name())).orElse(null),
                res.label(),
                preset.key(),
                fps,
                f.fps().range().map(r -> r.low()).orElse(fps),
                f.fps().range().map(r -> r.high()).orElse(fps),
                f.verdict().key(),
                f.source() == Source.MEASURED ? "benchmark" : "prediction",
                f.bottleneck()
                        .map(b -> new V1Json.Bottleneck(b.limitedBy().key(), b.pct(), b.gpuLoadPct()))
                        .orElse(null),
                f.demand().key(),
                f.engineCap().isPresent() ? f.engineCap().getAsInt() : null,
                f.engineCap().isPresent() ? f.capped(res, preset) : null,
                baseUrl
                        + SiteAddresses.result(
                                PAGE_LANGUAGE,
                                f.game().slug(),
                                f.gpu().slug(),
                                res,
                                preset,
                                f.cpu().map(c -> c.slug()),
                                Rendering.NATIVE));
    }

    /** The index of this interface: every GET endpoint, from the routes themselves. */
    private V1Json.Index describe() {
        return new V1Json.Index(
                true,
                "FPS Forecast, earlier interface",
                "The earlier read-only JSON interface, kept for existing clients; new clients use the current one.",
                baseUrl + PREFIX + "/openapi.json",
                routes.paths().stream()
                        .filter(p -> !p.isEmpty())
                        .map(p -> PREFIX + p)
                        .toList(),
                baseUrl + "/api/public/v1/",
                baseUrl + SiteAddresses.methodology(PAGE_LANGUAGE));
    }

    private V1Json.Search search(Context ctx) {
        String q = QueryParameters.searchText(Requests.param(ctx, "q"));
        String typeParam = Requests.param(ctx, "type");
        String type = typeParam == null ? "all" : typeParam.strip().toLowerCase(Locale.ROOT);
        Set<ItemType> types = switch (type) {
            case "all" -> EnumSet.allOf(ItemType.class);
            case "game" -> EnumSet.of(ItemType.GAME);
            case "gpu" -> EnumSet.of(ItemType.GPU);
            case "cpu" -> EnumSet.of(ItemType.CPU);
            default ->
                throw InvalidParameterException.invalid(
                        "type", "Unknown type '" + clip(typeParam) + "'. Accepted values: game, gpu, cpu, all.");
        };
        int limit = intParam(ctx, "limit", SearchCatalog.DEFAULT_LIMIT, 1, SearchCatalog.MAX_LIMIT);
        List<V1Json.SearchHit> hits = uses.searchCatalog().search(q, types, limit).stream()
                .map(V1Api::hit)
                .toList();
        return new V1Json.Search(true, q, type, hits.size(), hits);
    }

    private static V1Json.SearchHit hit(SearchHit h) {
        return new V1Json.SearchHit(
                h.type().key(),
                h.slug().value(),
                h.name(),
                h.brand().map(Brand::displayName).orElse(null),
                h.gpuKind().map(GpuKind::key).orElse(null),
                h.releaseYear().isPresent() ? h.releaseYear().getAsInt() : null);
    }

    private V1Json.Game game(Context ctx) {
        Slug slug = Slug.parse("slug", ctx.pathParam("slug"));
        GameProfile p = uses.describeGame().describe(slug);
        return new V1Json.Game(
                GameFactsJson.profile(p, metadata::source),
                baseUrl + SiteAddresses.game(PAGE_LANGUAGE, p.game().slug()));
    }

    private V1Json.PcScore pcScore(Context ctx) {
        Slug gpu = Slug.parse("gpu", Requests.param(ctx, "gpu"));
        Slug cpu = Slug.parse("cpu", Requests.param(ctx, "cpu"));
        int ram = intParam(ctx, "ram", ScorePc.DEFAULT_RAM_GB, ScorePc.MIN_RAM_GB, ScorePc.MAX_RAM_GB);
        PcScore s = uses.scorePc().score(gpu, cpu, ram);
        return new V1Json.PcScore(
                true,
                ref(s.gpu().slug(), s.gpu().name()),
                ref(s.cpu().slug(), s.cpu().name()),
                s.ramGb(),
                s.score(),
                s.tier().name(),
                Math.round(s.basketFps() * 10) / 10.0,
                Math.round(s.ramFactor() * 1000) / 1000.0,
                s.basket().stream()
                        .map(b -> new V1Json.BasketGame(
                                b.game().slug().value(), b.game().name(), b.fps()))
                        .toList(),
                baseUrl + SiteAddresses.methodology(PAGE_LANGUAGE) + "#pc-score");
    }

    private V1Json.Listing<V1Json.GpuItem> gpus(Context ctx) {
        CatalogQuery q = query(ctx, true, true);
        CatalogPage<Gpu> page = uses.browseCatalog().gpus(q);
        return listing(
                q,
                page,
                page.items().stream()
                        .map(g -> new V1Json.GpuItem(
                                g.slug().value(),
                                g.name(),
                                g.brand().displayName(),
                                g.kind().key(),
                                g.g3dMark(),
                                g.scoreBasis().key(),
                                g.g3dRange().orElse(null),
                                boxed(g.releaseYear()),
                                boxed(g.vramMb())))
                        .toList());
    }

    private V1Json.Listing<V1Json.CpuItem> cpus(Context ctx) {
        CatalogQuery q = query(ctx, true, false);
        var page = uses.browseCatalog().cpus(q);
        return listing(
                q,
                page,
                page.items().stream()
                        .map(c -> new V1Json.CpuItem(
                                c.slug().value(),
                                c.name(),
                                c.brand().displayName(),
                                c.singleThreadMark(),
                                c.cpuMark(),
                                boxed(c.cores()),
                                boxed(c.threads()),
                                boxed(c.releaseYear())))
                        .toList());
    }

    private V1Json.Listing<V1Json.GameItem> games(Context ctx) {
        CatalogQuery q = query(ctx, false, false);
        var page = uses.browseCatalog().games(q);
        return listing(
                q,
                page,
                page.items().stream()
                        .map(g -> new V1Json.GameItem(
                                g.slug().value(),
                                g.name(),
                                boxed(g.releaseYear()),
                                boxed(g.storeRatingPct()),
                                boxed(g.criticScore())))
                        .toList());
    }

    private static <T> V1Json.Listing<T> listing(CatalogQuery q, CatalogPage<?> page, List<T> items) {
        return new V1Json.Listing<>(
                true,
                page.total(),
                q.offset(),
                q.limit(),
                q.offset() / q.limit() + 1,
                q.sort().key(),
                q.descending() ? "desc" : "asc",
                items);
    }

    /** Paging (page/limit or offset/limit), filters and sort order of a listing. */
    private static CatalogQuery query(Context ctx, boolean brandAllowed, boolean kindAllowed) {
        int limit = intParam(ctx, "limit", CatalogQuery.DEFAULT_LIMIT, 1, CatalogQuery.MAX_LIMIT);
        String page = Requests.param(ctx, "page");
        String offsetParam = Requests.param(ctx, "offset");
        if (page != null && offsetParam != null) {
            throw InvalidParameterException.invalid("offset", "Give either 'page' or 'offset', not both.");
        }
        int offset;
        if (page != null) {
            long p = intParam(ctx, "page", 1, 1, 1_000_000);
            offset = (int) Math.min(Integer.MAX_VALUE, (p - 1) * limit);
        } else {
            offset = intParam(ctx, "offset", 0, 0, Integer.MAX_VALUE);
        }
        Optional<Brand> brand = Optional.ofNullable(Requests.param(ctx, "brand"))
                .map(raw -> {
                    if (!brandAllowed) {
                        throw InvalidParameterException.invalid("brand", "Games have no brand filter.");
                    }
                    for (Brand b : Brand.values()) {
                        if (b.displayName().equalsIgnoreCase(raw.strip())) {
                            return b;
                        }
                    }
                    throw InvalidParameterException.invalid(
                            "brand",
                            "Unknown brand '" + clip(raw)
                                    + "'. Accepted values: nvidia, amd, intel, apple, qualcomm, arm," + " other.");
                });
        Optional<GpuKind> kind = Optional.ofNullable(Requests.param(ctx, "kind"))
                .map(raw -> {
                    if (!kindAllowed) {
                        throw InvalidParameterException.invalid("kind", "Only /gpus has a kind filter.");
                    }
                    for (GpuKind k : GpuKind.values()) {
                        if (k.key().equalsIgnoreCase(raw.strip())) {
                            return k;
                        }
                    }
                    throw InvalidParameterException.invalid(
                            "kind",
                            "Unknown kind '" + clip(raw) + "'. Accepted values: "
                                    + Arrays.stream(GpuKind.values())
                                            .map(GpuKind::key)
                                            .collect(Collectors.joining(", "))
                                    + ".");
                });
        OptionalInt year = Requests.param(ctx, "year") == null
                ? OptionalInt.empty()
                : OptionalInt.of(intParam(ctx, "year", 0, 1970, 2100));
        String sortParam = Requests.param(ctx, "sort");
        CatalogQuery.Sort sort = CatalogQuery.Sort.NAME;
        if (sortParam != null) {
            sort = switch (sortParam.strip().toLowerCase(Locale.ROOT)) {
                case "name" -> CatalogQuery.Sort.NAME;
                case "year" -> CatalogQuery.Sort.YEAR;
                case "score" -> CatalogQuery.Sort.SCORE;
                default ->
                    throw InvalidParameterException.invalid(
                            "sort", "Unknown sort '" + clip(sortParam) + "'. Accepted values: name, year, score.");
            };
        }
        String orderParam = Requests.param(ctx, "order");
        boolean descending = sort != CatalogQuery.Sort.NAME;
        if (orderParam != null) {
            descending = switch (orderParam.strip().toLowerCase(Locale.ROOT)) {
                case "asc" -> false;
                case "desc" -> true;
                default ->
                    throw InvalidParameterException.invalid(
                            "order", "Unknown order '" + clip(orderParam) + "'. Accepted values: asc, desc.");
            };
        }
        return new CatalogQuery(brand, kind, year, sort, descending, offset, limit);
    }

    private static int intParam(Context ctx, String name, int fallback, int min, int max) {
        return QueryParameters.wholeNumber(name, Requests.param(ctx, name), fallback, min, max);
    }

    private static V1Json.Ref ref(Slug slug, String name) {
        return new V1Json.Ref(slug.value(), name);
    }

    private static Integer boxed(OptionalInt v) {
        return v.isPresent() ? v.getAsInt() : null;
    }

    private static String clip(String raw) {
        return raw.length() <= 40 ? raw : raw.substring(0, 40) + "...";
    }

    /** The interface's OpenAPI 3.1 document, as served at {@code openapi.json}. */
    public static byte[] openApiDocument() {
        return RouteTable.openApiDocument(V1Api.class);
    }
}
