package org.fpsforecast.limits;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.bucket4j.TimeMeter;
import java.util.ArrayList;
import java.util.List;
import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.http.common.access.QuotaDecision;
import org.fpsforecast.http.common.access.RateLimiter;
import org.fpsforecast.limits.testing.TestRedis;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The contract against Redis, plus what only a shared store does: two instances share counters and the address hash
 * key. Needs a Redis server ({@link TestRedis}).
 */
@Tag("integration") // Redis
class RedisRateLimiterTest extends RateLimiterContract {
    private final List<RedisLimits> open = new ArrayList<>();

    private final TimeMeter handClock = new TimeMeter() {
        @Override
        public long currentTimeNanos() {
            return clock.get();
        }

        @Override
        public boolean isWallClockBased() {
            return true;
        }
    };

    private String url;

    @Override
    boolean countsInAnotherProcess() {
        return true;
    }

    @BeforeEach
    void redis() {
        url = TestRedis.emptied();
    }

    @AfterEach
    void close() {
        open.forEach(RedisLimits::close);
    }

    private RedisLimits instance() {
        RedisLimits limits = RedisLimits.connect(url, handClock);
        open.add(limits);
        return limits;
    }

    @Override
    RateLimiter limiter(Quota quota) {
        return instance().limiter(quota, "test");
    }

    @Test
    void twoInstancesShareTheCounters() {
        RateLimiter first = instance().limiter(Quota.of(60, 10_000), "public");
        RateLimiter second = instance().limiter(Quota.of(60, 10_000), "public");
        for (int i = 0; i < 30; i++) {
            assertThat(first.acquire("a").allowed()).isTrue();
            assertThat(second.acquire("a").allowed()).isTrue();
        }
        QuotaDecision refused = first.acquire("a");
        assertThat(refused.exceeded()).contains(QuotaDecision.Window.MINUTE);
        assertThat(second.acquire("a").allowed()).isFalse();
        assertThat(second.peek("a").dayRemaining()).hasValue(10_000 - 60);
        // Each interface has its own counters.
        assertThat(instance().limiter(Quota.of(60, 10_000), "v1").acquire("a").allowed())
                .isTrue();
    }

    @Test
    void everyInstanceHashesAddressesWithTheSameKey() {
        byte[] key = instance().sharedHashKey();
        assertThat(key).hasSizeGreaterThanOrEqualTo(16);
        assertThat(instance().sharedHashKey()).isEqualTo(key);
        List<String> trusted = List.of();
        assertThat(new TrustedProxies(trusted, key).keyOf("203.0.113.7", List.of()))
                .isEqualTo(new TrustedProxies(trusted, instance().sharedHashKey()).keyOf("203.0.113.7", List.of()));
    }

    @Test
    void theSharedHashKeySurvivesARedisThatRestartedEmpty() throws Exception {
        RedisLimits running = instance();
        byte[] key = running.sharedHashKey();
        TestRedis.emptied(); // Redis restarts without its data
        // A running instance puts its key back; one that starts afterwards reads it.
        assertThat(running.agreeOnHashKey(key)).isEqualTo(key);
        assertThat(instance().sharedHashKey()).isEqualTo(key);

        TestRedis.emptied();
        byte[] newcomers = instance().sharedHashKey(); // an instance started first on the empty Redis
        assertThat(newcomers).isNotEqualTo(key);
        java.util.concurrent.CompletableFuture<byte[]> adopted = new java.util.concurrent.CompletableFuture<>();
        running.keepHashKey(key, java.time.Duration.ofMillis(20), adopted::complete);
        assertThat(adopted)
                .as("the running instance adopts the stored key")
                .succeedsWithin(java.time.Duration.ofSeconds(10))
                .isEqualTo(newcomers);
    }

    @Test
    void anUnreachableRedisIsAClearError() {
        assertThatThrownBy(() -> RedisLimits.connect("redis://127.0.0.1:1"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("cannot reach Redis at 127.0.0.1:1/0");
        assertThatThrownBy(() -> RedisLimits.connect("http://nope")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void whenRedisGoesAwayRequestsAreCountedInProcess() {
        RedisLimits limits = instance();
        RateLimiter limiter = limits.limiter(Quota.of(2, 10), "public");
        assertThat(limiter.acquire("a").minuteRemaining()).isEqualTo(1);
        limits.close();
        open.remove(limits);
        // The connection is gone: the fallback counts from a full quota, and nothing throws.
        assertThat(limiter.acquire("a").minuteRemaining()).isEqualTo(1);
        assertThat(limiter.acquire("a").minuteRemaining()).isZero();
        assertThat(limiter.acquire("a").allowed()).isFalse();
    }
}
