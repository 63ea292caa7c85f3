package org.fpsforecast.http.publicapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.compression.CompressionStrategy;
import io.javalin.http.HandlerType;
import io.javalin.testtools.JavalinTest;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.fpsforecast.core.access.Quota;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.core.port.out.ClientIdentifier;
import org.fpsforecast.core.service.CatalogSearch;
import org.fpsforecast.core.service.ForecastService;
import org.fpsforecast.data.access.LocalRateLimiter;
import org.fpsforecast.data.access.TrustedProxies;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.testing.OpenApiContract;

/**
 * The current interface mounted on a Javalin app with real ports (the bundled catalog, the Bucket4j limiter on a
 * hand-moved clock), and an HTTP client that checks every response it receives against the OpenAPI document.
 */
final class Harness {
    static final BundledCatalog CATALOG = BundledCatalog.load();
    static final ForecastService FORECASTS = new ForecastService(
            CATALOG.games(), CATALOG.gpus(), CATALOG.cpus(), CATALOG.measurements(), CATALOG.modelParameters());
    static final CatalogSearch SEARCH =
            new CatalogSearch(CATALOG.games(), CATALOG.gpus(), CATALOG.cpus(), CATALOG.survey());
    static final OpenApiContract CONTRACT = OpenApiContract.load(PublicApi.class.getResourceAsStream("openapi.json"));
    static final ObjectMapper JSON = new ObjectMapper();
    static final String BASE = "https://fps.example.org";

    /** Nanoseconds of the limiter's clock; tests move it by hand. */
    final AtomicLong clock = new AtomicLong(1_000_000_000L);

    ForecastFps forecasts = FORECASTS;
    CatalogMetadata catalog = CATALOG.metadata();
    Quota quota = Quota.of(60, 10_000);
    ClientIdentifier clients = TrustedProxies.none();
    /** Routes the group registered, as "METHOD path". */
    final List<String> routes = new ArrayList<>();

    Javalin app() {
        PublicApi api =
                new PublicApi(forecasts, SEARCH, catalog, new LocalRateLimiter(quota, clock::get, 1000), clients, BASE);
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

    void test(Consumer<Client> test) {
        JavalinTest.test(app(), (server, client) -> test.accept(new Client(client.getOrigin())));
    }

    void advanceSeconds(long seconds) {
        clock.addAndGet(seconds * 1_000_000_000L);
    }

    /** A reply, already checked against the contract. */
    record Reply(int status, Map<String, List<String>> headers, String body) {
        String header(String name) {
            return headers.entrySet().stream()
                    .filter(e -> e.getKey().equalsIgnoreCase(name))
                    .flatMap(e -> e.getValue().stream())
                    .findFirst()
                    .orElse(null);
        }

        JsonNode json() {
            assertThat(header("Content-Type")).startsWith("application/json");
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError(body, e);
            }
        }

        /** Asserts a JSON error of the given status and code, with CORS, and returns its body. */
        JsonNode error(int expectedStatus, String code) {
            assertThat(status).as(body).isEqualTo(expectedStatus);
            JsonNode b = json();
            assertThat(b.get("ok").asBoolean()).isFalse();
            assertThat(b.get("error").asText()).isEqualTo(code);
            assertThat(b.get("message").asText()).isNotBlank();
            assertThat(header("Access-Control-Allow-Origin")).isEqualTo("*");
            return b;
        }
    }

    static final class Client {
        private static final HttpClient HTTP = HttpClient.newHttpClient();
        private final String origin;

        Client(String origin) {
            this.origin = origin;
        }

        Reply get(String path, String... headers) {
            return send("GET", path, headers);
        }

        Reply send(String method, String path, String... headers) {
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(origin + PublicApi.PREFIX + path))
                    .method(method, HttpRequest.BodyPublishers.noBody());
            if (headers.length > 0) {
                b.headers(headers);
            }
            HttpResponse<String> r;
            try {
                r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
            } catch (IOException e) {
                throw new AssertionError(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
            Reply reply = new Reply(r.statusCode(), r.headers().map(), r.body());
            if (method.equals("GET")) {
                String pathOnly = path.contains("?") ? path.substring(0, path.indexOf('?')) : path;
                CONTRACT.assertConforms("get", pathOnly, reply.status(), reply.headers(), reply.body());
            }
            return reply;
        }
    }
}
