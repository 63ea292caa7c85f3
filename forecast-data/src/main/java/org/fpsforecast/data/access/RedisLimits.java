package org.fpsforecast.data.access;

import static java.util.Objects.requireNonNull;

import io.github.bucket4j.TimeMeter;
import io.github.bucket4j.distributed.ExpirationAfterWriteStrategy;
import io.github.bucket4j.distributed.proxy.ProxyManager;
import io.github.bucket4j.redis.lettuce.Bucket4jLettuce;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisURI;
import io.lettuce.core.SetArgs;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.codec.ByteArrayCodec;
import io.lettuce.core.codec.RedisCodec;
import io.lettuce.core.codec.StringCodec;
import java.time.Duration;
import org.fpsforecast.core.access.Quota;
import org.fpsforecast.core.port.out.RateLimiter;

/**
 * The state that several instances behind one address share through Redis: the request counters (Bucket4j buckets,
 * updated by compare-and-swap, so two instances never both spend the last token) and the key that turns client
 * addresses into hashes (the same client must give the same counter key on every instance). One connection serves
 * both interfaces' limiters; {@link #close} closes it.
 */
public final class RedisLimits implements AutoCloseable {
    /** Every key this service writes starts with this. */
    public static final String PREFIX = "fps-forecast:";

    /** A Redis command that takes longer fails, and the limiter falls back to counting in process. */
    static final Duration TIMEOUT = Duration.ofSeconds(1);

    private final RedisClient client;
    private final StatefulRedisConnection<String, byte[]> connection;
    private final ProxyManager<String> buckets;
    private final String description;

    private RedisLimits(
            RedisClient client,
            StatefulRedisConnection<String, byte[]> connection,
            TimeMeter clock,
            String description) {
        this.client = client;
        this.connection = connection;
        this.description = description;
        this.buckets = Bucket4jLettuce.casBasedBuilder(connection)
                .clientClock(clock)
                .requestTimeout(TIMEOUT)
                // A client's buckets vanish once they would be full again (plus a minute), so Redis holds only
                // recent clients.
                .expirationAfterWrite(
                        ExpirationAfterWriteStrategy.basedOnTimeForRefillingBucketUpToMax(Duration.ofMinutes(1)))
                .build();
    }

    /**
     * Connects to Redis at {@code uri} ({@code redis://[user:password@]host[:port][/db]} or {@code rediss://} for TLS).
     *
     * @throws IllegalArgumentException for a malformed URI
     * @throws IllegalStateException when Redis cannot be reached (the message says where)
     */
    public static RedisLimits connect(String uri) {
        return connect(uri, TimeMeter.SYSTEM_MILLISECONDS);
    }

    /** With a given clock (tests move a wall clock by hand); instances that share counters must share the clock. */
    public static RedisLimits connect(String uri, TimeMeter clock) {
        RedisURI parsed;
        try {
            parsed = RedisURI.create(requireNonNull(uri));
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("not a Redis URI (redis://host:port[/db]): " + uri, e);
        }
        parsed.setTimeout(TIMEOUT);
        String where = parsed.getHost() + ":" + parsed.getPort() + "/" + parsed.getDatabase();
        RedisClient client = RedisClient.create(parsed);
        try {
            StatefulRedisConnection<String, byte[]> connection =
                    client.connect(RedisCodec.of(StringCodec.UTF8, ByteArrayCodec.INSTANCE));
            connection.setTimeout(TIMEOUT);
            return new RedisLimits(client, connection, clock, "redis " + where);
        } catch (RuntimeException e) {
            client.shutdown(Duration.ZERO, Duration.ofSeconds(1));
            throw new IllegalStateException("cannot reach Redis at " + where + ": " + e.getMessage(), e);
        }
    }

    /**
     * A limiter whose counters live in Redis under {@code fps-forecast:limits:NAME:}; when Redis fails, it counts in
     * process until Redis answers again.
     *
     * @param name which interface the counters belong to (each interface has its own quota)
     */
    public RateLimiter limiter(Quota quota, String name) {
        return new RedisRateLimiter(quota, buckets, PREFIX + "limits:" + requireNonNull(name) + ":");
    }

    /**
     * The key for hashing client addresses, the same for every instance on this Redis: the first instance stores a
     * random one, the others read it.
     */
    public byte[] sharedHashKey() {
        String key = PREFIX + "address-hash-key";
        byte[] candidate = TrustedProxies.randomKey();
        connection.sync().set(key, candidate, SetArgs.Builder.nx());
        byte[] stored = connection.sync().get(key);
        if (stored == null || stored.length < 16) {
            throw new IllegalStateException("Redis holds no usable address hash key at " + key);
        }
        return stored;
    }

    /** Where the counters are, for logs (no password). */
    public String description() {
        return description;
    }

    @Override
    public void close() {
        connection.close();
        client.shutdown(Duration.ZERO, Duration.ofSeconds(2));
    }
}
