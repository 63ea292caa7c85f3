package org.fpsforecast.http.publicapi;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HandlerType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.FpsRange;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.Matrix;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Verdict;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The current interface, {@code /api/public/v1}, as a route group that any Javalin app can mount with {@link
 * #mount(JavalinConfig)}. It owns its JSON shapes and maps domain errors to its error format here, in one place.
 */
public final class PublicApi {
    public static final String PREFIX = "/api/public/v1";
    /** Longest accepted value of any query parameter. */
    static final int MAX_PARAMETER_LENGTH = 200;

    private static final Logger LOG = LoggerFactory.getLogger(PublicApi.class);
    private static final String JSON = "application/json; charset=utf-8";
    private static final List<HandlerType> OTHER_METHODS =
            List.of(HandlerType.POST, HandlerType.PUT, HandlerType.PATCH, HandlerType.DELETE);

    private final ForecastFps forecasts;
    private final SearchCatalog search;
    private final CatalogMetadata catalog;
    private final Links links;
    private final ObjectMapper mapper =
            new ObjectMapper().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);

    /**
     * @param baseUrl the service's public address (scheme and host), used in the links of every response
     */
    public PublicApi(ForecastFps forecasts, SearchCatalog search, CatalogMetadata catalog, String baseUrl) {
        this.forecasts = requireNonNull(forecasts);
        this.search = requireNonNull(search);
        this.catalog = requireNonNull(catalog);
        this.links = new Links(baseUrl);
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
        Handler notFound = guarded(ctx -> error(
                ctx,
                404,
                "not_found",
                "No such endpoint: " + ctx.path() + ". See " + links.docs() + " for the endpoints."));
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
        Lang lang = Lang.parse(param(ctx, "lang"));
        Slug game = Slug.parse("game", param(ctx, "game"));
        Slug gpu = Slug.parse("gpu", param(ctx, "gpu"));
        String cpuParam = param(ctx, "cpu");
        Optional<Slug> cpu = cpuParam == null ? Optional.empty() : Optional.of(Slug.parse("cpu", cpuParam));
        String resParam = param(ctx, "res");
        Resolution res = resParam == null ? Resolution.P1080 : Resolution.parse("res", resParam);
        String presetParam = param(ctx, "preset");
        Preset preset = presetParam == null ? Preset.HIGH : Preset.parse("preset", presetParam);

        Forecast f = forecasts.forecast(new ForecastRequest(game, gpu, cpu, res, preset));
        String url = links.result(lang, game, gpu, res, preset);
        Verdict verdict = f.verdict();
        PublicJson.Fps body = new PublicJson.Fps(
                true,
                new PublicJson.GameRef(f.game().slug().value(), f.game().name(), links.game(lang, game)),
                new PublicJson.GpuRef(
                        f.gpu().slug().value(), f.gpu().name(), f.gpu().brand().displayName(), links.gpu(lang, gpu)),
                f.cpu()
                        .map(c -> new PublicJson.CpuRef(
                                c.slug().value(), c.name(), c.brand().displayName(), links.cpu(lang, c.slug())))
                        .orElse(null),
                resToken(res),
                preset.key(),
                f.fps().average(),
                f.fps().low1(),
                range(f.fps().range()),
                f.expectedErrorPct().isPresent() ? f.expectedErrorPct().getAsDouble() : null,
                range(f.fps().low1Range()),
                f.source().key(),
                f.basis().key(),
                f.confidence().key(),
                new PublicJson.Verdict(
                        verdict.key(),
                        lang.verdictText(verdict),
                        Verdict.BASIS_RESOLUTION.label() + " " + Verdict.BASIS_PRESET.key()),
                matrix(f.matrix()),
                matrixRange(f.matrix()),
                f.evidence()
                        .map(e -> new PublicJson.Measurement(
                                e.samples(),
                                catalog.source(e.sourceId())
                                        .map(s -> new PublicJson.SourceRef(s.id(), s.title(), s.url(), s.period()))
                                        .orElse(new PublicJson.SourceRef(e.sourceId(), e.sourceId(), "", "")),
                                f.fps().low1Measured()))
                        .orElse(null),
                f.bottleneck()
                        .map(b -> new PublicJson.Bottleneck(b.limitedBy().key(), b.pct(), b.gpuLoadPct()))
                        .orElse(null),
                url,
                links.methodology(lang),
                "FPS data: FPS Forecast, " + url + " (" + Links.LICENSE + ")",
                Links.LICENSE,
                Links.LICENSE_URL);
        json(ctx, 200, body);
    }

    private void methodNotAllowed(Context ctx) {
        ctx.header("Allow", "GET, HEAD, OPTIONS");
        error(ctx, 405, "method_not_allowed", "This interface is read-only: use GET.");
    }

    /** Resolution as the current interface spells it: 1080p, 1440p, 4k. */
    static String resToken(Resolution res) {
        return res == Resolution.P4K ? "4k" : res.label();
    }

    private static PublicJson.Range range(Optional<FpsRange> r) {
        return r.map(x -> new PublicJson.Range(x.low(), x.high())).orElse(null);
    }

    private static Map<String, Map<String, Integer>> matrix(Matrix m) {
        Map<String, Map<String, Integer>> out = new LinkedHashMap<>();
        for (Resolution r : Resolution.values()) {
            Map<String, Integer> row = new LinkedHashMap<>();
            for (Preset p : Preset.values()) {
                row.put(p.key(), m.cell(r, p).fps());
            }
            out.put(r.label(), row);
        }
        return out;
    }

    private static Map<String, Map<String, PublicJson.Range>> matrixRange(Matrix m) {
        Map<String, Map<String, PublicJson.Range>> out = new LinkedHashMap<>();
        for (Resolution r : Resolution.values()) {
            Map<String, PublicJson.Range> row = new LinkedHashMap<>();
            for (Preset p : Preset.values()) {
                row.put(p.key(), range(m.cell(r, p).range()));
            }
            out.put(r.label(), row);
        }
        return out;
    }

    /** One query parameter: null when absent; repeated or over-long values are refused. */
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

    /** Runs a handler and turns every failure into this interface's JSON error: the one place errors are mapped. */
    private Handler guarded(Handler handler) {
        return ctx -> {
            ctx.header("Access-Control-Allow-Origin", "*");
            try {
                handler.handle(ctx);
            } catch (InvalidParameterException e) {
                String code = e.problem() == InvalidParameterException.Problem.MISSING
                        ? "missing_parameter"
                        : "invalid_parameter";
                json(ctx, 400, new PublicJson.Error(false, code, e.getMessage(), e.parameter(), null));
            } catch (NotFoundException e) {
                json(
                        ctx,
                        404,
                        new PublicJson.Error(
                                false,
                                e.type().key() + "_not_found",
                                e.getMessage(),
                                e.type().key(),
                                suggestions(e)));
            } catch (RuntimeException e) {
                LOG.error("Unexpected failure on {} {}", ctx.method(), ctx.path(), e);
                error(ctx, 500, "internal_error", "The service failed to answer; the failure was logged.");
            }
        };
    }

    private List<PublicJson.Suggestion> suggestions(NotFoundException e) {
        String query = e.slug().replace('-', ' ');
        if (query.length() > SearchCatalog.MAX_QUERY_LENGTH) {
            return List.of();
        }
        return search.search(query, Set.of(e.type()), 5).stream()
                .map(h -> new PublicJson.Suggestion(h.slug().value(), h.name()))
                .toList();
    }

    private void error(Context ctx, int status, String code, String message) {
        json(ctx, status, new PublicJson.Error(false, code, message, null, null));
    }

    private void json(Context ctx, int status, Object body) {
        try {
            ctx.status(status).contentType(JSON).result(mapper.writeValueAsBytes(body));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }
}
