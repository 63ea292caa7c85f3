package org.fpsforecast.cli;

import io.javalin.Javalin;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.http.publicapi.PublicApi;
import org.fpsforecast.http.v1.V1Api;
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

    @Option(names = "--data", paramLabel = "DIR", description = "Serve the catalog in DIR instead of the bundled one.")
    Path data;

    @CommandLine.Mixin
    VerboseOption verbose;

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65_535) {
            throw org.fpsforecast.core.domain.InvalidParameterException.invalid(
                    "--port", "--port must be between 0 and 65535, got " + port + ".");
        }
        long started = System.nanoTime();
        Application app = Application.load(Optional.ofNullable(data));
        long loaded = System.nanoTime();
        BundledCatalog catalog = app.catalog();
        // The lazily loaded parts (survey, search index) are built while Jetty starts, on the other core; a request
        // that needs one before it is ready waits for it (both are memoized, thread-safe).
        CompletableFuture<Void> warmUp = CompletableFuture.runAsync(() -> {
            catalog.survey().months();
            app.search();
        });
        String links = baseUrl != null ? baseUrl : "http://localhost:" + (port == 0 ? "PORT" : port);
        Javalin server = app.server(links).start(host, port);
        long listening = System.nanoTime();
        warmUp.join();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            LOG.info("Stopping");
                            server.stop();
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
                "Serving {} and {} on http://{}:{} (ready in {} ms: catalog {} ms, server {} ms, survey and search"
                        + " index {} ms more); Ctrl-C stops",
                PublicApi.PREFIX,
                V1Api.PREFIX,
                host,
                server.port(),
                (System.nanoTime() - started) / 1_000_000,
                (loaded - started) / 1_000_000,
                (listening - loaded) / 1_000_000,
                (System.nanoTime() - listening) / 1_000_000);
        stopped.await();
        return ExitCodes.OK;
    }
}
