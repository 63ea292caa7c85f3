package org.fpsforecast.cli;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.channels.ReadableByteChannel;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.fpsforecast.builds.BuildFiles;
import org.fpsforecast.builds.BuildStoreException;
import org.fpsforecast.builds.JdbcBuilds;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.port.in.ImportBuilds;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.server.Application;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code forecast builds}: the gamers' builds behind /stats. */
@Command(
        name = "builds",
        mixinStandardHelpOptions = true,
        description = "Import gamers' PC builds (the data of /stats) and see what the store holds.",
        subcommands = {BuildsCommand.Import.class, BuildsCommand.Info.class})
final class BuildsCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Give a subcommand: import or info.");
    }

    @Command(
            name = "import",
            mixinStandardHelpOptions = true,
            description = {
                "Import builds from a CSV or JSON-lines file (format: docs/OPERATIONS.md, 'Builds files').",
                "Each row is validated on its own; bad rows go to a rejects file with the reason, and all good rows are"
                        + " stored in one transaction (on any failure, nothing is). Importing a build id again changes"
                        + " nothing; real builds replace the bundled synthetic sample."
            },
            footer = {
                "",
                "CSV header: id,gpu,cpu,ram_gb,os,country,date (any order; other columns are ignored).",
                "gpu and cpu: a catalog slug or a name (mapped to the catalog where it matches); country: ISO 3166-1"
                        + " alpha-2; date: YYYY-MM-DD.",
                "",
                "Exit codes: 0 every row stored (or already there), 4 some rows rejected (the others stored; see the"
                        + " rejects file), 2 usage error or not a builds file, 1 the store failed (nothing stored).",
                "",
                "Examples:",
                "  forecast builds import builds.csv",
                "  forecast builds import export.jsonl --db jdbc:postgresql://db:5432/forecast"
            })
    static final class Import implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Parameters(paramLabel = "FILE", description = "The builds file (.csv, .jsonl or .ndjson).")
        Path file;

        @Option(names = "--format", paramLabel = "FORMAT", description = "csv or jsonl (default: from the file name).")
        String format;

        @Option(
                names = "--rejects",
                paramLabel = "FILE",
                description = "Where rejected rows go, as CSV: line,reason,row (default: FILE.rejects.csv; written only"
                        + " when a row is rejected).")
        Path rejects;

        @Option(names = "--json", description = "Print the summary as JSON.")
        boolean json;

        @CommandLine.Mixin
        BuildsOptions builds;

        @CommandLine.Mixin
        VerboseOption verbose;

        @Override
        public Integer call() throws Exception {
            BuildFiles.Format f = format(file);
            if (!Files.isRegularFile(file)) {
                throw InvalidParameterException.invalid("FILE", "No such file: " + file);
            }
            Path rejectsFile = rejects != null ? rejects : Path.of(file + ".rejects.csv");
            RejectsFile.prepare(rejectsFile);
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            // Before the catalog loads: a file that is not UTF-8 is refused at once. The line count is the progress
            // bar's size (a quoted CSV field may span lines, so it can end a little short of 100%; the summary gives
            // the exact counts).
            Scan scanned;
            try {
                scanned = scan(file);
            } catch (IOException e) {
                throw InvalidParameterException.invalid("FILE", "Cannot read " + file + ": " + e.getMessage());
            }
            if (scanned.firstInvalidLine() > 0) {
                err.println("forecast: " + file + " is not UTF-8: line " + scanned.firstInvalidLine()
                        + " holds a byte sequence that is not UTF-8. Nothing was stored; save the file as UTF-8.");
                err.flush();
                return ExitCodes.INVALID_DATA;
            }
            long lines = scanned.lines();
            Application app = Application.load(Optional.empty());
            try (JdbcBuilds store = builds.open();
                    BufferedReader in = reader(file);
                    RejectsFile rejected = new RejectsFile(rejectsFile);
                    Progress progress = new Progress(err, Main.terminal(spec), "import")) {
                ImportBuilds.Summary s = app.forecaster()
                        .importer(store, Builds.Origin.IMPORTED, Clock.systemUTC())
                        .importBuilds(BuildFiles.read(in, f), new ImportBuilds.Listener() {
                            @Override
                            public void rejected(ImportBuilds.Rejected r) {
                                rejected.write(r);
                            }

                            @Override
                            public void progress(long rowsRead) {
                                progress.update(
                                        String.format(
                                                Locale.ROOT,
                                                "%s: %,d rows read, %,d rejected",
                                                file.getFileName(),
                                                rowsRead,
                                                rejected.count),
                                        rowsRead,
                                        lines);
                            }
                        });
                progress.finish();
                print(out, s, store, rejected.count > 0 ? Optional.of(rejectsFile) : Optional.empty());
                return s.rejected() == 0 ? ExitCodes.OK : ExitCodes.INVALID_DATA;
            } catch (UncheckedIOException | BuildStoreException e) {
                err.println("forecast: " + e.getMessage());
                err.println("Nothing was stored: the import is one transaction.");
                err.flush();
                return ExitCodes.UNEXPECTED;
            }
        }

        /**
         * The file's lines, and the first line that is not valid UTF-8 (0 when every line is): one pass over the
         * bytes before anything is imported, so that a bad byte is reported at its own line (a reader reports it where
         * its buffer ends) and refuses the file before anything is stored.
         */
        record Scan(long lines, long firstInvalidLine) {
            static Scan invalidAt(long line) {
                return new Scan(line, line);
            }
        }

        static Scan scan(Path file) throws IOException {
            CharsetDecoder decoder = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT);
            ByteBuffer in = ByteBuffer.allocate(64 * 1024);
            CharBuffer out = CharBuffer.allocate(64 * 1024);
            long lines = 0;
            boolean pendingLine = false;
            try (ReadableByteChannel channel = Files.newByteChannel(file)) {
                boolean end = false;
                while (!end) {
                    end = channel.read(in) < 0;
                    in.flip();
                    int start = in.position();
                    CoderResult result = decoder.decode(in, out, end);
                    // Lines among the bytes decoded (up to a bad sequence, if any).
                    for (int i = start; i < in.position(); i++) {
                        if (in.get(i) == '\n') {
                            lines++;
                            pendingLine = false;
                        } else {
                            pendingLine = true;
                        }
                    }
                    if (result.isError()) {
                        return Scan.invalidAt(lines + 1);
                    }
                    out.clear();
                    in.compact();
                }
                if (decoder.flush(out).isError()) {
                    return Scan.invalidAt(lines + 1);
                }
            }
            return new Scan(lines + (pendingLine ? 1 : 0), 0);
        }

        private void print(PrintWriter out, ImportBuilds.Summary s, JdbcBuilds store, Optional<Path> rejectsFile)
                throws IOException {
            Builds.Added a = s.stored();
            if (json) {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("file", file.toString());
                m.put("store", store.description());
                m.put("read", s.read());
                m.put("stored", a.inserted());
                m.put("unchanged", a.unchanged());
                m.put("rejected", s.rejected());
                m.put("conflicts", a.conflicts());
                m.put("mapped_gpus", s.mappedGpus());
                m.put("mapped_cpus", s.mappedCpus());
                m.put("synthetic_removed", a.syntheticRemoved());
                m.put("rejects_file", rejectsFile.map(Path::toString).orElse(null));
                CliJson.print(out, m);
            } else {
                long accepted = a.inserted() + a.unchanged();
                out.printf(Locale.ROOT, "Read %,d rows from %s into %s.%n", s.read(), file, store.description());
                out.printf(
                        Locale.ROOT,
                        "Stored %,d new builds; %,d were stored already (unchanged); %,d rejected.%n",
                        a.inserted(),
                        a.unchanged(),
                        s.rejected());
                if (accepted > 0) {
                    out.printf(
                            Locale.ROOT,
                            "Mapped to the catalog: GPU %,d of %,d, CPU %,d of %,d (the rest are counted under their"
                                    + " own names).%n",
                            s.mappedGpus(),
                            accepted,
                            s.mappedCpus(),
                            accepted);
                }
                if (a.syntheticRemoved() > 0) {
                    out.printf(
                            Locale.ROOT,
                            "The synthetic sample (%,d builds) was replaced by the imported builds.%n",
                            a.syntheticRemoved());
                }
                rejectsFile.ifPresent(p -> out.println("Rejected rows, with the reason, are in " + p
                        + " (fix them and import that file's row" + " column again)."));
            }
            out.flush();
        }

        private BuildFiles.Format format(Path file) {
            if (format == null) {
                try {
                    return BuildFiles.Format.of(file);
                } catch (RuntimeException e) {
                    throw InvalidParameterException.invalid("--format", e.getMessage());
                }
            }
            return switch (format.strip().toLowerCase(Locale.ROOT)) {
                case "csv" -> BuildFiles.Format.CSV;
                case "jsonl", "ndjson", "json" -> BuildFiles.Format.JSONL;
                default ->
                    throw InvalidParameterException.invalid(
                            "--format", "--format must be csv or jsonl, got '" + format + "'.");
            };
        }

        /** UTF-8, strictly: a byte sequence that is not UTF-8 fails the import rather than being garbled. */
        private static BufferedReader reader(Path file) throws IOException {
            return new BufferedReader(new InputStreamReader(
                    Files.newInputStream(file),
                    StandardCharsets.UTF_8
                            .newDecoder()
                            .onMalformedInput(CodingErrorAction.REPORT)
                            .onUnmappableCharacter(CodingErrorAction.REPORT)));
        }
    }

    /** The rejects file: created on the first rejected row, as CSV line,reason,row. */
    static final class RejectsFile implements AutoCloseable {
        private final Path path;
        private BufferedWriter out;
        long count;

        RejectsFile(Path path) {
            this.path = path;
        }

        void write(ImportBuilds.Rejected r) {
            try {
                if (out == null) {
                    out = Files.newBufferedWriter(
                            path, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
                    out.write(HEADER + "\n");
                }
                out.write(r.row().line() + "," + csv(r.reason()) + ","
                        + csv(r.row().text()) + "\n");
                count++;
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot write the rejects file " + path + ": " + e.getMessage(), e);
            }
        }

        /**
         * A field as CSV. One that a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a carriage
         * return) gets a leading apostrophe, as OWASP advises: the rejects file holds text from the imported file.
         */
        static String csv(String field) {
            String safe = !field.isEmpty() && "=+-@\t\r".indexOf(field.charAt(0)) >= 0 ? "'" + field : field;
            return '"' + safe.replace("\"", "\"\"") + '"';
        }

        /**
         * Before an import: a symbolic link is refused (a rejects file once overwrote the file a link pointed to), and
         * the rejects file of an earlier import is removed, so that a clean import leaves none behind.
         */
        static void prepare(Path path) {
            if (Files.isSymbolicLink(path)) {
                throw InvalidParameterException.invalid(
                        "--rejects",
                        "The rejects file " + path + " is a symbolic link; give the path of a regular file.");
            }
            if (!Files.isRegularFile(path)) {
                return;
            }
            try (BufferedReader first = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
                if (!HEADER.equals(first.readLine())) {
                    throw InvalidParameterException.invalid(
                            "--rejects",
                            "The file " + path + " exists and is not a rejects file; it is left alone: give another"
                                    + " --rejects path.");
                }
            } catch (IOException e) {
                throw InvalidParameterException.invalid(
                        "--rejects", "Cannot read the existing file " + path + ": " + e.getMessage());
            }
            try {
                Files.delete(path);
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot remove the earlier rejects file " + path, e);
            }
        }

        static final String HEADER = "line,reason,row";

        @Override
        public void close() throws IOException {
            if (out != null) {
                out.close();
            }
        }
    }

    @Command(
            name = "info",
            mixinStandardHelpOptions = true,
            description = "Where the builds store is, how many builds it holds and where they come from.")
    static final class Info implements Callable<Integer> {
        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Option(names = "--json", description = "Print as JSON.")
        boolean json;

        @CommandLine.Mixin
        BuildsOptions builds;

        @CommandLine.Mixin
        VerboseOption verbose;

        @Override
        public Integer call() throws Exception {
            PrintWriter out = spec.commandLine().getOut();
            try (JdbcBuilds store = builds.open()) {
                long total = store.tallies(Optional.empty()).total();
                String origin = store.origin().map(Builds.Origin::key).orElse("none");
                long countries = store.countries().size();
                if (json) {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("store", store.description());
                    m.put("builds", total);
                    m.put("origin", origin);
                    m.put("countries", countries);
                    m.put("revision", store.revision());
                    CliJson.print(out, m);
                } else {
                    out.printf(Locale.ROOT, "Store:     %s%n", store.description());
                    out.printf(Locale.ROOT, "Builds:    %,d from %,d countries%n", total, countries);
                    out.printf(
                            Locale.ROOT,
                            "Origin:    %s%n",
                            switch (origin) {
                                case "synthetic" -> "the synthetic sample (not real builds)";
                                case "imported" -> "imported builds";
                                default -> "none yet (serve and stats store the synthetic sample)";
                            });
                    out.printf(Locale.ROOT, "Revision:  %d%n", store.revision());
                }
                out.flush();
                return ExitCodes.OK;
            }
        }
    }
}
