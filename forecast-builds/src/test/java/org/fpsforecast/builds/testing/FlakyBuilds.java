package org.fpsforecast.builds.testing;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.fpsforecast.builds.ReadsThrough;
import org.fpsforecast.core.port.out.Builds;

/**
 * A real builds store whose reads can be made to fail, as a database that went away does, and which counts the reads
 * that reached it. Imports always pass through.
 */
public final class FlakyBuilds extends ReadsThrough {
    private final AtomicBoolean down = new AtomicBoolean();
    private final AtomicInteger reads = new AtomicInteger();

    public FlakyBuilds(Builds store) {
        super(store);
    }

    /** From now on every read fails (true) or reaches the store again (false). */
    public void down(boolean isDown) {
        down.set(isDown);
    }

    /** Reads that reached this store, failed ones included. */
    public int reads() {
        return reads.get();
    }

    @Override
    protected <T> T read(Supplier<T> query) {
        reads.incrementAndGet();
        if (down.get()) {
            throw new IllegalStateException("Connection refused (the test took the database away)");
        }
        return query.get();
    }
}
