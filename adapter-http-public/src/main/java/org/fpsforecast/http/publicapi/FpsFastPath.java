package org.fpsforecast.http.publicapi;

import static java.util.Objects.requireNonNull;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.http.PreEncodedHttpField;
import org.eclipse.jetty.server.ConnectionMetaData;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.fpsforecast.http.common.access.ResponseCache;
import org.fpsforecast.http.common.route.RouteEnvelope;

/**
 * The most asked request of the current interface, answered before the servlet stack when it can be: a Jetty handler
 * in front of the Javalin app that answers a {@code GET /api/public/v1/fps} whose exact query string the route already
 * answered with a 200 on the catalog being served. It does what the route does around a cached answer, with the same
 * code ({@link org.fpsforecast.http.common.route.RouteEnvelope}): CORS headers, the client's quota and its headers (or the 429), the ETag and {@code
 * Cache-Control}, and the 304 for a matching {@code If-None-Match}. The answer is the route's own bytes, so the two
 * paths send the same status, headers and body.
 *
 * <p>Everything else goes on to the app, on a worker thread: other paths and methods, HEAD, a request with content, and
 * a query the route has not answered (or whose answer was an error, or has left the bounded cache). Answers from the
 * cache take microseconds and never block, so this handler gives them on the thread that read the request, without a
 * hand-over; when the limiter may wait on I/O ({@link org.fpsforecast.http.common.access.RateLimiter#waitsOnIo}), it gives
 * them on a worker thread instead.
 *
 * <p>Install it around the server's handler, inside a {@link org.eclipse.jetty.server.handler.GracefulHandler} so
 * that a stop waits for its answers too.
 */
public final class FpsFastPath extends Handler.Wrapper {
    /** The route template of the answers, as the app's metrics name it. */
    public static final String ROUTE = PublicApi.PREFIX + "/fps";

    /** What this handler tells the server's metrics of each answer it gives. */
    @FunctionalInterface
    public interface Recorder {
        /**
         * @param route the route template ({@link #ROUTE})
         * @param method the HTTP method
         * @param status the answer's status
         * @param nanos the time from the request to the answer's hand-over to the connection
         */
        void record(String route, String method, int status, long nanos);
    }

    private final Supplier<PublicApi> current;
    private final Recorder recorder;
    private final LongAdder answered = new LongAdder();

    /**
     * @param next the server's handler (the Javalin app), which answers everything this one does not
     * @param current the interface being served now (read once per request, as the routes do)
     */
    public FpsFastPath(Handler next, Supplier<PublicApi> current, Recorder recorder) {
        super(requireNonNull(next, "next"));
        this.current = requireNonNull(current, "current");
        this.recorder = requireNonNull(recorder, "recorder");
    }

    /** Answers from the cache never block; the rest is handed to a worker thread. */
    @Override
    public InvocationType getInvocationType() {
        return InvocationType.NON_BLOCKING;
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) {
        long start = System.nanoTime();
        PublicApi api = current.get();
        ResponseCache.Entry answer =
                candidate(request) ? api.cachedFps(request.getHttpURI().getQuery()) : null;
        if (answer == null) {
            onWorker(request, () -> {
                try {
                    if (!super.handle(request, response, callback)) {
                        Response.writeError(request, response, callback, 404);
                    }
                } catch (Throwable t) {
                    Response.writeError(request, response, callback, t);
                }
            });
        } else if (api.limiterWaitsOnIo()) {
            onWorker(request, () -> answer(api, answer, request, response, callback, start));
        } else {
            answer(api, answer, request, response, callback, start);
        }
        return true;
    }

    /** How many requests this handler has answered itself (for tests and benchmarks). */
    public long answered() {
        return answered.sum();
    }

    /** A GET of exactly the /fps path, with a query string and no content ({@code Content-Length: 0} is none). */
    private static boolean candidate(Request request) {
        return HttpMethod.GET.is(request.getMethod())
                && ROUTE.equals(request.getHttpURI().getPath())
                && request.getHttpURI().getQuery() != null
                && request.getHeaders().getLongField(HttpHeader.CONTENT_LENGTH) <= 0
                && !request.getHeaders().contains(HttpHeader.TRANSFER_ENCODING);
    }

    private void answer(
            PublicApi api,
            ResponseCache.Entry answer,
            Request request,
            Response response,
            Callback callback,
            long start) {
        try {
            // Counted when the answer is handed to the connection (the client may have it before this thread goes on).
            JettyReply reply = new JettyReply(response, callback, status -> {
                answered.increment();
                recorder.record(ROUTE, HttpMethod.GET.asString(), status, System.nanoTime() - start);
            });
            api.answerCached(
                    reply,
                    clientKey(api, request),
                    request.getHeaders().getValuesList(HttpHeader.IF_NONE_MATCH),
                    answer);
        } catch (Throwable t) {
            Response.writeError(request, response, callback, t);
        }
    }

    /** A connection's own client key, worked out once by one interface (requests without X-Forwarded-For). */
    private record ConnectionClient(PublicApi api, String key) {}

    private static final String CONNECTION_CLIENT = FpsFastPath.class.getName() + ".client";

    /**
     * The request's client key. A request without {@code X-Forwarded-For} is its connection's peer, the same for every
     * request of a kept-alive connection: that key is kept on the connection (per interface instance, so a catalog swap
     * works it out again) instead of hashed anew for each request.
     */
    private static String clientKey(PublicApi api, Request request) {
        List<String> forwardedFor = request.getHeaders().getValuesList(HttpHeader.X_FORWARDED_FOR);
        if (!forwardedFor.isEmpty()) {
            return api.clientKey(Request.getRemoteAddr(request), forwardedFor);
        }
        ConnectionMetaData connection = request.getConnectionMetaData();
        if (connection.getAttribute(CONNECTION_CLIENT) instanceof ConnectionClient known && known.api() == api) {
            return known.key();
        }
        String key = api.clientKey(Request.getRemoteAddr(request), forwardedFor);
        connection.setAttribute(CONNECTION_CLIENT, new ConnectionClient(api, key));
        return key;
    }

    private static void onWorker(Request request, Runnable task) {
        request.getContext().execute(task);
    }

    /**
     * Headers whose value is the same on almost every answer (CORS, the limits, Cache-Control; Content-Type too): kept
     * encoded, so that writing one is a copy. A header of this set with another value is encoded anew (and kept for
     * the next).
     */
    private static final Set<String> USUALLY_FIXED = Set.of(
            "Access-Control-Allow-Origin",
            "Access-Control-Expose-Headers",
            "X-RateLimit-Limit",
            "X-RateLimit-Limit-Day",
            "Cache-Control");

    private static final Map<String, HttpField> ENCODED = new ConcurrentHashMap<>();

    /** Jetty's core response as a {@link RouteEnvelope.Reply}. */
    private static final class JettyReply implements RouteEnvelope.Reply {
        private final Response response;
        private final Callback callback;
        private final IntConsumer onAnswer;

        /** @param onAnswer told the status just before the answer is written */
        JettyReply(Response response, Callback callback, IntConsumer onAnswer) {
            this.response = response;
            this.callback = callback;
            this.onAnswer = onAnswer;
        }

        @Override
        public void header(String name, String value) {
            // Each header is set once on a fresh response: add, without put's search for an earlier one.
            if (USUALLY_FIXED.contains(name)) {
                addEncoded(name, value);
            } else {
                response.getHeaders().add(name, value);
            }
        }

        private void addEncoded(String name, String value) {
            HttpField encoded = ENCODED.get(name);
            if (encoded == null || !encoded.getValue().equals(value)) {
                encoded = new PreEncodedHttpField(name, value);
                ENCODED.put(name, encoded);
            }
            response.getHeaders().add(encoded);
        }

        @Override
        public void notModified(int length) {
            response.setStatus(304);
            response.getHeaders().add(HttpHeader.CONTENT_LENGTH, length);
            onAnswer.accept(304);
            response.write(true, null, callback);
        }

        @Override
        public void send(int status, String contentType, byte[] body) {
            response.setStatus(status);
            addEncoded(HttpHeader.CONTENT_TYPE.asString(), contentType);
            response.getHeaders().add(HttpHeader.CONTENT_LENGTH, body.length);
            onAnswer.accept(status);
            response.write(true, ByteBuffer.wrap(body), callback);
        }
    }
}
