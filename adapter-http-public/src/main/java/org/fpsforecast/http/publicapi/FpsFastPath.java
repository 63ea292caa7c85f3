package org.fpsforecast.http.publicapi;

import static java.util.Objects.requireNonNull;

import java.nio.ByteBuffer;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.fpsforecast.core.access.ResponseCache;

/**
 * The most asked request of the current interface, answered before the servlet stack when it can be: a Jetty handler
 * in front of the Javalin app that answers a {@code GET /api/public/v1/fps} whose exact query string the route already
 * answered with a 200 on the catalog being served. It does what the route does around a cached answer, with the same
 * code ({@link Edge}): CORS headers, the client's quota and its headers (or the 429), the ETag and {@code
 * Cache-Control}, and the 304 for a matching {@code If-None-Match}. The answer is the route's own bytes, so the two
 * paths send the same status, headers and body.
 *
 * <p>Everything else goes on to the app, on a worker thread: other paths and methods, HEAD, a request with content, a
 * query the route has not answered (or whose answer was an error, or has left the bounded cache), and any request
 * while the limiter waits on I/O ({@link org.fpsforecast.core.port.out.RateLimiter#waitsOnIo}: then the answer is
 * still made here, but on a worker thread). Answers from the cache take microseconds and never block, so this handler
 * runs them on the thread that read the request, without a hand-over.
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
                    Request.getRemoteAddr(request),
                    request.getHeaders().getValuesList(HttpHeader.X_FORWARDED_FOR),
                    request.getHeaders().getValuesList(HttpHeader.IF_NONE_MATCH),
                    answer);
        } catch (Throwable t) {
            Response.writeError(request, response, callback, t);
        }
    }

    private static void onWorker(Request request, Runnable task) {
        request.getContext().execute(task);
    }

    /** Jetty's core response as a {@link Edge.Reply}. */
    private static final class JettyReply implements Edge.Reply {
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
            response.getHeaders().add(name, value);
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
            response.getHeaders().add(HttpHeader.CONTENT_TYPE, contentType);
            response.getHeaders().add(HttpHeader.CONTENT_LENGTH, body.length);
            onAnswer.accept(status);
            response.write(true, ByteBuffer.wrap(body), callback);
        }
    }
}
