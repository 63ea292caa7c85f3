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

        /**
         * The origin as interfaces and the store write it.
         *
         * @return {@code synthetic} or {@code imported}
         */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        /**
         * The origin a {@link #key()} stands for.
         *
         * @param key {@code synthetic} or {@code imported}, in any case
         * @return the origin
         * @throws IllegalArgumentException for any other key
         */
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
     * @param inserted builds written
     * @param unchanged builds stored already with the same values
     * @param conflicts builds whose id was stored already with other values (not written)
     * @param syntheticRemoved builds of the synthetic sample deleted because real builds replaced them
     */
    record Added(long inserted, long unchanged, long conflicts, long syntheticRemoved) {}

    /**
     * Starts an import: one transaction, so that either every build added through it is stored or, on any failure or
     * without {@link Import#commit}, none. Adding {@link Origin#IMPORTED} builds to a store that holds the synthetic
     * sample deletes the sample in the same transaction: real and synthetic builds are never mixed.
     *
     * @param origin where the builds of this import come from
     * @return the open import; close it (try-with-resources) whether or not it was committed
     */
    Import begin(Origin origin);

    /** One open import transaction; closing it without {@link #commit} rolls everything back. */
    interface Import extends AutoCloseable {
        /**
         * Writes a batch. Ids repeated within the import are caught too.
         *
         * @param batch the builds to write
         * @return the outcome of each build, in the batch's order
         */
        List<Outcome> add(List<Build> batch);

        /**
         * Makes the import visible to readers (and bumps {@link Builds#revision}).
         *
         * @return what the import did
         */
        Added commit();

        /** Rolls back unless committed. */
        @Override
        void close();
    }

    /**
     * Where the stored builds come from.
     *
     * @return the origin of the stored builds; empty when there are none
     */
    Optional<Origin> origin();

    /**
     * The store's revision, for caches of what is computed from it.
     *
     * @return a number that changes whenever the stored builds change (also through another process sharing the store)
     */
    long revision();

    /**
     * How many builds each country has.
     *
     * @return builds per country, for every country with at least one
     */
    Map<Country, Long> countries();

    /**
     * The tallies of a sample.
     *
     * @param country the country whose builds are counted; empty for all builds
     * @return the tallies of all builds, or of one country's
     */
    Tallies tallies(Optional<Country> country);

    /**
     * How many builds have one item (a GPU, a CPU, a RAM size, an operating system).
     *
     * @param slug the catalog record the item maps to; empty for unmapped names, RAM sizes and operating systems
     * @param name the item as shown
     * @param count builds with the item, 1 or more
     */
    record Tally(Optional<Slug> slug, String name, long count) {
        /**
         * Validates the tally.
         *
         * @param slug the catalog record the item maps to
         * @param name the item as shown
         * @param count builds with the item, 1 or more
         */
        public Tally {
            requireNonNull(slug, "slug");
            requireNonNull(name, "name");
            if (count < 1) {
                throw new IllegalArgumentException("a tally counts at least one build, got " + count);
            }
        }
    }

    /**
     * The tallies of one sample, largest count first in each list.
     *
     * @param total builds in the sample
     * @param gpus builds per video card
     * @param cpus builds per processor
     * @param ram builds per RAM size
     * @param os builds per operating system
     */
    record Tallies(long total, List<Tally> gpus, List<Tally> cpus, List<Tally> ram, List<Tally> os) {
        /**
         * Copies the lists.
         *
         * @param total builds in the sample
         * @param gpus builds per video card
         * @param cpus builds per processor
         * @param ram builds per RAM size
         * @param os builds per operating system
         */
        public Tallies {
            gpus = List.copyOf(gpus);
            cpus = List.copyOf(cpus);
            ram = List.copyOf(ram);
            os = List.copyOf(os);
        }
    }
}
