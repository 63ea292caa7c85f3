package org.fpsforecast.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.testtools.JavalinTest;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.eclipse.jetty.server.AbstractConnector;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.handler.MinimumDataRateHandler;
import org.fpsforecast.http.publicapi.FpsFastPath;
import org.junit.jupiter.api.Test;

/** Health, readiness and metrics outside the API prefixes, and the limits Jetty enforces before any route. */
class OperationsTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final Application APP = ApplicationTest.APP;
    static final ServerSettings TWO_PER_MINUTE = new ServerSettings("http://test", 2, 100, List.of());

    @Test
    void healthAndReadinessAnswerJson() {
        JavalinTest.test(WebServer.create(APP, "http://test", ApplicationTest.STATS), (server, client) -> {
            var health = client.get("/healthz");
            assertThat(health.code()).isEqualTo(200);
            assertThat(JSON.readTree(health.body().string()).get("ok").asBoolean())
                    .isTrue();
            var ready = client.get("/readyz");
            assertThat(ready.code()).isEqualTo(200);
            JsonNode body = JSON.readTree(ready.body().string());
            assertThat(body.get("catalog_version").asText())
                    .isEqualTo(APP.catalog().version());
            assertThat(body.get("checks").get("catalog").asText()).isEqualTo("ok");
        });
    }

    @Test
    void aFailingCheckMakesReadinessA503NamingIt() {
        AtomicReference<Optional<String>> store = new AtomicReference<>(Optional.of("opening"));
        var server = WebServer.create(
                APP,
                TWO_PER_MINUTE,
                ApplicationTest.STATS,
                RequestCounters.inProcess(TWO_PER_MINUTE),
                List.of(new Operations.Check("builds_store", store::get), new Operations.Check("indexes", () -> {
                    throw new IllegalStateException("index failed");
                })));
        JavalinTest.test(server, (s, client) -> {
            var r = client.get("/readyz");
            assertThat(r.code()).isEqualTo(503);
            JsonNode body = JSON.readTree(r.body().string());
            assertThat(body.get("ok").asBoolean()).isFalse();
            assertThat(body.get("error").asText()).isEqualTo("not_ready");
            assertThat(body.get("message").asText())
                    .contains("builds_store: opening")
                    .contains("indexes: index failed");
            assertThat(body.get("checks").get("catalog").asText()).isEqualTo("ok");
            // The health check does not depend on readiness: the process is alive.
            assertThat(client.get("/healthz").code()).isEqualTo(200);
        });
    }

    @Test
    void thePagesShareAPerClientBudgetOfFiveTimesTheApiLimit() {
        var server =
                WebServer.create(APP, TWO_PER_MINUTE, ApplicationTest.STATS, RequestCounters.inProcess(TWO_PER_MINUTE));
        JavalinTest.test(server, (s, client) -> {
            for (int i = 0; i < 10; i++) {
                assertThat(client.get("/en/search?q=witcher+" + i).code()).isEqualTo(200);
            }
            var refused = client.get("/en/methodology");
            assertThat(refused.code()).isEqualTo(429);
            assertThat(refused.headers().get("Retry-After")).isNotEmpty();
            assertThat(refused.headers().get("Content-Type").get(0)).startsWith("text/html");
            assertThat(refused.body().string()).contains("more than 10 pages in a minute");
            // The API keeps its own allowance, and the pages' assets are not counted.
            assertThat(client.get("/api/public/v1/fps?game=fortnite&gpu=geforce-rtx-4070")
                            .code())
                    .isEqualTo(200);
            assertThat(client.get("/assets/site.css").code()).isEqualTo(200);
        });
    }

    @Test
    void aDependencyTheForecastsDoNotNeedMakesReadinessDegradedNotFailed() {
        var server = WebServer.create(
                APP,
                TWO_PER_MINUTE,
                ApplicationTest.STATS,
                RequestCounters.inProcess(TWO_PER_MINUTE),
                List.of(Operations.Check.degradable(
                        "builds_store", () -> Optional.of("not answering (/stats serves its last answers)"))));
        JavalinTest.test(server, (s, client) -> {
            var r = client.get("/readyz");
            assertThat(r.code()).as("a proxy keeps the instance in rotation").isEqualTo(200);
            JsonNode body = JSON.readTree(r.body().string());
            assertThat(body.get("ok").asBoolean()).isTrue();
            assertThat(body.get("status").asText()).isEqualTo("degraded");
            assertThat(body.get("checks").get("builds_store").asText())
                    .isEqualTo("degraded: not answering (/stats serves its last answers)");
        });
    }

    @Test
    void metricsCountRequestsByRouteAndStatusAndRateLimitRejections() {
        var server =
                WebServer.create(APP, TWO_PER_MINUTE, ApplicationTest.STATS, RequestCounters.inProcess(TWO_PER_MINUTE));
        JavalinTest.test(server, (s, client) -> {
            assertThat(client.get("/api/public/v1/fps?game=fortnite&gpu=geforce-rtx-4070")
                            .code())
                    .isEqualTo(200);
            assertThat(client.get("/api/public/v1/fps?game=no-such-game&gpu=geforce-rtx-4070")
                            .code())
                    .isEqualTo(404);
            assertThat(client.get("/api/public/v1/fps?game=fortnite&gpu=geforce-rtx-4070")
                            .code())
                    .isEqualTo(429);
            // The repeated query was refused in front of the app (FpsFastPath), and counted the same way.
            assertThat(s.jettyServer().server().getDescendant(FpsFastPath.class).answered())
                    .isOne();
            var r = client.get("/metrics");
            assertThat(r.code()).isEqualTo(200);
            assertThat(r.headers().get("Content-Type")).anyMatch(v -> v.startsWith("text/plain"));
            String text = r.body().string();
            assertThat(text)
                    .contains(
                            "fps_forecast_http_requests_total{method=\"GET\",route=\"/api/public/v1/fps\",status=\"200\"} 1")
                    .contains(
                            "fps_forecast_http_requests_total{method=\"GET\",route=\"/api/public/v1/fps\",status=\"404\"} 1")
                    .contains(
                            "fps_forecast_http_requests_total{method=\"GET\",route=\"/api/public/v1/fps\",status=\"429\"} 1")
                    .contains("fps_forecast_rate_limit_rejections_total{api=\"public\"} 1")
                    .contains("fps_forecast_http_request_duration_seconds_count{route=\"/api/public/v1/fps\"} 3")
                    .contains("fps_forecast_catalog_info{version=\""
                            + APP.catalog().version() + "\"} 1")
                    .contains("fps_forecast_jvm_heap_used_bytes ");
            // Raw paths never become labels: an unknown path is counted under its route template.
            client.get("/api/public/v1/no/such/" + "x".repeat(50));
            String after = client.get("/metrics").body().string();
            assertThat(after).doesNotContain("xxxxx").contains("route=\"/api/public/v1/*\"");
        });
    }

    @Test
    void jettyRefusesOversizeHeadersAndBodiesWithJsonAndNamesNoServer() {
        JavalinTest.test(WebServer.create(APP, "http://test", ApplicationTest.STATS), (server, client) -> {
            var ok = client.get("/api/public/v1/fps?game=fortnite&gpu=geforce-rtx-4070");
            assertThat(ok.code()).isEqualTo(200);
            assertThat(ok.headers().get("Server")).isNullOrEmpty();
            assertThat(ok.headers().get("X-Powered-By")).isNullOrEmpty();

            // Written on a plain socket whose sending side is then shut: Jetty answers 431 before it has read the
            // whole request, and a client still writing (java.net.http) can have that answer cut by a reset.
            String bigHeader = rawExchange(
                    server.port(),
                    "GET /api/public/v1/fps?game=fortnite&gpu=geforce-rtx-4070 HTTP/1.1\r\nHost: localhost\r\n"
                            + "Connection: close\r\nX-Padding: " + "p".repeat(WebServer.REQUEST_HEADER_BYTES)
                            + "\r\n\r\n");
            assertThat(bigHeader).startsWith("HTTP/1.1 431 ");
            assertThat(JSON.readTree(bigHeader.substring(bigHeader.indexOf("\r\n\r\n") + 4))
                            .get("ok")
                            .asBoolean())
                    .isFalse();

            int bodyBytes = (int) WebServer.MAX_REQUEST_BODY_BYTES * 4;
            String post = rawExchange(
                    server.port(),
                    "POST /api/public/v1/fps HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n"
                            + "Content-Type: application/octet-stream\r\nContent-Length: " + bodyBytes + "\r\n\r\n"
                            + "b".repeat(bodyBytes));
            assertThat(post).matches("(?s)HTTP/1\\.1 (405|413) .*");
            assertThat(JSON.readTree(post.substring(post.indexOf("\r\n\r\n") + 4))
                            .get("ok")
                            .asBoolean())
                    .isFalse();

            var connector = (AbstractConnector) server.jettyServer().server().getConnectors()[0];
            assertThat(connector.getIdleTimeout()).isEqualTo(WebServer.IDLE_TIMEOUT_MS);
            var http =
                    connector.getConnectionFactory(HttpConnectionFactory.class).getHttpConfiguration();
            assertThat(http.getRequestHeaderSize()).isEqualTo(WebServer.REQUEST_HEADER_BYTES);
            // Jetty's per-connection header cache (96 KB each from a connection's second request) is off: with it,
            // 3,000 keep-alive connections ran a 256 MB server out of memory (docs/PERFORMANCE.md).
            assertThat(http.getHeaderCacheSize()).isZero();
            assertThat(server.jettyServer().server().getDescendant(MinimumDataRateHandler.class))
                    .isNotNull();
            assertThat(server.jettyServer().server().getThreadPool())
                    .isInstanceOfSatisfying(
                            org.eclipse.jetty.util.thread.QueuedThreadPool.class,
                            p -> assertThat(p.getMaxThreads()).isEqualTo(WebServer.HTTP_THREADS));
        });
    }

    /** Sends one request, shuts the sending side, and reads the whole answer (headers and body) as text. */
    private static String rawExchange(int port, String request) throws java.io.IOException {
        try (var socket = new java.net.Socket("127.0.0.1", port)) {
            socket.setSoTimeout(10_000);
            socket.getOutputStream().write(request.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
            socket.shutdownOutput();
            return new String(socket.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }
}
