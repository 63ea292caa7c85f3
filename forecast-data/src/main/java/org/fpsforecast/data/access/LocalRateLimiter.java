package org.fpsforecast.data.access;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Ticker;
import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;
import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.Bucket;
import io.github.bucket4j.TimeMeter;
import io.github.bucket4j.local.SynchronizationStrategy;
import java.time.Duration;
import java.util.Optional;
import java.util.function.LongSupplier;
import org.fpsforecast.core.access.Quota;
import org.fpsforecast.core.access.QuotaDecision;
import org.fpsforecast.core.port.out.RateLimiter;

/**
 * In-process rate limiter: one pair of Bucket4j token buckets per client key (a minute window and, when the quota has
 * one, a day window), each refilled in full at the end of its window. The table of clients is bounded: at most {@code
 * maxClients} are tracked, and a client idle for longer than a day is forgotten (its buckets would be full again
 * anyway).
 */
public final class LocalRateLimiter implements RateLimiter {
    /**
     * Default bound on tracked clients. Measured: about 0.7 KB of heap per client (two buckets, the table entry; the
     * 32-character key besides), so 100,000 clients hold about 67 MB, and the two interfaces' limiters together stay
     * well inside the launcher's 256 MB heap with the catalog (bench/probes/LimiterMemoryProbe.java).
     */
    public static final int DEFAULT_MAX_CLIENTS = 100_000;

    private static final Duration MINUTE = Duration.ofMinutes(1);
    private static final Duration DAY = Duration.ofDays(1);

    private final Quota quota;
    private final TimeMeter time;
    private final Cache<String, Buckets> clients;
    private final Bandwidth minuteLimit;
    private final Optional<Bandwidth> dayLimit;

    /** Counters on the system's monotonic clock. */
    public LocalRateLimiter(Quota quota) {
        this(quota, System::nanoTime, DEFAULT_MAX_CLIENTS);
    }

    /**
     * @param nanoClock a monotonic clock in nanoseconds (tests pass a hand-moved one, so nothing sleeps)
     * @param maxClients how many clients are tracked at most
     */
    public LocalRateLimiter(Quota quota, LongSupplier nanoClock, int maxClients) {
        this.quota = requireNonNull(quota);
        requireNonNull(nanoClock);
        this.minuteLimit = Bandwidth.builder()
                .capacity(quota.perMinute())
                .refillIntervally(quota.perMinute(), MINUTE)
                .build();
        this.dayLimit = quota.perDay().isPresent()
                ? Optional.of(Bandwidth.builder()
                        .capacity(quota.perDay().getAsLong())
                        .refillIntervally(quota.perDay().getAsLong(), DAY)
                        .build())
                : Optional.empty();
        if (maxClients < 1) {
            throw new IllegalArgumentException("maxClients must be at least 1");
        }
        this.time = new TimeMeter() {
            @Override
            public long currentTimeNanos() {
                return nanoClock.getAsLong();
            }

            @Override
            public boolean isWallClockBased() {
                return false;
            }
        };
        this.clients = CacheBuilder.newBuilder()
                .maximumSize(maxClients)
                .expireAfterAccess(DAY.plusHours(1))
                .ticker(new Ticker() {
                    @Override
                    public long read() {
                        return nanoClock.getAsLong();
                    }
                })
                .build();
    }

    @Override
    public Quota quota() {
        return quota;
    }

    @Override
    public QuotaDecision acquire(String clientKey) {
        // A known client is found without the segment lock that computeIfAbsent always takes.
        Buckets known = clients.getIfPresent(requireNonNull(clientKey));
        Buckets b = known != null ? known : clients.asMap().computeIfAbsent(clientKey, k -> newBuckets());
        return Windows.acquire(quota, b.minute, b.day);
    }

    @Override
    public QuotaDecision peek(String clientKey) {
        Buckets b = clients.getIfPresent(requireNonNull(clientKey));
        if (b == null) {
            return Windows.untouched(quota);
        }
        return Windows.peek(quota, b.minute, b.day);
    }

    private Buckets newBuckets() {
        Bucket minute = bucket(minuteLimit);
        Optional<Bucket> day = dayLimit.map(this::bucket);
        return new Buckets(minute, day);
    }

    /**
     * A bucket of one window. The limit object is shared by every client's bucket, and a bucket guards its state with
     * a monitor rather than copy-on-write snapshots: both keep the per-client cost small.
     */
    private Bucket bucket(Bandwidth limit) {
        return Bucket.builder()
                .addLimit(limit)
                .withCustomTimePrecision(time)
                .withSynchronizationStrategy(SynchronizationStrategy.SYNCHRONIZED)
                .build();
    }

    private record Buckets(Bucket minute, Optional<Bucket> day) {}
}
