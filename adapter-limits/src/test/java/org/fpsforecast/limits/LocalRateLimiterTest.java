package org.fpsforecast.limits;

import static org.assertj.core.api.Assertions.assertThat;

import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.http.common.access.RateLimiter;
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
    void theClientTableIsBoundedAndNewcomersShareSlotsWhileItIsFull() {
        LocalRateLimiter limiter = new LocalRateLimiter(Quota.of(1, 10), clock::get, 10);
        for (int i = 0; i < 1000; i++) {
            limiter.acquire("client-" + i);
        }
        assertThat(limiter.trackedClients()).isEqualTo(10);
        // A newcomer is counted in its shared slot: one request, then refused like everyone in the slot.
        assertThat(limiter.acquire("newcomer").allowed()).isTrue();
        assertThat(limiter.acquire("newcomer").allowed()).isFalse();
    }

    @Test
    void aFloodOfFreshAddressesNeverResetsASpentClient() {
        LocalRateLimiter limiter = new LocalRateLimiter(Quota.of(5, 100), clock::get, 10);
        for (int i = 0; i < 5; i++) {
            limiter.acquire("spender");
        }
        assertThat(limiter.acquire("spender").allowed()).isFalse();
        for (int i = 0; i < 100_000; i++) {
            limiter.acquire("fresh-" + i);
            if (i % 10_000 == 0) {
                clock.addAndGet(SECOND); // sweeps become due; the spender's window has not ended
            }
        }
        assertThat(limiter.trackedClients()).isLessThanOrEqualTo(10);
        assertThat(limiter.acquire("spender").allowed()).isFalse();
    }

    @Test
    void clientsWhoseWindowsEndedAreForgottenAndANewcomerKeepsItsSlotsCounts() {
        LocalRateLimiter limiter = new LocalRateLimiter(Quota.perMinuteOnly(1), clock::get, 10);
        for (int i = 0; i < 10; i++) {
            limiter.acquire("client-" + i);
        }
        clock.addAndGet(30 * SECOND);
        assertThat(limiter.acquire("newcomer").allowed()).isTrue();
        assertThat(limiter.acquire("newcomer").allowed()).isFalse();
        // The first ten clients' windows end; the newcomer moves into the table with its slot's count, still spent.
        clock.addAndGet(31 * SECOND);
        assertThat(limiter.acquire("newcomer").allowed()).isFalse();
        assertThat(limiter.trackedClients()).isEqualTo(1);
        clock.addAndGet(30 * SECOND);
        assertThat(limiter.acquire("newcomer").allowed()).isTrue();
    }
}
