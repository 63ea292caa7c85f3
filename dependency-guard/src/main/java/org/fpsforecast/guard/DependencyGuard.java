package org.fpsforecast.guard;

import static java.util.Objects.requireNonNull;

import io.github.resilience4j.circuitbreaker.CircuitBreaker;
import io.github.resilience4j.circuitbreaker.CircuitBreakerConfig;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps a failing dependency (Redis, the builds database) from costing requests time: a Resilience4j circuit breaker
 * remembers that it fails, and a bound on concurrent calls keeps a dependency that hangs from holding every worker.
 *
 * <p>Once half of the recent calls failed or took longer than {@link #SLOW}, every
 * call goes straight to its fallback for {@link #OPEN_FOR}; then a single call tries the dependency again, and its
 * success closes the breaker. A call beyond the concurrency bound goes to the fallback at once. Without this, each
 * request of a Redis outage waited for the command timeout (2,519 -> 13 requests per second, measured), and blocked
 * /stats requests held all 16 workers while PostgreSQL was down.
 */
public final class DependencyGuard {
    private static final Logger LOG = LoggerFactory.getLogger(DependencyGuard.class);
    private static final long WARN_EVERY_NANOS = Duration.ofMinutes(1).toNanos();

    /** How long a failed dependency is left alone before one call tries it again (how prompt recovery is). */
    public static final Duration OPEN_FOR = Duration.ofSeconds(1);
    /** A call slower than this counts as a failure: a dependency that hangs is as bad as one that is gone. */
    public static final Duration SLOW = Duration.ofMillis(250);
    /** The breaker opens when half of the last {@value #WINDOW} calls (at least {@value #MINIMUM_CALLS}) failed. */
    static final int WINDOW = 20;

    /** Failed calls (all recent calls failing) that open the breaker by default. */
    static final int MINIMUM_CALLS = 5;

    private final String name;
    private final CircuitBreaker breaker;
    private final Semaphore concurrent;
    private final Clock clock;
    private final AtomicLong lastWarning = new AtomicLong(System.nanoTime() - WARN_EVERY_NANOS);

    /**
     * @param name the dependency, for logs
     * @param maxConcurrent calls in flight at most; more go to their fallback at once
     * @param window how many of the most recent calls are weighed (the breaker opens when half of them failed)
     * @param minimumCalls calls needed in the window before it is weighed
     * @param clock what the breaker's open period is measured on (tests move one by hand)
     */
    public DependencyGuard(String name, int maxConcurrent, int window, int minimumCalls, Clock clock) {
        this.name = requireNonNull(name);
        this.clock = requireNonNull(clock);
        this.concurrent = new Semaphore(maxConcurrent);
        this.breaker = CircuitBreaker.of(
                name,
                CircuitBreakerConfig.custom()
                        .slidingWindow(window, minimumCalls, CircuitBreakerConfig.SlidingWindowType.COUNT_BASED)
                        .failureRateThreshold(50)
                        .slowCallDurationThreshold(SLOW)
                        .slowCallRateThreshold(50)
                        .waitDurationInOpenState(OPEN_FOR)
                        .permittedNumberOfCallsInHalfOpenState(1)
                        .clock(clock)
                        .build());
    }

    /**
     * A guard for a dependency called on every request: it opens when half of the last {@value #WINDOW} calls (at
     * least {@value #MINIMUM_CALLS}) failed.
     */
    public DependencyGuard(String name, int maxConcurrent) {
        this(name, maxConcurrent, WINDOW, MINIMUM_CALLS, Clock.systemUTC());
    }

    /**
     * A guard for a dependency called rarely (about once a second): it opens when 2 of the last 3 calls failed, so an
     * outage is known within two calls whatever succeeded before it.
     */
    public static DependencyGuard forRareCalls(String name, int maxConcurrent) {
        return new DependencyGuard(name, maxConcurrent, 3, 2, Clock.systemUTC());
    }

    /**
     * The dependency's answer, or the fallback's when the dependency fails, is slow, is remembered as down, or has
     * {@code maxConcurrent} calls in flight already.
     *
     * @param dependency the call to the dependency
     * @param fallback what to answer instead (it may throw, to refuse)
     */
    public <T> T call(Supplier<T> dependency, Supplier<T> fallback) {
        if (!concurrent.tryAcquire()) {
            return fallback.get();
        }
        T answer;
        try {
            if (!breaker.tryAcquirePermission()) {
                return fallback.get();
            }
            long start = clock.millis();
            try {
                answer = dependency.get();
            } catch (RuntimeException e) {
                breaker.onError(clock.millis() - start, TimeUnit.MILLISECONDS, e);
                warn(e);
                return fallback.get();
            }
            breaker.onSuccess(clock.millis() - start, TimeUnit.MILLISECONDS);
        } finally {
            concurrent.release();
        }
        return answer;
    }

    /** Whether calls currently go to the dependency (closed) rather than to the fallback (open or half open). */
    public boolean trusted() {
        return breaker.getState() == CircuitBreaker.State.CLOSED;
    }

    private void warn(RuntimeException e) {
        long now = System.nanoTime();
        long last = lastWarning.get();
        if (now - last >= WARN_EVERY_NANOS && lastWarning.compareAndSet(last, now)) {
            LOG.warn(
                    "{} failed; answering without it meanwhile and trying it again every {} ms: {}",
                    name,
                    OPEN_FOR.toMillis(),
                    e.toString());
        }
    }
}
