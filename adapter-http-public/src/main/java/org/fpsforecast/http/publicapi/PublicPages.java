package org.fpsforecast.http.publicapi;

import static java.util.Objects.requireNonNull;
import static org.fpsforecast.http.publicapi.PageKit.linkList;
import static org.fpsforecast.http.publicapi.PageKit.recordPath;
import static org.fpsforecast.http.publicapi.PageKit.searchForm;

import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpStatus;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.UnavailableException;
import org.fpsforecast.core.domain.UnsupportedRenderingException;
import org.fpsforecast.core.port.in.CanRunGame;
import org.fpsforecast.core.port.in.DescribeGame;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.LookUpRecords;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.core.port.in.ReportSurvey;
import org.fpsforecast.core.port.in.ResolveName;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.port.in.SearchHit;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.common.SiteAddresses;
import org.fpsforecast.http.common.access.ClientIdentifier;
import org.fpsforecast.http.common.access.QuotaDecision;
import org.fpsforecast.http.common.access.RateLimiter;
import org.fpsforecast.http.common.access.ResponseCache;
import org.fpsforecast.http.common.route.Replies;
import org.fpsforecast.http.common.route.Requests;
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

    private static final Map<Lang, String> LANGUAGE_NAMES = languageNames();

    /** The use cases the pages read from. */
    public record UseCases(
            ForecastFps forecastFps,
            SearchCatalog searchCatalog,
            ResolveName resolveName,
            LookUpRecords lookUpRecords,
            DescribeGame describeGame,
            ReportSurvey reportSurvey,
            ReportStats reportStats,
            CanRunGame canRunGame) {
        public UseCases {
            requireNonNull(forecastFps, "forecastFps");
            requireNonNull(searchCatalog, "searchCatalog");
            requireNonNull(resolveName, "resolveName");
            requireNonNull(lookUpRecords, "lookUpRecords");
            requireNonNull(describeGame, "describeGame");
            requireNonNull(reportSurvey, "reportSurvey");
            requireNonNull(reportStats, "reportStats");
            requireNonNull(canRunGame, "canRunGame");
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
        RecordPages records = new RecordPages(uses, catalog);
        ResultPage result = new ResultPage(uses, catalog, links);
        CanRunPage canrun = new CanRunPage(uses);
        ReportPages reports = new ReportPages(uses, catalog);
        Map<String, Renderer> p = new LinkedHashMap<>();
        p.put(SiteAddresses.HOME, records::home);
        p.put(SiteAddresses.SEARCH, records::search);
        p.put(SiteAddresses.GAME, records::game);
        p.put(SiteAddresses.GPU, records::gpu);
        p.put(SiteAddresses.CPU, records::cpu);
        p.put(SiteAddresses.RESULT, result::result);
        p.put(SiteAddresses.CANRUN, canrun::canrun);
        p.put(SiteAddresses.METHODOLOGY, reports::methodology);
        p.put(SiteAddresses.API_DOCS, reports::apiDocs);
        p.put(SiteAddresses.SURVEY, reports::survey);
        p.put(SiteAddresses.SURVEY_MONTH, reports::survey);
        p.put(SiteAddresses.STATS, reports::stats);
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
                config.routes.get(SiteAddresses.page(lang.code(), path), h);
                config.routes.head(SiteAddresses.page(lang.code(), path), h);
            }
            Handler missing = ctx -> {
                PublicPages pages = current.get();
                pages.serve(ctx, lang, pages::notFound);
            };
            config.routes.get(SiteAddresses.page(lang.code(), "/*"), missing);
            config.routes.head(SiteAddresses.page(lang.code(), "/*"), missing);
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
                            return SiteAddresses.page(l.code(), SiteAddresses.HOME);
                        }
                    }
                }
            } catch (IllegalArgumentException e) {
                // A malformed header: the default language.
            }
        }
        return SiteAddresses.page(Lang.EN.code(), SiteAddresses.HOME);
    }

    // ---------------------------------------------------------------- serving

    private void serve(Context ctx, Lang lang, Renderer renderer) {
        Page page;
        try {
            QuotaDecision spent = budget == null ? null : budget.acquire(Requests.clientKey(clients, ctx));
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
            ctx.header(
                    "Cache-Control",
                    r.status == HttpStatus.MOVED_PERMANENTLY ? PublicEnvelope.CACHE_OK : PublicEnvelope.CACHE_ERROR);
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
                    SearchEndpoint.didYouMean(uses.searchCatalog(), e));
        } catch (UnavailableException e) {
            page = error(
                    lang, PublicEnvelope.status(e), lang.text("page.error.unavailable"), e.getMessage(), List.of());
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
            ctx.header("Cache-Control", PublicEnvelope.CACHE_ERROR);
        } else if (Replies.notModified(ctx, ResponseCache.Entry.of(catalog.version(), body), PublicEnvelope.CACHE_OK)) {
            return;
        }
        Replies.send(ctx, page.status(), HTML, body);
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
            h.empty("link", "rel", "canonical", "href", links.base() + SiteAddresses.page(lang.code(), here));
            for (Lang other : Lang.values()) {
                h.empty(
                        "link",
                        "rel",
                        "alternate",
                        "hreflang",
                        other.code(),
                        "href",
                        links.base() + SiteAddresses.page(other.code(), here));
            }
            h.empty(
                    "link",
                    "rel",
                    "alternate",
                    "hreflang",
                    "x-default",
                    "href",
                    links.base() + SiteAddresses.page(Lang.EN.code(), here));
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
        h.a(SiteAddresses.page(lang.code(), SiteAddresses.HOME), SITE, "class", "brand");
        h.open("nav", "aria-label", lang.text("page.nav")).open("ul");
        navItem(h, lang, SiteAddresses.CANRUN, "page.nav.canrun", here);
        navItem(h, lang, SiteAddresses.SURVEY, "page.nav.survey", here);
        navItem(h, lang, SiteAddresses.STATS, "page.nav.stats", here);
        navItem(h, lang, SiteAddresses.METHODOLOGY, "page.nav.methodology", here);
        h.open("li")
                .a(
                        SiteAddresses.page(lang.code(), SiteAddresses.API_DOCS),
                        "API",
                        "aria-current",
                        here.startsWith(SiteAddresses.API_DOCS) ? "page" : null)
                .close("li");
        h.close("ul").close("nav");
        h.open(
                "form",
                "role",
                "search",
                "action",
                SiteAddresses.page(lang.code(), SiteAddresses.SEARCH),
                "method",
                "get");
        h.el("label", lang.text("page.search.label"), "for", "site-q", "class", "sr-only");
        h.empty("input", "type", "search", "id", "site-q", "name", "q", "maxlength", PageKit.NAME_MAX_LENGTH);
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
                    SiteAddresses.page(other.code(), here),
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
                .a(
                        SiteAddresses.page(lang.code(), path),
                        lang.text(key),
                        "aria-current",
                        here.startsWith(path) ? "page" : null)
                .close("li");
    }

    /** The request's path after {@code /{lang}}, with its query (for the language links of pages without one). */
    private static String requestedPath(Context ctx, Lang lang) {
        String path = ctx.path().substring(1 + lang.code().length());
        String query = ctx.queryString();
        return (path.isEmpty() ? "/" : path) + (query == null || query.isEmpty() ? "" : "?" + query);
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
}
