package org.fpsforecast.limits;

import static java.util.Objects.requireNonNull;

import io.github.bucket4j.TimeMeter;
import io.github.bucket4j.distributed.ExpirationAfterWriteStrategy;
import io.github.bucket4j.distributed.proxy.ProxyManager;
import io.github.bucket4j.redis.lettuce.Bucket4jLettuce;
import io.lettuce.core.ClientOptions;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisURI;
import io.lettuce.core.SetArgs;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.codec.ByteArrayCodec;
import io.lettuce.core.codec.RedisCodec;
import io.lettuce.core.codec.StringCodec;
import io.lettuce.core.resource.ClientResources;
import io.lettuce.core.resource.DefaultClientResources;
import io.lettuce.core.resource.Delay;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import org.fpsforecast.guard.DependencyGuard;
import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.http.common.access.RateLimiter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The state that several instances behind one address share through Redis: the request counters (Bucket4j buckets,
 * updated by compare-and-swap, so two instances never both spend the last token) and the key that turns client
 * addresses into hashes (the same client must give the same counter key on every instance). One connection serves
 * both interfaces' limiters; {@link #close} closes it.
 */
public final class RedisLimits implements AutoCloseable {
    /** Every key this service writes starts with this. */
    public static final String PREFIX = "fps-forecast:";

    /**
     * Redis commands in flight at most: one round trip takes well under a millisecond, so more than this waiting means
     * Redis is stalling, and the rest count in process.
     */
    static final int CONCURRENT_CALLS = 8;

    /** A Redis command that takes longer fails, and the limiter falls back to counting in process. */
    static final Duration TIMEOUT = Duration.ofSeconds(1);

    private static final Logger LOG = LoggerFactory.getLogger(RedisLimits.class);

    private final ClientResources resources;
    private final RedisClient client;
    private final ScheduledExecutorService keeper = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "redis-hash-key");
        t.setDaemon(true);
        return t;
    });
    private final StatefulRedisConnection<String, byte[]> connection;
    private final ProxyManager<String> buckets;
    private final String description;
    /** Shared by both interfaces' limiters: one connection, one memory of whether it works. */
    private final DependencyGuard guard = new DependencyGuard("Redis (rate limit counters)", CONCURRENT_CALLS);

    private RedisLimits(
            ClientResources resources,
            RedisClient client,
            StatefulRedisConnection<String, byte[]> connection,
            TimeMeter clock,
            String description) {
        this.resources = resources;
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
        // Lettuce reconnects on its own; meanwhile a command fails at once instead of queueing until its timeout, and a
        // returning Redis is found within a second (the default backs off to 30 s).
        ClientResources resources = DefaultClientResources.builder()
                .reconnectDelay(
                        Delay.exponential(Duration.ofMillis(50), Duration.ofSeconds(1), 2, TimeUnit.MILLISECONDS))
                .build();
        RedisClient client = RedisClient.create(resources, parsed);
        client.setOptions(ClientOptions.builder()
                .disconnectedBehavior(ClientOptions.DisconnectedBehavior.REJECT_COMMANDS)
                .build());
        try {
            StatefulRedisConnection<String, byte[]> connection =
                    client.connect(RedisCodec.of(StringCodec.UTF8, ByteArrayCodec.INSTANCE));
            connection.setTimeout(TIMEOUT);
            return new RedisLimits(resources, client, connection, clock, "redis " + where);
        } catch (RuntimeException e) {
            client.shutdown(Duration.ZERO, Duration.ofSeconds(1));
            resources.shutdown(0, 1, TimeUnit.SECONDS);
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
        return new RedisRateLimiter(quota, buckets, PREFIX + "limits:" + requireNonNull(name) + ":", guard);
    }

    /**
     * The key for hashing client addresses, the same for every instance on this Redis: the first instance stores a
     * random one, the others read it.
     */
    public byte[] sharedHashKey() {
        return agreeOnHashKey(TrustedProxies.randomKey());
    }

    /**
     * Stores {@code mine} as the shared address hash key unless Redis holds one, and returns the one Redis holds. A
     * Redis that restarted empty gets the running instances' key back this way, and an instance that started on the
     * empty Redis meanwhile adopts whichever key was stored first: every instance converges on one key.
     *
     * @throws RuntimeException when Redis does not answer (callers keep their key and try again later)
     */
    public byte[] agreeOnHashKey(byte[] mine) {
        String key = PREFIX + "address-hash-key";
        connection.sync().set(key, mine, SetArgs.Builder.nx());
        byte[] stored = connection.sync().get(key);
        if (stored == null || stored.length < 16) {
            throw new IllegalStateException("Redis holds no usable address hash key at " + key);
        }
        return stored;
    }

    /**
     * Checks every {@code period} that Redis still holds {@code initial} as the shared address hash key (see {@link
     * #agreeOnHashKey}), and hands any other key Redis holds to {@code adopt}. Runs on a daemon thread until {@link
     * #close}; a failed check is retried at the next period.
     */
    public void keepHashKey(byte[] initial, Duration period, Consumer<byte[]> adopt) {
        AtomicReference<byte[]> current = new AtomicReference<>(initial.clone());
        keeper.scheduleWithFixedDelay(
                () -> {
                    try {
                        byte[] agreed = agreeOnHashKey(current.get());
                        if (!Arrays.equals(agreed, current.get())) {
                            current.set(agreed);
                            adopt.accept(agreed.clone());
                            LOG.warn("Redis held another address hash key (it restarted empty); adopted it");
                        }
                    } catch (RuntimeException e) {
                        // Redis is down: the limiters count in process meanwhile; checked again next period.
                    }
                },
                period.toMillis(),
                period.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    /** Where the counters are, for logs (no password). */
    public String description() {
        return description;
    }

    @Override
    public void close() {
        keeper.shutdownNow();
        connection.close();
        client.shutdown(Duration.ZERO, Duration.ofSeconds(2));
        resources.shutdown(0, 2, TimeUnit.SECONDS);
    }
}
