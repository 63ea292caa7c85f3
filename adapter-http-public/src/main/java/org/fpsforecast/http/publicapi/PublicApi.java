package org.fpsforecast.http.publicapi;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import java.time.Instant;
import java.time.YearMonth;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Source;
import org.fpsforecast.core.domain.Verdict;
import org.fpsforecast.core.port.in.CanRunAnswer;
import org.fpsforecast.core.port.in.CanRunGame;
import org.fpsforecast.core.port.in.CanRunRequest;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.core.port.in.GamerStats;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.core.port.in.ReportSurvey;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.port.in.SearchHit;
import org.fpsforecast.core.port.in.SurveyReport;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.core.renderer.RendererParser;
import org.fpsforecast.http.common.SiteAddresses;
import org.fpsforecast.http.common.access.ClientIdentifier;
import org.fpsforecast.http.common.access.QueryParameters;
import org.fpsforecast.http.common.access.RateLimiter;
import org.fpsforecast.http.common.access.ResponseCache;
import org.fpsforecast.http.common.route.Requests;
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
    /** Results of /games and /gpus when {@code limit} is not given. */
    static final int DEFAULT_SEARCH_LIMIT = 10;

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

    private final ForecastFps forecasts;
    private final SearchCatalog search;
    private final CanRunGame canRuns;
    private final ReportStats stats;
    private final ReportSurvey survey;
    private final CatalogMetadata catalog;
    private final RateLimiter limiter;
    private final Links links;
    private final ForecastView view;
    private final RouteEnvelope envelope;
    /** Finished /fps answers (the most asked, and the most expensive to make). */
    private final ResponseCache answers;
    /**
     * The same answers by the raw query string of the GET that got them, for {@link FpsFastPath}: the bodies are
     * shared with {@link #answers}, so this costs the keys and the map.
     */
    private final ResponseCache answersByQuery;

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
        this.forecasts = uses.forecastFps();
        this.search = uses.searchCatalog();
        this.canRuns = uses.canRunGame();
        this.stats = uses.reportStats();
        this.survey = uses.reportSurvey();
        this.catalog = requireNonNull(catalog);
        this.limiter = requireNonNull(limiter);
        this.links = new Links(baseUrl);
        this.view = new ForecastView(links);
        ObjectMapper mapper = new ObjectMapper().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
        this.envelope = PublicEnvelope.create(limiter, clients, catalog, mapper, links.docs(), this::suggestions);
        this.answers = new ResponseCache(catalog.version(), ResponseCache.DEFAULT_MAX_BYTES);
        this.answersByQuery = new ResponseCache(catalog.version(), ResponseCache.DEFAULT_MAX_BYTES);
        this.openApi = openApiDocument();
        this.index = envelope.write(PublicIndex.describe(links, catalog.version(), limiter.quota()));
        this.routes = envelope.table(
                endpoints(),
                ctx -> "No such endpoint: " + ctx.path() + ". See " + links.docs() + " for the endpoints.");
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

    /** The GET (and HEAD, which runs the same handler; Jetty sends no body) routes, by path under the prefix. */
    private Map<String, RouteEnvelope.Endpoint> endpoints() {
        Map<String, RouteEnvelope.Endpoint> endpoints = new LinkedHashMap<>();
        endpoints.put("", ctx -> index);
        endpoints.put("/fps", this::fps);
        endpoints.put("/canrun", this::canrun);
        endpoints.put("/games", ctx -> search(ctx, ItemType.GAME));
        endpoints.put("/gpus", ctx -> search(ctx, ItemType.GPU));
        endpoints.put("/stats", this::stats);
        endpoints.put("/survey", this::survey);
        endpoints.put("/openapi.json", ctx -> openApi);
        return endpoints;
    }

    /** What an /fps answer depends on: the parsed request and the language. */
    private record FpsKey(ForecastRequest request, Lang lang) {}

    private ResponseCache.Entry fps(Context ctx) {
        Lang lang = Lang.parse(Requests.param(ctx, "lang"));
        ForecastRequest request = ForecastRequest.parse(
                        Requests.param(ctx, "game"),
                        Requests.param(ctx, "gpu"),
                        Requests.param(ctx, "cpu"),
                        Requests.param(ctx, "res"),
                        Requests.param(ctx, "preset"))
                .with(rendering(ctx));
        ResponseCache.Entry answer = answers.get(
                new FpsKey(request, lang), () -> envelope.write(view.fps(forecasts.forecast(request), lang, catalog)));
        // The answer depends on the query string alone, so the same string always gets these bytes (this catalog).
        answersByQuery.put(ctx.queryString(), answer);
        return answer;
    }

    /** The /fps answer the route gave to exactly this query string, if it is still cached; null otherwise. */
    ResponseCache.Entry cachedFps(String rawQuery) {
        return answersByQuery.find(rawQuery);
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

    /** The optional upscaling, rt and framegen parameters of /fps and /canrun. */
    static Rendering rendering(Context ctx) {
        return Rendering.parse(
                Requests.param(ctx, "upscaling"), Requests.param(ctx, "rt"), Requests.param(ctx, "framegen"));
    }

    /**
     * "Can this PC run it": the GPU from a WebGL renderer string, or from the gpu parameter (which wins when both are
     * given), then the same FPS record as /fps, plus what was detected.
     */
    private PublicJson.CanRun canrun(Context ctx) {
        Lang lang = Lang.parse(Requests.param(ctx, "lang"));
        Slug game = Slug.parse("game", Requests.param(ctx, "game"));
        Optional<String> renderer = Optional.ofNullable(Requests.param(ctx, "renderer", RendererParser.MAX_LENGTH));
        Optional<Slug> gpu = Optional.ofNullable(Requests.param(ctx, "gpu")).map(g -> Slug.parse("gpu", g));
        Optional<Slug> cpu = ForecastRequest.parseCpu(Requests.param(ctx, "cpu"));
        Resolution res = ForecastRequest.parseResolution(Requests.param(ctx, "res"));
        Preset preset = ForecastRequest.parsePreset(Requests.param(ctx, "preset"));
        Rendering options = rendering(ctx);
        if (gpu.isEmpty() && renderer.isEmpty()) {
            throw InvalidParameterException.invalid(
                    "renderer",
                    "Give renderer (the browser's WebGL UNMASKED_RENDERER_WEBGL string) or gpu (a GPU slug, see"
                            + " /gpus).");
        }
        CanRunAnswer answer = canRuns.canRun(new CanRunRequest(game, gpu, renderer, cpu, res, preset, options));
        PublicJson.Detected detected = ForecastView.detected(answer.detected());
        if (answer instanceof CanRunAnswer.NoGpu refused) {
            String choose = " Choose your GPU by hand: search " + links.base() + PREFIX
                    + "/gpus?q=... and send its slug as the gpu parameter.";
            throw PublicEnvelope.refusal(
                    422,
                    new PublicJson.Error(
                            false,
                            refused.reason(),
                            refused.message() + choose,
                            "renderer",
                            refused.unknownModel()
                                    ? suggestions(refused.detected().model().orElse(""), ItemType.GPU)
                                    : null,
                            null,
                            detected));
        }
        return new PublicJson.CanRun(view.fps(((CanRunAnswer.Forecasted) answer).forecast(), lang, catalog), detected);
    }

    /**
     * What a /stats answer depends on: the country, the language, the builds' revision and, for the last answer served
     * while the store is down, since when it is stale.
     */
    private record StatsKey(Optional<Country> country, Lang lang, long revision, Optional<Instant> staleSince) {}

    /** What a /survey answer depends on (the survey is part of the catalog). */
    private record SurveyKey(Optional<YearMonth> month, int top, Lang lang) {}

    private ResponseCache.Entry stats(Context ctx) {
        Lang lang = Lang.parse(Requests.param(ctx, "lang"));
        String raw = Requests.param(ctx, "country");
        Optional<Country> country = raw == null ? Optional.empty() : Optional.of(Country.parse("country", raw));
        GamerStats s = stats.stats(country);
        return answers.get(
                new StatsKey(country, lang, s.revision(), s.staleSince()), () -> envelope.write(statsRecord(s, lang)));
    }

    private PublicJson.Stats statsRecord(GamerStats s, Lang lang) {
        String url = links.stats(lang, s.country());
        return new PublicJson.Stats(
                true,
                s.country().map(Country::code).orElse(null),
                new PublicJson.Sample(
                        s.sampleSize(),
                        s.origin().map(Builds.Origin::key).orElse(null),
                        s.synthetic(),
                        s.synthetic() ? lang.text("stats.synthetic") : null,
                        s.staleSince().map(Instant::toString).orElse(null)),
                ReportStats.MIN_COUNTRY_BUILDS,
                ReportStats.MIN_ITEM_BUILDS,
                s.countries().stream()
                        .map(c -> new PublicJson.CountrySample(c.country().code(), c.builds()))
                        .toList(),
                PublicValues.items(s.gpus()),
                PublicValues.items(s.cpus()),
                PublicValues.items(s.ram()),
                PublicValues.items(s.os()),
                view.credit(lang, url));
    }

    private ResponseCache.Entry survey(Context ctx) {
        Lang lang = Lang.parse(Requests.param(ctx, "lang"));
        Optional<YearMonth> month = ReportSurvey.parseMonth(Requests.param(ctx, "month"));
        int top = ReportSurvey.parseTop(Requests.param(ctx, "top"));
        return answers.get(
                new SurveyKey(month, top, lang),
                () -> envelope.write(surveyRecord(survey.survey(month, top), top, lang)));
    }

    private PublicJson.Survey surveyRecord(SurveyReport r, int top, Lang lang) {
        String url = links.survey(lang, r.month());
        List<PublicJson.SurveyCard> cards = r.cards().stream()
                .map(c -> new PublicJson.SurveyCard(
                        c.rank(),
                        c.name(),
                        c.share(),
                        c.gpu().map(g -> view.gpuRef(g, lang)).orElse(null),
                        c.mapping().key(),
                        c.basketFps().isPresent() ? c.basketFps().getAsInt() : null,
                        r.sourceOf(c).map(Source::key).orElse(null),
                        c.measuredGames(),
                        c.verdict().map(v -> PublicValues.verdict(v, lang)).orElse(null)))
                .toList();
        SurveyReport.Reach reach = r.reach();
        return new PublicJson.Survey(
                true,
                r.month().toString(),
                r.first().toString(),
                r.latest().toString(),
                top,
                new PublicJson.Basket(
                        SiteAddresses.resolution(Verdict.BASIS_RESOLUTION),
                        Verdict.BASIS_PRESET.key(),
                        null,
                        "geometric",
                        r.basket().stream()
                                .map(g -> new PublicJson.BasketGame(
                                        g.slug().value(), g.name(), links.game(lang, g.slug())))
                                .toList()),
                cards,
                new PublicJson.Coverage(
                        PublicValues.round4(r.coverage().listed()),
                        PublicValues.round4(r.coverage().mapped()),
                        PublicValues.round4(r.coverage().unmapped()),
                        PublicValues.round4(r.coverage().unlisted())),
                new PublicJson.Reach(
                        new PublicJson.ReachLine(
                                PublicValues.round4(reach.at60()), PublicValues.round4(reach.at60OfMapped())),
                        new PublicJson.ReachLine(
                                PublicValues.round4(reach.at30()), PublicValues.round4(reach.at30OfMapped()))),
                PublicValues.lines(r.ram()),
                PublicValues.lines(r.vram()),
                PublicValues.lines(r.os()),
                PublicValues.lines(r.resolution()),
                catalog.source(SURVEY_SOURCE).map(PublicValues::source).orElse(null),
                view.credit(lang, url));
    }

    /** The catalog source id of the Steam hardware survey. */
    static final String SURVEY_SOURCE = "steam-hw-survey";

    private PublicJson.Results<?> search(Context ctx, ItemType type) {
        Lang lang = Lang.parse(Requests.param(ctx, "lang"));
        String q = QueryParameters.searchText(Requests.param(ctx, "q"));
        int limit = limit(Requests.param(ctx, "limit"));
        List<SearchHit> hits = search.search(q, Set.of(type), limit);
        List<?> results = type == ItemType.GAME
                ? hits.stream()
                        .map(h ->
                                new PublicJson.GameHit(h.slug().value(), h.name(), year(h), links.game(lang, h.slug())))
                        .toList()
                : hits.stream()
                        .map(h -> new PublicJson.GpuHit(
                                h.slug().value(),
                                h.name(),
                                h.brand().map(b -> b.displayName()).orElse(null),
                                h.gpuKind().map(k -> k.key()).orElse(null),
                                year(h),
                                links.gpu(lang, h.slug())))
                        .toList();
        return new PublicJson.Results<>(true, q, results.size(), results);
    }

    private static Integer year(SearchHit h) {
        return h.releaseYear().isPresent() ? h.releaseYear().getAsInt() : null;
    }

    private static int limit(String raw) {
        if (raw == null) {
            return DEFAULT_SEARCH_LIMIT;
        }
        String message = "Parameter 'limit' must be a whole number from 1 to " + SearchCatalog.MAX_LIMIT + ".";
        try {
            int n = Integer.parseInt(raw.strip());
            if (n < 1 || n > SearchCatalog.MAX_LIMIT) {
                throw InvalidParameterException.invalid("limit", message);
            }
            return n;
        } catch (NumberFormatException e) {
            throw InvalidParameterException.invalid("limit", message);
        }
    }

    /** The description of this interface: the same for every request, so written once. */
    private List<PublicJson.Suggestion> suggestions(NotFoundException e) {
        return toSuggestions(didYouMean(search, e));
    }

    private List<PublicJson.Suggestion> suggestions(String query, ItemType type) {
        return toSuggestions(didYouMean(search, query, type));
    }

    private static List<PublicJson.Suggestion> toSuggestions(List<SearchHit> hits) {
        return hits.stream()
                .map(h -> new PublicJson.Suggestion(h.slug().value(), h.name()))
                .toList();
    }

    /** The "did you mean" hits for a slug that names nothing (the web pages' error pages list them too). */
    static List<SearchHit> didYouMean(SearchCatalog search, NotFoundException e) {
        return didYouMean(search, e.slug().replace('-', ' '), e.type());
    }

    /** Up to 5 search hits for what a user gave, as "did you mean" suggestions; none for an unusable query. */
    static List<SearchHit> didYouMean(SearchCatalog search, String query, ItemType type) {
        String q = query.strip();
        if (q.isEmpty() || q.length() > SearchCatalog.MAX_QUERY_LENGTH) {
            return List.of();
        }
        return search.search(q, Set.of(type), 5);
    }

    /** The interface's OpenAPI 3.1 document, as served at {@code openapi.json}. */
    public static byte[] openApiDocument() {
        return RouteTable.openApiDocument(PublicApi.class);
    }
}
