package org.fpsforecast.http.v1;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HandlerType;
import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Source;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The earlier interface, {@code /api/v1}, as a route group that any Javalin app can mount with {@link
 * #mount(JavalinConfig)}. Its records and error mapping are its own; it shares only the core with the current interface.
 *
 * <p>Defaults: {@code res=1080p}, {@code preset=high}. {@code fps_min}/{@code fps_max} are the 80% range of a
 * prediction; for a benchmark (measured) value both equal {@code fps}.
 */
public final class V1Api {
    public static final String PREFIX = "/api/v1";
    static final int MAX_PARAMETER_LENGTH = 200;

    private static final Logger LOG = LoggerFactory.getLogger(V1Api.class);
    private static final String JSON = "application/json; charset=utf-8";
    private static final List<HandlerType> OTHER_METHODS =
            List.of(HandlerType.POST, HandlerType.PUT, HandlerType.PATCH, HandlerType.DELETE);

    private final ForecastFps forecasts;
    private final String baseUrl;
    private final ObjectMapper mapper =
            new ObjectMapper().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);

    public V1Api(ForecastFps forecasts, String baseUrl) {
        this.forecasts = requireNonNull(forecasts);
        String b = requireNonNull(baseUrl).strip();
        this.baseUrl = b.endsWith("/") ? b.substring(0, b.length() - 1) : b;
    }

    /** Registers every route of this interface under {@link #PREFIX}. */
    public void mount(JavalinConfig config) {
        // HEAD runs the same handler as GET (Jetty sends no body), so its status and headers are GET's.
        Handler fps = guarded(this::fps);
        config.routes.get(PREFIX + "/fps", fps);
        config.routes.head(PREFIX + "/fps", fps);
        config.routes.options(PREFIX, guarded(this::preflight));
        config.routes.options(PREFIX + "/*", guarded(this::preflight));
        // Anything else under the prefix: a JSON 404, or 405 for methods this read-only interface never accepts.
        Handler notFound = guarded(ctx -> error(ctx, 404, "not_found", "No such endpoint: " + ctx.path() + "."));
        config.routes.get(PREFIX + "/*", notFound);
        config.routes.head(PREFIX + "/*", notFound);
        for (HandlerType method : OTHER_METHODS) {
            config.routes.addHttpHandler(method, PREFIX + "/*", guarded(this::methodNotAllowed));
            config.routes.addHttpHandler(method, PREFIX, guarded(this::methodNotAllowed));
        }
    }

    /** CORS preflight and OPTIONS: which methods and request headers the interface accepts. */
    private void preflight(Context ctx) {
        ctx.header("Allow", "GET, HEAD, OPTIONS");
        ctx.header("Access-Control-Allow-Methods", "GET, HEAD, OPTIONS");
        ctx.header("Access-Control-Allow-Headers", "If-None-Match, Content-Type");
        ctx.header("Access-Control-Max-Age", "86400");
        ctx.status(204);
    }

    private void fps(Context ctx) {
        Slug game = Slug.parse("game", param(ctx, "game"));
        Slug gpu = Slug.parse("gpu", param(ctx, "gpu"));
        String cpuParam = param(ctx, "cpu");
        Optional<Slug> cpu = cpuParam == null ? Optional.empty() : Optional.of(Slug.parse("cpu", cpuParam));
        String resParam = param(ctx, "res");
        Resolution res = resParam == null ? Resolution.P1080 : Resolution.parse("res", resParam);
        String presetParam = param(ctx, "preset");
        Preset preset = presetParam == null ? Preset.HIGH : Preset.parse("preset", presetParam);

        Forecast f = forecasts.forecast(new ForecastRequest(game, gpu, cpu, res, preset));
        int fps = f.fps().average();
        V1Json.Fps body = new V1Json.Fps(
                true,
                new V1Json.Ref(f.game().slug().value(), f.game().name()),
                new V1Json.Ref(f.gpu().slug().value(), f.gpu().name()),
                f.cpu().map(c -> new V1Json.Ref(c.slug().value(), c.name())).orElse(null),
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
                baseUrl + "/en/fps/" + game + "/" + gpu + "?res=" + res.label() + "&preset=" + preset.key());
        ctx.header("Cache-Control", "max-age=3600");
        json(ctx, 200, body);
    }

    private void methodNotAllowed(Context ctx) {
        ctx.header("Allow", "GET, HEAD, OPTIONS");
        error(ctx, 405, "method_not_allowed", "This interface is read-only: use GET.");
    }

    private static String param(Context ctx, String name) {
        List<String> values = ctx.queryParams(name);
        if (values.isEmpty()) {
            return null;
        }
        if (values.size() > 1) {
            throw InvalidParameterException.invalid(name, "Parameter '" + name + "' is given more than once.");
        }
        String v = values.get(0);
        if (v.length() > MAX_PARAMETER_LENGTH) {
            throw InvalidParameterException.invalid(
                    name, "Parameter '" + name + "' is longer than " + MAX_PARAMETER_LENGTH + " characters.");
        }
        return v.isBlank() ? null : v;
    }

    /** Runs a handler and maps every failure to this interface's error format: the one place errors are mapped. */
    private Handler guarded(Handler handler) {
        return ctx -> {
            ctx.header("Access-Control-Allow-Origin", "*");
            try {
                handler.handle(ctx);
            } catch (InvalidParameterException e) {
                String code = e.problem() == InvalidParameterException.Problem.MISSING
                        ? "missing_parameter"
                        : "invalid_parameter";
                json(ctx, 400, new V1Json.Error(false, code, e.getMessage(), e.parameter()));
            } catch (NotFoundException e) {
                json(
                        ctx,
                        404,
                        new V1Json.Error(
                                false,
                                e.type().key() + "_not_found",
                                e.getMessage(),
                                e.type().key()));
            } catch (RuntimeException e) {
                LOG.error("Unexpected failure on {} {}", ctx.method(), ctx.path(), e);
                error(ctx, 500, "internal_error", "The service failed to answer; the failure was logged.");
            }
        };
    }

    private void error(Context ctx, int status, String code, String message) {
        json(ctx, status, new V1Json.Error(false, code, message, null));
    }

    private void json(Context ctx, int status, Object body) {
        try {
            ctx.status(status).contentType(JSON).result(mapper.writeValueAsBytes(body));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }
}
