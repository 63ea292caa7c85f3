package org.fpsforecast.importer;

import static java.util.Objects.requireNonNull;

import java.nio.file.Path;
import java.util.List;

/** One section of the catalog build: the datasets it reads, the progress it reports, the build report it writes to. */
abstract class ImportStep {
    final Path datasets;
    final CatalogImporter.Progress progress;
    final StringBuilder report;

    ImportStep(Path datasets, CatalogImporter.Progress progress, StringBuilder report) {
        this.datasets = requireNonNull(datasets);
        this.progress = requireNonNull(progress);
        this.report = requireNonNull(report);
    }

    /** A section of the build report: what was read, what was kept, and why each skipped line went. */
    final void section(String title, int read, int kept, List<String> skipped) {
        report.append(title)
                .append(": ")
                .append(read)
                .append(" read, ")
                .append(kept)
                .append(" kept\n");
        skipped.forEach(s -> report.append("  skipped: ").append(s).append('\n'));
        report.append('\n');
    }
}
