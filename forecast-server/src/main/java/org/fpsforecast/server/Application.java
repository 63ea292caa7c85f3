package org.fpsforecast.server;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Supplier;
import com.google.common.base.Suppliers;
import java.nio.file.Path;
import java.util.Optional;
import org.fpsforecast.core.Forecaster;
import org.fpsforecast.data.catalog.BundledCatalog;

/**
 * The composition root of the use cases: one catalog and every use case over it. The CLI's commands answer from it;
 * the server ({@link RunningServer}) mounts both HTTP interfaces on it.
 */
public final class Application {
    private final BundledCatalog catalog;
    /** Every use case over the catalog; its indexes are built on first use (or by serve's warm-up). */
    private final Forecaster forecaster;

    public Application(BundledCatalog catalog) {
        this.catalog = requireNonNull(catalog);
        this.forecaster = Forecaster.of(catalog);
    }

    /** The bundled catalog (built once per process), or the one in {@code dataDir} when given (read each time). */
    public static Application load(Optional<Path> dataDir) {
        return dataDir.map(dir -> new Application(BundledCatalog.load(dir))).orElseGet(BUNDLED);
    }

    /**
     * The bundled catalog is immutable and the same for the whole process: loaded once, even when a failing command's
     * error message needs it again (the "did you mean" hint).
     */
    private static final Supplier<Application> BUNDLED =
            Suppliers.memoize(() -> new Application(BundledCatalog.load()));

    /**
     * Starts loading the bundled catalog on a background thread; {@link #load} then waits for it instead of loading it
     * again. A failure is left for {@link #load} to meet and report (the memo keeps no failure).
     */
    public static void loadBundledInBackground() {
        Thread loader = new Thread(
                () -> {
                    try {
                        BUNDLED.get();
                    } catch (RuntimeException e) {
                        // Reported by the command when it loads the catalog itself.
                    }
                },
                "catalog-preload");
        loader.setDaemon(true);
        loader.start();
    }

    public BundledCatalog catalog() {
        return catalog;
    }

    /** The use cases (forecasts, search, names, game profiles, scores, renderers, survey, catalog pages). */
    public Forecaster forecaster() {
        return forecaster;
    }
}
