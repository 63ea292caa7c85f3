package org.fpsforecast.server;

import static java.util.Objects.requireNonNull;

import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import org.fpsforecast.core.Forecaster;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.http.common.access.RateLimiter;
import org.fpsforecast.http.publicapi.PublicApi;
import org.fpsforecast.http.publicapi.PublicPages;
import org.fpsforecast.http.v1.V1Api;
import org.fpsforecast.limits.LocalRateLimiter;
import org.fpsforecast.limits.TrustedProxies;

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

    /**
     * Both interfaces on {@code first}'s catalog, behind a switch that can replace them with the same ones on another
     * catalog ({@link #replace}), counting in the same {@code counters}.
     */
    static LiveCatalog of(Application first, ServerSettings settings, ReportStats stats, RequestCounters counters) {
        String baseUrl = settings.baseUrl();
        // RequestCounters shared by several instances need the same key on each, or one client would count as several.
        TrustedProxies clients = new TrustedProxies(settings.trustedProxies(), counters.hashKey());
        counters.hashKeyChanges().accept(clients::rekey);
        // The pages share one budget per client and instance, across catalog swaps.
        RateLimiter pageBudget = new LocalRateLimiter(settings.pagesQuota());
        return new LiveCatalog(first, app -> {
            Forecaster f = app.forecaster();
            return new LiveCatalog.Generation(
                    app,
                    new PublicApi(
                            new PublicApi.UseCases(f, f, f, stats, f),
                            app.catalog().metadata(),
                            counters.current(),
                            clients,
                            baseUrl),
                    new V1Api(
                            new V1Api.UseCases(f, f, f, f, f),
                            app.catalog().metadata(),
                            counters.earlier(),
                            clients,
                            baseUrl),
                    new PublicPages(
                            new PublicPages.UseCases(f, f, f, f, f, f, stats, f),
                            app.catalog().metadata(),
                            baseUrl,
                            pageBudget,
                            clients));
        });
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
