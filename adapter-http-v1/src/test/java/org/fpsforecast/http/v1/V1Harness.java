package org.fpsforecast.http.v1;

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
import org.fpsforecast.core.service.CatalogBrowser;
import org.fpsforecast.core.service.CatalogSearch;
import org.fpsforecast.core.service.ForecastService;
import org.fpsforecast.core.service.GameProfiles;
import org.fpsforecast.core.service.PcScores;
import org.fpsforecast.data.access.LocalRateLimiter;
import org.fpsforecast.data.access.TrustedProxies;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.testing.OpenApiContract;

/** /api/v1 on real ports (bundled catalog, Bucket4j on a hand-moved clock); every GET reply is contract-checked. */
final class V1Harness {
    static final BundledCatalog CATALOG = BundledCatalog.load();
    static final ForecastService FORECASTS = new ForecastService(
            CATALOG.games(), CATALOG.gpus(), CATALOG.cpus(), CATALOG.measurements(), CATALOG.modelParameters());
    static final V1Api.UseCases USES = new V1Api.UseCases(
            FORECASTS,
            new CatalogSearch(CATALOG.games(), CATALOG.gpus(), CATALOG.cpus(), CATALOG.survey()),
            new GameProfiles(CATALOG.games(), CATALOG.gpus(), CATALOG.modelParameters()),
            new PcScores(FORECASTS, CATALOG.games(), CATALOG.gpus(), CATALOG.cpus()),
            new CatalogBrowser(CATALOG.games(), CATALOG.gpus(), CATALOG.cpus()));
    static final OpenApiContract CONTRACT = OpenApiContract.load(V1Api.class.getResourceAsStream("openapi.json"));
    static final ObjectMapper JSON = new ObjectMapper();

    final AtomicLong clock = new AtomicLong(1_000_000_000L);
    Quota quota = Quota.perMinuteOnly(60);
    final List<String> routes = new ArrayList<>();

    Javalin app() {
        V1Api api = new V1Api(
                USES,
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

    void test(Consumer<Client> test) {
        JavalinTest.test(app(), (server, client) -> test.accept(new Client(client.getOrigin())));
    }

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

        JsonNode ok() {
            assertThat(status).as(body).isEqualTo(200);
            return json();
        }

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
            HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(origin + V1Api.PREFIX + path))
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
