package org.fpsforecast.cli;

import static java.util.Objects.requireNonNull;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.fpsforecast.http.publicapi.PublicApi;
import org.fpsforecast.http.publicapi.PublicPages;
import org.fpsforecast.http.v1.V1Api;

/**
 * The catalog a running server answers from, with both interfaces built on it, held as one reference: {@link #replace}
 * swaps all of it at once. Each request reads the reference once when it arrives, so it is answered from one catalog
 * throughout (its forecasts, its links, its ETag); requests already running finish on the old one. The rate-limit
 * counters are not part of it: every generation is built with the same ones, so a swap keeps every client's count.
 */
final class LiveCatalog {
    /** One catalog and the interfaces built on it. */
    record Generation(Application app, PublicApi publicApi, V1Api v1Api, PublicPages pages) {
        Generation {
            requireNonNull(app, "app");
            requireNonNull(publicApi, "publicApi");
            requireNonNull(v1Api, "v1Api");
            requireNonNull(pages, "pages");
        }

        String version() {
            return app.catalog().version();
        }
    }

    private final Function<Application, Generation> build;
    private final AtomicReference<Generation> current;

    /** @param build makes the interfaces of a catalog (the same limiter and client identification every time) */
    LiveCatalog(Application first, Function<Application, Generation> build) {
        this.build = requireNonNull(build);
        this.current = new AtomicReference<>(build.apply(first));
    }

    Generation current() {
        return current.get();
    }

    /** Builds both interfaces on {@code next}, then swaps them in; returns the generation replaced. */
    Generation replace(Application next) {
        return current.getAndSet(build.apply(next));
    }
}
