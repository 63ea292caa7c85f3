package org.fpsforecast.cli;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.function.Consumer;
import org.fpsforecast.http.common.access.RateLimiter;
import org.fpsforecast.limits.LocalRateLimiter;
import org.fpsforecast.limits.RedisLimits;
import org.fpsforecast.limits.TrustedProxies;

/**
 * Where a server counts requests: both interfaces' limiters, and the key that hashes client addresses into counter
 * keys. In process (each instance counts alone, with its own random key), or in Redis (every instance on that Redis
 * shares the counters and the key).
 *
 * @param hashKeyChanges registers what to do when the instances agree on another hash key (after Redis restarted
 *     empty); in process the key never changes
 * @param description for the start-up log
 */
record Counters(
        RateLimiter current,
        RateLimiter earlier,
        byte[] hashKey,
        Consumer<Consumer<byte[]>> hashKeyChanges,
        String description) {
    /** How often an instance checks that Redis still holds the shared address hash key. */
    static final Duration HASH_KEY_CHECK = Duration.ofSeconds(5);

    Counters {
        requireNonNull(current, "current");
        requireNonNull(earlier, "earlier");
        requireNonNull(hashKey, "hashKey");
        requireNonNull(hashKeyChanges, "hashKeyChanges");
        requireNonNull(description, "description");
    }

    static Counters inProcess(ServerSettings settings) {
        return new Counters(
                new LocalRateLimiter(settings.currentQuota()),
                new LocalRateLimiter(settings.earlierQuota()),
                TrustedProxies.randomKey(),
                adopt -> {},
                "in process");
    }

    /** Instances that share a Redis must run with the same limits: a client's buckets keep the first ones. */
    static Counters shared(ServerSettings settings, RedisLimits redis) {
        byte[] key = redis.sharedHashKey();
        return new Counters(
                redis.limiter(settings.currentQuota(), "public"),
                redis.limiter(settings.earlierQuota(), "v1"),
                key,
                adopt -> redis.keepHashKey(key, HASH_KEY_CHECK, adopt),
                "shared in " + redis.description());
    }
}
