package org.fpsforecast.server;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.Optional;
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
 * @param release closes what the counters hold (the Redis connection {@link #open} made); run once, by the server's
 *     close
 */
public record RequestCounters(
        RateLimiter current,
        RateLimiter earlier,
        byte[] hashKey,
        Consumer<Consumer<byte[]>> hashKeyChanges,
        String description,
        Runnable release) {
    /** How often an instance checks that Redis still holds the shared address hash key. */
    static final Duration HASH_KEY_CHECK = Duration.ofSeconds(5);

    public RequestCounters {
        requireNonNull(current, "current");
        requireNonNull(earlier, "earlier");
        requireNonNull(hashKey, "hashKey");
        requireNonNull(hashKeyChanges, "hashKeyChanges");
        requireNonNull(description, "description");
        requireNonNull(release, "release");
    }

    /**
     * RequestCounters in process, or in the Redis at {@code redisUri} (connected here, closed by {@link #release}).
     *
     * @throws IllegalArgumentException when {@code redisUri} is not a Redis URI
     * @throws RuntimeException when Redis cannot be reached (its message says where)
     */
    public static RequestCounters open(ServerSettings settings, Optional<String> redisUri) {
        if (redisUri.isEmpty()) {
            return inProcess(settings);
        }
        RedisLimits redis = RedisLimits.connect(redisUri.get());
        try {
            return shared(settings, redis, redis::close);
        } catch (RuntimeException e) {
            redis.close();
            throw e;
        }
    }

    static RequestCounters inProcess(ServerSettings settings) {
        return new RequestCounters(
                new LocalRateLimiter(settings.currentQuota()),
                new LocalRateLimiter(settings.earlierQuota()),
                TrustedProxies.randomKey(),
                adopt -> {},
                "in process",
                () -> {});
    }

    /**
     * RequestCounters in {@code redis}, which the caller keeps and closes. Instances that share a Redis must run with the same
     * limits: a client's buckets keep the first ones.
     */
    static RequestCounters shared(ServerSettings settings, RedisLimits redis) {
        return shared(settings, redis, () -> {});
    }

    private static RequestCounters shared(ServerSettings settings, RedisLimits redis, Runnable release) {
        byte[] key = redis.sharedHashKey();
        return new RequestCounters(
                redis.limiter(settings.currentQuota(), "public"),
                redis.limiter(settings.earlierQuota(), "v1"),
                key,
                adopt -> redis.keepHashKey(key, HASH_KEY_CHECK, adopt),
                "shared in " + redis.description(),
                release);
    }
}
