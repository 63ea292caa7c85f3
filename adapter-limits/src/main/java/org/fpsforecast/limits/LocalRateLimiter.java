package org.fpsforecast.limits;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.LongSupplier;
import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.http.common.access.QuotaDecision;
import org.fpsforecast.http.common.access.RateLimiter;

/**
 * In-process rate limiter with a fixed memory budget. Each client has a minute window and, when the quota has one, a
 * day window; a window starts at the client's first request and is full again when it ends (the same windows as the
 * Bucket4j buckets {@link RedisRateLimiter} keeps in Redis).
 *
 * <p>Why not a Bucket4j bucket per client here: two buckets and a cache entry cost about 700 bytes of heap per client,
 * so 100,000 clients per interface did not fit the launcher's 144 MB heap beside the catalog (a flood of fresh addresses
 * left the server in back-to-back full collections). A client here is four numbers (about 133 bytes with its table
 * entry and key).
 *
 * <p>The memory bound, and why eviction cannot be used to reset a client:
 *
 * <ul>
 *   <li>At most {@code maxClients} clients are tracked one by one. A tracked client is forgotten only once all of its
 *       windows have ended, when its counts would start from zero anyway: forgetting it loses nothing.
 *   <li>While the table is full, a new client is counted in one of {@value #SHARED_SLOTS} shared slots chosen by its
 *       key. Clients that share a slot share its quota, so a flood of new addresses makes limits stricter for newcomers,
 *       never looser for anyone; when room frees up, a client moves into the table with its slot's counts.
 * </ul>
 */
public final class LocalRateLimiter implements RateLimiter {
    /**
     * Default bound on clients tracked one by one, per limiter. Measured in a server under a flood of fresh addresses:
     * about 133 bytes of heap per client with its key (bench/attacks/many-addresses.sh), so 60,000 take 8 MB and both
     * interfaces' limiters full stay near a tenth of the launcher's 144 MB heap beside the catalog's 70 MB.
     */
    public static final int DEFAULT_MAX_CLIENTS = 60_000;

    /** Slots shared by the clients that arrive while the table is full (one set of counts each, made when used). */
    static final int SHARED_SLOTS = 16_384;

    private static final long MINUTE = Duration.ofMinutes(1).toNanos();
    private static final long DAY = Duration.ofDays(1).toNanos();
    /** Forgotten windows are swept at most this often... */
    private static final long SWEEP_EVERY = MINUTE;
    /** ...and, while the table is full, at most this often. */
    private static final long SWEEP_WHEN_FULL_EVERY = Duration.ofSeconds(10).toNanos();

    private final Quota quota;
    private final LongSupplier clock;
    private final int maxClients;
    private final ConcurrentHashMap<String, Counts> clients = new ConcurrentHashMap<>();
    private final AtomicReferenceArray<Counts> shared = new AtomicReferenceArray<>(SHARED_SLOTS);
    private final AtomicLong lastSweep;

    /** Counters on the system's monotonic clock. */
    public LocalRateLimiter(Quota quota) {
        this(quota, System::nanoTime, DEFAULT_MAX_CLIENTS);
    }

    /**
     * @param nanoClock a monotonic clock in nanoseconds (tests pass a hand-moved one, so nothing sleeps)
     * @param maxClients how many clients are tracked one by one at most
     */
    public LocalRateLimiter(Quota quota, LongSupplier nanoClock, int maxClients) {
        this.quota = requireNonNull(quota);
        this.clock = requireNonNull(nanoClock);
        if (maxClients < 1) {
            throw new IllegalArgumentException("maxClients must be at least 1");
        }
        this.maxClients = maxClients;
        this.lastSweep = new AtomicLong(nanoClock.getAsLong());
    }

    @Override
    public Quota quota() {
        return quota;
    }

    @Override
    public QuotaDecision acquire(String clientKey) {
        long now = clock.getAsLong();
        Counts counts = clients.get(requireNonNull(clientKey));
        if (counts == null) {
            counts = admit(clientKey, now);
        }
        return counts.acquire(quota, now);
    }

    @Override
    public QuotaDecision peek(String clientKey) {
        long now = clock.getAsLong();
        Counts counts = clients.get(requireNonNull(clientKey));
        if (counts == null) {
            counts = shared.get(slot(clientKey));
        }
        return counts == null ? Counts.fresh(now).peek(quota, now) : counts.peek(quota, now);
    }

    /** How many clients are tracked one by one (for tests and probes). */
    public int trackedClients() {
        return clients.size();
    }

    /** A client not in the table: into it if there is room (with its shared slot's counts), else its shared slot. */
    private Counts admit(String clientKey, long now) {
        sweepIfDue(now);
        int slot = slot(clientKey);
        if (clients.size() >= maxClients) {
            return shared.updateAndGet(slot, c -> c != null ? c : Counts.fresh(now));
        }
        Counts slotCounts = shared.get(slot);
        return clients.computeIfAbsent(clientKey, k -> slotCounts == null ? Counts.fresh(now) : slotCounts.copy());
    }

    private void sweepIfDue(long now) {
        long last = lastSweep.get();
        long every = clients.size() >= maxClients ? SWEEP_WHEN_FULL_EVERY : SWEEP_EVERY;
        if (now - last >= every && lastSweep.compareAndSet(last, now)) {
            clients.values().removeIf(c -> c.allWindowsEnded(quota, now));
            for (int i = 0; i < SHARED_SLOTS; i++) {
                Counts c = shared.get(i);
                if (c != null && c.allWindowsEnded(quota, now)) {
                    shared.compareAndSet(i, c, null);
                }
            }
        }
    }

    private static int slot(String clientKey) {
        int h = clientKey.hashCode();
        return (h ^ (h >>> 16)) & (SHARED_SLOTS - 1);
    }

    /**
     * One client's windows: when each started and how many requests it counted. A window that has ended is restarted
     * on the boundary its start's multiples give (as a bucket refilled at fixed intervals is).
     */
    private static final class Counts {
        private long minuteStart;
        private int minuteUsed;
        private long dayStart;
        private int dayUsed;

        private Counts(long minuteStart, int minuteUsed, long dayStart, int dayUsed) {
            this.minuteStart = minuteStart;
            this.minuteUsed = minuteUsed;
            this.dayStart = dayStart;
            this.dayUsed = dayUsed;
        }

        static Counts fresh(long now) {
            return new Counts(now, 0, now, 0);
        }

        synchronized Counts copy() {
            return new Counts(minuteStart, minuteUsed, dayStart, dayUsed);
        }

        synchronized QuotaDecision acquire(Quota quota, long now) {
            roll(now);
            long dayLeft = dayLeft(quota);
            if (minuteUsed >= quota.perMinute()) {
                return decision(quota, QuotaDecision.Window.MINUTE, now, minuteStart + MINUTE - now);
            }
            if (quota.perDay().isPresent() && dayLeft <= 0) {
                return decision(quota, QuotaDecision.Window.DAY, now, dayStart + DAY - now);
            }
            minuteUsed++;
            dayUsed++;
            return decision(quota, null, now, 0);
        }

        synchronized QuotaDecision peek(Quota quota, long now) {
            roll(now);
            return decision(quota, null, now, 0);
        }

        synchronized boolean allWindowsEnded(Quota quota, long now) {
            return now - minuteStart >= MINUTE && (quota.perDay().isEmpty() || now - dayStart >= DAY);
        }

        private void roll(long now) {
            if (now - minuteStart >= MINUTE) {
                minuteStart += (now - minuteStart) / MINUTE * MINUTE;
                minuteUsed = 0;
            }
            if (now - dayStart >= DAY) {
                dayStart += (now - dayStart) / DAY * DAY;
                dayUsed = 0;
            }
        }

        private long dayLeft(Quota quota) {
            return quota.perDay().isPresent() ? quota.perDay().getAsLong() - dayUsed : Long.MAX_VALUE;
        }

        private QuotaDecision decision(Quota quota, QuotaDecision.Window exceeded, long now, long retryNanos) {
            long minuteReset = minuteUsed == 0 ? 0 : minuteStart + MINUTE - now;
            OptionalLong dayRemaining =
                    quota.perDay().isPresent() ? OptionalLong.of(Math.max(0, dayLeft(quota))) : OptionalLong.empty();
            return new QuotaDecision(
                    Optional.ofNullable(exceeded),
                    quota.perMinute(),
                    Math.max(0, quota.perMinute() - minuteUsed),
                    QuotaWindows.ceilSeconds(minuteReset),
                    quota.perDay(),
                    dayRemaining,
                    exceeded == null ? 0 : Math.max(1, QuotaWindows.ceilSeconds(retryNanos)));
        }
    }
}
