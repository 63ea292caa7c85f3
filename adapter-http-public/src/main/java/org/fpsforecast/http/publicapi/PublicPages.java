package org.fpsforecast.http.publicapi;

import static java.util.Objects.requireNonNull;

import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpStatus;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.YearMonth;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.CpuScoreBasis;
import org.fpsforecast.core.domain.DataSource;
import org.fpsforecast.core.domain.EvaluationRow;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.FrameGeneration;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.MatrixCell;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.PublisherRequirements;
import org.fpsforecast.core.domain.RayTracing;
import org.fpsforecast.core.domain.RenderedFrames;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Source;
import org.fpsforecast.core.domain.SurveyMapping;
import org.fpsforecast.core.domain.UnavailableException;
import org.fpsforecast.core.domain.UnsupportedRenderingException;
import org.fpsforecast.core.domain.Upscaling;
import org.fpsforecast.core.port.in.CanRunAnswer;
import org.fpsforecast.core.port.in.CanRunGame;
import org.fpsforecast.core.port.in.CanRunRequest;
import org.fpsforecast.core.port.in.DescribeGame;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.core.port.in.GameProfile;
import org.fpsforecast.core.port.in.GamerStats;
import org.fpsforecast.core.port.in.LookUpRecords;
import org.fpsforecast.core.port.in.NameMatch;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.core.port.in.ReportSurvey;
import org.fpsforecast.core.port.in.ResolveName;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.port.in.SearchHit;
import org.fpsforecast.core.port.in.SurveyReport;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.core.renderer.RendererParser;
import org.fpsforecast.http.common.SiteAddresses;
import org.fpsforecast.http.common.access.ClientIdentifier;
import org.fpsforecast.http.common.access.QuotaDecision;
import org.fpsforecast.http.common.access.RateLimiter;
import org.fpsforecast.http.common.access.ResponseCache;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The service's web pages, the targets of the {@code url} and {@code methodology} links of every answer: server-rendered
 * HTML in the seven languages under {@code /{lang}/}, working without JavaScript (only the can-run page's detection and
 * the API viewer need it), and their assets under {@code /assets/}. A route group any Javalin app can mount.
 *
 * <p>Pages are not counted against the API's per-client quota (people read them, and every page is cheap: at most a
 * few dozen forecasts of about two microseconds each); they carry strong ETags and {@code Cache-Control} like the API.
 */
public final class PublicPages {
    private static final Logger LOG = LoggerFactory.getLogger(PublicPages.class);
    static final String ASSETS = "/assets";
    /** The service's name, the same in every language. */
    static final String SITE = "FPS Forecast";

    private static final String HTML = "text/html; charset=utf-8";
    /** Scripts and styles come from this server only; no inline script runs. */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; img-src 'self' data:; style-src 'self'"
            + " 'unsafe-inline'; script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none';"
            + " form-action 'self'; frame-ancestors 'none'";
    /** How many popular cards and games the game, GPU and CPU pages show. */
    static final int POPULAR = 10;
    /** How many lines of each category the stats page shows. */
    static final int STATS_LINES = 15;
    /** How many search results of each kind the search page shows. */
    static final int SEARCH_RESULTS = 15;

    private static final Map<Lang, String> LANGUAGE_NAMES = languageNames();

    /** The use cases the pages read from. */
    public record UseCases(
            ForecastFps forecasts,
            SearchCatalog search,
            ResolveName names,
            LookUpRecords records,
            DescribeGame games,
            ReportSurvey survey,
            ReportStats stats,
            CanRunGame canRuns) {
        public UseCases {
            requireNonNull(forecasts, "forecasts");
            requireNonNull(search, "search");
            requireNonNull(names, "names");
            requireNonNull(records, "records");
            requireNonNull(games, "games");
            requireNonNull(survey, "survey");
            requireNonNull(stats, "stats");
            requireNonNull(canRuns, "canRuns");
        }
    }

    /** A rendered page: its status, title, canonical address (after {@code /{lang}}) and content. */
    record Page(int status, String title, String canonical, String body, List<String> scripts, List<String> styles) {
        static Page ok(String title, String canonical, String body) {
            return new Page(200, title, canonical, body, List.of(), List.of());
        }

        Page withAssets(List<String> scripts, List<String> styles) {
            return new Page(status, title, canonical, body, scripts, styles);
        }
    }

    /** A page that answers with a redirect to another address of the site. */
    static final class Redirect extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final String location;
        final HttpStatus status;

        Redirect(String location, HttpStatus status) {
            super(location, null, false, false);
            this.location = location;
            this.status = status;
        }
    }

    private interface Renderer {
        Page render(Context ctx, Lang lang);
    }

    /** The per-client page budget; null when pages are not limited. */
    private final RateLimiter budget;

    private final ClientIdentifier clients;
    private final UseCases uses;
    private final CatalogMetadata catalog;
    private final Links links;
    private final Map<String, Renderer> pages;

    /**
     * Pages without a budget (every request is answered).
     *
     * @param baseUrl the service's public address (scheme and host), used in canonical and alternate links
     */
    public PublicPages(UseCases uses, CatalogMetadata catalog, String baseUrl) {
        this(uses, catalog, baseUrl, null, null);
    }

    /**
     * Pages that share a per-client budget: a page costs up to a few dozen forecasts and a search, so a client that
     * asks for more than {@code budget} allows gets a 429 page (the assets are not counted).
     *
     * @param budget the per-client page budget
     * @param clients who a request is from (the same rule as the APIs', through trusted proxies only)
     */
    public PublicPages(
            UseCases uses, CatalogMetadata catalog, String baseUrl, RateLimiter budget, ClientIdentifier clients) {
        this.budget = budget;
        this.clients = clients;
        if ((budget == null) != (clients == null)) {
            throw new IllegalArgumentException("a page budget needs the client identifier, and only then");
        }
        this.uses = requireNonNull(uses);
        this.catalog = requireNonNull(catalog);
        this.links = new Links(baseUrl);
        Map<String, Renderer> p = new LinkedHashMap<>();
        p.put("/", this::home);
        p.put("/search", this::search);
        p.put("/games/{slug}", this::game);
        p.put("/gpus/{slug}", this::gpu);
        p.put("/cpus/{slug}", this::cpu);
        p.put("/fps/{game}/{gpu}", this::result);
        p.put("/canrun", this::canrun);
        p.put("/methodology", this::methodology);
        p.put("/api", this::apiDocs);
        p.put("/survey", this::survey);
        p.put("/survey/{month}", this::survey);
        p.put("/stats", this::stats);
        this.pages = Collections.unmodifiableMap(p);
    }

    /** Registers every page and asset, answered by this instance. */
    public void mount(JavalinConfig config) {
        mount(config, () -> this);
    }

    /**
     * Registers every page under {@code /{lang}/} and the assets under {@code /assets/}, each request answered by the
     * instance {@code current} gives when it arrives (see {@link PublicApi#mount(JavalinConfig, Supplier)}).
     */
    public static void mount(JavalinConfig config, Supplier<PublicPages> current) {
        for (Lang lang : Lang.values()) {
            for (String path : current.get().pages.keySet()) {
                // One generation per request: the renderer and the document around it from the same catalog.
                Handler h = ctx -> {
                    PublicPages pages = current.get();
                    pages.serve(ctx, lang, pages.pages.get(path));
                };
                config.routes.get("/" + lang.code() + path, h);
                config.routes.head("/" + lang.code() + path, h);
            }
            Handler missing = ctx -> {
                PublicPages pages = current.get();
                pages.serve(ctx, lang, pages::notFound);
            };
            config.routes.get("/" + lang.code() + "/*", missing);
            config.routes.head("/" + lang.code() + "/*", missing);
        }
        Handler asset = Assets::serve;
        config.routes.get(ASSETS + "/{file}", asset);
        config.routes.head(ASSETS + "/{file}", asset);
        config.routes.get(ASSETS + "/swagger-ui/{file}", Assets::serveViewer);
        config.routes.head(ASSETS + "/swagger-ui/{file}", Assets::serveViewer);
    }

    /**
     * The home page for a browser's {@code Accept-Language} header: the first of its languages the pages have, else
     * English.
     */
    public static String homePath(String acceptLanguage) {
        if (acceptLanguage != null && acceptLanguage.length() <= 1000) {
            try {
                for (Locale.LanguageRange range : Locale.LanguageRange.parse(acceptLanguage)) {
                    String code = range.getRange().split("-", 2)[0].toLowerCase(Locale.ROOT);
                    for (Lang l : Lang.values()) {
                        if (l.code().equals(code)) {
                            return "/" + l.code() + "/";
                        }
                    }
                }
            } catch (IllegalArgumentException e) {
                // A malformed header: the default language.
            }
        }
        return "/" + Lang.EN.code() + "/";
    }

    // ---------------------------------------------------------------- serving

    private void serve(Context ctx, Lang lang, Renderer renderer) {
        Page page;
        try {
            QuotaDecision spent = budget == null ? null : budget.acquire(Edge.clientKey(clients, ctx));
            if (spent != null && !spent.allowed()) {
                ctx.header("Retry-After", Long.toString(spent.retryAfterSeconds()));
                page = error(
                        lang,
                        429,
                        lang.text("page.error.too_many"),
                        lang.text("page.error.too_many_text")
                                .replace("{n}", Long.toString(spent.minuteLimit()))
                                .replace("{s}", Long.toString(spent.retryAfterSeconds())),
                        List.of());
            } else {
                page = renderer.render(ctx, lang);
            }
        } catch (Redirect r) {
            ctx.header("Cache-Control", r.status == HttpStatus.MOVED_PERMANENTLY ? Edge.CACHE_OK : Edge.CACHE_ERROR);
            ctx.redirect(r.location, r.status);
            return;
        } catch (InvalidParameterException e) {
            page = error(lang, 400, lang.text("page.error.bad_request"), e.getMessage(), List.of());
        } catch (UnsupportedRenderingException e) {
            page = error(lang, 422, lang.text("page.error.unsupported"), e.getMessage(), List.of());
        } catch (NotFoundException e) {
            page = error(
                    lang,
                    404,
                    lang.text("page.error.not_found"),
                    e.getMessage(),
                    PublicApi.didYouMean(uses.search(), e));
        } catch (UnavailableException e) {
            page = error(lang, Edge.status(e), lang.text("page.error.unavailable"), e.getMessage(), List.of());
        } catch (RuntimeException | LinkageError e) {
            // A linkage error here is a part of the jar that failed to load (the methodology text, say).
            LOG.error("Unexpected failure on {} {}", ctx.method(), ctx.path(), e);
            page = error(lang, 500, lang.text("page.error.failed"), lang.text("page.error.failed"), List.of());
        }
        byte[] body = document(ctx, lang, page).getBytes(StandardCharsets.UTF_8);
        ctx.header("Content-Security-Policy", CONTENT_SECURITY_POLICY);
        ctx.header("X-Content-Type-Options", "nosniff");
        ctx.header("Referrer-Policy", "strict-origin-when-cross-origin");
        ctx.header("Content-Language", lang.code());
        if (page.status() != 200) {
            ctx.header("Cache-Control", Edge.CACHE_ERROR);
        } else if (Edge.notModified(ctx, ResponseCache.Entry.of(catalog.version(), body), Edge.CACHE_OK)) {
            return;
        }
        Edge.send(ctx, page.status(), HTML, body);
    }

    private Page notFound(Context ctx, Lang lang) {
        return error(lang, 404, lang.text("page.error.not_found"), "No such page: " + ctx.path() + ".", List.of());
    }

    private Page error(Lang lang, int status, String title, String message, List<SearchHit> suggestions) {
        Html h = new Html(2048);
        h.el("h1", title);
        h.el("p", message, "class", "notice");
        if (!suggestions.isEmpty()) {
            h.el("p", lang.text("page.error.did_you_mean"));
            linkList(h, suggestions, x -> recordPath(lang, x.type(), x.slug()), SearchHit::name);
        }
        searchForm(h, lang, "", "error-q");
        return new Page(status, title, null, h.toString(), List.of(), List.of());
    }

    /** The whole document around a page's content: head, header with navigation and search, footer with languages. */
    private String document(Context ctx, Lang lang, Page page) {
        Html h = new Html(page.body().length() + 6 * 1024);
        String here = page.canonical() != null ? page.canonical() : requestedPath(ctx, lang);
        h.raw("<!doctype html>");
        h.open("html", "lang", lang.code(), "dir", lang == Lang.AR ? "rtl" : "ltr");
        h.open("head");
        h.empty("meta", "charset", "utf-8");
        h.empty("meta", "name", "viewport", "content", "width=device-width, initial-scale=1");
        h.el("title", page.title() + " · " + SITE);
        h.empty("meta", "name", "description", "content", lang.text("page.tagline"));
        if (page.status() == 200) {
            h.empty("link", "rel", "canonical", "href", links.base() + "/" + lang.code() + here);
            for (Lang other : Lang.values()) {
                h.empty(
                        "link",
                        "rel",
                        "alternate",
                        "hreflang",
                        other.code(),
                        "href",
                        links.base() + "/" + other.code() + here);
            }
            h.empty("link", "rel", "alternate", "hreflang", "x-default", "href", links.base() + "/en" + here);
        } else {
            h.empty("meta", "name", "robots", "content", "noindex");
        }
        h.empty("link", "rel", "icon", "href", ASSETS + "/favicon.svg", "type", "image/svg+xml");
        h.empty("link", "rel", "stylesheet", "href", ASSETS + "/site.css");
        for (String style : page.styles()) {
            h.empty("link", "rel", "stylesheet", "href", style);
        }
        h.close("head");
        h.open("body");
        h.a("#content", lang.text("page.skip"), "class", "skip");
        h.open("header", "class", "site");
        h.a("/" + lang.code() + "/", SITE, "class", "brand");
        h.open("nav", "aria-label", lang.text("page.nav")).open("ul");
        navItem(h, lang, "/canrun", "page.nav.canrun", here);
        navItem(h, lang, "/survey", "page.nav.survey", here);
        navItem(h, lang, "/stats", "page.nav.stats", here);
        navItem(h, lang, "/methodology", "page.nav.methodology", here);
        h.open("li")
                .a("/" + lang.code() + "/api", "API", "aria-current", here.startsWith("/api") ? "page" : null)
                .close("li");
        h.close("ul").close("nav");
        h.open("form", "role", "search", "action", "/" + lang.code() + "/search", "method", "get");
        h.el("label", lang.text("page.search.label"), "for", "site-q", "class", "sr-only");
        h.empty("input", "type", "search", "id", "site-q", "name", "q", "maxlength", "100");
        h.el("button", lang.text("page.search.button"), "type", "submit");
        h.close("form");
        h.close("header");
        h.open("main", "id", "content");
        h.raw(page.body());
        h.close("main");
        h.open("footer");
        h.open("nav", "aria-label", lang.text("page.language")).open("ul");
        for (Lang other : Lang.values()) {
            h.open("li");
            h.a(
                    "/" + other.code() + here,
                    LANGUAGE_NAMES.get(other),
                    "hreflang",
                    other.code(),
                    "lang",
                    other.code(),
                    "aria-current",
                    other == lang ? "true" : null);
            h.close("li");
        }
        h.close("ul").close("nav");
        h.el("p", lang.text("page.footer.license"));
        h.el("p", lang.text("page.footer.catalog").replace("{version}", catalog.version()));
        h.close("footer");
        for (String script : page.scripts()) {
            h.open("script", "src", script).close("script");
        }
        h.close("body").close("html");
        return h.toString();
    }

    private static void navItem(Html h, Lang lang, String path, String key, String here) {
        h.open("li")
                .a("/" + lang.code() + path, lang.text(key), "aria-current", here.startsWith(path) ? "page" : null)
                .close("li");
    }

    /** The request's path after {@code /{lang}}, with its query (for the language links of pages without one). */
    private static String requestedPath(Context ctx, Lang lang) {
        String path = ctx.path().substring(1 + lang.code().length());
        String query = ctx.queryString();
        return (path.isEmpty() ? "/" : path) + (query == null || query.isEmpty() ? "" : "?" + query);
    }

    // ---------------------------------------------------------------- pages

    private Page home(Context ctx, Lang lang) {
        Html h = new Html();
        h.el("h1", SITE);
        h.el("p", lang.text("page.tagline"), "class", "sub");
        h.el("p", lang.text("page.home.honesty"));
        searchForm(h, lang, "", "home-q");
        h.open("p")
                .a("/" + lang.code() + "/canrun", lang.text("page.nav.canrun"))
                .close("p");
        Optional<SurveyReport> survey = latestSurvey();
        survey.ifPresent(r -> {
            h.el("h2", lang.text("page.home.popular_games"));
            linkList(h, r.basket(), g -> gamePath(lang, g.slug()), Game::name);
            h.el("h2", lang.text("page.home.popular_gpus"));
            linkList(h, popularGpus(r), g -> gpuPath(lang, g.slug()), Gpu::name);
        });
        return Page.ok(lang.text("page.nav.home"), "/", h.toString());
    }

    private Page search(Context ctx, Lang lang) {
        String q = Edge.param(ctx, "q");
        Html h = new Html();
        h.el("h1", lang.text("page.search.title"));
        searchForm(h, lang, q == null ? "" : q, "q");
        if (q == null) {
            h.el("p", lang.text("page.search.empty"));
            return Page.ok(lang.text("page.search.title"), "/search", h.toString());
        }
        List<SearchHit> hits =
                uses.search().search(q, Set.of(ItemType.GAME, ItemType.GPU, ItemType.CPU), SearchCatalog.MAX_LIMIT);
        h.el("p", lang.text("page.search.results").replace("{q}", q), "role", "status");
        if (hits.isEmpty()) {
            h.el("p", lang.text("page.search.none").replace("{q}", q));
        }
        for (ItemType type : List.of(ItemType.GAME, ItemType.GPU, ItemType.CPU)) {
            List<SearchHit> ofType = hits.stream()
                    .filter(x -> x.type() == type)
                    .limit(SEARCH_RESULTS)
                    .toList();
            if (ofType.isEmpty()) {
                continue;
            }
            h.el("h2", lang.text(typeHeading(type)));
            h.open("ul", "class", "hits");
            for (SearchHit hit : ofType) {
                h.open("li").a(recordPath(lang, type, hit.slug()), hit.name());
                hit.releaseYear().ifPresent(y -> h.text(" (" + y + ")"));
                h.close("li");
            }
            h.close("ul");
        }
        return Page.ok(
                lang.text("page.search.results").replace("{q}", q),
                "/search?q=" + URLEncoder.encode(q, StandardCharsets.UTF_8),
                h.toString());
    }

    private Page game(Context ctx, Lang lang) {
        Slug slug = Slug.parse("game", ctx.pathParam("slug"));
        GameProfile profile = uses.games().describe(slug);
        Game game = profile.game();
        canonicalSlug(slug, game.slug(), gamePath(lang, game.slug()));
        Html h = new Html();
        h.el("h1", game.name());
        h.open("dl", "class", "facts");
        fact(
                h,
                lang.text("page.game.year"),
                game.releaseYear().isPresent() ? "" + game.releaseYear().getAsInt() : null,
                lang);
        game.details().releaseDate().ifPresent(d -> fact(h, lang.text("page.game.release_date"), d.toString(), lang));
        fact(
                h,
                lang.text("page.game.rating"),
                game.storeRatingPct().isPresent() ? game.storeRatingPct().getAsInt() + "%" : null,
                lang);
        game.details()
                .reviewCount()
                .ifPresent(n -> fact(h, lang.text("page.game.reviews"), String.format(Locale.ROOT, "%,d", n), lang));
        game.criticScore().ifPresent(c -> fact(h, lang.text("page.game.critic"), c + "/100", lang));
        if (!game.details().genres().isEmpty()) {
            fact(
                    h,
                    lang.text("page.game.genres"),
                    String.join(", ", game.details().genres()),
                    lang);
        }
        game.details()
                .engineFpsCap()
                .ifPresent(cap -> fact(
                        h,
                        lang.text("page.game.engine_cap"),
                        lang.text("page.game.engine_cap_value").replace("{fps}", "" + cap),
                        lang));
        var demand = profile.demandingness();
        String demandText = lang.text("demand." + demand.level().key()) + " ("
                + (demand.g3dFor60Fps().isPresent()
                        ? lang.text("page.game.demand_g3d")
                                        .replace(
                                                "{g3d}",
                                                "" + demand.g3dFor60Fps().getAsInt()) + "; "
                        : "")
                + (demand.measurements() > 0
                        ? lang.text("page.game.demand_fitted").replace("{n}", "" + demand.measurements())
                        : lang.text("page.game.demand_estimated"))
                + ")";
        fact(h, lang.text("page.game.demand"), demandText, lang);
        h.el("dt", lang.text("page.game.min_gpu"));
        h.open("dd");
        gpuLink(h, lang, profile.minimumGpu());
        h.close("dd");
        h.el("dt", lang.text("page.game.rec_gpu"));
        h.open("dd");
        gpuLink(h, lang, profile.recommendedGpu());
        h.close("dd");
        h.close("dl");
        h.el("p", lang.text("page.game.derived_note"), "class", "note");
        h.open("p")
                .a("/" + lang.code() + "/canrun?game=" + game.slug(), lang.text("page.nav.canrun"))
                .close("p");
        publisherRequirements(h, lang, game, profile);

        List<Gpu> popular = latestSurvey().map(this::popularGpus).orElse(List.of());
        if (!popular.isEmpty()) {
            h.el("h2", lang.text("page.game.popular"));
            h.open("table");
            h.el("caption", lang.text("page.game.popular_caption"));
            h.open("thead").open("tr").el("th", lang.text("page.gpu"), "scope", "col");
            for (Preset p : Preset.values()) {
                h.el("th", lang.text("preset." + p.key()), "scope", "col", "class", "num");
            }
            h.close("tr").close("thead").open("tbody");
            for (Gpu gpu : popular) {
                Forecast f = uses.forecasts()
                        .forecast(new ForecastRequest(
                                game.slug(), gpu.slug(), Optional.empty(), Resolution.P1080, Preset.HIGH));
                rowHeading(h, gpuPath(lang, gpu.slug()), gpu.name());
                for (Preset p : Preset.values()) {
                    h.open("td", "class", "num");
                    fpsLink(
                            h,
                            lang,
                            resultPath(lang, game.slug(), gpu.slug(), Resolution.P1080, p, Optional.empty()),
                            f.matrix().cell(Resolution.P1080, p));
                    h.close("td");
                }
                h.close("tr");
            }
            h.close("tbody").close("table");
        }
        return Page.ok(game.name(), "/games/" + game.slug(), h.toString());
    }

    private Page gpu(Context ctx, Lang lang) {
        Slug slug = Slug.parse("gpu", ctx.pathParam("slug"));
        Gpu gpu = uses.records().gpu(slug).orElseThrow(() -> notFound(ItemType.GPU, slug));
        canonicalSlug(slug, gpu.slug(), gpuPath(lang, gpu.slug()));
        Html h = new Html();
        h.el("h1", gpu.name());
        h.open("dl", "class", "facts");
        fact(h, lang.text("page.brand"), gpu.brand().displayName(), lang);
        fact(
                h,
                lang.text("page.gpu.kind"),
                lang.text("kind." + gpu.kind().name().toLowerCase(Locale.ROOT)),
                lang);
        fact(
                h,
                // PassMark's scale; a mark PassMark never measured is not called PassMark's.
                gpu.scoreBasis() == GpuScoreBasis.SPEC_ESTIMATE ? "G3D Mark" : "G3D Mark (PassMark)",
                gpu.g3dMark()
                        + switch (gpu.scoreBasis()) {
                            case PASSMARK -> "";
                            case PASSMARK_RESCALED -> " (" + lang.text("page.gpu.score_rescaled") + ")";
                            case SPEC_ESTIMATE -> " (" + lang.gpuScoreText(gpu, "page.gpu.score_estimated") + ")";
                        },
                lang);
        fact(
                h,
                lang.text("page.game.year"),
                gpu.releaseYear().isPresent() ? "" + gpu.releaseYear().getAsInt() : null,
                lang);
        fact(
                h,
                lang.text("page.gpu.vram"),
                gpu.vramMb().isPresent() ? memory(gpu.vramMb().getAsInt()) : null,
                lang);
        h.close("dl");
        List<Game> games = latestSurvey().map(SurveyReport::basket).orElse(List.of());
        if (!games.isEmpty()) {
            h.el("h2", lang.text("page.gpu.popular"));
            h.open("table");
            h.el("caption", lang.text("page.gpu.popular_caption"));
            h.open("thead").open("tr");
            h.el("th", lang.text("page.game"), "scope", "col");
            h.el("th", lang.text("page.fps"), "scope", "col", "class", "num");
            h.el("th", lang.text("page.fps.verdict"), "scope", "col");
            h.close("tr").close("thead").open("tbody");
            for (Game game : games) {
                Forecast f = uses.forecasts()
                        .forecast(new ForecastRequest(
                                game.slug(), gpu.slug(), Optional.empty(), Resolution.P1080, Preset.HIGH));
                rowHeading(h, gamePath(lang, game.slug()), game.name());
                h.open("td", "class", "num");
                fpsLink(
                        h,
                        lang,
                        resultPath(lang, game.slug(), gpu.slug(), Resolution.P1080, Preset.HIGH, Optional.empty()),
                        f.matrix().cell(Resolution.P1080, Preset.HIGH));
                h.close("td");
                h.el("td", lang.verdictText(f.verdict()));
                h.close("tr");
            }
            h.close("tbody").close("table");
        }
        return Page.ok(gpu.name(), "/gpus/" + gpu.slug(), h.toString());
    }

    private Page cpu(Context ctx, Lang lang) {
        Slug slug = Slug.parse("cpu", ctx.pathParam("slug"));
        Cpu cpu = uses.records().cpu(slug).orElseThrow(() -> notFound(ItemType.CPU, slug));
        canonicalSlug(slug, cpu.slug(), cpuPath(lang, cpu.slug()));
        Html h = new Html();
        h.el("h1", cpu.name());
        h.open("dl", "class", "facts");
        fact(h, lang.text("page.brand"), cpu.brand().displayName(), lang);
        String estimated =
                cpu.scoreBasis() == CpuScoreBasis.PASSMARK ? "" : " (" + lang.text("page.cpu.estimated") + ")";
        fact(h, lang.text("page.cpu.single"), cpu.singleThreadMark() + estimated, lang);
        fact(h, "CPU Mark (PassMark)", cpu.cpuMark() + estimated, lang);
        fact(
                h,
                lang.text("page.cpu.cores"),
                cpu.cores().isPresent()
                        ? cpu.cores().getAsInt()
                                + (cpu.threads().isPresent()
                                        ? " / " + cpu.threads().getAsInt()
                                        : "")
                        : null,
                lang);
        fact(
                h,
                lang.text("page.game.year"),
                cpu.releaseYear().isPresent() ? "" + cpu.releaseYear().getAsInt() : null,
                lang);
        h.close("dl");
        Optional<SurveyReport> survey = latestSurvey();
        List<Gpu> popular = survey.map(this::popularGpus).orElse(List.of());
        if (!popular.isEmpty()) {
            // The most common card of the survey, so that the numbers show what this processor allows a typical PC.
            Gpu gpu = popular.get(0);
            h.open("h2")
                    .text(lang.text("page.cpu.popular").replace("{gpu}", gpu.name()))
                    .close("h2");
            h.open("table");
            h.el("caption", lang.text("page.gpu.popular_caption"));
            h.open("thead").open("tr");
            h.el("th", lang.text("page.game"), "scope", "col");
            h.el("th", lang.text("page.fps"), "scope", "col", "class", "num");
            h.el("th", lang.text("page.fps.bottleneck"), "scope", "col");
            h.close("tr").close("thead").open("tbody");
            for (Game game : survey.get().basket()) {
                Forecast f = uses.forecasts()
                        .forecast(new ForecastRequest(
                                game.slug(), gpu.slug(), Optional.of(cpu.slug()), Resolution.P1080, Preset.HIGH));
                rowHeading(h, gamePath(lang, game.slug()), game.name());
                h.open("td", "class", "num");
                fpsLink(
                        h,
                        lang,
                        resultPath(
                                lang, game.slug(), gpu.slug(), Resolution.P1080, Preset.HIGH, Optional.of(cpu.slug())),
                        f.matrix().cell(Resolution.P1080, Preset.HIGH));
                h.close("td");
                h.el(
                        "td",
                        f.bottleneck()
                                .map(b ->
                                        lang.text("limited_by." + b.limitedBy().key()))
                                .orElse(""));
                h.close("tr");
            }
            h.close("tbody").close("table");
        }
        return Page.ok(cpu.name(), "/cpus/" + cpu.slug(), h.toString());
    }

    /** The game x GPU result page. */
    private Page result(Context ctx, Lang lang) {
        Slug gameSlug = Slug.parse("game", ctx.pathParam("game"));
        Slug gpuSlug = Slug.parse("gpu", ctx.pathParam("gpu"));
        Resolution res = ForecastRequest.parseResolution(Edge.param(ctx, "res"));
        Preset preset = ForecastRequest.parsePreset(Edge.param(ctx, "preset"));
        String cpuText = Edge.param(ctx, "cpu");
        Optional<Slug> cpuSlug = Optional.empty();
        if (cpuText != null) {
            NameMatch match = uses.names().resolve(ItemType.CPU, cpuText);
            if (match instanceof NameMatch.Found found) {
                cpuSlug = Optional.of(found.slug());
            } else if (match instanceof NameMatch.Ambiguous ambiguous) {
                Html h = new Html();
                h.el("h1", lang.text("page.canrun.ambiguous").replace("{q}", cpuText));
                linkList(
                        h,
                        ambiguous.candidates(),
                        c -> resultPath(lang, gameSlug, gpuSlug, res, preset, Optional.of(c.slug())),
                        SearchHit::name);
                return new Page(200, cpuText, null, h.toString(), List.of(), List.of());
            } else {
                throw new NotFoundException(ItemType.CPU, cpuText);
            }
        }
        Rendering options = PublicApi.rendering(ctx);
        Forecast f =
                uses.forecasts().forecast(new ForecastRequest(gameSlug, gpuSlug, cpuSlug, res, preset).with(options));
        String canonical = resultPath(
                lang, f.game().slug(), f.gpu().slug(), res, preset, f.cpu().map(Cpu::slug), options);
        String requested = ctx.path() + (ctx.queryString() == null ? "" : "?" + ctx.queryString());
        if (!canonical.equals(requested)) {
            boolean renamed =
                    !f.game().slug().equals(gameSlug) || !f.gpu().slug().equals(gpuSlug);
            // A renamed record moved for good; anything else (a name typed in the form, parameters in another
            // order or spelling, defaults left out) is this one page under its canonical address.
            throw new Redirect(canonical, renamed ? HttpStatus.MOVED_PERMANENTLY : HttpStatus.SEE_OTHER);
        }
        String title = lang.text("page.fps.title")
                        .replace("{game}", f.game().name())
                        .replace("{gpu}", f.gpu().name())
                + f.cpu()
                        .map(c -> " " + lang.text("page.fps.with_cpu").replace("{cpu}", c.name()))
                        .orElse("");
        String settings = lang.text("page.fps.settings")
                        .replace("{res}", res.label())
                        .replace("{preset}", lang.text("preset." + preset.key()))
                + f.rendering().map(r -> " · " + optionsText(lang, r)).orElse("");
        String absolute = links.result(
                lang, f.game().slug(), f.gpu().slug(), res, preset, f.cpu().map(Cpu::slug), options);
        Html h = new Html();
        h.open("h1");
        h.a(gamePath(lang, f.game().slug()), f.game().name());
        h.text(" · ");
        h.a(gpuPath(lang, f.gpu().slug()), f.gpu().name());
        f.cpu().ifPresent(c -> h.text(" · ").a(cpuPath(lang, c.slug()), c.name()));
        h.close("h1");
        h.el("p", settings, "class", "sub");

        boolean measured = f.source() == Source.MEASURED;
        h.open(
                "div",
                "class",
                "figure",
                "id",
                "answer",
                "data-source",
                f.source().key());
        h.open("div");
        h.el("span", Integer.toString(f.fps().average()), "class", "fps");
        h.text(" ").el("span", lang.text("page.fps.average"));
        h.close("div");
        h.open("div");
        h.el(
                "span",
                lang.text("source." + f.source().key()),
                "class",
                "badge " + f.source().key());
        h.el(
                "p",
                lang.text("basis." + f.basis().key()) + ". "
                        + lang.text("confidence." + f.confidence().key()) + ".");
        h.el(
                "p",
                lang.text("demand." + f.demand().key()) + ".",
                "id",
                "demand",
                "data-demand-basis",
                f.demand().key());
        if (f.capped(res, preset)) {
            h.el("p", lang.engineCapText(f.engineCap().getAsInt()) + ".", "id", "engine-cap", "class", "note");
        }
        h.close("div");
        h.open("div");
        f.fps()
                .range()
                .ifPresent(r -> h.el(
                        "p",
                        lang.text("page.fps.range")
                                .replace("{low}", "" + r.low())
                                .replace("{high}", "" + r.high())));
        if (f.expectedErrorPct().isPresent()) {
            h.el(
                    "p",
                    lang.text("page.fps.error")
                            .replace(
                                    "{pct}",
                                    String.format(
                                            Locale.ROOT,
                                            "%.0f",
                                            f.expectedErrorPct().getAsDouble())));
        }
        // The 1% low carries its own mark: inside a measured box only when the source measured it too.
        boolean low1Estimated = measured && !f.fps().low1Measured();
        if (!low1Estimated) {
            h.el(
                    "p",
                    lang.text("page.fps.low1").replace("{fps}", "" + f.fps().low1()),
                    "id",
                    "low1",
                    "data-source",
                    f.source().key());
        }
        h.close("div");
        h.close("div");
        if (low1Estimated) {
            h.open("p", "id", "low1", "class", "note", "data-source", Source.MODEL.key());
            mark(h, lang, Source.MODEL);
            h.text(" "
                    + lang.text("page.fps.low1_estimated")
                            .replace("{fps}", "" + f.fps().low1()));
            h.close("p");
        }
        if (!measured) {
            h.el("p", lang.text("page.fps.model_note"), "class", "note");
        }
        f.rendering().ifPresent(r -> {
            h.el(
                    "p",
                    lang.text("page.render.asked")
                            .replace("{fps}", Integer.toString(f.fps().average()))
                            .replace("{rendered}", Integer.toString(r.renderedFps()))
                            .replace("{base}", Integer.toString(r.baseFps()))
                            .replace("{verdict}", Integer.toString(r.verdictFps())),
                    "id",
                    "rendered",
                    "data-rendered-fps",
                    Integer.toString(r.renderedFps()));
            if (!r.backed()) {
                h.el("p", lang.text("rendering.note_unbacked"), "class", "note");
            }
        });
        GpuScoreJson score = GpuScoreJson.of(f.gpu(), lang);
        if (score != null) {
            h.el("p", score.label() + ".", "class", "note", "id", "gpu-score");
        }
        if (f.gpu().kind() == GpuKind.HANDHELD) {
            // What the number assumes on a handheld: its chip as benchmarked, at a resolution the service answers.
            h.el("p", lang.text("page.fps.handheld"), "class", "note", "id", "handheld");
        }

        h.el("h2", lang.text("page.fps.verdict"));
        h.el(
                "p",
                lang.verdictText(f.verdict()),
                "id",
                "verdict",
                "data-verdict",
                f.verdict().key());
        // The verdict is the spec's, at 1080p high; the asked cell's own reading sits beside it, so a verdict is never
        // read as the one of 4K ultra.
        f.askedVerdict()
                .ifPresent(asked -> h.el(
                        "p",
                        lang.text("page.fps.verdict_asked")
                                .replace("{res}", f.resolution().label())
                                .replace(
                                        "{preset}",
                                        lang.text("preset." + f.preset().key()))
                                .replace("{fps}", Integer.toString(f.askedReadingFps()))
                                .replace("{verdict}", lang.verdictText(asked)),
                        "id",
                        "verdict-asked",
                        "data-verdict",
                        asked.key()));

        h.el("h2", lang.text("page.fps.bottleneck"));
        if (f.bottleneck().isPresent()) {
            var b = f.bottleneck().get();
            h.el(
                    "p",
                    lang.text("page.fps.bottleneck_text")
                            .replace(
                                    "{what}",
                                    lang.text("limited_by." + b.limitedBy().key()))
                            .replace("{pct}", String.format(Locale.ROOT, "%.0f", b.pct()))
                            .replace("{load}", String.format(Locale.ROOT, "%.0f", b.gpuLoadPct())),
                    "id",
                    "bottleneck");
        } else {
            h.el("p", lang.text("page.fps.no_cpu"), "class", "note");
        }

        h.el("h2", lang.text("page.fps.change"));
        h.open("form", "class", "inline", "method", "get", "action", ctx.path());
        h.open("div").el("label", lang.text("page.res"), "for", "res").open("select", "id", "res", "name", "res");
        for (Resolution r : Resolution.values()) {
            h.el("option", r.label(), "value", SiteAddresses.resolution(r), "selected", r == res ? "" : null);
        }
        h.close("select").close("div");
        h.open("div")
                .el("label", lang.text("page.preset"), "for", "preset")
                .open("select", "id", "preset", "name", "preset");
        for (Preset p : Preset.values()) {
            h.el("option", lang.text("preset." + p.key()), "value", p.key(), "selected", p == preset ? "" : null);
        }
        h.close("select").close("div");
        h.open("div").el("label", lang.text("page.cpu.optional"), "for", "cpu");
        h.empty(
                "input",
                "type",
                "text",
                "id",
                "cpu",
                "name",
                "cpu",
                "maxlength",
                "100",
                "value",
                f.cpu().map(Cpu::name).orElse(""));
        h.close("div");
        optionSelect(
                h,
                lang,
                "upscaling",
                "page.render.upscaling",
                Upscaling.KEYS,
                options.upscaling().key());
        optionSelect(
                h,
                lang,
                "rt",
                "page.render.rt_label",
                RayTracing.KEYS,
                options.rayTracing().key());
        optionSelect(
                h,
                lang,
                "framegen",
                "page.render.framegen",
                FrameGeneration.KEYS,
                options.frameGeneration().key());
        h.el("button", lang.text("page.show"), "type", "submit");
        h.close("form");

        h.el("h2", lang.text("page.fps.matrix"));
        if (!options.isNative()) {
            h.el("p", lang.text("page.render.matrix_options"), "class", "note", "id", "matrix-options");
        }
        // On a phone the 3 x 4 table is compacted by the style sheet; if it still does not fit, it scrolls inside
        // its own (keyboard-focusable, labelled) region instead of widening the page.
        h.open("div", "class", "scroll-x", "role", "region", "tabindex", "0", "aria-labelledby", "matrix-caption");
        h.open("table", "id", "matrix");
        h.el("caption", lang.text("page.fps.matrix_caption"), "id", "matrix-caption");
        h.open("thead").open("tr").el("th", lang.text("page.res"), "scope", "col");
        for (Preset p : Preset.values()) {
            h.el("th", lang.text("preset." + p.key()), "scope", "col", "class", "num");
        }
        h.close("tr").close("thead").open("tbody");
        for (Resolution r : Resolution.values()) {
            h.open("tr").el("th", r.label(), "scope", "row");
            for (Preset p : Preset.values()) {
                MatrixCell c = f.matrix().cell(r, p);
                boolean here = r == res && p == preset;
                h.open("td", "class", here ? "num requested" : "num", "aria-current", here ? "true" : null);
                fpsLink(
                        h,
                        lang,
                        resultPath(
                                lang,
                                f.game().slug(),
                                f.gpu().slug(),
                                r,
                                p,
                                f.cpu().map(Cpu::slug)),
                        c);
                c.range().ifPresent(x -> h.el("span", x.low() + "–" + x.high(), "class", "range"));
                if (f.capped(r, p)) {
                    h.el(
                            "span",
                            lang.text("engine_cap.mark"),
                            "class",
                            "capped",
                            "title",
                            lang.engineCapText(f.engineCap().getAsInt()));
                }
                h.close("td");
            }
            h.close("tr");
        }
        h.close("tbody").close("table").close("div");
        Chart.write(h, f.matrix(), res, preset, lang, lang.text("page.fps.chart"));
        renderingTable(h, lang, f);

        h.el("h2", lang.text("page.fps.sources"));
        h.open("ul", "id", "sources");
        f.evidence().ifPresent(e -> {
            Optional<DataSource> source = catalog.source(e.sourceId());
            h.open("li");
            String name = source.map(DataSource::title).orElse(e.sourceId());
            String sourceText = lang.text("page.fps.samples").replace("{samples}", "" + e.samples());
            int at = sourceText.indexOf("{source}");
            h.text(sourceText.substring(0, at));
            if (source.isPresent() && !source.get().url().isEmpty()) {
                h.a(source.get().url(), name, "rel", "external");
            } else {
                h.text(name);
            }
            source.ifPresent(s -> h.text(" (" + s.period() + ")"));
            h.text(sourceText.substring(at + "{source}".length()));
            h.close("li");
        });
        h.open("li").text(lang.text("page.fps.sources_model") + " ");
        h.a(SiteAddresses.methodology(lang.code()), lang.text("page.nav.methodology"));
        h.close("li");
        h.close("ul");

        h.el("h2", lang.text("page.fps.attribution"));
        h.el("label", lang.text("page.fps.attribution"), "for", "credit", "class", "sr-only");
        h.el("textarea", lang.attribution(absolute), "id", "credit", "class", "credit", "rows", "2", "readonly", "");
        h.open("p")
                .a(
                        PublicApi.PREFIX + "/fps?game=" + f.game().slug() + "&gpu="
                                + f.gpu().slug()
                                + f.cpu().map(c -> "&cpu=" + c.slug()).orElse("") + "&res="
                                + SiteAddresses.resolution(res)
                                + "&preset=" + preset.key() + "&lang=" + lang.code(),
                        lang.text("page.fps.json"),
                        "type",
                        "application/json")
                .close("p");
        return Page.ok(
                title + " – " + settings, canonical.substring(1 + lang.code().length()), h.toString());
    }

    /** "Can my PC run it": names typed in the form resolve here; the detection runs in the browser (canrun.js). */
    private Page canrun(Context ctx, Lang lang) {
        String gameText = Edge.param(ctx, "game");
        String gpuText = Edge.param(ctx, "gpu");
        // canrun.js sends the browser's WebGL renderer here (a navigation, not an API call, so a renderer that names
        // no GPU is a page that says why, not a failed request in the console).
        String renderer = Edge.param(ctx, "renderer", RendererParser.MAX_LENGTH);
        String base = "/" + lang.code() + "/canrun";
        Optional<Game> game = Optional.empty();
        Html h = new Html();
        h.el("h1", lang.text("page.nav.canrun"));
        if (gameText != null) {
            NameMatch match = uses.names().resolve(ItemType.GAME, gameText);
            if (match instanceof NameMatch.Found found) {
                game = uses.records().game(found.slug());
                if (gpuText == null && !gameText.equals(found.slug().value())) {
                    throw new Redirect(
                            base + "?game=" + found.slug()
                                    + (renderer == null
                                            ? ""
                                            : "&renderer=" + URLEncoder.encode(renderer, StandardCharsets.UTF_8)),
                            HttpStatus.SEE_OTHER);
                }
            } else {
                choices(
                        h,
                        lang,
                        match,
                        gameText,
                        hit -> base + "?game=" + hit.slug()
                                + (gpuText == null
                                        ? ""
                                        : "&gpu=" + URLEncoder.encode(gpuText, StandardCharsets.UTF_8)));
            }
        }
        if (game.isPresent() && gpuText != null) {
            NameMatch match = uses.names().resolve(ItemType.GPU, gpuText);
            if (match instanceof NameMatch.Found found) {
                throw new Redirect(
                        resultPath(
                                lang, game.get().slug(), found.slug(), Resolution.P1080, Preset.HIGH, Optional.empty()),
                        HttpStatus.SEE_OTHER);
            }
            Slug g = game.get().slug();
            choices(
                    h,
                    lang,
                    match,
                    gpuText,
                    hit -> resultPath(lang, g, hit.slug(), Resolution.P1080, Preset.HIGH, Optional.empty()));
        }
        String said = null;
        if (game.isPresent() && gpuText == null && renderer != null) {
            Slug g = game.get().slug();
            CanRunAnswer answer = uses.canRuns()
                    .canRun(new CanRunRequest(
                            g,
                            Optional.empty(),
                            Optional.of(renderer),
                            Optional.empty(),
                            Resolution.P1080,
                            Preset.HIGH,
                            Rendering.NATIVE));
            if (answer instanceof CanRunAnswer.Forecasted found
                    && !found.detected().estimate()) {
                throw new Redirect(
                        resultPath(
                                lang,
                                g,
                                found.forecast().gpu().slug(),
                                Resolution.P1080,
                                Preset.HIGH,
                                Optional.empty()),
                        HttpStatus.SEE_OTHER);
            }
            String reported = lang.text("page.canrun.detected").replace("{renderer}", renderer);
            String detected = reported.endsWith(".") ? reported : reported + ".";
            if (answer instanceof CanRunAnswer.Forecasted found) {
                Gpu estimate = found.forecast().gpu();
                h.open("p", "id", "detect-estimate", "data-outcome", "estimate")
                        .text(detected + " " + lang.text("page.canrun.estimate").replace("{gpu}", estimate.name())
                                + " ")
                        .a(
                                resultPath(lang, g, estimate.slug(), Resolution.P1080, Preset.HIGH, Optional.empty()),
                                lang.text("page.canrun.result"))
                        .close("p");
            } else {
                // The same reasons as the API's 422, in the page's language (page.canrun.<reason>).
                said = detected + " " + lang.text("page.canrun." + ((CanRunAnswer.NoGpu) answer).reason()) + " "
                        + lang.text("page.canrun.cannot");
            }
        }
        h.el("p", lang.text("page.canrun.intro"));
        if (game.isPresent()) {
            h.open("h2").a(gamePath(lang, game.get().slug()), game.get().name()).close("h2");
            h.open(
                    "section",
                    "id",
                    "detect",
                    "hidden",
                    said == null && renderer == null ? "" : null,
                    "data-outcome",
                    said == null ? null : "unidentified",
                    "data-asked",
                    renderer == null ? null : "",
                    "aria-live",
                    "polite",
                    "data-game",
                    game.get().slug().value(),
                    "data-page",
                    base,
                    "data-detecting",
                    lang.text("page.canrun.detecting"),
                    "data-detected",
                    lang.text("page.canrun.detected"),
                    "data-cannot",
                    lang.text("page.canrun.cannot"));
            h.el("button", lang.text("page.canrun.detect"), "type", "button", "id", "detect-button");
            h.el("p", said == null ? "" : said, "id", "detect-status", "role", "status");
            h.close("section");
        }
        h.el("h2", lang.text("page.canrun.choose"));
        h.open("form", "class", "inline", "method", "get", "action", base);
        h.open("div").el("label", lang.text("page.game"), "for", "canrun-game");
        h.empty(
                "input",
                "type",
                "text",
                "id",
                "canrun-game",
                "name",
                "game",
                "required",
                "",
                "maxlength",
                "100",
                "value",
                game.map(Game::name).orElse(gameText == null ? "" : gameText));
        h.close("div");
        h.open("div").el("label", lang.text("page.canrun.gpu"), "for", "canrun-gpu");
        h.empty(
                "input",
                "type",
                "text",
                "id",
                "canrun-gpu",
                "name",
                "gpu",
                "maxlength",
                "100",
                "value",
                gpuText == null ? "" : gpuText);
        h.close("div");
        h.el("button", lang.text("page.canrun.check"), "type", "submit");
        h.close("form");
        String canonical = "/canrun" + game.map(g -> "?game=" + g.slug()).orElse("");
        return Page.ok(lang.text("page.nav.canrun"), canonical, h.toString())
                .withAssets(List.of(ASSETS + "/canrun.js"), List.of());
    }

    private void choices(Html h, Lang lang, NameMatch match, String text, Function<SearchHit, String> target) {
        if (match instanceof NameMatch.Ambiguous ambiguous) {
            h.el("p", lang.text("page.canrun.ambiguous").replace("{q}", text), "class", "notice", "role", "status");
            linkList(h, ambiguous.candidates(), target, SearchHit::name);
        } else {
            h.el("p", lang.text("page.search.none").replace("{q}", text), "class", "notice", "role", "status");
        }
    }

    private Page methodology(Context ctx, Lang lang) {
        Html h = new Html(96 * 1024);
        if (lang != Lang.EN) {
            h.el("p", lang.text("page.methodology.english"), "class", "notice");
        }
        h.open("article", "class", "doc", "lang", "en", "dir", "ltr");
        h.raw(Methodology.html());
        h.close("article");
        List<EvaluationRow> rows = catalog.evaluation();
        h.open("h2", "id", "current-evaluation");
        h.text(lang.text("page.methodology.current")
                .replace("{version}", catalog.version())
                .replace("{date}", catalog.buildDate().orElse(lang.text("page.unknown"))));
        h.close("h2");
        if (rows.isEmpty()) {
            h.el("p", lang.text("page.methodology.none"));
        } else {
            h.open("table", "id", "evaluation");
            h.open("thead").open("tr");
            for (String key : List.of("data", "method", "cells", "median", "mean", "inside")) {
                h.el("th", lang.text("page.eval." + key), "scope", "col");
            }
            h.close("tr").close("thead").open("tbody");
            for (EvaluationRow r : rows) {
                h.open("tr", "lang", "en");
                h.el("td", r.data()).el("td", r.method());
                h.el("td", "" + r.cells(), "class", "num");
                h.el("td", pct(r.medianApePct()), "class", "num");
                h.el("td", pct(r.meanApePct()), "class", "num");
                h.el(
                        "td",
                        r.insideRangePct().isPresent() ? pct(r.insideRangePct().getAsDouble()) : "–",
                        "class",
                        "num");
                h.close("tr");
            }
            h.close("tbody").close("table");
        }
        return Page.ok(lang.text("page.nav.methodology"), "/methodology", h.toString());
    }

    private Page apiDocs(Context ctx, Lang lang) {
        Html h = new Html();
        h.el("h1", lang.text("page.api.title"));
        h.el("p", lang.text("page.api.intro"));
        String current = PublicApi.PREFIX + "/openapi.json";
        String earlier = "/api/v1/openapi.json";
        h.open("ul");
        h.open("li").text(lang.text("page.api.current") + ": ").a(current, current, "type", "application/json");
        h.text(" · ")
                .a(PublicApi.PREFIX + "/", PublicApi.PREFIX + "/", "type", "application/json")
                .close("li");
        h.open("li").text(lang.text("page.api.earlier") + ": ").a(earlier, earlier, "type", "application/json");
        h.text(" · ").a("/api/v1/", "/api/v1/", "type", "application/json").close("li");
        h.close("ul");
        h.open("noscript").el("p", lang.text("page.api.noscript")).close("noscript");
        String urls = "[{\"url\":\"" + current + "\",\"name\":\"" + lang.text("page.api.current") + " ("
                + PublicApi.PREFIX + ")\"},{\"url\":\"" + earlier + "\",\"name\":\"" + lang.text("page.api.earlier")
                + " (/api/v1)\"}]";
        h.open("div", "id", "api-choice", "role", "group", "aria-label", lang.text("page.api.title"), "hidden", "");
        h.el("button", lang.text("page.api.current"), "type", "button", "data-url", current, "aria-pressed", "true");
        h.text(" ");
        h.el("button", lang.text("page.api.earlier"), "type", "button", "data-url", earlier, "aria-pressed", "false");
        h.close("div");
        h.open("div", "id", "swagger-ui", "lang", "en", "dir", "ltr", "data-urls", urls)
                .close("div");
        return Page.ok(lang.text("page.api.title"), "/api", h.toString())
                .withAssets(
                        List.of(ASSETS + "/swagger-ui/swagger-ui-bundle.js", ASSETS + "/api-docs.js"),
                        List.of(ASSETS + "/swagger-ui/swagger-ui.css"));
    }

    private Page survey(Context ctx, Lang lang) {
        String monthText = ctx.pathParamMap().get("month");
        Optional<YearMonth> month = ReportSurvey.parseMonth(monthText);
        SurveyReport r = uses.survey().survey(month, ReportSurvey.DEFAULT_TOP);
        String title =
                lang.text("page.survey.title").replace("{month}", r.month().toString());
        Html h = new Html();
        h.el("h1", title);
        h.el(
                "p",
                lang.text("page.survey.reach")
                        .replace("{at60}", share(r.reach().at60()))
                        .replace("{at30}", share(r.reach().at30())));
        h.open("table", "id", "survey");
        h.el("caption", lang.text("page.survey.cards"));
        h.open("thead").open("tr");
        h.el("th", lang.text("page.survey.rank"), "scope", "col", "class", "num");
        h.el("th", lang.text("page.gpu"), "scope", "col");
        h.el("th", lang.text("page.survey.share"), "scope", "col", "class", "num");
        h.el("th", lang.text("page.fps"), "scope", "col", "class", "num");
        h.el("th", lang.text("page.fps.verdict"), "scope", "col");
        h.close("tr").close("thead").open("tbody");
        for (SurveyReport.Card c : r.cards()) {
            h.open("tr");
            h.el("td", "" + c.rank(), "class", "num");
            h.open("th", "scope", "row");
            if (c.gpu().isPresent()) {
                h.a(gpuPath(lang, c.gpu().get().slug()), c.name());
            } else {
                h.text(c.name());
            }
            if (c.mapping() != SurveyMapping.NAME) {
                // A family's representative, a variant at an assumed share, or why there is no number.
                h.el(
                        "small",
                        " "
                                + lang.text("page.survey.mapping." + c.mapping().key())
                                        .replace("{gpu}", c.gpu().map(Gpu::name).orElse("")),
                        "class",
                        "mapping");
            }
            h.close("th");
            h.el("td", share(c.share()), "class", "num");
            h.open("td", "class", "num");
            if (c.basketFps().isPresent()) {
                Source s = r.sourceOf(c).orElse(Source.MODEL);
                mark(h, lang, s);
                h.text(" " + c.basketFps().getAsInt());
            }
            h.close("td");
            h.el("td", c.verdict().map(lang::verdictText).orElse(""));
            h.close("tr");
        }
        h.close("tbody").close("table");
        h.el("h2", lang.text("page.home.popular_games"));
        linkList(h, r.basket(), g -> gamePath(lang, g.slug()), Game::name);
        h.el("h2", lang.text("page.survey.months"));
        h.open("p");
        YearMonth previous = r.month().minusMonths(1);
        YearMonth next = r.month().plusMonths(1);
        if (!previous.isBefore(r.first())) {
            h.a("/" + lang.code() + "/survey/" + previous, previous.toString(), "rel", "prev")
                    .text(" ");
        }
        if (!next.isAfter(r.latest())) {
            h.a("/" + lang.code() + "/survey/" + next, next.toString(), "rel", "next");
        }
        h.close("p");
        catalog.source(PublicApi.SURVEY_SOURCE).ifPresent(s -> {
            h.el("h2", lang.text("page.fps.sources"));
            h.open("p")
                    .a(s.url(), s.title(), "rel", "external")
                    .text(" (" + s.period() + ")")
                    .close("p");
        });
        return Page.ok(title, "/survey/" + r.month(), h.toString());
    }

    private Page stats(Context ctx, Lang lang) {
        String countryText = Edge.param(ctx, "country");
        Optional<Country> country =
                countryText == null ? Optional.empty() : Optional.of(Country.parse("country", countryText));
        GamerStats s = uses.stats().stats(country);
        String title =
                lang.text("page.nav.stats") + country.map(c -> " – " + c.code()).orElse("");
        Html h = new Html();
        h.el("h1", title);
        h.el("p", lang.text("page.stats.sample").replace("{n}", "" + s.sampleSize()));
        if (s.synthetic()) {
            h.el("p", lang.text("stats.synthetic"), "class", "notice");
        }
        s.staleSince()
                .ifPresent(since -> h.el(
                        "p",
                        lang.text("stats.stale").replace("{time}", since.truncatedTo(ChronoUnit.SECONDS) + ""),
                        "class",
                        "notice"));
        if (!s.countries().isEmpty()) {
            h.open("form", "class", "inline", "method", "get", "action", "/" + lang.code() + "/stats");
            h.open("div").el("label", lang.text("page.stats.country"), "for", "country");
            h.open("select", "id", "country", "name", "country");
            h.el("option", lang.text("page.stats.all"), "value", "", "selected", country.isEmpty() ? "" : null);
            for (GamerStats.CountrySample c : s.countries()) {
                h.el(
                        "option",
                        c.country().code() + " (" + c.builds() + ")",
                        "value",
                        c.country().code(),
                        "selected",
                        country.equals(Optional.of(c.country())) ? "" : null);
            }
            h.close("select").close("div");
            h.el("button", lang.text("page.show"), "type", "submit");
            h.close("form");
        }
        if (s.sampleSize() == 0) {
            h.el("p", lang.text("page.stats.none"));
        }
        shares(h, lang, lang.text("page.gpus"), s.gpus(), ItemType.GPU);
        shares(h, lang, lang.text("page.cpus"), s.cpus(), ItemType.CPU);
        shares(h, lang, lang.text("page.stats.ram"), s.ram(), null);
        shares(h, lang, lang.text("page.stats.os"), s.os(), null);
        return Page.ok(
                title, "/stats" + country.map(c -> "?country=" + c.code()).orElse(""), h.toString());
    }

    private void shares(Html h, Lang lang, String heading, List<GamerStats.Share> lines, ItemType type) {
        if (lines.isEmpty()) {
            return;
        }
        h.el("h2", heading);
        h.open("table");
        h.open("thead").open("tr");
        h.el("th", heading, "scope", "col");
        h.el("th", lang.text("page.survey.share"), "scope", "col", "class", "num");
        h.close("tr").close("thead").open("tbody");
        for (GamerStats.Share line : lines.subList(0, Math.min(STATS_LINES, lines.size()))) {
            h.open("tr").open("th", "scope", "row");
            if (type != null && line.slug().isPresent()) {
                h.a(recordPath(lang, type, line.slug().get()), line.name());
            } else {
                h.text(line.name());
            }
            h.close("th");
            h.el("td", share(line.share()), "class", "num");
            h.close("tr");
        }
        h.close("tbody").close("table");
    }

    // ---------------------------------------------------------------- pieces

    private static void searchForm(Html h, Lang lang, String value, String id) {
        h.open("form", "class", "inline", "role", "search", "action", "/" + lang.code() + "/search", "method", "get");
        h.open("div").el("label", lang.text("page.search.label"), "for", id);
        h.empty("input", "type", "search", "id", id, "name", "q", "maxlength", "100", "value", value, "required", "");
        h.close("div");
        h.el("button", lang.text("page.search.button"), "type", "submit");
        h.close("form");
    }

    /** The publisher's requirements as listed, labelled as the publisher's, with each value's source and credit. */
    private void publisherRequirements(Html h, Lang lang, Game game, GameProfile profile) {
        PublisherRequirements r = game.requirements();
        h.el("h2", lang.text("page.game.publisher"));
        if (r.isEmpty()) {
            h.el("p", lang.text("page.game.publisher_none"), "class", "note");
            return;
        }
        h.el("p", lang.text("page.game.publisher_note"), "class", "note");
        List<Optional<PublisherRequirements.Level>> levels = List.of(r.minimum(), r.recommended());
        h.open("table", "class", "requirements");
        h.el("caption", lang.text("page.game.publisher_caption"));
        h.open("thead").open("tr").el("td", "");
        h.el("th", lang.text("page.game.level_minimum"), "scope", "col");
        h.el("th", lang.text("page.game.level_recommended"), "scope", "col");
        h.close("tr").close("thead").open("tbody");
        requirementRow(
                h, lang, "page.game.req_graphics", levels, l -> l.gpuText().orElse(null));
        h.open("tr").el("th", lang.text("page.game.req_gpus"), "scope", "row");
        for (Optional<PublisherRequirements.Level> level : levels) {
            h.open("td");
            List<Gpu> named = level.map(l -> l.gpus().stream()
                            .flatMap(
                                    s -> Optional.ofNullable(profile.namedGpus().get(s)).stream())
                            .toList())
                    .orElse(List.of());
            if (named.isEmpty()) {
                h.text("\u2014");
            }
            for (int i = 0; i < named.size(); i++) {
                if (i > 0) {
                    h.text(", ");
                }
                h.a(gpuPath(lang, named.get(i).slug()), named.get(i).name());
            }
            h.close("td");
        }
        h.close("tr");
        requirementRow(
                h,
                lang,
                "page.game.req_g3d",
                levels,
                l -> l.gpuG3d().isPresent()
                        ? String.format(Locale.ROOT, "%,d", l.gpuG3d().getAsInt())
                        : null);
        requirementRow(
                h, lang, "page.game.req_processor", levels, l -> l.cpuText().orElse(null));
        requirementRow(
                h,
                lang,
                "page.game.req_memory",
                levels,
                l -> l.ramGb().isPresent()
                        ? l.ramGb().getAsInt() + " GB"
                        : l.ramText().orElse(null));
        h.close("tbody").close("table");
        h.el("h3", lang.text("page.game.req_sources"));
        h.open("ul", "class", "sources");
        for (Optional<String> id : List.of(r.markSource(), r.textSource())) {
            id.flatMap(catalog::source).ifPresent(s -> {
                h.open("li").a(s.url(), s.title());
                if (!s.license().isEmpty()) {
                    h.text(" \u2014 " + s.license());
                }
                h.close("li");
            });
        }
        h.close("ul");
    }

    private static void requirementRow(
            Html h,
            Lang lang,
            String key,
            List<Optional<PublisherRequirements.Level>> levels,
            Function<PublisherRequirements.Level, String> value) {
        h.open("tr").el("th", lang.text(key), "scope", "row");
        for (Optional<PublisherRequirements.Level> level : levels) {
            h.el("td", level.map(value).orElse("\u2014"));
        }
        h.close("tr");
    }

    private static void fact(Html h, String name, String value, Lang lang) {
        h.el("dt", name);
        h.el("dd", value == null ? lang.text("page.unknown") : value);
    }

    private void gpuLink(Html h, Lang lang, Optional<Gpu> gpu) {
        if (gpu.isPresent()) {
            h.a(gpuPath(lang, gpu.get().slug()), gpu.get().name());
        } else {
            h.text(lang.text("page.unknown"));
        }
    }

    /** A link to a result page showing a matrix cell: its mark (measured or model, named for screen readers) and FPS. */
    /** The four combinations a gamer compares at the asked cell, as {@code /fps} answers them with the options. */
    static final List<Rendering> COMPARED = List.of(
            Rendering.NATIVE,
            Rendering.parse("quality", null, null),
            Rendering.parse("quality", "on", null),
            Rendering.parse("quality", "on", "2x"));

    private static final List<String> COMPARED_LABELS =
            List.of("page.render.native", "page.render.quality", "page.render.rt", "page.render.fg");

    /**
     * Native, upscaling Quality, + ray tracing, + frame generation at the asked cell: displayed and rendered FPS, each
     * with its measured or model mark; a card that cannot use an option says so.
     */
    private void renderingTable(Html h, Lang lang, Forecast f) {
        h.el("h2", lang.text("page.render.title"));
        h.open("div", "class", "scroll-x", "role", "region", "tabindex", "0", "aria-labelledby", "render-caption");
        h.open("table", "id", "rendering");
        h.el(
                "caption",
                f.resolution().label() + ", " + lang.text("preset." + f.preset().key()),
                "id",
                "render-caption");
        h.open("tbody");
        ForecastRequest asked = new ForecastRequest(
                f.game().slug(), f.gpu().slug(), f.cpu().map(Cpu::slug), f.resolution(), f.preset());
        for (int i = 0; i < COMPARED.size(); i++) {
            Rendering compared = COMPARED.get(i);
            boolean here = compared.equals(f.options());
            h.open("tr", "aria-current", here ? "true" : null, "class", here ? "requested" : null);
            Forecast g;
            try {
                g = here ? f : uses.forecasts().forecast(asked.with(compared));
            } catch (UnsupportedRenderingException e) {
                // Not on this card: no link to a page that would only say so.
                h.el("th", lang.text(COMPARED_LABELS.get(i)), "scope", "row");
                h.el("td", lang.text("page.render.unsupported"), "class", "num", "title", e.getMessage());
                h.el("td", "");
                h.close("tr");
                continue;
            }
            h.open("th", "scope", "row")
                    .a(
                            resultPath(
                                    lang,
                                    f.game().slug(),
                                    f.gpu().slug(),
                                    f.resolution(),
                                    f.preset(),
                                    f.cpu().map(Cpu::slug),
                                    compared),
                            lang.text(COMPARED_LABELS.get(i)))
                    .close("th");
            h.open("td", "class", "num");
            mark(h, lang, g.source());
            h.text(" " + g.fps().average());
            g.fps().range().ifPresent(x -> h.el("span", x.low() + "–" + x.high(), "class", "range"));
            h.close("td");
            h.el(
                    "td",
                    g.rendering()
                            .filter(r -> r.renderedFps() != g.fps().average())
                            .map(r -> r.renderedFps() + " " + lang.text("page.render.rendered"))
                            .orElse(""),
                    "class",
                    "num");
            h.close("tr");
        }
        h.close("tbody").close("table").close("div");
    }

    private static void fpsLink(Html h, Lang lang, String href, MatrixCell c) {
        h.open("a", "href", href);
        mark(h, lang, c.source());
        h.text(" " + c.fps());
        h.close("a");
    }

    /** Opens a table row whose heading cell is a link. */
    private static void rowHeading(Html h, String href, String name) {
        h.open("tr").open("th", "scope", "row").a(href, name).close("th");
    }

    /** A list of links, one per item. */
    private static <T> void linkList(Html h, List<T> items, Function<T, String> href, Function<T, String> name) {
        h.open("ul", "class", "hits");
        for (T item : items) {
            h.open("li").a(href.apply(item), name.apply(item)).close("li");
        }
        h.close("ul");
    }

    private static void mark(Html h, Lang lang, Source s) {
        h.el(
                "span",
                s == Source.MEASURED ? "●" : "○",
                "class",
                "mark-" + s.key(),
                "title",
                lang.text("source." + s.key()),
                "aria-label",
                lang.text("source." + s.key()),
                "role",
                "img");
    }

    private Optional<SurveyReport> latestSurvey() {
        try {
            return Optional.of(uses.survey().survey(Optional.empty(), ReportSurvey.DEFAULT_TOP));
        } catch (UnavailableException e) {
            return Optional.empty();
        }
    }

    /** The survey's most common cards that it names, each once, most common first. */
    private List<Gpu> popularGpus(SurveyReport r) {
        return r.namedGpus(POPULAR);
    }

    private static NotFoundException notFound(ItemType type, Slug slug) {
        return new NotFoundException(type, slug.value());
    }

    /** A record asked for by a former slug moved for good to its current address. */
    private static void canonicalSlug(Slug asked, Slug canonical, String path) {
        if (!asked.equals(canonical)) {
            throw new Redirect(path, HttpStatus.MOVED_PERMANENTLY);
        }
    }

    private static String typeHeading(ItemType type) {
        return switch (type) {
            case GAME -> "page.games";
            case GPU -> "page.gpus";
            case CPU -> "page.cpus";
        };
    }

    static String recordPath(Lang lang, ItemType type, Slug slug) {
        return SiteAddresses.record(lang.code(), type, slug);
    }

    static String gamePath(Lang lang, Slug slug) {
        return SiteAddresses.game(lang.code(), slug);
    }

    static String gpuPath(Lang lang, Slug slug) {
        return SiteAddresses.gpu(lang.code(), slug);
    }

    static String cpuPath(Lang lang, Slug slug) {
        return SiteAddresses.cpu(lang.code(), slug);
    }

    /** The result page's path and query, parameters in one order (the canonical address). */
    static String resultPath(Lang lang, Slug game, Slug gpu, Resolution res, Preset preset, Optional<Slug> cpu) {
        return resultPath(lang, game, gpu, res, preset, cpu, Rendering.NATIVE);
    }

    /** The result page's address; options that are off are left out, so a native answer's address is unchanged. */
    static String resultPath(
            Lang lang, Slug game, Slug gpu, Resolution res, Preset preset, Optional<Slug> cpu, Rendering options) {
        return SiteAddresses.result(lang.code(), game, gpu, res, preset, cpu, options);
    }

    /** "Upscaling quality (DLSS), Ray tracing on, Frame generation 2x (DLSS FG)": the asked options, in words. */
    private static String optionsText(Lang lang, RenderedFrames r) {
        List<String> parts = new ArrayList<>();
        Rendering o = r.options();
        if (o.upscaling() != Upscaling.OFF) {
            parts.add(lang.text("page.render.upscaling") + " "
                    + o.upscaling().key().replace('_', ' ')
                    + r.upscaler().map(u -> " (" + u + ")").orElse(""));
        }
        if (o.rayTracing() != RayTracing.OFF) {
            parts.add(lang.text("page.render.rt_label") + " "
                    + lang.text("page.render.on").toLowerCase(Locale.ROOT));
        }
        if (o.frameGeneration() != FrameGeneration.OFF) {
            parts.add(lang.text("page.render.framegen") + " "
                    + o.frameGeneration().key()
                    + r.frameGenerator().map(g -> " (" + g + ")").orElse(""));
        }
        return String.join(", ", parts);
    }

    /** A select of one rendering option in the result page's form, by the options' keys; on/off in the language. */
    private static void optionSelect(Html h, Lang lang, String name, String label, List<String> keys, String selected) {
        h.open("div").el("label", lang.text(label), "for", name).open("select", "id", name, "name", name);
        for (String key : keys) {
            String text =
                    key.equals("off") || key.equals("on") ? lang.text("page.render." + key) : key.replace('_', ' ');
            h.el("option", text, "value", key, "selected", key.equals(selected) ? "" : null);
        }
        h.close("select").close("div");
    }

    private static String memory(int mb) {
        return mb >= 1024 && mb % 1024 == 0 ? (mb / 1024) + " GB" : mb + " MB";
    }

    private static String pct(double value) {
        return String.format(Locale.ROOT, "%.1f%%", value);
    }

    private static String share(double share) {
        return String.format(Locale.ROOT, "%.1f%%", share * 100);
    }

    private static Map<Lang, String> languageNames() {
        Map<Lang, String> names = new LinkedHashMap<>();
        names.put(Lang.EN, "English");
        names.put(Lang.RU, "Русский");
        names.put(Lang.AR, "العربية");
        names.put(Lang.ID, "Bahasa Indonesia");
        names.put(Lang.PT, "Português");
        names.put(Lang.TR, "Türkçe");
        names.put(Lang.ES, "Español");
        return Collections.unmodifiableMap(names);
    }

    // ---------------------------------------------------------------- assets

    /** The pages' own files and the API viewer's, from the jar, with strong ETags and a day's caching. */
    static final class Assets {
        private static final Map<String, String> TYPES = Map.of(
                "css", "text/css; charset=utf-8",
                "js", "text/javascript; charset=utf-8",
                "svg", "image/svg+xml");
        private static final Set<String> OWN = Set.of("site.css", "canrun.js", "api-docs.js", "favicon.svg");
        private static final Set<String> VIEWER = Set.of("swagger-ui-bundle.js", "swagger-ui.css");
        private static final String VIEWER_DIR = "META-INF/resources/webjars/swagger-ui/" + viewerVersion() + "/";
        private static final Map<String, ResponseCache.Entry> LOADED = new ConcurrentHashMap<>();

        private Assets() {}

        static void serve(Context ctx) {
            String file = ctx.pathParam("file");
            send(ctx, file, OWN.contains(file) ? "org/fpsforecast/http/publicapi/assets/" + file : null);
        }

        static void serveViewer(Context ctx) {
            String file = ctx.pathParam("file");
            send(ctx, file, VIEWER.contains(file) ? VIEWER_DIR + file : null);
        }

        private static void send(Context ctx, String file, String resource) {
            if (resource == null) {
                ctx.status(404).contentType("text/plain; charset=utf-8").result("No such file: " + file);
                return;
            }
            ResponseCache.Entry entry = LOADED.computeIfAbsent(resource, r -> ResponseCache.Entry.of("asset", read(r)));
            ctx.header("X-Content-Type-Options", "nosniff");
            if (Edge.notModified(ctx, entry, "public, max-age=86400")) {
                return;
            }
            Edge.send(ctx, 200, TYPES.get(file.substring(file.lastIndexOf('.') + 1)), entry.body());
        }

        private static byte[] read(String resource) {
            try (InputStream in = PublicPages.class.getClassLoader().getResourceAsStream(resource)) {
                if (in == null) {
                    throw new IllegalStateException(resource + " is missing from the jar");
                }
                return in.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + resource, e);
            }
        }

        /** The Swagger UI version on the class path, from its WebJar's Maven properties. */
        private static String viewerVersion() {
            String props = "META-INF/maven/org.webjars/swagger-ui/pom.properties";
            try (InputStream in = PublicPages.class.getClassLoader().getResourceAsStream(props)) {
                if (in == null) {
                    throw new IllegalStateException("Swagger UI's WebJar is missing (" + props + ")");
                }
                Properties p = new Properties();
                p.load(in);
                return requireNonNull(p.getProperty("version"), "version in " + props);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + props, e);
            }
        }
    }
}
