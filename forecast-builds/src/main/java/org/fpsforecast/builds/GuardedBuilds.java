package org.fpsforecast.builds;

import static java.util.Objects.requireNonNull;

import java.util.function.Supplier;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.guard.DependencyGuard;

/**
 * A builds store as a server reads it: reads go through a {@link DependencyGuard}, so that while the database is down
 * or hanging, a read fails at once (and the statistics serve their last answer) instead of holding a worker for the
 * connection timeout, and at most {@value #CONCURRENT_READS} workers ever wait on the database. Once the store is known
 * to be down, only {@link #probe} asks it again, never a request. Imports pass through.
 */
public final class GuardedBuilds extends ReadsThrough {
    /** Reads in flight at most: a small share of the server's 16 workers. */
    static final int CONCURRENT_READS = 2;

    private final DependencyGuard guard;
    private final String description;

    public GuardedBuilds(Builds store, String description) {
        this(
                store,
                description,
                DependencyGuard.forRareCalls("the builds store (" + description + ")", CONCURRENT_READS));
    }

    GuardedBuilds(Builds store, String description, DependencyGuard guard) {
        super(store);
        this.description = requireNonNull(description);
        this.guard = requireNonNull(guard);
    }

    /** Whether reads currently go to the database (it answered lately). */
    public boolean answering() {
        return guard.trusted();
    }

    /**
     * Asks the store for its revision through the guard, even while it is known to be down: the one call that finds
     * out whether it is back. Run it every second or so ({@code serve} does); requests never wait on a store known to
     * be down.
     */
    public void probe() {
        guard.call(store()::revision, () -> 0L);
    }

    @Override
    protected <T> T read(Supplier<T> query) {
        if (!guard.trusted()) {
            throw notAnswering();
        }
        return guard.call(query, () -> {
            throw notAnswering();
        });
    }

    private BuildStoreException notAnswering() {
        return new BuildStoreException(
                "The builds store (" + description + ") is not answering; it is asked again every second.", null);
    }
}
