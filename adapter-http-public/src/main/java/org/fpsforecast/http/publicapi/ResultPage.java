package org.fpsforecast.http.publicapi;

import static org.fpsforecast.http.publicapi.PageKit.NAME_MAX_LENGTH;
import static org.fpsforecast.http.publicapi.PageKit.cpuPath;
import static org.fpsforecast.http.publicapi.PageKit.fpsLink;
import static org.fpsforecast.http.publicapi.PageKit.gamePath;
import static org.fpsforecast.http.publicapi.PageKit.gpuPath;
import static org.fpsforecast.http.publicapi.PageKit.linkList;
import static org.fpsforecast.http.publicapi.PageKit.mark;
import static org.fpsforecast.http.publicapi.PageKit.resultPath;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.DataSource;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.FrameGeneration;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.MatrixCell;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.RayTracing;
import org.fpsforecast.core.domain.RenderedFrames;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Source;
import org.fpsforecast.core.domain.UnsupportedRenderingException;
import org.fpsforecast.core.domain.Upscaling;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.core.port.in.NameMatch;
import org.fpsforecast.core.port.in.SearchHit;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.common.SiteAddresses;
import org.fpsforecast.http.common.access.MediaTypes;
import org.fpsforecast.http.common.route.Requests;

/**
 * The game x GPU result page: the answer with its marks, the verdict, the bottleneck, the 3 x 4 matrix, the rendering
 * options compared, the sources and the attribution.
 */
final class ResultPage {
    private final PublicPages.UseCases uses;
    private final CatalogMetadata catalog;
    private final Links links;

    ResultPage(PublicPages.UseCases uses, CatalogMetadata catalog, Links links) {
        this.uses = uses;
        this.catalog = catalog;
        this.links = links;
    }

    /** The game x GPU result page. */
    Page result(Context ctx, Lang lang) {
        Slug gameSlug = Slug.parse("game", ctx.pathParam("game"));
        Slug gpuSlug = Slug.parse("gpu", ctx.pathParam("gpu"));
        Resolution res = ForecastRequest.parseResolution(Requests.param(ctx, "res"));
        Preset preset = ForecastRequest.parsePreset(Requests.param(ctx, "preset"));
        String cpuText = Requests.param(ctx, "cpu");
        Optional<Slug> cpuSlug = Optional.empty();
        if (cpuText != null) {
            NameMatch match = uses.resolveName().resolve(ItemType.CPU, cpuText);
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
        Rendering options = FpsEndpoint.rendering(ctx);
        Forecast f =
                uses.forecastFps().forecast(new ForecastRequest(gameSlug, gpuSlug, cpuSlug, res, preset).with(options));
        String here = SiteAddresses.result(
                f.game().slug(), f.gpu().slug(), res, preset, f.cpu().map(Cpu::slug), options);
        String canonical = SiteAddresses.page(lang.code(), here);
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
        String absolute = links.base() + canonical;
        Html h = new Html();
        h.open("h1");
        h.a(gamePath(lang, f.game().slug()), f.game().name());
        h.text(" · ");
        h.a(gpuPath(lang, f.gpu().slug()), f.gpu().name());
        f.cpu().ifPresent(c -> h.text(" · ").a(cpuPath(lang, c.slug()), c.name()));
        h.close("h1");
        h.el("p", settings, "class", "sub");

        answer(h, lang, f, res, preset);
        verdictAndBottleneck(h, lang, f);
        settingsForm(h, lang, ctx, f, res, preset, options);
        matrix(h, lang, f, res, preset, options);
        sourcesAndCredit(h, lang, f, res, preset, absolute);
        return Page.ok(title + " – " + settings, here, h.toString());
    }

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
                g = here ? f : uses.forecastFps().forecast(asked.with(compared));
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

    /** The answer box: the FPS with its mark, basis, confidence and demand basis, its range, the 1% low, the notes. */
    private void answer(Html h, Lang lang, Forecast f, Resolution res, Preset preset) {
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
    }

    /** The verdict (at 1080p high, with the asked cell's own reading beside it) and the bottleneck. */
    private void verdictAndBottleneck(Html h, Lang lang, Forecast f) {
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
    }

    /** The form that asks the same game and GPU at other settings, with another CPU or other rendering options. */
    private void settingsForm(
            Html h, Lang lang, Context ctx, Forecast f, Resolution res, Preset preset, Rendering options) {
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
                NAME_MAX_LENGTH,
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
    }

    /** The 3 x 4 matrix, each cell a link with its mark and range, its chart, and the rendering options compared. */
    private void matrix(Html h, Lang lang, Forecast f, Resolution res, Preset preset, Rendering options) {
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
    }

    /** Where the numbers come from (the measurement's source, the model's methodology), the credit line, the JSON. */
    private void sourcesAndCredit(Html h, Lang lang, Forecast f, Resolution res, Preset preset, String absolute) {
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
                        MediaTypes.JSON_TYPE)
                .close("p");
    }
}
