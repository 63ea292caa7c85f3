package org.fpsforecast.data.builds;

import static java.util.Objects.requireNonNull;

import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.data.access.DependencyGuard;

/**
 * A builds store as a server reads it: reads go through a {@link DependencyGuard}, so that while the database is down
 * or hanging, a read fails at once (and the statistics serve their last answer) instead of holding a worker for the
 * connection timeout, and at most {@value #CONCURRENT_READS} workers ever wait on the database. Imports pass through.
 */
public final class GuardedBuilds implements Builds {
    /** Reads in flight at most: a small share of the server's 16 workers. */
    static final int CONCURRENT_READS = 2;

    private final Builds store;
    private final DependencyGuard guard;
    private final String description;

    public GuardedBuilds(Builds store, String description) {
        this(store, description, new DependencyGuard("the builds store (" + description + ")", CONCURRENT_READS));
    }

    GuardedBuilds(Builds store, String description, DependencyGuard guard) {
        this.store = requireNonNull(store);
        this.description = requireNonNull(description);
        this.guard = requireNonNull(guard);
    }

    /** Whether reads currently go to the database (it answered lately). */
    public boolean answering() {
        return guard.trusted();
    }

    @Override
    public Import begin(Origin origin) {
        return store.begin(origin);
    }

    @Override
    public Optional<Origin> origin() {
        return read(store::origin);
    }

    @Override
    public long revision() {
        return read(store::revision);
    }

    @Override
    public Map<Country, Long> countries() {
        return read(store::countries);
    }

    @Override
    public Tallies tallies(Optional<Country> country) {
        return read(() -> store.tallies(country));
    }

    private <T> T read(Supplier<T> query) {
        return guard.call(query, () -> {
            throw new BuildStoreException(
                    "The builds store (" + description + ") is not answering; retried every "
                            + DependencyGuard.OPEN_FOR.toMillis() + " ms.",
                    null);
        });
    }
}
