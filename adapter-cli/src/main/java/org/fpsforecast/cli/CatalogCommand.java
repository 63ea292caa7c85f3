package org.fpsforecast.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.data.catalog.CatalogFiles;
import org.fpsforecast.data.importer.CatalogImporter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code forecast catalog ...}: the project's catalog tools. */
@Command(
        name = "catalog",
        mixinStandardHelpOptions = true,
        description = "Build the catalog from the public datasets.",
        subcommands = {CatalogCommand.Build.class})
final class CatalogCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    @Command(
            name = "build",
            mixinStandardHelpOptions = true,
            description = "Read the raw datasets, fit the model, write the catalog files and a build report.",
            footer = {"", "Example (from the repository root):", "  forecast catalog build --from ../shared/datasets"})
    static final class Build implements Callable<Integer> {
        static final Path DEFAULT_OUT = Path.of("forecast-data/src/main/resources/catalog");

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Option(names = "--from", required = true, paramLabel = "DIR", description = "The shared/datasets folder.")
        Path from;

        @Option(names = "--out", paramLabel = "DIR", description = "Where to write (default: ${DEFAULT-VALUE}).")
        Path out = DEFAULT_OUT;

        @Option(
                names = "--build-date",
                paramLabel = "YYYY-MM-DD",
                description = "Date written into the manifest (default: today, UTC). Same inputs and date give the"
                        + " same bytes.")
        String buildDate;

        @CommandLine.Mixin
        VerboseOption verbose;

        @Override
        public Integer call() {
            LocalDate date;
            try {
                date = buildDate == null ? LocalDate.now(ZoneOffset.UTC) : LocalDate.parse(buildDate);
            } catch (java.time.format.DateTimeParseException e) {
                throw InvalidParameterException.invalid("--build-date", "--build-date must be YYYY-MM-DD.");
            }
            if (out.equals(DEFAULT_OUT) && !Files.isDirectory(Path.of("forecast-data"))) {
                throw InvalidParameterException.invalid(
                        "--out", "Run from the repository root, or give --out DIR for the catalog files.");
            }
            var err = spec.commandLine().getErr();
            Optional<BundledCatalog> previous = Optional.empty();
            if (Files.exists(out.resolve(CatalogFiles.MANIFEST))) {
                try {
                    previous = Optional.of(BundledCatalog.load(out));
                    err.println("[catalog] Previous catalog " + previous.get().version() + " in " + out
                            + ": its slugs keep resolving");
                } catch (RuntimeException e) {
                    err.println("[catalog] The catalog in " + out + " cannot be read (" + e.getMessage()
                            + "); building without its slugs as aliases");
                }
            }
            CatalogImporter.Result result = new CatalogImporter(
                            from,
                            date,
                            message -> {
                                err.println("[catalog] " + message);
                                err.flush();
                            },
                            previous)
                    .build();
            result.writeTo(out);
            BundledCatalog check = BundledCatalog.load(out);
            spec.commandLine()
                    .getOut()
                    .printf(
                            "Wrote catalog %s to %s (report: %s)%n",
                            check.version(), out, out.resolve(CatalogImporter.REPORT_FILE));
            spec.commandLine().getOut().flush();
            return ExitCodes.OK;
        }
    }
}
