package org.fpsforecast.limits;

import static java.util.Objects.requireNonNull;

import io.github.bucket4j.Bandwidth;
import io.github.bucket4j.BucketConfiguration;
import io.github.bucket4j.distributed.BucketProxy;
import io.github.bucket4j.distributed.proxy.ProxyManager;
import java.time.Duration;
import java.util.Optional;
import org.fpsforecast.guard.DependencyGuard;
import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.http.common.access.QuotaDecision;
import org.fpsforecast.http.common.access.RateLimiter;

/**
 * Counters in Redis, shared by every instance that uses the same Redis and key prefix: the same two windows as {@link
 * LocalRateLimiter}. When Redis fails or is slow, the request is counted in process instead (limits stay enforced, per
 * instance, until Redis answers again), and {@link DependencyGuard} remembers the outage so that the requests meanwhile do
 * not wait on Redis at all: an outage never turns into failed or slow requests.
 */
final class RedisRateLimiter implements RateLimiter {
    private final Quota quota;
    private final ProxyManager<String> buckets;
    private final String prefix;
    private final BucketConfiguration minute;
    private final Optional<BucketConfiguration> day;
    private final LocalRateLimiter fallback;
    private final DependencyGuard guard;

    RedisRateLimiter(Quota quota, ProxyManager<String> buckets, String prefix, DependencyGuard guard) {
        this.guard = requireNonNull(guard);
        this.quota = requireNonNull(quota);
        this.buckets = requireNonNull(buckets);
        this.prefix = requireNonNull(prefix);
        this.minute = BucketConfiguration.builder()
                .addLimit(Bandwidth.builder()
                        .capacity(quota.perMinute())
                        .refillIntervally(quota.perMinute(), Duration.ofMinutes(1))
                        .build())
                .build();
        this.day = quota.perDay().isPresent()
                ? Optional.of(BucketConfiguration.builder()
                        .addLimit(Bandwidth.builder()
                                .capacity(quota.perDay().getAsLong())
                                .refillIntervally(quota.perDay().getAsLong(), Duration.ofDays(1))
                                .build())
                        .build())
                : Optional.empty();
        this.fallback = new LocalRateLimiter(quota);
    }

    /** A request is counted by a round trip to Redis (up to {@link RedisLimits#TIMEOUT}). */
    @Override
    public boolean waitsOnIo() {
        return true;
    }

    @Override
    public Quota quota() {
        return quota;
    }

    @Override
    public QuotaDecision acquire(String clientKey) {
        return guard.call(
                () -> QuotaWindows.acquire(quota, minuteBucket(clientKey), dayBucket(clientKey)),
                () -> fallback.acquire(clientKey));
    }

    @Override
    public QuotaDecision peek(String clientKey) {
        return guard.call(
                () -> QuotaWindows.peek(quota, minuteBucket(clientKey), dayBucket(clientKey)),
                () -> fallback.peek(clientKey));
    }

    private BucketProxy minuteBucket(String clientKey) {
        requireNonNull(clientKey);
        return buckets.getProxy(prefix + "m:" + clientKey, () -> minute);
    }

    private Optional<BucketProxy> dayBucket(String clientKey) {
        return day.map(config -> buckets.getProxy(prefix + "d:" + clientKey, () -> config));
    }
}
