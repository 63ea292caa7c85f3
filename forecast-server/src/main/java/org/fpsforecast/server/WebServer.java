package org.fpsforecast.server;

import com.sun.management.UnixOperatingSystemMXBean;
import io.javalin.Javalin;
import io.javalin.compression.CompressionStrategy;
import io.javalin.config.JavalinConfig;
import io.javalin.http.HttpStatus;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeoutException;
import java.util.function.UnaryOperator;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.GracefulHandler;
import org.eclipse.jetty.server.handler.MinimumDataRateHandler;
import org.eclipse.jetty.server.handler.SizeLimitHandler;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.http.common.SiteAddresses;
import org.fpsforecast.http.publicapi.FpsFastPath;
import org.fpsforecast.http.publicapi.Lang;
import org.fpsforecast.http.publicapi.PublicApi;
import org.fpsforecast.http.publicapi.PublicPages;
import org.fpsforecast.http.v1.V1Api;
import org.fpsforecast.limits.TrustedProxies;

/**
 * The HTTP server: Jetty's threads, limits, timeouts and graceful stop, and both interfaces, the pages and the
 * operations endpoints mounted on one Javalin (not yet started; {@link RunningServer} starts and stops it).
 */
public final class WebServer {
    /** Jetty's worker threads (selector and acceptor included). */
    static final int HTTP_THREADS = 16;
    /**
     * Threads that read the connections (and answer the fast path's requests on the spot): Jetty's default is one on a
     * 2-core machine, which then limits the answers in front of the app to one core; two served 35-40% more of them
     * under 256 connections (docs/PERFORMANCE.md).
     */
    static final int SELECTOR_THREADS = 2;
    /** The request line and headers together: more is 414 (URI) or 431 (headers). */
    static final int REQUEST_HEADER_BYTES = 8 * 1024;
    /** Both interfaces are read-only; a body is never read, and a larger one is refused. */
    static final long MAX_REQUEST_BODY_BYTES = 16 * 1024;
    /** A connection with nothing to read or write for this long is closed (keep it above the proxy's). */
    static final long IDLE_TIMEOUT_MS = 30_000;
    /** A client that sends request content or reads a response slower than this is cut off. */
    static final long MIN_DATA_RATE_BYTES_PER_SECOND = 1024;
    /** How long a stop waits for the requests in flight (a forecast takes microseconds; a slow client, longer). */
    static final long SHUTDOWN_GRACE_MS = 10_000;
    /**
     * When stopping, a kept-alive connection with no request in flight is closed after this long (Jetty's default is a
     * second; a proxy retries an idempotent GET on another instance when its connection closes).
     */
    static final long SHUTDOWN_IDLE_MS = 100;

    private WebServer() {}

    /** A server with the spec's default limits; {@code baseUrl} goes into the links of responses. */
    public static Javalin create(Application app, String baseUrl, ReportStats stats) {
        return create(app, ServerSettings.defaults(baseUrl), stats);
    }

    /**
     * A server (not yet started) with both interfaces mounted.
     *
     * @param stats what /stats answers from (the builds store's statistics)
     */
    public static Javalin create(Application app, ServerSettings settings, ReportStats stats) {
        return create(app, settings, stats, RequestCounters.inProcess(settings));
    }

    /** A server counting requests in {@code counters} (in process, or shared by instances through Redis). */
    static Javalin create(Application app, ServerSettings settings, ReportStats stats, RequestCounters counters) {
        return create(app, settings, stats, counters, List.of());
    }

    /**
     * A server whose {@code /readyz} also checks {@code readiness} (the builds store, the indexes); the catalog is
     * always checked.
     */
    static Javalin create(
            Application app,
            ServerSettings settings,
            ReportStats stats,
            RequestCounters counters,
            List<Operations.Check> readiness) {
        return create(LiveCatalog.of(app, settings, stats, counters), settings, readiness);
    }

    /** A server (not yet started) answering each request from the catalog {@code live} holds when it arrives. */
    static Javalin create(LiveCatalog live, ServerSettings settings, List<Operations.Check> readiness) {
        List<Operations.Check> checks = new ArrayList<>();
        checks.add(Operations.Check.ok("catalog"));
        checks.addAll(readiness);
        Operations operations = new Operations(() -> live.current().version(), checks);
        String baseUrl = settings.baseUrl();
        return Javalin.create(config -> {
            // The most asked answers are served in front of the app, with the same headers, quota and metrics.
            configureHttp(
                    config,
                    settings.connections(),
                    new TrustedProxies(settings.trustedProxies(), TrustedProxies.randomKey()),
                    app -> new FpsFastPath(app, () -> live.current().publicApi(), operations::record));
            operations.mount(config);
            PublicApi.mount(config, () -> live.current().publicApi());
            V1Api.mount(config, () -> live.current().v1Api());
            PublicPages.mount(config, () -> live.current().pages());
            // A browser (it asks for HTML) goes to the home page in its language; any other client gets the index.
            config.routes.get("/", ctx -> {
                String accept = ctx.header("Accept");
                if (accept != null && accept.contains("text/html")) {
                    ctx.header("Vary", "Accept, Accept-Language");
                    ctx.redirect(PublicPages.homePath(ctx.header("Accept-Language")), HttpStatus.FOUND);
                    return;
                }
                ctx.header("Vary", "Accept");
                ctx.json(new RootIndex(
                        "FPS forecast service",
                        baseUrl + PublicApi.PREFIX + "/",
                        baseUrl + V1Api.PREFIX + "/",
                        live.current().version(),
                        baseUrl + SiteAddresses.page(Lang.EN.code(), SiteAddresses.HOME)));
            });
            // Registered after both groups, so it only answers paths that neither interface has.
            config.routes.get(
                    "/*",
                    ctx -> ctx.status(404)
                            .json(new RootError(
                                    false,
                                    "not_found",
                                    "No such page: " + ctx.path() + ". The APIs are under " + PublicApi.PREFIX
                                            + "/ and " + V1Api.PREFIX + "/, the web pages under /en/ (and /ru/,"
                                            + " /ar/, /id/, /pt/, /tr/, /es/).")));
        });
    }

    /**
     * Everything about the HTTP server but the routes: threads, limits, timeouts, the graceful stop, JSON for the
     * server's own errors, no compression, no banner.
     *
     * @param connections how many connections are held and queued, and how long their headers may take
     * @param proxies the trusted proxies (exempt from the per-client connection limit)
     * @param front wraps the app's Jetty handler in the handlers that see a request before it (inside the graceful
     *     stop's count)
     */
    private static void configureHttp(
            JavalinConfig config,
            ServerSettings.Connections connections,
            TrustedProxies proxies,
            UnaryOperator<Handler> front) {
        config.startup.showJavalinBanner = false;
        // ETags are strong, computed over the exact bytes written: no compression that would change them.
        config.http.compressionStrategy = CompressionStrategy.NONE;
        // Every handler is pure CPU work on in-memory data (nothing blocks on I/O), so a few threads per core
        // serve as much as many would, with less switching, a shorter tail and less memory (docs/PERFORMANCE.md).
        QueuedThreadPool threads = new QueuedThreadPool(HTTP_THREADS, HTTP_THREADS / 2);
        threads.setName("http");
        config.jetty.threadPool = threads;
        // The connector itself (Javalin adds a default one only when there is none): one acceptor, two selectors, on
        // the host and port given to start(), with the idle timeouts.
        config.jetty.addConnector((server, http) -> {
            ServerConnector connector =
                    new ServerConnector(server, 1, SELECTOR_THREADS, new HttpConnectionFactory(http));
            connector.setHost(config.jetty.host);
            connector.setPort(config.jetty.port);
            connector.setIdleTimeout(IDLE_TIMEOUT_MS);
            connector.setShutdownIdleTimeout(SHUTDOWN_IDLE_MS);
            // Bursts of new connections wait in the kernel's queue instead of being refused (the JDK's default is 50).
            connector.setAcceptQueueSize(connections.backlog());
            connector.addEventListener(new HeaderDeadline(connector.getScheduler(), connections.headerDeadline()));
            connector.addEventListener(new ConnectionsPerClient(
                    connections.perClient(),
                    proxies::isTrustedProxy,
                    TrustedProxies::limitedUnit,
                    connector.getScheduler()));
            // Never more connections than file descriptors to spare: at the limit, accepting pauses (the backlog
            // holds the newcomers) and idle connections are closed sooner, so the server stays reachable.
            NetworkConnectionLimit limit = new NetworkConnectionLimit(maxConnections(connections), connector);
            limit.setEndPointIdleTimeout(ServerSettings.Connections.LOADED_IDLE_TIMEOUT.toMillis());
            server.addBean(limit);
            return connector;
        });
        // Errors Jetty raises before any route runs (URI or headers too large) are JSON too.
        config.jetty.modifyServer(server -> {
            // GracefulHandler counts the requests in flight, so that a stop waits for them (SHUTDOWN_GRACE_MS).
            // UnknownMethods answers TRACE, PROPFIND and the like with the JSON 405 before any route; a request that
            // declares a body over the limit is a 413 (a GET with a large body was answered as if it had none).
            SizeLimitHandler bodyLimit = new SizeLimitHandler(MAX_REQUEST_BODY_BYTES, -1);
            bodyLimit.setHandler(front.apply(server.getHandler()));
            server.setHandler(new GracefulHandler(new UnknownMethods(bodyLimit)));
            server.setErrorHandler(new JsonErrorHandler());
            // Stopping refuses new connections, then lets the requests in flight finish for up to this long.
            server.setStopTimeout(SHUTDOWN_GRACE_MS);
        });
        // Limits (docs/OPERATIONS.md): the longest request this service takes is a few hundred bytes of URI.
        config.jetty.modifyHttpConfiguration(http -> {
            http.setRequestHeaderSize(REQUEST_HEADER_BYTES);
            // No per-connection cache of parsed header fields: Jetty builds one (a 96 KB trie) on a connection's
            // second request, so 256 keep-alive connections held 25 MB of the heap, and the connections many
            // clients may hold would exhaust it (docs/PERFORMANCE.md). Our requests have a few short headers.
            http.setHeaderCacheSize(0);
            http.setSendServerVersion(false);
            http.setSendXPoweredBy(false);
        });
        // A client that sends or takes content slower than this is cut off (idle connections: IDLE_TIMEOUT_MS).
        // The front handlers need no such bound: they read no content and write a few kilobytes.
        config.jetty.modifyServletContextHandler(context -> context.insertHandler(
                new MinimumDataRateHandler(MIN_DATA_RATE_BYTES_PER_SECOND, MIN_DATA_RATE_BYTES_PER_SECOND)));
        config.http.maxRequestSize = MAX_REQUEST_BODY_BYTES;
    }

    /** Descriptors kept free of connections: the jar, the catalog and data files, logs, the database and Redis. */
    static final int RESERVED_FILE_DESCRIPTORS = 256;

    /** The configured connection limit, lowered to the process's file descriptors less {@link #RESERVED_FILE_DESCRIPTORS}. */
    static int maxConnections(ServerSettings.Connections connections) {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof UnixOperatingSystemMXBean unix) {
            long spare = unix.getMaxFileDescriptorCount() - RESERVED_FILE_DESCRIPTORS;
            return (int) Math.max(1, Math.min(connections.max(), spare));
        }
        return connections.max();
    }

    /**
     * Stops {@code server}: its connectors close at once (new connections are refused), requests in flight get up to
     * {@link #SHUTDOWN_GRACE_MS} to finish, and any still running then are cut off.
     *
     * @return whether every request in flight finished within the grace period
     */
    static boolean stop(Javalin server) {
        try {
            server.stop();
            return true;
        } catch (RuntimeException e) {
            // Jetty stops everything, then reports the requests it had to cut as a TimeoutException.
            for (Throwable t = e; t != null; t = t.getCause()) {
                if (t instanceof TimeoutException) {
                    return false;
                }
            }
            throw e;
        }
    }

    /**
     * Loads and initializes the classes a server needs, without a catalog: builds (never starts) a server with the same
     * HTTP configuration and the operations routes, and writes a record with Jackson. {@code serve} runs it on a second thread
     * while the catalog loads.
     */
    static void preloadHttpStack() {
        Javalin.create(config -> {
            configureHttp(config, ServerSettings.Connections.DEFAULTS, TrustedProxies.none(), UnaryOperator.identity());
            new Operations(() -> "", List.of()).mount(config);
        });
        try {
            new com.fasterxml.jackson.databind.ObjectMapper().writeValueAsBytes(new RootError(false, "", ""));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The JSON 404 of paths outside both interfaces. */
    public record RootError(boolean ok, String error, String message) {}

    /** What {@code GET /} answers: where the two interfaces are. */
    public record RootIndex(
            String service, String current_api, String earlier_api, String catalog_version, String pages) {}
}
