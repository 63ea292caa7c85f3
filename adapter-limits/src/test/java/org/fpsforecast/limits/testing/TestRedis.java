package org.fpsforecast.limits.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.lettuce.core.RedisClient;

/**
 * The Redis server of the tests: FORECAST_TEST_REDIS_URL ({@code .ci/redis start} prints it). Without it the calling
 * test is skipped, unless FORECAST_REQUIRE_REDIS=1 (as in CI), which makes its absence a failure.
 */
public final class TestRedis {
    private TestRedis() {}

    /** The server's URL, its database emptied; skips (or fails, when required) the test without one. */
    public static String emptied() {
        String url = System.getenv("FORECAST_TEST_REDIS_URL");
        if ("1".equals(System.getenv("FORECAST_REQUIRE_REDIS"))) {
            if (url == null) {
                throw new IllegalStateException("FORECAST_REQUIRE_REDIS=1 but FORECAST_TEST_REDIS_URL is unset");
            }
        } else {
            assumeTrue(url != null, "FORECAST_TEST_REDIS_URL is unset: start one with .ci/redis");
        }
        RedisClient client = RedisClient.create(url);
        try (var c = client.connect()) {
            c.sync().flushdb();
        } finally {
            client.shutdown();
        }
        return url;
    }
}
