package org.fpsforecast.server;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Live catalog updates for {@code serve --data DIR}: when the files in DIR change (or the process gets SIGHUP), the
 * catalog there is loaded, checked ({@link CatalogChecks}: format, references, version hash, survey, a forecast of
 * every game), its indexes built, and only then swapped in ({@link LiveCatalog#replace}), so no request waits for it
 * and none is dropped. A catalog that fails is rejected with one log line, and the one being served stays. Reloads run
 * one at a time, on one thread.
 */
final class CatalogReloader implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(CatalogReloader.class);
    /** After a change in DIR, wait until it has been quiet this long, so that a copy of several files is seen whole. */
    static final long SETTLE_MS = 1_000;

    /** What a reload did. */
    enum Outcome {
        /** A new catalog passed every check and is being served. */
        REPLACED,
        /** The catalog in DIR is the one being served already (same version). */
        UNCHANGED,
        /** The catalog in DIR failed to load or a check; the previous one is still served. */
        REJECTED
    }

    /** A reload's outcome and the line it logged. */
    record Result(Outcome outcome, String message) {}

    private final Path dir;
    private final LiveCatalog live;
    private final ExecutorService reloads = Executors.newSingleThreadExecutor(runnable -> {
        Thread t = new Thread(runnable, "catalog-reload");
        t.setDaemon(true);
        return t;
    });
    private volatile WatchService watcher;

    CatalogReloader(Path dir, LiveCatalog live) {
        this.dir = requireNonNull(dir).toAbsolutePath();
        this.live = requireNonNull(live);
    }

    /** Loads, checks and (if it is new and sound) swaps in the catalog in DIR now, on the caller's thread. */
    synchronized Result reload(String trigger) {
        long started = System.nanoTime();
        String serving = live.current().version();
        Application next;
        try {
            next = new Application(BundledCatalog.load(dir));
        } catch (RuntimeException e) {
            return rejected(trigger, serving, e.getMessage());
        } catch (OutOfMemoryError e) {
            // The new catalog did not fit beside the one being served; what was loaded of it is garbage now.
            return rejected(
                    trigger,
                    serving,
                    "ran out of memory loading it (" + e.getMessage() + "); raise -Xmx or make the catalog smaller");
        }
        String version = next.catalog().version();
        if (version.equals(serving)) {
            String message = "Catalog in " + dir + " (" + trigger + ") is " + version
                    + ", the one being served: nothing" + " to do";
            LOG.info(message);
            return new Result(Outcome.UNCHANGED, message);
        }
        Optional<CatalogChecks.Line> failure;
        try {
            failure = CatalogChecks.firstFailure(next);
            if (failure.isEmpty()) {
                next.forecaster().warmUp();
            }
        } catch (RuntimeException e) {
            return rejected(trigger, serving, "catalog " + version + ": " + e.getMessage());
        } catch (OutOfMemoryError e) {
            return rejected(trigger, serving, "catalog " + version + ": ran out of memory checking it");
        }
        if (failure.isPresent()) {
            return rejected(
                    trigger,
                    serving,
                    "catalog " + version + " fails the " + failure.get().check() + " check: "
                            + failure.get().detail());
        }
        live.replace(next);
        String message = String.format(
                "Catalog %s replaced by %s from %s (%s; loaded, checked and indexed in %d ms): %d games, %d GPUs,"
                        + " %d CPUs, %d measurements",
                serving,
                version,
                dir,
                trigger,
                (System.nanoTime() - started) / 1_000_000,
                next.catalog().games().all().size(),
                next.catalog().gpus().all().size(),
                next.catalog().cpus().all().size(),
                next.catalog().measurements().all().size());
        LOG.info(message);
        return new Result(Outcome.REPLACED, message);
    }

    private Result rejected(String trigger, String serving, String why) {
        String message = "Catalog in " + dir + " rejected (" + trigger + "), still serving " + serving + ": " + why;
        LOG.error(message);
        return new Result(Outcome.REJECTED, message);
    }

    /** Queues a reload on the reload thread. */
    Future<Result> reloadLater(String trigger) {
        return reloads.submit(() -> {
            try {
                return reload(trigger);
            } catch (RuntimeException | Error e) {
                // Never silent: a failure the reload does not expect is logged here, not only kept in the future.
                LOG.error("Catalog reload from {} ({}) failed", dir, trigger, e);
                throw e;
            }
        });
    }

    /**
     * Watches DIR on a daemon thread: after any change there, once it has been quiet for {@link #SETTLE_MS}, the
     * catalog is reloaded. If DIR itself is removed or replaced, watching stops (logged); SIGHUP still reloads.
     */
    void watch() throws IOException {
        WatchService service = FileSystems.getDefault().newWatchService();
        dir.register(
                service,
                StandardWatchEventKinds.ENTRY_CREATE,
                StandardWatchEventKinds.ENTRY_MODIFY,
                StandardWatchEventKinds.ENTRY_DELETE);
        this.watcher = service;
        Thread t = new Thread(() -> watchLoop(service), "catalog-watch");
        t.setDaemon(true);
        t.start();
    }

    private void watchLoop(WatchService service) {
        try {
            while (true) {
                WatchKey key = service.take();
                boolean valid = drain(key);
                // Wait for the writes to settle: any further change restarts the wait.
                WatchKey more;
                while (valid && (more = service.poll(SETTLE_MS, TimeUnit.MILLISECONDS)) != null) {
                    valid = drain(more);
                }
                if (!valid) {
                    LOG.warn("{} is gone or was replaced: no longer watching it (SIGHUP still reloads from it)", dir);
                    return;
                }
                reloadLater("files changed");
            }
        } catch (InterruptedException | ClosedWatchServiceException e) {
            // closed: stop watching
        }
    }

    private static boolean drain(WatchKey key) {
        key.pollEvents();
        return key.reset();
    }

    /** Stops watching and drops queued reloads (one running finishes first). */
    @Override
    public void close() {
        WatchService w = watcher;
        if (w != null) {
            try {
                w.close();
            } catch (IOException e) {
                LOG.debug("closing the catalog watcher", e);
            }
        }
        reloads.shutdownNow();
    }
}
