package org.fpsforecast.core.port.in;

import static java.util.Objects.requireNonNull;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.out.Builds;

/**
 * The published statistics of a sample of builds.
 *
 * @param country the country of the sample; empty for all builds
 * @param sampleSize builds in the sample
 * @param origin where the builds come from; empty when there are none yet
 * @param revision the store's revision these numbers were computed at (changes when builds change)
 * @param countries the countries with at least {@link ReportStats#MIN_COUNTRY_BUILDS} builds, largest first
 * @param staleSince when the builds store last answered, if these numbers are its last answer served while it does not
 *     answer; empty when they are current
 */
public record GamerStats(
        Optional<Country> country,
        long sampleSize,
        Optional<Builds.Origin> origin,
        long revision,
        List<CountrySample> countries,
        List<Share> gpus,
        List<Share> cpus,
        List<Share> ram,
        List<Share> os,
        Optional<Instant> staleSince) {
    public GamerStats {
        requireNonNull(country, "country");
        requireNonNull(origin, "origin");
        requireNonNull(staleSince, "staleSince");
        countries = List.copyOf(countries);
        gpus = List.copyOf(gpus);
        cpus = List.copyOf(cpus);
        ram = List.copyOf(ram);
        os = List.copyOf(os);
    }

    /**
     * These statistics as last read, served while the builds store does not answer.
     *
     * @param lastRead when the store last answered
     */
    public GamerStats stale(Instant lastRead) {
        return new GamerStats(
                country, sampleSize, origin, revision, countries, gpus, cpus, ram, os, Optional.of(lastRead));
    }

    /** Whether the numbers describe the bundled synthetic sample rather than real builds. */
    public boolean synthetic() {
        return origin.equals(Optional.of(Builds.Origin.SYNTHETIC));
    }

    /** A country that can be asked for, with its sample size. */
    public record CountrySample(Country country, long builds) {}

    /**
     * One line of a category.
     *
     * @param slug the catalog record the item maps to; empty for unmapped names and for "other"
     * @param other true for the line that counts together the items with fewer than {@link
     *     ReportStats#MIN_ITEM_BUILDS} builds each
     * @param share count / sample size, 0..1
     */
    public record Share(Optional<Slug> slug, String name, long count, double share, boolean other) {
        public Share {
            requireNonNull(slug, "slug");
            requireNonNull(name, "name");
        }
    }
}
