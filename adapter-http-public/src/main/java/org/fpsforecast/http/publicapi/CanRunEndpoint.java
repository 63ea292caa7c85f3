package org.fpsforecast.http.publicapi;

import static java.util.Objects.requireNonNull;

import io.javalin.http.Context;
import java.util.Optional;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.in.CanRunAnswer;
import org.fpsforecast.core.port.in.CanRunGame;
import org.fpsforecast.core.port.in.CanRunRequest;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.core.renderer.RendererParser;
import org.fpsforecast.http.common.route.Requests;
import org.fpsforecast.http.common.route.RouteEnvelope;

/** {@code GET /canrun}: "can this PC run it", from a WebGL renderer string or a GPU slug. */
final class CanRunEndpoint implements RouteEnvelope.Endpoint {
    private final CanRunGame canRuns;
    private final SearchCatalog search;
    private final ForecastView view;
    private final Links links;
    private final CatalogMetadata catalog;

    CanRunEndpoint(CanRunGame canRuns, SearchCatalog search, ForecastView view, Links links, CatalogMetadata catalog) {
        this.canRuns = requireNonNull(canRuns);
        this.search = requireNonNull(search);
        this.view = requireNonNull(view);
        this.links = requireNonNull(links);
        this.catalog = requireNonNull(catalog);
    }

    /**
     * "Can this PC run it": the GPU from a WebGL renderer string, or from the gpu parameter (which wins when both are
     * given), then the same FPS record as /fps, plus what was detected.
     */
    @Override
    public PublicJson.CanRun answer(Context ctx) {
        Lang lang = Lang.parse(Requests.param(ctx, "lang"));
        Slug game = Slug.parse("game", Requests.param(ctx, "game"));
        Optional<String> renderer = Optional.ofNullable(Requests.param(ctx, "renderer", RendererParser.MAX_LENGTH));
        Optional<Slug> gpu = Optional.ofNullable(Requests.param(ctx, "gpu")).map(g -> Slug.parse("gpu", g));
        Optional<Slug> cpu = ForecastRequest.parseCpu(Requests.param(ctx, "cpu"));
        Resolution res = ForecastRequest.parseResolution(Requests.param(ctx, "res"));
        Preset preset = ForecastRequest.parsePreset(Requests.param(ctx, "preset"));
        Rendering options = FpsEndpoint.rendering(ctx);
        if (gpu.isEmpty() && renderer.isEmpty()) {
            throw InvalidParameterException.invalid(
                    "renderer",
                    "Give renderer (the browser's WebGL UNMASKED_RENDERER_WEBGL string) or gpu (a GPU slug, see"
                            + " /gpus).");
        }
        CanRunAnswer answer = canRuns.canRun(new CanRunRequest(game, gpu, renderer, cpu, res, preset, options));
        PublicJson.Detected detected = ForecastView.detected(answer.detected());
        if (answer instanceof CanRunAnswer.NoGpu refused) {
            String choose = " Choose your GPU by hand: search " + links.base() + PublicApi.PREFIX
                    + "/gpus?q=... and send its slug as the gpu parameter.";
            throw PublicEnvelope.refusal(
                    422,
                    new PublicJson.Error(
                            false,
                            refused.reason(),
                            refused.message() + choose,
                            "renderer",
                            refused.unknownModel()
                                    ? SearchEndpoint.suggestions(
                                            search, refused.detected().model().orElse(""), ItemType.GPU)
                                    : null,
                            null,
                            detected));
        }
        return new PublicJson.CanRun(view.fps(((CanRunAnswer.Forecasted) answer).forecast(), lang, catalog), detected);
    }
}
