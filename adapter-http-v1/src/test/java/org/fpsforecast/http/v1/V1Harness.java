package org.fpsforecast.http.v1;

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
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.limits.LocalRateLimiter;
import org.fpsforecast.limits.TrustedProxies;
import org.fpsforecast.testing.ContractClient;
import org.fpsforecast.testing.OpenApiContract;

/** /api/v1 on real ports (bundled catalog, Bucket4j on a hand-moved clock); every GET reply is contract-checked. */
final class V1Harness {
    static final BundledCatalog CATALOG = BundledCatalog.load();
    static final Forecaster FORECASTER = Forecaster.of(CATALOG);
    static final V1Api.UseCases USES = new V1Api.UseCases(FORECASTER, FORECASTER, FORECASTER, FORECASTER, FORECASTER);
    static final OpenApiContract CONTRACT = OpenApiContract.load(V1Api.class.getResourceAsStream("openapi.json"));
    static final ObjectMapper JSON = new ObjectMapper();

    final AtomicLong clock = new AtomicLong(1_000_000_000L);
    Quota quota = Quota.perMinuteOnly(60);
    final List<String> routes = new ArrayList<>();
    V1Api.UseCases uses = USES;

    Javalin app() {
        V1Api api = new V1Api(
                uses,
                CATALOG.metadata(),
                new LocalRateLimiter(quota, clock::get, 1000),
                TrustedProxies.none(),
                "https://fps.example.org");
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
                (server, client) -> test.accept(new ContractClient(client.getOrigin() + V1Api.PREFIX, CONTRACT)));
    }
}
