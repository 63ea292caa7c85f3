package org.fpsforecast.http.publicapi;

import static org.fpsforecast.http.publicapi.PageKit.NAME_MAX_LENGTH;
import static org.fpsforecast.http.publicapi.PageKit.canrunPath;
import static org.fpsforecast.http.publicapi.PageKit.gamePath;
import static org.fpsforecast.http.publicapi.PageKit.linkList;
import static org.fpsforecast.http.publicapi.PageKit.resultPath;
import static org.fpsforecast.http.publicapi.PublicPages.ASSETS;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.in.CanRunAnswer;
import org.fpsforecast.core.port.in.CanRunRequest;
import org.fpsforecast.core.port.in.NameMatch;
import org.fpsforecast.core.port.in.SearchHit;
import org.fpsforecast.core.renderer.RendererParser;
import org.fpsforecast.http.common.SiteAddresses;
import org.fpsforecast.http.common.route.Requests;

/**
 * "Can my PC run it": names typed in the form resolve here; the detection runs in the browser (canrun.js), the
 * renderer it reports is identified by the core's can-run rule.
 */
final class CanRunPage {
    private final PublicPages.UseCases uses;

    CanRunPage(PublicPages.UseCases uses) {
        this.uses = uses;
    }

    /** "Can my PC run it": names typed in the form resolve here; the detection runs in the browser (canrun.js). */
    Page canrun(Context ctx, Lang lang) {
        String gameText = Requests.param(ctx, "game");
        String gpuText = Requests.param(ctx, "gpu");
        // canrun.js sends the browser's WebGL renderer here (a navigation, not an API call, so a renderer that names
        // no GPU is a page that says why, not a failed request in the console).
        String renderer = Requests.param(ctx, "renderer", RendererParser.MAX_LENGTH);
        String base = canrunPath(lang, Optional.empty());
        Optional<Game> game = Optional.empty();
        Html h = new Html();
        h.el("h1", lang.text("page.nav.canrun"));
        if (gameText != null) {
            NameMatch match = uses.resolveName().resolve(ItemType.GAME, gameText);
            if (match instanceof NameMatch.Found found) {
                game = uses.lookUpRecords().game(found.slug());
                if (gpuText == null && !gameText.equals(found.slug().value())) {
                    throw new Redirect(
                            canrunPath(lang, Optional.of(found.slug()))
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
                        hit -> canrunPath(lang, Optional.of(hit.slug()))
                                + (gpuText == null
                                        ? ""
                                        : "&gpu=" + URLEncoder.encode(gpuText, StandardCharsets.UTF_8)));
            }
        }
        if (game.isPresent() && gpuText != null) {
            NameMatch match = uses.resolveName().resolve(ItemType.GPU, gpuText);
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
            CanRunAnswer answer = uses.canRunGame()
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
                NAME_MAX_LENGTH,
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
                NAME_MAX_LENGTH,
                "value",
                gpuText == null ? "" : gpuText);
        h.close("div");
        h.el("button", lang.text("page.canrun.check"), "type", "submit");
        h.close("form");
        String canonical = SiteAddresses.canrun(game.map(Game::slug));
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
}
