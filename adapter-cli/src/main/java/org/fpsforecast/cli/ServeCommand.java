package org.fpsforecast.cli;

import io.javalin.Javalin;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.data.builds.GuardedBuilds;
import org.fpsforecast.data.builds.JdbcBuilds;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.http.publicapi.PublicApi;
import org.fpsforecast.http.v1.V1Api;
import org.fpsforecast.limits.RedisLimits;
import org.fpsforecast.limits.TrustedProxies;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code forecast serve}: both interfaces on one port, until Ctrl-C. */
@Command(
        name = "serve",
        mixinStandardHelpOptions = true,
        description = "Serve both JSON APIs (/api/public/v1 and /api/v1) on the bundled catalog.",
        footer = {"", "Example:", "  forecast serve --port 8080"})
final class ServeCommand implements Callable<Integer> {
    private static final Logger LOG = LoggerFactory.getLogger(ServeCommand.class);
    /**
     * How often the builds store is asked for its revision besides the requests: the only call that tries it again
     * while it is known to be down, so recovery is found within about this long (and /readyz stays current).
     */
    static final long STORE_PROBE_SECONDS = 1;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(
            names = "--port",
            defaultValue = "8080",
            description = "TCP port (default ${DEFAULT-VALUE}; 0 = any free port).")
    int port;

    @Option(
            names = "--host",
            defaultValue = "0.0.0.0",
            description = "Address to listen on (default ${DEFAULT-VALUE}).")
    String host;

    @Option(
            names = "--base-url",
            description = "Public address used in response links (default http://localhost:PORT).")
    String baseUrl;

    @Option(
            names = "--data",
            paramLabel = "DIR",
            description = "Serve the catalog in DIR instead of the bundled one. A new catalog written there (or"
                    + " SIGHUP) is checked and swapped in without a restart; a broken one is logged and ignored.")
    Path data;

    @Option(
            names = "--limit-per-minute",
            paramLabel = "N",
            defaultValue = "60",
            description = "Requests per minute per client address, both interfaces (default ${DEFAULT-VALUE}).")
    long limitPerMinute;

    @Option(
            names = "--limit-per-day",
            paramLabel = "N",
            defaultValue = "10000",
            description = "Requests per day per client address, current interface (default ${DEFAULT-VALUE}).")
    long limitPerDay;

    @Option(
            names = "--trusted-proxies",
            paramLabel = "CIDR",
            split = ",",
            description = "Reverse proxies (addresses or CIDR blocks, comma-separated) whose X-Forwarded-For is"
                    + " believed; the client address is read from the right, through trusted hops only. Default:"
                    + " none (the socket's peer is the client).")
    List<String> trustedProxies = new ArrayList<>();

    @Option(
            names = "--max-connections",
            paramLabel = "N",
            defaultValue = "10000",
            description = "Open connections at most (lowered to the file descriptors to spare); at the limit, new ones"
                    + " wait in the backlog and idle ones are closed after 2 s (default ${DEFAULT-VALUE}).")
    int maxConnections;

    @Option(
            names = "--backlog",
            paramLabel = "N",
            defaultValue = "1024",
            description = "Connections the kernel queues before they are accepted, capped by net.core.somaxconn"
                    + " (default ${DEFAULT-VALUE}).")
    int backlog;

    @Option(
            names = "--connections-per-client",
            paramLabel = "N",
            defaultValue = "128",
            description = "Open connections per client address at most (an IPv6 /64 is one address; trusted proxies"
                    + " are exempt); more are closed at once (default ${DEFAULT-VALUE}).")
    int connectionsPerClient;

    @Option(
            names = "--redis",
            paramLabel = "URI",
            description =
                    "Count requests in Redis (redis://[user:password@]host[:port][/db], rediss:// for TLS), shared"
                            + " by every instance on it, with the same address hash key; default: in process. Instances on one"
                            + " Redis must use the same limits. If Redis fails, each instance counts alone until it answers."
                            + " Also FORECAST_REDIS.")
    String redis = System.getenv("FORECAST_REDIS");

    @Option(
            names = "--exit-when-ready",
            hidden = true,
            description =
                    "Answer /fps on each interface, /stats and /survey once, then stop (the launcher's class-data training"
                            + " run).")
    boolean exitWhenReady;

    @CommandLine.Mixin
    BuildsOptions builds;

    @CommandLine.Mixin
    VerboseOption verbose;

    @Override
    public Integer call() throws Exception {
        if (port < 0 || port > 65_535) {
            throw InvalidParameterException.invalid("--port", "--port must be between 0 and 65535, got " + port + ".");
        }
        ServerSettings settings;
        String links = baseUrl != null ? baseUrl : "http://localhost:" + (port == 0 ? "PORT" : port);
        try {
            settings = new ServerSettings(
                    links,
                    limitPerMinute,
                    limitPerDay,
                    trustedProxies,
                    new ServerSettings.Connections(
                            maxConnections,
                            backlog,
                            ServerSettings.Connections.DEFAULT_HEADER_DEADLINE,
                            connectionsPerClient));
            new TrustedProxies(trustedProxies, TrustedProxies.randomKey());
        } catch (IllegalArgumentException e) {
            throw InvalidParameterException.invalid("serve", e.getMessage() + ".");
        }
        RedisLimits redisLimits = null;
        Counters counters;
        if (redis == null || redis.isBlank()) {
            counters = Counters.inProcess(settings);
        } else {
            try {
                redisLimits = RedisLimits.connect(redis.strip());
                counters = Counters.shared(settings, redisLimits);
            } catch (IllegalArgumentException e) {
                throw InvalidParameterException.invalid("--redis", e.getMessage() + ".");
            } catch (RuntimeException e) {
                if (redisLimits != null) {
                    redisLimits.close();
                }
                spec.commandLine().getErr().println("forecast: " + e.getMessage());
                spec.commandLine().getErr().flush();
                return ExitCodes.UNEXPECTED;
            }
        }
        // The Redis connection (if any) is closed with the server, on every way out.
        Runnable releaseCounters = redisLimits == null ? () -> {} : redisLimits::close;
        long started = System.nanoTime();
        // While this thread loads the catalog, the other core loads and links the HTTP stack's classes (Jetty,
        // Javalin, Jackson, the metrics client) by building a server that is never started.
        CompletableFuture<Void> httpClasses = CompletableFuture.runAsync(Application::preloadHttpStack);
        Application app = Application.load(Optional.ofNullable(data));
        long loaded = System.nanoTime();
        httpClasses.join();
        BundledCatalog catalog = app.catalog();
        // The lazily built parts (search index, survey report, score anchors) and the builds store (opened, migrated,
        // seeded when empty) are made once Jetty listens, on other threads: Jetty's start has the cores to itself, and
        // /fps answers before they are done. A request that needs one waits for it; /readyz says when all are done.
        CompletableFuture<Void> listening = new CompletableFuture<>();
        CompletableFuture<Void> warmUp =
                listening.thenRunAsync(() -> app.forecaster().warmUp());
        CompletableFuture<JdbcBuilds> store = listening.thenApplyAsync(ignored -> builds.openSeeded(app));
        // The server reads the store through a guard: while the database is down, /stats serves its last answers
        // (marked stale) at once instead of holding workers, and a probe every second finds out when it is back.
        CompletableFuture<GuardedBuilds> guarded =
                store.thenApply(opened -> new GuardedBuilds(opened, opened.description()));
        CompletableFuture<ReportStats> stats = guarded.thenApply(app.forecaster()::statistics);
        ScheduledExecutorService storeProbe = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "builds-store-probe");
            t.setDaemon(true);
            return t;
        });
        guarded.thenAccept(g -> storeProbe.scheduleWithFixedDelay(
                g::probe, STORE_PROBE_SECONDS, STORE_PROBE_SECONDS, TimeUnit.SECONDS));
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
        LiveCatalog live = app.live(settings, country -> stats.join().stats(country), counters);
        Javalin server = Application.server(live, settings, readiness).start(host, port);
        long listeningAt = System.nanoTime();
        listening.complete(null);
        warmUp.join();
        JdbcBuilds buildStore;
        try {
            buildStore = store.join();
        } catch (java.util.concurrent.CompletionException e) {
            server.stop();
            releaseCounters.run();
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
        // With --data, a new catalog in DIR (or SIGHUP) is checked and swapped in while serving.
        CatalogReloader reloader = data == null ? null : new CatalogReloader(data, live);
        // Installed by Main before the catalog loaded (a SIGHUP meanwhile was logged and ignored); installed here when
        // serve runs another way (tests). Under nohup the JVM cannot see SIGHUP at all: said once, here.
        Hangup.State hangup = Hangup.install();
        boolean hup = reloader != null && hangup == Hangup.State.HANDLED;
        if (reloader != null) {
            Hangup.onHangup(() -> reloader.reloadLater("SIGHUP"));
        } else {
            Hangup.onHangup(() -> LOG.info("SIGHUP ignored: serve has no --data directory to reload a catalog from"));
        }
        if (hangup == Hangup.State.IGNORED_BY_PARENT) {
            LOG.warn(
                    "SIGHUP is ignored by this process (started under nohup?), so it cannot reload the catalog{}",
                    reloader == null ? "" : "; writing a new catalog into " + data.toAbsolutePath() + " still does");
        }
        if (reloader != null) {
            try {
                reloader.watch();
                LOG.info(
                        "Watching {} for a new catalog{}",
                        data.toAbsolutePath(),
                        hup ? " (SIGHUP reloads it too)" : "");
            } catch (java.io.IOException e) {
                // Out of inotify watches, or a file system without them: serve on, reloading on SIGHUP only.
                LOG.warn(
                        "Cannot watch {} ({}); {}",
                        data.toAbsolutePath(),
                        e.getMessage(),
                        hup ? "SIGHUP still reloads the catalog" : "restart to change the catalog");
            }
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            LOG.info(
                                    "Stopping: no new connections; requests in flight get up to {} ms",
                                    Application.SHUTDOWN_GRACE_MS);
                            long stopping = System.nanoTime();
                            boolean drained = Application.stop(server);
                            long tookMs = (System.nanoTime() - stopping) / 1_000_000;
                            if (drained) {
                                LOG.info("Stopped in {} ms, every request answered", tookMs);
                            } else {
                                LOG.warn("Stopped in {} ms, cutting off the requests still running", tookMs);
                            }
                            if (reloader != null) {
                                reloader.close();
                            }
                            storeProbe.shutdownNow();
                            buildStore.close();
                            releaseCounters.run();
                            stopped.countDown();
                        },
                        "forecast-shutdown"));
        LOG.info(
                "Catalog {} (built {}): {} games, {} GPUs, {} CPUs, {} measurements, from {}",
                catalog.version(),
                catalog.buildDate(),
                catalog.games().all().size(),
                catalog.gpus().all().size(),
                catalog.cpus().all().size(),
                catalog.measurements().all().size(),
                data == null ? "the bundled catalog" : data);
        LOG.info(
                "Builds store {}: {} builds{} (/stats)",
                buildStore.description(),
                buildStore.tallies(Optional.empty()).total(),
                buildStore.origin().equals(Optional.of(Builds.Origin.SYNTHETIC))
                        ? ", the synthetic sample (import real builds with 'forecast builds import')"
                        : "");
        LOG.info(
                "Limits per client address: {} requests/minute on both interfaces, {} requests/day on {}; trusted"
                        + " proxies: {}; counters {}",
                limitPerMinute,
                limitPerDay,
                PublicApi.PREFIX,
                trustedProxies.isEmpty() ? "none" : String.join(", ", trustedProxies),
                counters.description());
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
        if (exitWhenReady) {
            int failed = 0;
            for (String path : List.of(
                    PublicApi.PREFIX + "/fps?game=fortnite&gpu=geforce-rtx-4070",
                    V1Api.PREFIX + "/fps?game=fortnite&gpu=geforce-rtx-4070",
                    PublicApi.PREFIX + "/stats",
                    PublicApi.PREFIX + "/survey")) {
                java.net.HttpURLConnection c = (java.net.HttpURLConnection) java.net
                        .URI
                        .create("http://127.0.0.1:" + server.port() + path)
                        .toURL()
                        .openConnection();
                try {
                    failed += c.getResponseCode() == 200 ? 0 : 1;
                    c.getInputStream().readAllBytes();
                } catch (java.io.IOException e) {
                    failed++;
                } finally {
                    c.disconnect();
                }
            }
            server.stop();
            if (reloader != null) {
                reloader.close();
            }
            storeProbe.shutdownNow();
            buildStore.close();
            releaseCounters.run();
            return failed == 0 ? ExitCodes.OK : ExitCodes.UNEXPECTED;
        }
        stopped.await();
        return ExitCodes.OK;
    }
}
