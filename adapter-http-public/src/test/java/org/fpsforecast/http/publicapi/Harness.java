package org.fpsforecast.http.publicapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.compression.CompressionStrategy;
import io.javalin.http.HandlerType;
import io.javalin.testtools.JavalinTest;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.fpsforecast.core.Forecaster;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.http.common.access.ClientIdentifier;
import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.http.common.access.RateLimiter;
import org.fpsforecast.limits.LocalRateLimiter;
import org.fpsforecast.limits.TrustedProxies;
import org.fpsforecast.testing.ContractClient;
import org.fpsforecast.testing.OpenApiContract;

/**
 * The current interface mounted on a Javalin app with real ports (the bundled catalog, the Bucket4j limiter on a
 * hand-moved clock), and an HTTP client that checks every response it receives against the OpenAPI document. The
 * app has {@link FpsFastPath} in front, as {@code serve} has, so every repeated /fps request of every test goes through
 * it (set {@link #fastPath} false for an app without it).
 */
final class Harness {
    static final BundledCatalog CATALOG = BundledCatalog.load();
    static final Forecaster FORECASTER = Forecaster.of(CATALOG);
    static final OpenApiContract CONTRACT = OpenApiContract.load(PublicApi.class.getResourceAsStream("openapi.json"));
    static final ObjectMapper JSON = new ObjectMapper();
    static final String BASE = "https://fps.example.org";

    /** Nanoseconds of the limiter's clock; tests move it by hand. */
    final AtomicLong clock = new AtomicLong(1_000_000_000L);

    ForecastFps forecasts = FORECASTER;
    /** What /stats answers from; tests that call /stats give it a store. */
    ReportStats stats = country -> {
        throw new IllegalStateException("this test has no builds store");
    };

    CatalogMetadata catalog = CATALOG.metadata();
    Quota quota = Quota.of(60, 10_000);
    ClientIdentifier clients = TrustedProxies.none();
    /** Routes the group registered, as "METHOD path". */
    final List<String> routes = new ArrayList<>();

    /** Whether the app gets {@link FpsFastPath} in front. */
    boolean fastPath = true;
    /** The fast path of the last app made (null without one). */
    FpsFastPath front;
    /** What the fast path told the metrics, as "METHOD route status". */
    final List<String> recorded = new java.util.concurrent.CopyOnWriteArrayList<>();

    Javalin app() {
        return app(limiter());
    }

    Javalin app(RateLimiter limiter) {
        PublicApi api = api(limiter);
        return app(() -> api);
    }

    /** The interface with this harness's settings, counting in {@code limiter}. */
    PublicApi api(RateLimiter limiter) {
        return new PublicApi(
                new PublicApi.UseCases(forecasts, FORECASTER, FORECASTER, stats, FORECASTER),
                catalog,
                limiter,
                clients,
                BASE);
    }

    /** The limiter {@link #app()} counts in: {@link #quota}, on the hand-moved clock. */
    RateLimiter limiter() {
        return new LocalRateLimiter(quota, clock::get, 1000);
    }

    /** An app serving whichever interface {@code current} gives at each request. */
    Javalin app(java.util.function.Supplier<PublicApi> current) {
        front = null;
        return Javalin.create(config -> {
            if (fastPath) {
                config.jetty.modifyServer(server -> {
                    front = new FpsFastPath(server.getHandler(), current, (route, method, status, nanos) -> {
                        assertThat(nanos).isPositive();
                        recorded.add(method + " " + route + " " + status);
                    });
                    server.setHandler(front);
                });
            }
            config.startup.showJavalinBanner = false;
            config.http.compressionStrategy = CompressionStrategy.NONE;
            config.events.handlerAdded(h -> {
                if (h.getHttpMethod() == HandlerType.GET) {
                    routes.add(h.getPath());
                }
            });
            PublicApi.mount(config, current);
        });
    }

    void test(Consumer<ContractClient> test) {
        JavalinTest.test(
                app(),
                (server, client) -> test.accept(new ContractClient(client.getOrigin() + PublicApi.PREFIX, CONTRACT)));
    }

    void advanceSeconds(long seconds) {
        clock.addAndGet(seconds * 1_000_000_000L);
    }
}
