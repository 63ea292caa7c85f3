package org.fpsforecast.server;

import static java.util.Objects.requireNonNull;

import io.javalin.Javalin;
import io.javalin.util.JavalinBindException;
import java.io.IOException;
import java.net.HttpURLConnection;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import org.fpsforecast.builds.GuardedBuilds;
import org.fpsforecast.builds.JdbcBuilds;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.http.publicapi.PublicApi;
import org.fpsforecast.http.v1.V1Api;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A started server: both interfaces, the pages and the operations endpoints on one port, the catalog (reloaded from
 * {@code --data} while serving), the builds store behind its guard, and the request counters. {@link #close} stops
 * all of it, once, whichever way the server ends (Ctrl-C, the self-check, a failed start).
 */
public final class RunningServer implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(RunningServer.class);
    /**
     * How often the builds store is asked for its revision besides the requests: the only call that tries it again
     * while it is known to be down, so recovery is found within about this long (and /readyz stays current).
     */
    static final long STORE_PROBE_SECONDS = 1;

    /**
     * What {@code forecast serve} was asked.
     *
     * @param data the catalog directory to serve (and reload while serving); empty: the bundled catalog
     * @param counters where requests are counted; the server releases them when it closes
     * @param buildsStore opens the builds store (migrated, seeded when empty) for the loaded catalog
     */
    public record Options(
            String host,
            int port,
            ServerSettings settings,
            Optional<Path> data,
            RequestCounters counters,
            Function<Application, JdbcBuilds> buildsStore) {
        public Options {
            requireNonNull(host, "host");
            requireNonNull(settings, "settings");
            requireNonNull(data, "data");
            requireNonNull(counters, "counters");
            requireNonNull(buildsStore, "buildsStore");
        }
    }

    /** The port could not be opened (in use, or not ours to take); the message says which. */
    public static final class PortUnavailableException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        PortUnavailableException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private final Javalin server;
    private final Optional<CatalogReloader> reloader;
    private final ScheduledExecutorService storeProbe;
    private final JdbcBuilds buildStore;
    private final RequestCounters counters;
    private final AtomicBoolean closed = new AtomicBoolean();
    private final CountDownLatch stopped = new CountDownLatch(1);

    private RunningServer(
            Javalin server,
            Optional<CatalogReloader> reloader,
            ScheduledExecutorService storeProbe,
            JdbcBuilds buildStore,
            RequestCounters counters) {
        this.server = server;
        this.reloader = reloader;
        this.storeProbe = storeProbe;
        this.buildStore = buildStore;
        this.counters = counters;
    }

    /**
     * Loads the catalog, starts listening, then opens the builds store and builds the indexes (on other threads, while
     * Jetty starts); returns once every part is ready. On a failure, whatever was started is stopped again, the counters
     * included.
     *
     * @throws PortUnavailableException when the port cannot be opened
     */
    public static RunningServer start(Options options) throws Exception {
        try {
            return startOrFail(options);
        } catch (Exception | Error e) {
            options.counters().release().run();
            throw e;
        }
    }

    private static RunningServer startOrFail(Options options) throws Exception {
        long started = System.nanoTime();
        // While this thread loads the catalog, the other core loads and links the HTTP stack's classes (Jetty,
        // Javalin, Jackson, the metrics client) by building a server that is never started.
        CompletableFuture<Void> httpClasses = CompletableFuture.runAsync(WebServer::preloadHttpStack);
        Application app = Application.load(options.data());
        long loaded = System.nanoTime();
        httpClasses.join();
        // The lazily built parts (search index, survey report, score anchors) and the builds store (opened, migrated,
        // seeded when empty) are made once Jetty listens, on other threads: Jetty's start has the cores to itself, and
        // /fps answers before they are done. A request that needs one waits for it; /readyz says when all are done.
        CompletableFuture<Void> listening = new CompletableFuture<>();
        CompletableFuture<Void> warmUp =
                listening.thenRunAsync(() -> app.forecaster().warmUp());
        CompletableFuture<JdbcBuilds> store =
                listening.thenApplyAsync(ignored -> options.buildsStore().apply(app));
        // The server reads the store through a guard: while the database is down, /stats serves its last answers
        // (marked stale) at once instead of holding workers, and a probe every second finds out when it is back.
        CompletableFuture<GuardedBuilds> guarded =
                store.thenApply(opened -> new GuardedBuilds(opened, opened.description()));
        CompletableFuture<ReportStats> stats = guarded.thenApply(app.forecaster()::statistics);
        // Ready (/readyz) once the indexes are built. Neither the builds store nor Redis is needed for forecasts: while
        // one is down the server stays ready, and /readyz names it as degraded (docs/OPERATIONS.md).
        List<Operations.Check> readiness = List.of(
                new Operations.Check(
                        "indexes", () -> warmUp.isDone() ? Optional.empty() : Optional.of("still being built")),
                Operations.Check.degradable("builds_store", () -> {
                    if (!guarded.isDone()) {
                        return Optional.of("still opening (/stats waits for it)");
                    }
                    return guarded.join().answering()
                            ? Optional.empty()
                            : Optional.of("not answering (/stats serves its last answers, marked stale)");
                }));
        LiveCatalog live =
                LiveCatalog.of(app, options.settings(), country -> stats.join().stats(country), options.counters());
        Javalin server;
        try {
            server = WebServer.create(live, options.settings(), readiness).start(options.host(), options.port());
        } catch (JavalinBindException e) {
            throw new PortUnavailableException(e.getMessage(), e);
        }
        long listeningAt = System.nanoTime();
        listening.complete(null);
        warmUp.join();
        JdbcBuilds buildStore;
        try {
            buildStore = store.join();
        } catch (CompletionException e) {
            server.stop();
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
        ScheduledExecutorService storeProbe = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "builds-store-probe");
            t.setDaemon(true);
            return t;
        });
        storeProbe.scheduleWithFixedDelay(
                guarded.join()::probe, STORE_PROBE_SECONDS, STORE_PROBE_SECONDS, TimeUnit.SECONDS);
        // Installed by the launcher before the catalog loaded (a SIGHUP meanwhile was logged and ignored); installed
        // here when the server starts another way (tests). Under nohup the JVM cannot see SIGHUP at all: said once.
        Hangup.State hangup = Hangup.install();
        if (hangup == Hangup.State.IGNORED_BY_PARENT) {
            LOG.warn(
                    "SIGHUP is ignored by this process (started under nohup?), so it cannot reload the catalog{}",
                    options.data()
                            .map(dir -> "; writing a new catalog into " + dir.toAbsolutePath() + " still does")
                            .orElse(""));
        }
        Optional<CatalogReloader> reloader =
                options.data().map(dir -> watch(dir, live, hangup == Hangup.State.HANDLED));
        if (reloader.isEmpty()) {
            Hangup.onHangup(() -> LOG.info("SIGHUP ignored: serve has no --data directory to reload a catalog from"));
        }
        RunningServer running = new RunningServer(server, reloader, storeProbe, buildStore, options.counters());
        BundledCatalog catalog = app.catalog();
        LOG.info(
                "Catalog {} (built {}): {} games, {} GPUs, {} CPUs, {} measurements, from {}",
                catalog.version(),
                catalog.buildDate(),
                catalog.games().all().size(),
                catalog.gpus().all().size(),
                catalog.cpus().all().size(),
                catalog.measurements().all().size(),
                options.data().map(Path::toString).orElse("the bundled catalog"));
        LOG.info(
                "Builds store {}: {} builds{} (/stats)",
                buildStore.description(),
                buildStore.tallies(Optional.empty()).total(),
                buildStore.origin().equals(Optional.of(Builds.Origin.SYNTHETIC))
                        ? ", the synthetic sample (import real builds with 'forecast builds import')"
                        : "");
        ServerSettings settings = options.settings();
        LOG.info(
                "Limits per client address: {} requests/minute on both interfaces, {} requests/day on {}; trusted"
                        + " proxies: {}; counters {}",
                settings.perMinute(),
                settings.perDay(),
                PublicApi.PREFIX,
                settings.trustedProxies().isEmpty() ? "none" : String.join(", ", settings.trustedProxies()),
                options.counters().description());
        String host = options.host();
        LOG.info(
                "Serving {} and {} on http://{}:{} (ready in {} ms: catalog {} ms, server {} ms, indexes"
                        + " {} ms more); Ctrl-C stops",
                PublicApi.PREFIX,
                V1Api.PREFIX,
                host.contains(":") ? "[" + host + "]" : host, // an IPv6 address in a URL is bracketed
                server.port(),
                (System.nanoTime() - started) / 1_000_000,
                (loaded - started) / 1_000_000,
                (listeningAt - loaded) / 1_000_000,
                (System.nanoTime() - listeningAt) / 1_000_000);
        return running;
    }

    /** A new catalog in {@code dir} (or SIGHUP, when the process sees it) is checked and swapped in while serving. */
    private static CatalogReloader watch(Path dir, LiveCatalog live, boolean hup) {
        CatalogReloader reloader = new CatalogReloader(dir, live);
        Hangup.onHangup(() -> reloader.reloadLater("SIGHUP"));
        try {
            reloader.watch();
            LOG.info("Watching {} for a new catalog{}", dir.toAbsolutePath(), hup ? " (SIGHUP reloads it too)" : "");
        } catch (IOException e) {
            // Out of inotify watches, or a file system without them: serve on, reloading on SIGHUP only.
            LOG.warn(
                    "Cannot watch {} ({}); {}",
                    dir.toAbsolutePath(),
                    e.getMessage(),
                    hup ? "SIGHUP still reloads the catalog" : "restart to change the catalog");
        }
        return reloader;
    }

    /** The port the server listens on (the one chosen when asked for port 0). */
    public int port() {
        return server.port();
    }

    /**
     * Asks this server, over HTTP, for /fps on each interface, /stats and /survey once (the launcher's class-data
     * training run and the CLI's start test).
     *
     * @return whether all four answered 200
     */
    public boolean answersItsOwnRequests() {
        int failed = 0;
        for (String path : List.of(
                PublicApi.PREFIX + "/fps?game=fortnite&gpu=geforce-rtx-4070",
                V1Api.PREFIX + "/fps?game=fortnite&gpu=geforce-rtx-4070",
                PublicApi.PREFIX + "/stats",
                PublicApi.PREFIX + "/survey")) {
            HttpURLConnection c = null;
            try {
                c = (HttpURLConnection)
                        URI.create("http://127.0.0.1:" + port() + path).toURL().openConnection();
                failed += c.getResponseCode() == 200 ? 0 : 1;
                c.getInputStream().readAllBytes();
            } catch (IOException e) {
                failed++;
            } finally {
                if (c != null) {
                    c.disconnect();
                }
            }
        }
        return failed == 0;
    }

    /**
     * Serves until the process is asked to stop (Ctrl-C, SIGINT, SIGTERM): a shutdown hook then closes the server,
     * and this returns.
     */
    public void serveUntilStopped() throws InterruptedException {
        Runtime.getRuntime().addShutdownHook(new Thread(this::close, "forecast-shutdown"));
        stopped.await();
    }

    /**
     * Stops the server (new connections are refused at once; requests in flight get up to {@link
     * WebServer#SHUTDOWN_GRACE_MS}), then the reloader, the store's probe, the store and the counters. Only the
     * first call does anything.
     */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        try {
            LOG.info("Stopping: no new connections; requests in flight get up to {} ms", WebServer.SHUTDOWN_GRACE_MS);
            long stopping = System.nanoTime();
            boolean drained = WebServer.stop(server);
            long tookMs = (System.nanoTime() - stopping) / 1_000_000;
            if (drained) {
                LOG.info("Stopped in {} ms, every request answered", tookMs);
            } else {
                LOG.warn("Stopped in {} ms, cutting off the requests still running", tookMs);
            }
            reloader.ifPresent(CatalogReloader::close);
            storeProbe.shutdownNow();
            buildStore.close();
            counters.release().run();
        } finally {
            stopped.countDown();
        }
    }
}
