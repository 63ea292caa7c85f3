package org.fpsforecast.core.port.in;

import static java.util.Objects.requireNonNull;

import java.util.Iterator;
import org.fpsforecast.core.port.out.Builds;

/**
 * Imports gamers' builds from rows read off a file: validated row by row, idempotent on the build id, bad rows passed
 * back with the reason, and all accepted rows stored in one transaction (never a partial import).
 */
public interface ImportBuilds {
    /** Rows between two {@link Listener#progress} calls. */
    int PROGRESS_EVERY = 10_000;

    /** A row as read, before validation. */
    sealed interface Row permits RawBuild, Unreadable {
        /** The row's line number in its file (1 = the first line). */
        long line();

        /** The row exactly as it was in the file, so that a rejected row can be fixed and imported again. */
        String text();
    }

    /** A row's fields as text; null where the file has none. */
    record RawBuild(
            long line,
            String text,
            String id,
            String gpu,
            String cpu,
            String ramGb,
            String os,
            String country,
            String date)
            implements Row {
        public RawBuild {
            requireNonNull(text, "text");
        }
    }

    /** A row the file reader could not split into fields (bad quoting, invalid JSON, wrong field count). */
    record Unreadable(long line, String text, String reason) implements Row {
        public Unreadable {
            requireNonNull(text, "text");
            requireNonNull(reason, "reason");
        }
    }

    /** A row that was not stored, and why. */
    record Rejected(Row row, String reason) {}

    /** Hears about rejected rows and progress while an import runs. */
    interface Listener {
        void rejected(Rejected rejected);

        /** Called every {@link #PROGRESS_EVERY} rows read, and once at the end. */
        default void progress(long rowsRead) {}
    }

    /**
     * @param read rows read
     * @param rejected rows not stored (invalid, or their id stored already with other values)
     * @param mappedGpus accepted rows whose GPU is a catalog GPU
     * @param mappedCpus accepted rows whose CPU is a catalog CPU
     */
    record Summary(long read, long rejected, long mappedGpus, long mappedCpus, Builds.Added stored) {}

    /**
     * Reads every row, validates it, and stores the valid ones in one transaction.
     *
     * @throws RuntimeException when the rows cannot be read or the store fails: then nothing at all was stored
     */
    Summary importBuilds(Iterator<Row> rows, Listener listener);
}
