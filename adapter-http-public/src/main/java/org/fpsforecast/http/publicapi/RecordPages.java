package org.fpsforecast.http.publicapi;

import static org.fpsforecast.http.publicapi.PageKit.canonicalSlug;
import static org.fpsforecast.http.publicapi.PageKit.canrunPath;
import static org.fpsforecast.http.publicapi.PageKit.cpuPath;
import static org.fpsforecast.http.publicapi.PageKit.fact;
import static org.fpsforecast.http.publicapi.PageKit.fpsLink;
import static org.fpsforecast.http.publicapi.PageKit.gamePath;
import static org.fpsforecast.http.publicapi.PageKit.gpuPath;
import static org.fpsforecast.http.publicapi.PageKit.linkList;
import static org.fpsforecast.http.publicapi.PageKit.memory;
import static org.fpsforecast.http.publicapi.PageKit.notFound;
import static org.fpsforecast.http.publicapi.PageKit.recordPath;
import static org.fpsforecast.http.publicapi.PageKit.resultPath;
import static org.fpsforecast.http.publicapi.PageKit.rowHeading;
import static org.fpsforecast.http.publicapi.PageKit.searchForm;
import static org.fpsforecast.http.publicapi.PageKit.typeHeading;
import static org.fpsforecast.http.publicapi.PublicPages.SITE;

import io.javalin.http.Context;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.CpuScoreBasis;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.PublisherRequirements;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.UnavailableException;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.core.port.in.GameProfile;
import org.fpsforecast.core.port.in.ReportSurvey;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.port.in.SearchHit;
import org.fpsforecast.core.port.in.SurveyReport;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.common.SiteAddresses;
import org.fpsforecast.http.common.access.QueryParameters;
import org.fpsforecast.http.common.route.Requests;

/** The home, search, game, GPU and CPU pages: the catalog's records and what the model says about them. */
final class RecordPages {
    /** How many popular cards and games the game, GPU and CPU pages show. */
    private static final int POPULAR = 10;
    /** How many search results of each kind the search page shows. */
    private static final int SEARCH_RESULTS = 15;

    private final PublicPages.UseCases uses;
    private final CatalogMetadata catalog;

    RecordPages(PublicPages.UseCases uses, CatalogMetadata catalog) {
        this.uses = uses;
        this.catalog = catalog;
    }

    // ---------------------------------------------------------------- pages

    Page home(Context ctx, Lang lang) {
        Html h = new Html();
        h.el("h1", SITE);
        h.el("p", lang.text("page.tagline"), "class", "sub");
        h.el("p", lang.text("page.home.honesty"));
        searchForm(h, lang, "", "home-q");
        h.open("p")
                .a(canrunPath(lang, Optional.empty()), lang.text("page.nav.canrun"))
                .close("p");
        Optional<SurveyReport> survey = latestSurvey();
        survey.ifPresent(r -> {
            h.el("h2", lang.text("page.home.popular_games"));
            linkList(h, r.basket(), g -> gamePath(lang, g.slug()), Game::name);
            h.el("h2", lang.text("page.home.popular_gpus"));
            linkList(h, popularGpus(r), g -> gpuPath(lang, g.slug()), Gpu::name);
        });
        return Page.ok(lang.text("page.nav.home"), SiteAddresses.HOME, h.toString());
    }

    Page search(Context ctx, Lang lang) {
        String q = Requests.param(ctx, "q");
        Html h = new Html();
        h.el("h1", lang.text("page.search.title"));
        searchForm(h, lang, q == null ? "" : q, "q");
        if (q == null) {
            h.el("p", lang.text("page.search.empty"));
            return Page.ok(lang.text("page.search.title"), SiteAddresses.SEARCH, h.toString());
        }
        List<SearchHit> hits = uses.searchCatalog()
                .search(
                        QueryParameters.searchText(q),
                        Set.of(ItemType.GAME, ItemType.GPU, ItemType.CPU),
                        SearchCatalog.MAX_LIMIT);
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
        return Page.ok(lang.text("page.search.results").replace("{q}", q), SiteAddresses.search(q), h.toString());
    }

    Page game(Context ctx, Lang lang) {
        Slug slug = Slug.parse("game", ctx.pathParam("slug"));
        GameProfile profile = uses.describeGame().describe(slug);
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
                + (demand.fitted()
                        ? lang.text("page.game.demand_fitted").replace("{n}", "" + demand.measurements())
                        : lang.text("demand." + demand.basis().key()))
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
                .a(canrunPath(lang, Optional.of(game.slug())), lang.text("page.nav.canrun"))
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
                Forecast f = uses.forecastFps()
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
        return Page.ok(game.name(), SiteAddresses.game(game.slug()), h.toString());
    }

    Page gpu(Context ctx, Lang lang) {
        Slug slug = Slug.parse("gpu", ctx.pathParam("slug"));
        Gpu gpu = uses.lookUpRecords().gpu(slug).orElseThrow(() -> notFound(ItemType.GPU, slug));
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
                Forecast f = uses.forecastFps()
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
        return Page.ok(gpu.name(), SiteAddresses.gpu(gpu.slug()), h.toString());
    }

    Page cpu(Context ctx, Lang lang) {
        Slug slug = Slug.parse("cpu", ctx.pathParam("slug"));
        Cpu cpu = uses.lookUpRecords().cpu(slug).orElseThrow(() -> notFound(ItemType.CPU, slug));
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
                Forecast f = uses.forecastFps()
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
        return Page.ok(cpu.name(), SiteAddresses.cpu(cpu.slug()), h.toString());
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

    private void gpuLink(Html h, Lang lang, Optional<Gpu> gpu) {
        if (gpu.isPresent()) {
            h.a(gpuPath(lang, gpu.get().slug()), gpu.get().name());
        } else {
            h.text(lang.text("page.unknown"));
        }
    }

    private Optional<SurveyReport> latestSurvey() {
        try {
            return Optional.of(uses.reportSurvey().survey(Optional.empty(), ReportSurvey.DEFAULT_TOP));
        } catch (UnavailableException e) {
            return Optional.empty();
        }
    }

    /** The survey's most common cards that it names, each once, most common first. */
    private List<Gpu> popularGpus(SurveyReport r) {
        return r.namedGpus(POPULAR);
    }
}
