package org.fpsforecast.http.publicapi;

import static java.util.Objects.requireNonNull;

import io.javalin.http.Context;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.common.access.ResponseCache;
import org.fpsforecast.http.common.route.Requests;
import org.fpsforecast.http.common.route.RouteEnvelope;

/**
 * {@code GET /fps}: the forecast of a game on a GPU (and optionally a CPU) at a resolution and preset, with the
 * rendering options. Answers are kept by the parsed request, and by the raw query string for {@link FpsFastPath}.
 */
final class FpsEndpoint implements RouteEnvelope.Endpoint {
    private final ForecastFps forecasts;
    private final ForecastView view;
    private final CatalogMetadata catalog;
    private final RouteEnvelope envelope;
    /** Finished /fps answers (the most asked, and the most expensive to make). */
    private final ResponseCache answers;
    /**
     * The same answers by the raw query string of the GET that got them, for {@link FpsFastPath}: the bodies are
     * shared with {@link #answers}, so this costs the keys and the map.
     */
    private final ResponseCache answersByQuery;

    FpsEndpoint(
            ForecastFps forecasts,
            ForecastView view,
            CatalogMetadata catalog,
            RouteEnvelope envelope,
            ResponseCache answers,
            ResponseCache answersByQuery) {
        this.forecasts = requireNonNull(forecasts);
        this.view = requireNonNull(view);
        this.catalog = requireNonNull(catalog);
        this.envelope = requireNonNull(envelope);
        this.answers = requireNonNull(answers);
        this.answersByQuery = requireNonNull(answersByQuery);
    }

    /** What an /fps answer depends on: the parsed request and the language. */
    private record FpsKey(ForecastRequest request, Lang lang) {}

    @Override
    public ResponseCache.Entry answer(Context ctx) {
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
    ResponseCache.Entry cached(String rawQuery) {
        return answersByQuery.find(rawQuery);
    }

    /** The optional upscaling, rt and framegen parameters of /fps and /canrun. */
    static Rendering rendering(Context ctx) {
        return Rendering.parse(
                Requests.param(ctx, "upscaling"), Requests.param(ctx, "rt"), Requests.param(ctx, "framegen"));
    }
}
