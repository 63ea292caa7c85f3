package org.fpsforecast.guard;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The memory of an outage, on a clock moved by hand: an outage costs requests no round trip. */
class DependencyGuardTest {
    private final HandClock clock = new HandClock();
    private final DependencyGuard guard =
            new DependencyGuard("Redis", 4, DependencyGuard.WINDOW, DependencyGuard.MINIMUM_CALLS, clock);
    private final AtomicInteger redisCalls = new AtomicInteger();
    private boolean redisUp = true;

    private String request() {
        return guard.call(
                () -> {
                    redisCalls.incrementAndGet();
                    if (!redisUp) {
                        throw new IllegalStateException("connection refused");
                    }
                    return "redis";
                },
                () -> "in process");
    }

    @Test
    void anOutageIsRememberedAndRedisIsTriedAgainOncePerPeriod() {
        assertThat(request()).isEqualTo("redis");
        redisUp = false;
        for (int i = 0; i < DependencyGuard.MINIMUM_CALLS; i++) {
            assertThat(request()).isEqualTo("in process");
        }
        assertThat(guard.trusted()).isFalse();
        int callsWhenOpened = redisCalls.get();
        for (int i = 0; i < 10_000; i++) {
            assertThat(request()).isEqualTo("in process");
        }
        assertThat(redisCalls.get())
                .as("no request waits on a Redis known to be down")
                .isEqualTo(callsWhenOpened);

        clock.advanceMillis(DependencyGuard.OPEN_FOR.toMillis() + 1);
        assertThat(request()).as("one probe, still down").isEqualTo("in process");
        assertThat(redisCalls.get()).isEqualTo(callsWhenOpened + 1);
        assertThat(request()).isEqualTo("in process");
        assertThat(redisCalls.get()).as("open again after the failed probe").isEqualTo(callsWhenOpened + 1);

        redisUp = true;
        clock.advanceMillis(DependencyGuard.OPEN_FOR.toMillis() + 1);
        assertThat(request()).as("the probe succeeds").isEqualTo("redis");
        assertThat(guard.trusted()).isTrue();
        assertThat(request()).isEqualTo("redis");
    }

    @Test
    void aRedisThatHangsCountsAsDown() {
        for (int i = 0; i < DependencyGuard.MINIMUM_CALLS; i++) {
            guard.call(
                    () -> {
                        clock.advanceMillis(DependencyGuard.SLOW.toMillis() + 1);
                        return "redis, late";
                    },
                    () -> "in process");
        }
        assertThat(guard.trusted()).isFalse();
        assertThat(request()).isEqualTo("in process");
    }

    @Test
    void callsBeyondTheConcurrencyBoundGoToTheFallbackAtOnce() throws Exception {
        CountDownLatch inside = new CountDownLatch(4);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            for (int i = 0; i < 4; i++) {
                pool.submit(() -> guard.call(
                        () -> {
                            inside.countDown();
                            try {
                                release.await();
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                            }
                            return "redis";
                        },
                        () -> "in process"));
            }
            inside.await();
            // Four calls hang in the dependency: a fifth does not wait for them.
            assertThat(request()).isEqualTo("in process");
            assertThat(redisCalls).hasValue(0);
        } finally {
            release.countDown();
            pool.shutdown();
        }
    }

    @Test
    void aRarelyCalledDependencyIsCalledDownAfterTwoFailuresWhateverSucceededBefore() {
        DependencyGuard rare = new DependencyGuard("database", 2, 3, 2, clock);
        for (int i = 0; i < 10; i++) {
            rare.call(() -> "answer", () -> "fallback");
        }
        for (int i = 0; i < 2; i++) {
            rare.call(
                    () -> {
                        throw new IllegalStateException("connection refused");
                    },
                    () -> "fallback");
        }
        assertThat(rare.trusted()).isFalse();
    }

    @Test
    void occasionalFailuresDoNotOpenIt() {
        for (int i = 0; i < 100; i++) {
            redisUp = i % 5 != 0; // one in five fails
            request();
        }
        assertThat(guard.trusted()).isTrue();
    }

    private static final class HandClock extends Clock {
        private Instant now = Instant.parse("2026-11-24T12:00:00Z");

        void advanceMillis(long millis) {
            now = now.plusMillis(millis);
        }

        @Override
        public ZoneId getZone() {
            return ZoneOffset.UTC;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return this;
        }

        @Override
        public Instant instant() {
            return now;
        }

        @Override
        public long millis() {
            return now.toEpochMilli();
        }
    }
}
