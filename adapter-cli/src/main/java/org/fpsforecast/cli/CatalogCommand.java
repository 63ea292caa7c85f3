package org.fpsforecast.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.fpsforecast.core.domain.DataLicense;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.data.format.CatalogFiles;
import org.fpsforecast.data.format.CatalogFormatException;
import org.fpsforecast.importer.CatalogImporter;
import org.fpsforecast.server.Application;
import org.fpsforecast.server.CatalogChecks;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code forecast catalog ...}: the project's catalog tools. */
@Command(
        name = "catalog",
        mixinStandardHelpOptions = true,
        description = "The catalog: build it from the public datasets, check it, or see what it holds.",
        subcommands = {CatalogCommand.Build.class, CatalogCommand.Check.class, CatalogCommand.Info.class})
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
            Terminal terminal = Main.terminal(spec);
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
            CatalogImporter.Result result;
            try (Progress progress = new Progress(err, terminal, "catalog")) {
                result = new CatalogImporter(from, date, steps(progress), previous).build();
            }
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

    /** The importer's steps as progress: plain steps, and a bar over the cross-validation's folds. */
    static CatalogImporter.Progress steps(Progress progress) {
        return new CatalogImporter.Progress() {
            @Override
            public void step(String message) {
                progress.step(message);
            }

            @Override
            public void fraction(String message, int done, int total) {
                progress.update(message, done, total);
            }
        };
    }

    /** The catalog a command reads: the bundled one, or the one in --data DIR. */
    static Map<String, String> contents(Path data) {
        return data == null ? BundledCatalog.contents() : BundledCatalog.contents(data);
    }

    record CheckJson(boolean ok, String catalogVersion, List<CatalogChecks.Line> checks) {}

    @Command(
            name = "check",
            mixinStandardHelpOptions = true,
            description = {
                "Check a catalog: its format and references, that its version matches its files, that the survey"
                        + " reads and that every game can be forecast. With --from, also rebuild it from the datasets"
                        + " (with its own build date) and say whether the files come out identical."
            },
            footer = {
                "",
                "Examples:",
                "  forecast catalog check",
                "  forecast catalog check --from ../shared/datasets",
                "  forecast catalog check --data /srv/catalog --json",
                "",
                "Exit codes: 0 every check passed, 4 a check failed (invalid or not reproducible), 2 usage."
            })
    static final class Check implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Option(names = "--data", paramLabel = "DIR", description = "Check the catalog in DIR (default: the bundled).")
        Path data;

        @Option(
                names = "--from",
                paramLabel = "DIR",
                description = "Also rebuild from this shared/datasets folder and compare the files.")
        Path from;

        @Option(names = "--json", description = "Print the checks as JSON.")
        boolean json;

        @CommandLine.Mixin
        VerboseOption verbose;

        @Override
        public Integer call() {
            List<CatalogChecks.Line> lines = new ArrayList<>();
            Map<String, String> files = contents(data);
            BundledCatalog catalog;
            try {
                catalog = BundledCatalog.fromContents(files);
            } catch (CatalogFormatException e) {
                lines.add(new CatalogChecks.Line("format", false, e.getMessage()));
                return report(lines, "unreadable");
            }
            lines.addAll(CatalogChecks.of(new Application(catalog)));
            if (from != null) {
                lines.add(reproducible(catalog, files));
            }
            return report(lines, catalog.version());
        }

        private CatalogChecks.Line reproducible(BundledCatalog catalog, Map<String, String> files) {
            LocalDate date;
            try {
                date = LocalDate.parse(catalog.buildDate());
            } catch (java.time.format.DateTimeParseException e) {
                return new CatalogChecks.Line(
                        "reproducible", false, "build date '" + catalog.buildDate() + "' is not a date");
            }
            CatalogImporter.Result rebuilt;
            try (Progress progress = new Progress(spec.commandLine().getErr(), Main.terminal(spec), "rebuild")) {
                rebuilt = new CatalogImporter(from, date, steps(progress), Optional.of(catalog)).build();
            }
            List<String> differ = new ArrayList<>();
            for (String name : CatalogFiles.DATA_FILES) {
                if (!Objects.equals(files.get(name), rebuilt.files().get(name))) {
                    differ.add(name);
                }
            }
            return differ.isEmpty()
                    ? new CatalogChecks.Line(
                            "reproducible",
                            true,
                            "rebuilt from " + from + " with build date " + date + ": all "
                                    + CatalogFiles.DATA_FILES.size() + " data files identical")
                    : new CatalogChecks.Line(
                            "reproducible",
                            false,
                            "rebuilt from " + from + " with build date " + date + ": " + String.join(", ", differ)
                                    + " differ (version " + CatalogFiles.version(rebuilt.files()) + ")");
        }

        private int report(List<CatalogChecks.Line> lines, String version) {
            boolean ok = lines.stream().allMatch(CatalogChecks.Line::ok);
            var out = spec.commandLine().getOut();
            if (json) {
                CliJson.print(out, new CheckJson(ok, version, lines));
            } else {
                Terminal t = Main.terminal(spec);
                for (CatalogChecks.Line l : lines) {
                    out.printf(
                            Locale.ROOT,
                            "%s  %-12s %s%n",
                            l.ok() ? t.green("ok  ") : t.red("FAIL"),
                            l.check(),
                            l.detail());
                }
                out.println(ok ? "Catalog " + version + ": every check passed." : "Catalog " + version + ": invalid.");
                out.flush();
            }
            return ok ? ExitCodes.OK : ExitCodes.INVALID_DATA;
        }
    }

    record SourceJson(String id, String title, String url, String period) {}

    record InfoJson(
            boolean ok,
            String catalogVersion,
            String buildDate,
            int gpus,
            int cpus,
            int games,
            int measurements,
            int measuredGames,
            List<String> surveyMonths,
            String defaultCpu,
            double modelExpectedErrorPct,
            double scaledExpectedErrorPct,
            List<SourceJson> sources,
            String license) {}

    @Command(
            name = "info",
            mixinStandardHelpOptions = true,
            description = "What a catalog holds: its version and build date, counts, survey months, the model's"
                    + " validated error and the data sources with their licences' attribution.",
            footer = {"", "Examples:", "  forecast catalog info", "  forecast catalog info --json"})
    static final class Info implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Option(names = "--data", paramLabel = "DIR", description = "The catalog in DIR (default: the bundled).")
        Path data;

        @Option(names = "--json", description = "Print it as JSON.")
        boolean json;

        @CommandLine.Mixin
        VerboseOption verbose;

        @Override
        public Integer call() {
            BundledCatalog c = Application.load(Optional.ofNullable(data)).catalog();
            var global = c.modelParameters().global();
            long measuredGames = c.measurements().all().stream()
                    .map(m -> m.game())
                    .distinct()
                    .count();
            InfoJson info = new InfoJson(
                    true,
                    c.version(),
                    c.buildDate(),
                    c.gpus().all().size(),
                    c.cpus().all().size(),
                    c.games().all().size(),
                    c.measurements().all().size(),
                    (int) measuredGames,
                    c.survey().months().stream().map(Object::toString).toList(),
                    global.defaultCpuName(),
                    global.modelBand().expectedErrorPct(),
                    global.scaledBand().expectedErrorPct(),
                    c.metadata().sources().stream()
                            .map(x -> new SourceJson(x.id(), x.title(), x.url(), x.period()))
                            .toList(),
                    DataLicense.NAME);
            var out = spec.commandLine().getOut();
            if (json) {
                CliJson.print(out, info);
                return ExitCodes.OK;
            }
            Terminal t = Main.terminal(spec);
            out.println(t.bold("Catalog " + info.catalogVersion()) + ", built " + info.buildDate()
                    + (data == null ? " (bundled)" : " (" + data + ")"));
            out.printf(
                    Locale.ROOT,
                    "  %,d GPUs, %,d CPUs, %,d games; %,d measured cells in %d games%n",
                    info.gpus(),
                    info.cpus(),
                    info.games(),
                    info.measurements(),
                    info.measuredGames());
            List<String> months = info.surveyMonths();
            out.println("  Steam survey: "
                    + (months.isEmpty()
                            ? "none"
                            : months.size() + " months, " + months.get(0) + " to " + months.get(months.size() - 1)));
            out.printf(
                    Locale.ROOT,
                    "  Model: typical error %.1f%% (held-out GPUs), %.1f%% when scaled from the GPU's own"
                            + " measurements; CPU assumed when none is given: %s%n",
                    info.modelExpectedErrorPct(),
                    info.scaledExpectedErrorPct(),
                    info.defaultCpu());
            out.println();
            out.println("Sources:");
            for (SourceJson s : info.sources()) {
                out.printf(Locale.ROOT, "  %-24s %s (%s) %s%n", s.id(), s.title(), s.period(), s.url());
            }
            out.println();
            out.println(Main.DATA_NOTE);
            out.flush();
            return ExitCodes.OK;
        }
    }
}
