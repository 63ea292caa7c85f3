package org.fpsforecast.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.limits.TrustedProxies;
import org.fpsforecast.server.RequestCounters;
import org.fpsforecast.server.RunningServer;
import org.fpsforecast.server.ServerSettings;
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
        ServerSettings settings = settings();
        RequestCounters counters;
        try {
            counters = RequestCounters.open(
                    settings, Optional.ofNullable(redis).map(String::strip).filter(uri -> !uri.isEmpty()));
        } catch (IllegalArgumentException e) {
            throw InvalidParameterException.invalid("--redis", e.getMessage() + ".");
        } catch (RuntimeException e) {
            // Redis was named but does not answer: the message says where.
            spec.commandLine().getErr().println("forecast: " + e.getMessage());
            spec.commandLine().getErr().flush();
            return ExitCodes.UNEXPECTED;
        }
        RunningServer.Options options = new RunningServer.Options(
                host, port, settings, Optional.ofNullable(data), counters, builds::openSeeded);
        try (RunningServer server = RunningServer.start(options)) {
            if (exitWhenReady) {
                return server.answersItsOwnRequests() ? ExitCodes.OK : ExitCodes.UNEXPECTED;
            }
            server.serveUntilStopped();
            return ExitCodes.OK;
        }
    }

    /** The server's settings from the options, each checked. */
    private ServerSettings settings() {
        if (port < 0 || port > 65_535) {
            throw InvalidParameterException.invalid("--port", "--port must be between 0 and 65535, got " + port + ".");
        }
        String links = baseUrl != null ? baseUrl : "http://localhost:" + (port == 0 ? "PORT" : port);
        try {
            ServerSettings settings = new ServerSettings(
                    links,
                    limitPerMinute,
                    limitPerDay,
                    trustedProxies,
                    new ServerSettings.Connections(
                            maxConnections,
                            backlog,
                            ServerSettings.Connections.DEFAULT_HEADER_DEADLINE,
                            connectionsPerClient));
            new TrustedProxies(trustedProxies, TrustedProxies.randomKey()); // refuses a malformed address or block
            return settings;
        } catch (IllegalArgumentException e) {
            throw InvalidParameterException.invalid("serve", e.getMessage() + ".");
        }
    }
}
