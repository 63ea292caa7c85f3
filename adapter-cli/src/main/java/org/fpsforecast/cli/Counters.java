package org.fpsforecast.cli;

import static java.util.Objects.requireNonNull;

import org.fpsforecast.core.port.out.RateLimiter;
import org.fpsforecast.data.access.LocalRateLimiter;
import org.fpsforecast.data.access.RedisLimits;
import org.fpsforecast.data.access.TrustedProxies;

/**
 * Where a server counts requests: both interfaces' limiters, and the key that hashes client addresses into counter
 * keys. In process (each instance counts alone, with its own random key), or in Redis (every instance on that Redis
 * shares the counters and the key).
 *
 * @param description for the start-up log
 */
record Counters(RateLimiter current, RateLimiter earlier, byte[] hashKey, String description) {
    Counters {
        requireNonNull(current, "current");
        requireNonNull(earlier, "earlier");
        requireNonNull(hashKey, "hashKey");
        requireNonNull(description, "description");
    }

    static Counters inProcess(ServerSettings settings) {
        return new Counters(
                new LocalRateLimiter(settings.currentQuota()),
                new LocalRateLimiter(settings.earlierQuota()),
                TrustedProxies.randomKey(),
                "in process");
    }

    /** Instances that share a Redis must run with the same limits: a client's buckets keep the first ones. */
    static Counters shared(ServerSettings settings, RedisLimits redis) {
        return new Counters(
                redis.limiter(settings.currentQuota(), "public"),
                redis.limiter(settings.earlierQuota(), "v1"),
                redis.sharedHashKey(),
                "shared in " + redis.description());
    }
}
