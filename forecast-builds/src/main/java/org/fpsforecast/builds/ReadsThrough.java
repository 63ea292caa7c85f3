package org.fpsforecast.builds;

import static java.util.Objects.requireNonNull;

import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.port.out.Builds;

/** A builds store wrapped around another: every read goes through {@link #read}, imports go straight through. */
public abstract class ReadsThrough implements Builds {
    private final Builds store;

    protected ReadsThrough(Builds store) {
        this.store = requireNonNull(store);
    }

    /** Runs one read of the wrapped store. */
    protected abstract <T> T read(Supplier<T> query);

    /** The wrapped store. */
    protected final Builds store() {
        return store;
    }

    @Override
    public final Import begin(Origin origin) {
        return store.begin(origin);
    }

    @Override
    public final Optional<Origin> origin() {
        return read(store::origin);
    }

    @Override
    public final long revision() {
        return read(store::revision);
    }

    @Override
    public final Map<Country, Long> countries() {
        return read(store::countries);
    }

    @Override
    public final Tallies tallies(Optional<Country> country) {
        return read(() -> store.tallies(country));
    }
}
