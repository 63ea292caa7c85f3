package org.fpsforecast.http.v1;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import java.io.IOException;
import java.util.Collections;
import java.util.Map;
import java.util.function.Function;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.common.access.ClientIdentifier;
import org.fpsforecast.http.common.access.Cors;
import org.fpsforecast.http.common.access.EntityTags;
import org.fpsforecast.http.common.access.ErrorCodes;
import org.fpsforecast.http.common.access.MediaTypes;
import org.fpsforecast.http.common.access.QueryParameters;
import org.fpsforecast.http.common.access.QuotaDecision;
import org.fpsforecast.http.common.access.RateLimiter;
import org.fpsforecast.http.common.access.ResponseCache;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Around every route of the earlier interface: CORS, the per-minute fair-use limit, its error format, {@code
 * Cache-Control: max-age=3600} and strong ETags with 304s.
 */
final class V1Edge {
    /** Answers that depend only on the request and the catalog (200, 304, 400, 404) are cacheable for an hour. */
    static final String CACHE = "max-age=3600";

    private static final Logger LOG = LoggerFactory.getLogger(V1Edge.class);

    interface Endpoint {
        Object answer(Context ctx);
    }

    private final RateLimiter limiter;
    /** CORS headers of every answer, exposing this interface's rate-limit headers. */
    private final Map<String, String> corsHeaders;

    private final ClientIdentifier clients;
    private final CatalogMetadata catalog;
    private final ObjectMapper mapper;

    V1Edge(RateLimiter limiter, ClientIdentifier clients, CatalogMetadata catalog, ObjectMapper mapper) {
        this.limiter = requireNonNull(limiter);
        this.corsHeaders = Cors.everyAnswer(limiter.quota());
        this.clients = requireNonNull(clients);
        this.catalog = requireNonNull(catalog);
        this.mapper = requireNonNull(mapper);
    }

    Handler get(Endpoint endpoint) {
        return ctx -> {
            if (admitted(ctx)) {
                try {
                    ok(ctx, endpoint.answer(ctx));
                } catch (InvalidParameterException e) {
                    error(ctx, 400, new V1Json.Error(false, ErrorCodes.of(e), e.getMessage(), e.parameter(), null));
                } catch (NotFoundException e) {
                    error(
                            ctx,
                            404,
                            new V1Json.Error(
                                    false,
                                    ErrorCodes.of(e),
                                    e.getMessage(),
                                    e.type().key(),
                                    null));
                } catch (RuntimeException e) {
                    LOG.error("Unexpected failure on {} {}", ctx.method(), ctx.path(), e);
                    ctx.header("Cache-Control", "no-store");
                    write(
                            ctx,
                            500,
                            new V1Json.Error(false, "internal_error", "The service failed to answer.", null, null));
                }
            }
        };
    }

    Handler fixedError(int status, String code, Function<Context, String> message) {
        return ctx -> {
            if (admitted(ctx)) {
                if (status == 405) {
                    ctx.header("Allow", Cors.ALLOWED_METHODS);
                }
                error(ctx, status, new V1Json.Error(false, code, message.apply(ctx), null, null));
            }
        };
    }

    Handler preflight() {
        return ctx -> {
            corsHeaders.forEach(ctx::header);
            rateHeaders(ctx, limiter.peek(clientKey(ctx)));
            Cors.PREFLIGHT.forEach(ctx::header);
            ctx.status(204);
        };
    }

    static String param(Context ctx, String name) {
        return QueryParameters.single(name, ctx.queryParams(name), QueryParameters.MAX_LENGTH, ctx.queryString());
    }

    /** CORS and the fair-use limit; false (with a 429 written) when the client is over it. */
    private boolean admitted(Context ctx) {
        corsHeaders.forEach(ctx::header);
        QuotaDecision q = limiter.acquire(clientKey(ctx));
        rateHeaders(ctx, q);
        if (q.allowed()) {
            return true;
        }
        ctx.header("Retry-After", Long.toString(q.retryAfterSeconds()));
        ctx.header("Cache-Control", "no-store");
        write(
                ctx,
                429,
                new V1Json.Error(
                        false,
                        "rate_limited",
                        "Fair-use limit exceeded (about " + q.minuteLimit() + " requests per minute per client"
                                + " address); retry after " + q.retryAfterSeconds() + " s and cache responses.",
                        null,
                        q.retryAfterSeconds()));
        return false;
    }

    private String clientKey(Context ctx) {
        return clients.keyOf(
                ctx.req().getRemoteAddr(), Collections.list(ctx.req().getHeaders("X-Forwarded-For")));
    }

    private static void rateHeaders(Context ctx, QuotaDecision q) {
        q.headers().forEach(ctx::header);
    }

    private void ok(Context ctx, Object body) {
        ResponseCache.Entry answer = body instanceof ResponseCache.Entry cached
                ? cached
                : ResponseCache.Entry.of(catalog.version(), body instanceof byte[] raw ? raw : bytes(body));
        String tag = answer.entityTag();
        ctx.header("ETag", tag);
        ctx.header("Cache-Control", CACHE);
        if (EntityTags.noneMatchFails(Collections.list(ctx.req().getHeaders("If-None-Match")), tag)) {
            // No body and no Content-Type; the length is the 200's (RFC 9110, 8.6: a 0 there would be wrong).
            ctx.status(304);
            ctx.res().setContentType(null);
            ctx.res().setContentLength(answer.body().length);
            return;
        }
        send(ctx, 200, answer.body());
    }

    private void error(Context ctx, int status, V1Json.Error body) {
        ctx.header("Cache-Control", status == 405 ? "no-store" : CACHE);
        write(ctx, status, body);
    }

    private void write(Context ctx, int status, Object body) {
        send(ctx, status, bytes(body));
    }

    byte[] bytes(Object body) {
        try {
            return mapper.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /**
     * Writes a JSON body with its length straight to the servlet response: one write, no copy through the framework's
     * result stream (a HEAD answer gets the headers and length only; the server drops the body).
     */
    private static void send(Context ctx, int status, byte[] bytes) {
        ctx.status(status);
        jakarta.servlet.http.HttpServletResponse res = ctx.res();
        res.setContentType(MediaTypes.JSON);
        res.setContentLength(bytes.length);
        try {
            res.getOutputStream().write(bytes);
        } catch (IOException e) {
            // The client closed the connection: nobody is left to answer.
        }
    }
}
