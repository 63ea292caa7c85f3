package org.fpsforecast.core.internal;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Supplier;
import com.google.common.base.Suppliers;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.domain.UnavailableException;
import org.fpsforecast.core.port.in.GamerStats;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.core.port.out.Builds;

/**
 * The statistics of gamers' builds: tallies computed by the store's database, the publication rules applied here
 * (countries only with {@value ReportStats#MIN_COUNTRY_BUILDS} builds or more, items with fewer than {@value
 * ReportStats#MIN_ITEM_BUILDS} builds folded into "other"), and the result cached until the builds change.
 *
 * <p>Freshness: the store's revision is read at most once per {@link #RECHECK_NANOS} (one second); a change, even one
 * made by another process sharing the store, empties the cache. Between two checks an answer is served from memory
 * without touching the database.
 *
 * <p>Outages: when the store fails, an answer computed before is served as it was, marked stale with the time the store
 * last answered ({@link GamerStats#staleSince}); an answer never computed is refused as {@link
 * UnavailableException.Reason#STORE_UNAVAILABLE}. The statistics never fail because the database did.
 */
public final class BuildStatistics implements ReportStats {
    static final long RECHECK_NANOS = 1_000_000_000L;

    private final Builds builds;
    private final LongSupplier nanoTime;
    private final Clock clock;

    /** The revision the cached answers belong to, and when it was last read. */
    private volatile Snapshot snapshot;

    private record Snapshot(
            long revision,
            long checkedAt,
            Instant readAt,
            Map<Optional<Country>, GamerStats> answers,
            Supplier<Countries> countries) {}

    /**
     * The builds per country and the countries published, read once per revision: a refused country costs no query.
     */
    private record Countries(Map<Country, Long> perCountry, List<GamerStats.CountrySample> published) {}

    public BuildStatistics(Builds builds) {
        this(builds, System::nanoTime, Clock.systemUTC());
    }

    /** @param nanoTime the clock of the revision checks (tests move it by hand) */
    public BuildStatistics(Builds builds, LongSupplier nanoTime) {
        this(builds, nanoTime, Clock.systemUTC());
    }

    /** @param clock what the time the store last answered is read from (for stale answers) */
    public BuildStatistics(Builds builds, LongSupplier nanoTime, Clock clock) {
        this.builds = requireNonNull(builds);
        this.nanoTime = requireNonNull(nanoTime);
        this.clock = requireNonNull(clock);
    }

    @Override
    public GamerStats stats(Optional<Country> country) {
        requireNonNull(country);
        Snapshot s;
        try {
            s = current();
        } catch (RuntimeException storeFailed) {
            return lastAnswer(country, storeFailed);
        }
        GamerStats cached = s.answers().get(country);
        if (cached != null) {
            return cached;
        }
        GamerStats fresh;
        try {
            fresh = compute(country, s);
        } catch (UnavailableException refused) {
            throw refused;
        } catch (RuntimeException storeFailed) {
            throw storeUnavailable(storeFailed);
        }
        s.answers().put(country, fresh);
        return fresh;
    }

    /** The answer computed before the store failed, marked stale; refused when there is none. */
    private GamerStats lastAnswer(Optional<Country> country, RuntimeException storeFailed) {
        Snapshot s = snapshot;
        GamerStats last = s == null ? null : s.answers().get(country);
        if (last == null) {
            throw storeUnavailable(storeFailed);
        }
        return last.stale(s.readAt());
    }

    private static UnavailableException storeUnavailable(RuntimeException cause) {
        UnavailableException e = new UnavailableException(
                UnavailableException.Reason.STORE_UNAVAILABLE,
                "country",
                "The builds database is not answering, and these statistics were not read before it stopped. Try"
                        + " again in a few seconds.",
                List.of());
        e.initCause(cause);
        return e;
    }

    private Snapshot current() {
        long now = nanoTime.getAsLong();
        Snapshot s = snapshot;
        if (s != null && now - s.checkedAt() < RECHECK_NANOS) {
            return s;
        }
        long revision = builds.revision();
        Instant readAt = clock.instant();
        Snapshot next = s != null && s.revision() == revision
                ? new Snapshot(revision, now, readAt, s.answers(), s.countries())
                : new Snapshot(revision, now, readAt, new ConcurrentHashMap<>(), Suppliers.memoize(this::countries));
        snapshot = next;
        return next;
    }

    private Countries countries() {
        Map<Country, Long> perCountry = builds.countries();
        List<GamerStats.CountrySample> published = perCountry.entrySet().stream()
                .filter(e -> e.getValue() >= MIN_COUNTRY_BUILDS)
                .map(e -> new GamerStats.CountrySample(e.getKey(), e.getValue()))
                .sorted(Comparator.comparingLong(GamerStats.CountrySample::builds)
                        .reversed()
                        .thenComparing(GamerStats.CountrySample::country))
                .toList();
        return new Countries(perCountry, published);
    }

    private GamerStats compute(Optional<Country> country, Snapshot snapshot) {
        List<GamerStats.CountrySample> published = snapshot.countries().get().published();
        if (country.isPresent()) {
            long size = snapshot.countries().get().perCountry().getOrDefault(country.get(), 0L);
            if (size < MIN_COUNTRY_BUILDS) {
                throw new UnavailableException(
                        UnavailableException.Reason.SAMPLE_TOO_SMALL,
                        "country",
                        (size == 0
                                        ? "There are no builds from " + country.get()
                                        : "The sample from " + country.get() + " is too small")
                                + ": statistics by country are published only with at least " + MIN_COUNTRY_BUILDS
                                + " builds. " + published.size() + " countries have enough"
                                + (published.isEmpty() ? "." : ", e.g. " + examples(published) + "."),
                        published.stream().map(c -> c.country().code()).toList());
            }
        }
        Builds.Tallies t = builds.tallies(country);
        return new GamerStats(
                country,
                t.total(),
                builds.origin(),
                snapshot.revision(),
                published,
                shares(t.gpus(), t.total()),
                shares(t.cpus(), t.total()),
                shares(t.ram(), t.total()),
                shares(t.os(), t.total()),
                Optional.empty());
    }

    private static String examples(List<GamerStats.CountrySample> published) {
        return String.join(
                ", ", published.stream().limit(5).map(c -> c.country().code()).toList());
    }

    /** Lines with their share; those under the item threshold become one "other" line at the end. */
    static List<GamerStats.Share> shares(List<Builds.Tally> tallies, long total) {
        List<GamerStats.Share> out = new ArrayList<>();
        long other = 0;
        for (Builds.Tally t : tallies) {
            if (t.count() < MIN_ITEM_BUILDS) {
                other += t.count();
            } else {
                out.add(new GamerStats.Share(t.slug(), t.name(), t.count(), (double) t.count() / total, false));
            }
        }
        out.sort(Comparator.comparingLong(GamerStats.Share::count).reversed().thenComparing(GamerStats.Share::name));
        if (other > 0) {
            out.add(new GamerStats.Share(Optional.empty(), "other", other, (double) other / total, true));
        }
        return out;
    }
}
