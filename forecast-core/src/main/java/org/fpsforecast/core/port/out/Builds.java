package org.fpsforecast.core.port.out;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.fpsforecast.core.domain.Build;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.domain.Slug;

/**
 * Gamers' PC builds. Implementations keep them in a database that computes the tallies; every implementation passes
 * the same contract tests (forecast-data's BuildsContract).
 */
public interface Builds {
    /** Where the stored builds come from. */
    enum Origin {
        /** The bundled sample drawn from the Steam survey's shares: not real builds, and labelled so everywhere. */
        SYNTHETIC,
        /** Builds imported by the operator. */
        IMPORTED;

        /** {@code synthetic} or {@code imported}, as interfaces and the store write it. */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Origin ofKey(String key) {
            return valueOf(key.toUpperCase(Locale.ROOT));
        }
    }

    /** What happened to one build given to {@link Import#add}. */
    enum Outcome {
        /** Written. */
        INSERTED,
        /** Its id was stored already with the same values: importing again changes nothing. */
        UNCHANGED,
        /** Its id was stored already with other values: not written (a build is never overwritten). */
        CONFLICT
    }

    /**
     * What a committed import did.
     *
     * @param syntheticRemoved builds of the synthetic sample deleted because real builds replaced them
     */
    record Added(long inserted, long unchanged, long conflicts, long syntheticRemoved) {}

    /**
     * Starts an import: one transaction, so that either every build added through it is stored or, on any failure or
     * without {@link Import#commit}, none. Adding {@link Origin#IMPORTED} builds to a store that holds the synthetic
     * sample deletes the sample in the same transaction: real and synthetic builds are never mixed.
     */
    Import begin(Origin origin);

    /** One open import transaction; closing it without {@link #commit} rolls everything back. */
    interface Import extends AutoCloseable {
        /** Writes a batch; the outcome of each build, in order. Ids repeated within the import are caught too. */
        List<Outcome> add(List<Build> batch);

        /** Makes the import visible to readers (and bumps {@link Builds#revision}). */
        Added commit();

        /** Rolls back unless committed. */
        @Override
        void close();
    }

    /** The origin of the stored builds; empty when there are none. */
    Optional<Origin> origin();

    /** A number that changes whenever the stored builds change (also through another process sharing the store). */
    long revision();

    /** Builds per country, for every country with at least one. */
    Map<Country, Long> countries();

    /** The tallies of all builds, or of one country's. */
    Tallies tallies(Optional<Country> country);

    /** How many builds have one item (a GPU, a CPU, a RAM size, an operating system). */
    record Tally(Optional<Slug> slug, String name, long count) {
        public Tally {
            requireNonNull(slug, "slug");
            requireNonNull(name, "name");
            if (count < 1) {
                throw new IllegalArgumentException("a tally counts at least one build, got " + count);
            }
        }
    }

    /** The tallies of one sample, largest count first in each list. */
    record Tallies(long total, List<Tally> gpus, List<Tally> cpus, List<Tally> ram, List<Tally> os) {
        public Tallies {
            gpus = List.copyOf(gpus);
            cpus = List.copyOf(cpus);
            ram = List.copyOf(ram);
            os = List.copyOf(os);
        }
    }
}
