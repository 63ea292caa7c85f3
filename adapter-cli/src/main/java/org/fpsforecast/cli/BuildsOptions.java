package org.fpsforecast.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import org.fpsforecast.builds.JdbcBuilds;
import org.fpsforecast.builds.SyntheticSample;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.server.Application;
import picocli.CommandLine.Option;

/**
 * Where the builds store is: the embedded database under a state directory (the default), or a database at a JDBC URL
 * (PostgreSQL for deployments that outgrow one machine). docs/OPERATIONS.md, "The builds store".
 */
final class BuildsOptions {
    @Option(
            names = "--db",
            paramLabel = "JDBC_URL",
            description =
                    "The builds database, e.g. jdbc:postgresql://db:5432/forecast (default: the embedded store"
                            + " under --state-dir; env FORECAST_DB). User and password: FORECAST_DB_USER, FORECAST_DB_PASSWORD.")
    String db;

    @Option(
            names = "--state-dir",
            paramLabel = "DIR",
            description = "Directory of the embedded builds store (default $FORECAST_STATE_DIR, else"
                    + " $XDG_DATA_HOME/fps-forecast, else ~/.local/share/fps-forecast).")
    Path stateDir;

    /** Opens the store (creating or migrating its schema). */
    JdbcBuilds open() {
        Map<String, String> env = System.getenv();
        String url = db != null ? db : env.get("FORECAST_DB");
        try {
            if (url != null && !url.isBlank()) {
                return JdbcBuilds.open(url.strip(), env.get("FORECAST_DB_USER"), env.get("FORECAST_DB_PASSWORD"));
            }
            Path dir = stateDir();
            Files.createDirectories(dir);
            return JdbcBuilds.embedded(dir);
        } catch (IllegalArgumentException e) {
            throw InvalidParameterException.invalid("--db", e.getMessage());
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create the state directory: " + e.getMessage(), e);
        }
    }

    Path stateDir() {
        return stateDir != null ? stateDir : defaultStateDir(System.getenv(), System.getProperty("user.home"));
    }

    /**
     * Where the embedded store lives without --state-dir: $FORECAST_STATE_DIR, else $XDG_DATA_HOME/fps-forecast, else
     * $HOME/.local/share/fps-forecast. $HOME wins over Java's user.home (the password database's home), so an instance
     * started with another HOME gets its own store; {@code userHome} is the fallback only when HOME is unset.
     */
    static Path defaultStateDir(Map<String, String> env, String userHome) {
        String explicit = env.get("FORECAST_STATE_DIR");
        if (explicit != null && !explicit.isBlank()) {
            return Path.of(explicit);
        }
        String xdg = env.get("XDG_DATA_HOME");
        if (xdg != null && !xdg.isBlank()) {
            return Path.of(xdg).resolve("fps-forecast");
        }
        String home = env.get("HOME");
        return Path.of(home != null && !home.isBlank() ? home : userHome, ".local", "share", "fps-forecast");
    }

    /** Opens the store and, when it has no builds at all, stores the synthetic sample. */
    JdbcBuilds openSeeded(Application app) {
        JdbcBuilds store = open();
        try {
            SyntheticSample.seedIfEmpty(
                    store,
                    app.forecaster().importer(store, Builds.Origin.SYNTHETIC, Clock.systemUTC()),
                    app.catalog().survey(),
                    app.catalog().gpus());
            return store;
        } catch (RuntimeException e) {
            store.close();
            throw e;
        }
    }
}
