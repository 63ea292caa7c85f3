package org.fpsforecast.http.publicapi;

import static org.fpsforecast.http.publicapi.PageKit.gamePath;
import static org.fpsforecast.http.publicapi.PageKit.gpuPath;
import static org.fpsforecast.http.publicapi.PageKit.linkList;
import static org.fpsforecast.http.publicapi.PageKit.mark;
import static org.fpsforecast.http.publicapi.PageKit.pct;
import static org.fpsforecast.http.publicapi.PageKit.recordPath;
import static org.fpsforecast.http.publicapi.PageKit.share;
import static org.fpsforecast.http.publicapi.PublicPages.ASSETS;

import io.javalin.http.Context;
import java.time.YearMonth;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.domain.EvaluationRow;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Source;
import org.fpsforecast.core.domain.SurveyMapping;
import org.fpsforecast.core.port.in.GamerStats;
import org.fpsforecast.core.port.in.ReportSurvey;
import org.fpsforecast.core.port.in.SurveyReport;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.common.SiteAddresses;
import org.fpsforecast.http.common.access.MediaTypes;
import org.fpsforecast.http.common.route.Requests;

/** The methodology, API documentation, survey and gamer statistics pages. */
final class ReportPages {
    /** How many lines of each category the stats page shows. */
    private static final int STATS_LINES = 15;

    private final PublicPages.UseCases uses;
    private final CatalogMetadata catalog;

    ReportPages(PublicPages.UseCases uses, CatalogMetadata catalog) {
        this.uses = uses;
        this.catalog = catalog;
    }

    Page methodology(Context ctx, Lang lang) {
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
        return Page.ok(lang.text("page.nav.methodology"), SiteAddresses.METHODOLOGY, h.toString());
    }

    Page apiDocs(Context ctx, Lang lang) {
        Html h = new Html();
        h.el("h1", lang.text("page.api.title"));
        h.el("p", lang.text("page.api.intro"));
        String current = PublicApi.PREFIX + "/openapi.json";
        String earlier = "/api/v1/openapi.json";
        h.open("ul");
        h.open("li").text(lang.text("page.api.current") + ": ").a(current, current, "type", MediaTypes.JSON_TYPE);
        h.text(" · ")
                .a(PublicApi.PREFIX + "/", PublicApi.PREFIX + "/", "type", MediaTypes.JSON_TYPE)
                .close("li");
        h.open("li").text(lang.text("page.api.earlier") + ": ").a(earlier, earlier, "type", MediaTypes.JSON_TYPE);
        h.text(" · ").a("/api/v1/", "/api/v1/", "type", MediaTypes.JSON_TYPE).close("li");
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
        return Page.ok(lang.text("page.api.title"), SiteAddresses.API_DOCS, h.toString())
                .withAssets(
                        List.of(ASSETS + "/swagger-ui/swagger-ui-bundle.js", ASSETS + "/api-docs.js"),
                        List.of(ASSETS + "/swagger-ui/swagger-ui.css"));
    }

    Page survey(Context ctx, Lang lang) {
        String monthText = ctx.pathParamMap().get("month");
        Optional<YearMonth> month = ReportSurvey.parseMonth(monthText);
        SurveyReport r = uses.reportSurvey().survey(month, ReportSurvey.DEFAULT_TOP);
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
            h.a(SiteAddresses.survey(lang.code(), previous), previous.toString(), "rel", "prev")
                    .text(" ");
        }
        if (!next.isAfter(r.latest())) {
            h.a(SiteAddresses.survey(lang.code(), next), next.toString(), "rel", "next");
        }
        h.close("p");
        catalog.source(SurveyEndpoint.SOURCE).ifPresent(s -> {
            h.el("h2", lang.text("page.fps.sources"));
            h.open("p")
                    .a(s.url(), s.title(), "rel", "external")
                    .text(" (" + s.period() + ")")
                    .close("p");
        });
        return Page.ok(title, SiteAddresses.survey(r.month()), h.toString());
    }

    Page stats(Context ctx, Lang lang) {
        String countryText = Requests.param(ctx, "country");
        Optional<Country> country =
                countryText == null ? Optional.empty() : Optional.of(Country.parse("country", countryText));
        GamerStats s = uses.reportStats().stats(country);
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
            h.open(
                    "form",
                    "class",
                    "inline",
                    "method",
                    "get",
                    "action",
                    SiteAddresses.page(lang.code(), SiteAddresses.STATS));
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
        return Page.ok(title, SiteAddresses.stats(country), h.toString());
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
}
