package org.fpsforecast.http.publicapi;

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
import org.fpsforecast.core.access.Quota;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.core.port.out.ClientIdentifier;
import org.fpsforecast.data.access.LocalRateLimiter;
import org.fpsforecast.data.access.TrustedProxies;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.testing.ContractClient;
import org.fpsforecast.testing.OpenApiContract;

/**
 * The current interface mounted on a Javalin app with real ports (the bundled catalog, the Bucket4j limiter on a
 * hand-moved clock), and an HTTP client that checks every response it receives against the OpenAPI document.
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

    Javalin app() {
        PublicApi api = new PublicApi(
                new PublicApi.UseCases(forecasts, FORECASTER, FORECASTER, stats, FORECASTER),
                catalog,
                new LocalRateLimiter(quota, clock::get, 1000),
                clients,
                BASE);
        return Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.http.compressionStrategy = CompressionStrategy.NONE;
            config.events.handlerAdded(h -> {
                if (h.getHttpMethod() == HandlerType.GET) {
                    routes.add(h.getPath());
                }
            });
            api.mount(config);
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
