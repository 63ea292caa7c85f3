package org.fpsforecast.http.publicapi;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import java.io.IOException;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.UnavailableException;
import org.fpsforecast.core.domain.UnsupportedRenderingException;
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
 * What every route of the current interface does around its endpoint, in one place: CORS headers, the per-client rate
 * limit and its headers, JSON errors, and strong ETags with {@code If-None-Match} handling on every 200.
 */
final class Edge {
    static final int MAX_PARAMETER_LENGTH = QueryParameters.MAX_LENGTH;

    static final String CACHE_OK = "public, max-age=3600";
    static final String CACHE_ERROR = "no-store";

    private static final Logger LOG = LoggerFactory.getLogger(Edge.class);
    /** As the servlet response writes it (no space), so that both paths send the same header. */

    /** An endpoint's own error answer (status and body), for refusals the domain errors do not cover. */
    static final class Refusal extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int status;
        final transient PublicJson.Error body;

        Refusal(int status, PublicJson.Error body) {
            super(body.message(), null, false, false);
            this.status = status;
            this.body = body;
        }
    }

    /**
     * An endpoint: reads its parameters and returns the body of a 200 (a record, ready-made JSON bytes, or a cached
     * answer with its tag).
     */
    interface Endpoint {
        Object answer(Context ctx);
    }

    /**
     * Where the headers and the body of one answer go: the Javalin context on the routes, Jetty's own response on
     * {@link FpsFastPath}. Both get their headers from the same code here.
     */
    interface Reply {
        void header(String name, String value);

        /**
         * Ends the answer with a 304: no body and no {@code Content-Type}; {@code Content-Length} is the length of the
         * 200's body, as RFC 9110 (8.6) allows (a 0 there would be wrong).
         */
        void notModified(int length);

        /** Ends the answer with a status and a body of {@code contentType}, with its length. */
        void send(int status, String contentType, byte[] body);
    }

    /** A Javalin context as a {@link Reply}. */
    private record ContextReply(Context ctx) implements Reply {
        @Override
        public void header(String name, String value) {
            ctx.header(name, value);
        }

        @Override
        public void notModified(int length) {
            ctx.status(304);
            jakarta.servlet.http.HttpServletResponse res = ctx.res();
            res.setContentType(null);
            res.setContentLength(length);
        }

        @Override
        public void send(int status, String contentType, byte[] body) {
            Edge.send(ctx, status, contentType, body);
        }
    }

    private final RateLimiter limiter;
    /** CORS headers of every answer, exposing this interface's rate-limit headers. */
    private final Map<String, String> corsHeaders;

    private final ClientIdentifier clients;
    private final CatalogMetadata catalog;
    private final ObjectMapper mapper;
    private final String docsUrl;
    private final Function<NotFoundException, List<PublicJson.Suggestion>> suggestions;

    Edge(
            RateLimiter limiter,
            ClientIdentifier clients,
            CatalogMetadata catalog,
            ObjectMapper mapper,
            String docsUrl,
            Function<NotFoundException, List<PublicJson.Suggestion>> suggestions) {
        this.limiter = requireNonNull(limiter);
        this.corsHeaders = Cors.everyAnswer(limiter.quota());
        this.clients = requireNonNull(clients);
        this.catalog = requireNonNull(catalog);
        this.mapper = requireNonNull(mapper);
        this.docsUrl = requireNonNull(docsUrl);
        this.suggestions = requireNonNull(suggestions);
    }

    /** A GET/HEAD route: counted against the client's quota; a 200 gets an ETag and may become a 304. */
    Handler get(Endpoint endpoint) {
        return ctx -> {
            if (!admitted(ctx)) {
                return;
            }
            try {
                ok(ctx, endpoint.answer(ctx));
            } catch (InvalidParameterException e) {
                error(
                        ctx,
                        400,
                        new PublicJson.Error(false, ErrorCodes.of(e), e.getMessage(), e.parameter(), null, null));
            } catch (NotFoundException e) {
                error(
                        ctx,
                        404,
                        new PublicJson.Error(
                                false,
                                ErrorCodes.of(e),
                                e.getMessage(),
                                e.type().key(),
                                suggestions.apply(e),
                                null));
            } catch (UnavailableException e) {
                if (e.reason() == UnavailableException.Reason.STORE_UNAVAILABLE) {
                    ctx.header("Retry-After", Long.toString(STORE_RETRY_SECONDS));
                }
                error(
                        ctx,
                        status(e),
                        new PublicJson.Error(
                                false,
                                ErrorCodes.of(e),
                                e.getMessage(),
                                e.parameter(),
                                null,
                                null,
                                null,
                                e.available()));
            } catch (UnsupportedRenderingException e) {
                error(
                        ctx,
                        422,
                        new PublicJson.Error(false, RENDERING_UNSUPPORTED, e.getMessage(), e.parameter(), null, null));
            } catch (Refusal r) {
                error(ctx, r.status, r.body);
            } catch (RuntimeException e) {
                LOG.error("Unexpected failure on {} {}", ctx.method(), ctx.path(), e);
                error(ctx, 500, "internal_error", "The service failed to answer; the failure was logged.");
            }
        };
    }

    /** The error code of a rendering option the card cannot use (422). */
    static final String RENDERING_UNSUPPORTED = "rendering_unsupported";

    /** Seconds a client is told to wait when a store does not answer (the store is retried every second). */
    static final long STORE_RETRY_SECONDS = 5;

    /** 503 when the data's store does not answer just now, else 404 (the data is not given out). */
    static int status(UnavailableException e) {
        return e.reason() == UnavailableException.Reason.STORE_UNAVAILABLE ? 503 : 404;
    }

    /** A route that always answers the same error (unknown path, method not allowed), still counted. */
    Handler fixedError(int status, String code, Function<Context, String> message) {
        return ctx -> {
            if (!admitted(ctx)) {
                return;
            }
            if (status == 405) {
                ctx.header("Allow", Cors.ALLOWED_METHODS);
            }
            error(ctx, status, code, message.apply(ctx));
        };
    }

    /** CORS preflight and OPTIONS: 204 with the accepted methods and headers; not counted (browsers send these). */
    Handler preflight() {
        return ctx -> {
            corsHeaders.forEach(ctx::header);
            limiter.peek(clientKey(ctx)).headers().forEach(ctx::header);
            Cors.PREFLIGHT.forEach(ctx::header);
            ctx.status(204);
        };
    }

    /** One query parameter: null when absent or blank; repeated or over-long values are refused. */
    static String param(Context ctx, String name) {
        return QueryParameters.single(name, ctx.queryParams(name), QueryParameters.MAX_LENGTH, ctx.queryString());
    }

    static String param(Context ctx, String name, int maxLength) {
        return QueryParameters.single(name, ctx.queryParams(name), maxLength, ctx.queryString());
    }

    /** CORS, then the client's quota: false (with the 429 written) when the request is over it. */
    private boolean admitted(Context ctx) {
        return admitted(new ContextReply(ctx), clientKey(ctx));
    }

    /**
     * CORS, then the client's quota: false (with the 429 written) when the request is over it.
     *
     * @param clientKey the request's client, see {@link #clientKey(String, List)}
     */
    boolean admitted(Reply reply, String clientKey) {
        corsHeaders.forEach(reply::header);
        QuotaDecision quota = limiter.acquire(clientKey);
        quota.headers().forEach(reply::header);
        if (!quota.allowed()) {
            tooManyRequests(reply, quota);
            return false;
        }
        return true;
    }

    /** Whether counting a request may wait on I/O (counters shared through a store), see {@link RateLimiter}. */
    boolean limiterWaitsOnIo() {
        return limiter.waitsOnIo();
    }

    private String clientKey(Context ctx) {
        return clientKey(clients, ctx);
    }

    /** The key a request's client is counted under by {@code clients} (its peer and X-Forwarded-For headers). */
    static String clientKey(ClientIdentifier clients, Context ctx) {
        return clients.keyOf(
                ctx.req().getRemoteAddr(), Collections.list(ctx.req().getHeaders("X-Forwarded-For")));
    }

    /**
     * The key a request's client is counted under.
     *
     * @param remoteAddress the address of the connection's peer
     * @param forwardedFor the request's {@code X-Forwarded-For} headers, in order
     */
    String clientKey(String remoteAddress, List<String> forwardedFor) {
        return clients.keyOf(remoteAddress, forwardedFor);
    }

    private void tooManyRequests(Reply reply, QuotaDecision q) {
        reply.header("Retry-After", Long.toString(q.retryAfterSeconds()));
        String message = q.exceeded().orElseThrow() == QuotaDecision.Window.MINUTE
                ? "Per-minute limit exceeded (" + q.minuteLimit() + " requests per minute per client address);"
                        + " retry after " + q.retryAfterSeconds() + " s, and please cache responses (they carry"
                        + " ETag and Cache-Control)."
                : "Daily limit exceeded (" + q.dayLimit().getAsLong() + " requests per day per client address);"
                        + " retry after " + q.retryAfterSeconds() + " s, and please cache responses (they carry"
                        + " ETag and Cache-Control).";
        error(reply, 429, new PublicJson.Error(false, "rate_limited", message, null, null, docsUrl));
    }

    private void ok(Context ctx, Object body) {
        ResponseCache.Entry answer = body instanceof ResponseCache.Entry cached
                ? cached
                : ResponseCache.Entry.of(catalog.version(), body instanceof byte[] raw ? raw : write(body));
        ok(new ContextReply(ctx), answer, Collections.list(ctx.req().getHeaders("If-None-Match")));
    }

    /** A 200 with the answer's ETag, or a 304 when {@code ifNoneMatch} already holds the tag. */
    static void ok(Reply reply, ResponseCache.Entry answer, List<String> ifNoneMatch) {
        if (!notModified(reply, answer, CACHE_OK, ifNoneMatch)) {
            reply.send(200, MediaTypes.JSON, answer.body());
        }
    }

    /**
     * Sets the {@code ETag} and {@code Cache-Control} of a 200, then answers 304 (no body, no Content-Type) when the
     * request's {@code If-None-Match} already holds the tag.
     *
     * @return true when the 304 is the answer
     */
    static boolean notModified(Context ctx, ResponseCache.Entry answer, String cacheControl) {
        return notModified(
                new ContextReply(ctx),
                answer,
                cacheControl,
                Collections.list(ctx.req().getHeaders("If-None-Match")));
    }

    private static boolean notModified(
            Reply reply, ResponseCache.Entry answer, String cacheControl, List<String> ifNoneMatch) {
        reply.header("ETag", answer.entityTag());
        reply.header("Cache-Control", cacheControl);
        if (EntityTags.noneMatchFails(ifNoneMatch, answer.entityTag())) {
            reply.notModified(answer.body().length);
            return true;
        }
        return false;
    }

    private void error(Context ctx, int status, String code, String message) {
        error(ctx, status, new PublicJson.Error(false, code, message, null, null, null));
    }

    private void error(Context ctx, int status, PublicJson.Error body) {
        error(new ContextReply(ctx), status, body);
    }

    private void error(Reply reply, int status, PublicJson.Error body) {
        reply.header("Cache-Control", CACHE_ERROR);
        reply.send(status, MediaTypes.JSON, write(body));
    }

    byte[] write(Object body) {
        try {
            return mapper.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /** Writes a body of {@code contentType} with its length straight to the servlet response (see above). */
    static void send(Context ctx, int status, String contentType, byte[] bytes) {
        ctx.status(status);
        jakarta.servlet.http.HttpServletResponse res = ctx.res();
        res.setContentType(contentType);
        res.setContentLength(bytes.length);
        try {
            res.getOutputStream().write(bytes);
        } catch (IOException e) {
            // The client closed the connection: nobody is left to answer.
        }
    }
}
