package org.fpsforecast.data.access;

import static org.assertj.core.api.Assertions.assertThat;

import org.fpsforecast.core.access.Quota;
import org.fpsforecast.core.port.out.RateLimiter;
import org.junit.jupiter.api.Test;

class LocalRateLimiterTest extends RateLimiterContract {
    @Override
    boolean countsInAnotherProcess() {
        return false;
    }

    @Override
    RateLimiter limiter(Quota quota) {
        return new LocalRateLimiter(quota, clock::get, 100);
    }

    @Test
    void theClientTableIsBounded() {
        LocalRateLimiter limiter = new LocalRateLimiter(Quota.of(1, 10), clock::get, 10);
        for (int i = 0; i < 1000; i++) {
            limiter.acquire("client-" + i);
        }
        // The oldest clients were evicted; their next request starts a fresh window.
        assertThat(limiter.acquire("client-0").allowed()).isTrue();
        assertThat(limiter.acquire("client-999").allowed()).isFalse();
    }
}
