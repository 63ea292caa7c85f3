package org.fpsforecast.limits;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.http.common.access.QuotaDecision;
import org.fpsforecast.http.common.access.RateLimiter;
import org.junit.jupiter.api.Test;

/**
 * What every {@link org.fpsforecast.http.common.access.RateLimiter} must do, run against each implementation with a clock
 * moved by hand (nothing sleeps).
 */
abstract class RateLimiterContract {
    static final long SECOND = 1_000_000_000L;
    final AtomicLong clock = new AtomicLong(5 * SECOND);

    /** A fresh limiter with no client counted yet, reading {@link #clock} (nanoseconds). */
    abstract RateLimiter limiter(Quota quota);

    /** Whether this implementation counts in another process (a network round trip per request). */
    abstract boolean countsInAnotherProcess();

    @Test
    void saysWhetherCountingMayWaitOnIo() {
        // The HTTP fast path answers on the thread that reads many connections only when this is false.
        assertThat(limiter(Quota.of(60, 10_000)).waitsOnIo()).isEqualTo(countsInAnotherProcess());
    }

    @Test
    void sixtyPassTheSixtyFirstWaitsForTheWindow() {
        RateLimiter limiter = limiter(Quota.of(60, 10_000));
        for (int i = 1; i <= 60; i++) {
            QuotaDecision d = limiter.acquire("a");
            assertThat(d.allowed()).isTrue();
            assertThat(d.minuteRemaining()).isEqualTo(60 - i);
            assertThat(d.dayRemaining()).hasValue(10_000 - i);
        }
        clock.addAndGet(20 * SECOND);
        QuotaDecision refused = limiter.acquire("a");
        assertThat(refused.exceeded()).contains(QuotaDecision.Window.MINUTE);
        assertThat(refused.retryAfterSeconds()).isEqualTo(40);
        assertThat(refused.minuteResetSeconds()).isEqualTo(40);
        assertThat(refused.dayRemaining()).hasValue(9_940);
        assertThat(limiter.acquire("b").allowed()).as("another client").isTrue();
        clock.addAndGet(40 * SECOND);
        assertThat(limiter.acquire("a").minuteRemaining()).isEqualTo(59);
    }

    @Test
    void theDayWindowRefusesWithoutChargingTheMinute() {
        RateLimiter limiter = limiter(Quota.of(2, 3));
        limiter.acquire("a");
        limiter.acquire("a");
        clock.addAndGet(60 * SECOND);
        assertThat(limiter.acquire("a").dayRemaining()).hasValue(0);
        QuotaDecision refused = limiter.acquire("a");
        assertThat(refused.exceeded()).contains(QuotaDecision.Window.DAY);
        assertThat(refused.minuteRemaining()).isEqualTo(1);
        assertThat(refused.retryAfterSeconds()).isEqualTo(86_400 - 60);
        assertThat(limiter.peek("a").minuteRemaining()).isEqualTo(1);
    }

    @Test
    void aMinuteOnlyQuotaHasNoDayFigures() {
        RateLimiter limiter = limiter(Quota.perMinuteOnly(1));
        QuotaDecision d = limiter.acquire("a");
        assertThat(d.dayLimit()).isEmpty();
        assertThat(d.remaining()).isZero();
        assertThat(limiter.acquire("a").retryAfterSeconds()).isEqualTo(60);
    }

    @Test
    void peekCountsNothing() {
        RateLimiter limiter = limiter(Quota.of(2, 10));
        assertThat(limiter.peek("a").remaining()).isEqualTo(2);
        limiter.acquire("a");
        for (int i = 0; i < 5; i++) {
            assertThat(limiter.peek("a").remaining()).isEqualTo(1);
        }
        assertThat(limiter.acquire("a").allowed()).isTrue();
    }
}
