package org.fpsforecast.http.common.route;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.common.access.ClientIdentifier;
import org.fpsforecast.http.common.access.Cors;
import org.fpsforecast.http.common.access.MediaTypes;
import org.fpsforecast.http.common.access.QuotaDecision;
import org.fpsforecast.http.common.access.RateLimiter;
import org.fpsforecast.http.common.access.ResponseCache;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What every JSON route of an interface does around its endpoint, written once for both interfaces: CORS headers, the
 * client's quota and its headers (or the 429), a strong ETag and {@code Cache-Control} on every 200 with the 304 for a
 * matching {@code If-None-Match}, and errors in the interface's own format ({@link ErrorFormat}). The routes themselves
 * are registered by {@link RouteTable#mount}.
 */
public final class RouteEnvelope {
    private static final Logger LOG = LoggerFactory.getLogger(RouteEnvelope.class);

    /**
     * An endpoint: reads its parameters and returns the body of a 200 (a record, ready-made JSON bytes, or a cached
     * answer with its tag), or throws: a domain error, a {@link Refusal}, anything else becomes a logged 500.
     */
    @FunctionalInterface
    public interface Endpoint {
        Object answer(Context ctx);
    }

    /** How an interface words its errors: its error bodies and which of them a cache may keep. */
    public interface ErrorFormat {
        /** The answer to what an endpoint threw, or empty when the interface does not expect it (a logged 500). */
        Optional<Failure> of(RuntimeException e);

        /** The body of a 429 (the envelope sets {@code Retry-After}). */
        Object tooManyRequests(QuotaDecision quota);

        /** The body of an error without details: an unknown path, a method not allowed, an unexpected failure. */
        Object error(String code, String message);

        /** The {@code Cache-Control} of an error answer with this status. */
        String cacheControl(int status);
    }

    /** An error answer: its status, its body, and headers it needs beyond the usual ones (such as Retry-After). */
    public record Failure(int status, Object body, Map<String, String> headers) {
        public Failure {
            requireNonNull(body);
            headers = Map.copyOf(headers);
        }

        public Failure(int status, Object body) {
            this(status, body, Map.of());
        }
    }

    /** An endpoint's own error answer (status and body), for refusals the domain errors do not cover. */
    public static final class Refusal extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final int status;
        private final transient Object body;

        public Refusal(int status, Object body, String message) {
            super(message, null, false, false);
            this.status = status;
            this.body = requireNonNull(body);
        }
    }

    /**
     * Where the headers and the body of one answer go: the Javalin context on the routes, or a server's own response on
     * a path in front of the framework. Both get their headers from the same code here.
     */
    public interface Reply {
        void header(String name, String value);

        /**
         * Ends the answer with a 304: no body and no {@code Content-Type}; {@code Content-Length} is the length of the
         * 200's body, as RFC 9110 (8.6) allows (a 0 there would be wrong).
         */
        void notModified(int length);

        /** Ends the answer with a status and a body of {@code contentType}, with its length. */
        void send(int status, String contentType, byte[] body);
    }

    private final RateLimiter limiter;
    /** CORS headers of every answer, exposing the rate-limit headers. */
    private final Map<String, String> corsHeaders;

    private final ClientIdentifier clients;
    private final CatalogMetadata catalog;
    private final ObjectMapper mapper;
    private final String okCacheControl;
    private final ErrorFormat errors;

    /**
     * @param mapper writes the bodies (the interface's naming rules)
     * @param okCacheControl the {@code Cache-Control} of every 200 and 304
     */
    public RouteEnvelope(
            RateLimiter limiter,
            ClientIdentifier clients,
            CatalogMetadata catalog,
            ObjectMapper mapper,
            String okCacheControl,
            ErrorFormat errors) {
        this.limiter = requireNonNull(limiter);
        this.corsHeaders = Cors.everyAnswer(limiter.quota());
        this.clients = requireNonNull(clients);
        this.catalog = requireNonNull(catalog);
        this.mapper = requireNonNull(mapper);
        this.okCacheControl = requireNonNull(okCacheControl);
        this.errors = requireNonNull(errors);
    }

    /** A GET/HEAD route: counted against the client's quota; a 200 gets an ETag and may become a 304. */
    public Handler get(Endpoint endpoint) {
        return ctx -> {
            if (!admitted(ctx)) {
                return;
            }
            try {
                // Writing the body is inside: a record that cannot be written is a logged 500 as well.
                ok(ctx, endpoint.answer(ctx));
            } catch (Refusal r) {
                error(ctx, r.status, r.body);
            } catch (RuntimeException e) {
                Optional<Failure> failure = errors.of(e);
                if (failure.isPresent()) {
                    failure.get().headers().forEach(ctx::header);
                    error(ctx, failure.get().status(), failure.get().body());
                } else {
                    LOG.error("Unexpected failure on {} {}", ctx.method(), ctx.path(), e);
                    error(
                            ctx,
                            500,
                            errors.error("internal_error", "The service failed to answer; the failure was logged."));
                }
            }
        };
    }

    /** A route that always answers the same error (unknown path, method not allowed), still counted. */
    public Handler fixedError(int status, String code, Function<Context, String> message) {
        return ctx -> {
            if (!admitted(ctx)) {
                return;
            }
            if (status == 405) {
                ctx.header("Allow", Cors.ALLOWED_METHODS);
            }
            error(ctx, status, errors.error(code, message.apply(ctx)));
        };
    }

    /** CORS preflight and OPTIONS: 204 with the accepted methods and headers; not counted (browsers send these). */
    public Handler preflight() {
        return ctx -> {
            corsHeaders.forEach(ctx::header);
            limiter.peek(clientKey(ctx)).headers().forEach(ctx::header);
            Cors.PREFLIGHT.forEach(ctx::header);
            ctx.status(204);
        };
    }

    /**
     * An interface's routes in this envelope: each endpoint by its path under the prefix, the preflight, a 404 for any
     * other path and a 405 for methods a read-only interface never accepts.
     */
    public RouteTable table(Map<String, Endpoint> endpoints, Function<Context, String> unknownPathMessage) {
        return RouteTable.of(
                endpoints,
                this::get,
                preflight(),
                fixedError(404, "not_found", unknownPathMessage),
                fixedError(405, "method_not_allowed", ctx -> "This interface is read-only: use GET."));
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
    public boolean admitted(Reply reply, String clientKey) {
        corsHeaders.forEach(reply::header);
        QuotaDecision quota = limiter.acquire(clientKey);
        quota.headers().forEach(reply::header);
        if (!quota.allowed()) {
            reply.header("Retry-After", Long.toString(quota.retryAfterSeconds()));
            error(reply, 429, errors.tooManyRequests(quota));
            return false;
        }
        return true;
    }

    /** Whether counting a request may wait on I/O (counters shared through a store), see {@link RateLimiter}. */
    public boolean limiterWaitsOnIo() {
        return limiter.waitsOnIo();
    }

    private String clientKey(Context ctx) {
        return Requests.clientKey(clients, ctx);
    }

    /**
     * The key a request's client is counted under.
     *
     * @param remoteAddress the address of the connection's peer
     * @param forwardedFor the request's {@code X-Forwarded-For} headers, in order
     */
    public String clientKey(String remoteAddress, List<String> forwardedFor) {
        return clients.keyOf(remoteAddress, forwardedFor);
    }

    private void ok(Context ctx, Object body) {
        ResponseCache.Entry answer = body instanceof ResponseCache.Entry cached
                ? cached
                : ResponseCache.Entry.of(catalog.version(), body instanceof byte[] raw ? raw : write(body));
        ok(new ContextReply(ctx), answer, Collections.list(ctx.req().getHeaders("If-None-Match")));
    }

    /** A 200 with the answer's ETag, or a 304 when {@code ifNoneMatch} already holds the tag. */
    public void ok(Reply reply, ResponseCache.Entry answer, List<String> ifNoneMatch) {
        if (!Replies.notModified(reply, answer, okCacheControl, ifNoneMatch)) {
            reply.send(200, MediaTypes.JSON, answer.body());
        }
    }

    private void error(Context ctx, int status, Object body) {
        error(new ContextReply(ctx), status, body);
    }

    private void error(Reply reply, int status, Object body) {
        reply.header("Cache-Control", errors.cacheControl(status));
        reply.send(status, MediaTypes.JSON, write(body));
    }

    /** The body as this interface writes JSON. */
    public byte[] write(Object body) {
        try {
            return mapper.writeValueAsBytes(body);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
    }

    /** A Javalin context as a {@link Reply}. */
    record ContextReply(Context ctx) implements Reply {
        @Override
        public void header(String name, String value) {
            ctx.header(name, value);
        }

        @Override
        public void notModified(int length) {
            ctx.status(304);
            ctx.res().setContentType(null);
            ctx.res().setContentLength(length);
        }

        @Override
        public void send(int status, String contentType, byte[] body) {
            Replies.send(ctx, status, contentType, body);
        }
    }
}
