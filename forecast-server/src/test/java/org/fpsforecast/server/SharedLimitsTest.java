package org.fpsforecast.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.javalin.Javalin;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import org.fpsforecast.limits.RedisLimits;
import org.fpsforecast.limits.testing.TestRedis;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Two server instances on one Redis, as behind a load balancer: a client's requests count once, whichever instance
 * answers them. Needs a Redis server ({@link TestRedis}).
 */
@Tag("integration") // Redis
class SharedLimitsTest {
    private String url;

    @BeforeEach
    void redis() {
        url = TestRedis.emptied();
    }

    /**
     * The buckets this test exhausted stay in Redis with their limits (a client's bucket keeps the first ones): a
     * later test on the same Redis (serve --redis in adapter-cli's tests) would meet this test's 3 per minute.
     */
    @AfterEach
    void leaveRedisEmpty() {
        TestRedis.emptied();
    }

    @Test
    void twoInstancesOnOneRedisCountAClientOnce() throws Exception {
        ServerSettings settings = new ServerSettings("http://test", 3, 100, List.of());
        try (RedisLimits redisA = RedisLimits.connect(url);
                RedisLimits redisB = RedisLimits.connect(url)) {
            Javalin a = WebServer.create(
                            ApplicationTest.APP,
                            settings,
                            ApplicationTest.STATS,
                            RequestCounters.shared(settings, redisA))
                    .start("127.0.0.1", 0);
            Javalin b = WebServer.create(
                            ApplicationTest.APP,
                            settings,
                            ApplicationTest.STATS,
                            RequestCounters.shared(settings, redisB))
                    .start("127.0.0.1", 0);
            try {
                String path = "/api/public/v1/fps?game=fortnite&gpu=geforce-rtx-4070";
                assertThat(get(a, path).statusCode()).isEqualTo(200);
                assertThat(get(b, path).statusCode()).isEqualTo(200);
                HttpResponse<String> third = get(a, path);
                assertThat(third.statusCode()).isEqualTo(200);
                assertThat(third.headers().firstValue("X-RateLimit-Remaining")).hasValue("0");
                HttpResponse<String> refused = get(b, path);
                assertThat(refused.statusCode()).isEqualTo(429);
                assertThat(refused.body()).contains("\"ok\":false", "rate_limited");
                assertThat(refused.headers().firstValue("Retry-After")).isPresent();
                // The earlier interface has its own counters.
                assertThat(get(b, "/api/v1/fps?game=fortnite&gpu=geforce-rtx-4070")
                                .statusCode())
                        .isEqualTo(200);
            } finally {
                a.stop();
                b.stop();
            }
        }
    }

    private static HttpResponse<String> get(Javalin server, String path) throws Exception {
        return HttpClient.newHttpClient()
                .send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
    }
}
