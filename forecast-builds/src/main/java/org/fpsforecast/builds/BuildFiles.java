package org.fpsforecast.builds;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.NoSuchElementException;
import org.fpsforecast.core.port.in.ImportBuilds;

/**
 * Reads a builds file (docs/OPERATIONS.md, "Builds files") into rows, lazily: a file of any size is read once, row by
 * row. A row that cannot be split into fields becomes an {@link ImportBuilds.Unreadable} row (rejected with its reason,
 * the others go on); a file that is not a builds file at all (no header with the required columns) is refused before
 * anything is stored.
 *
 * <ul>
 *   <li>CSV (RFC 4180, UTF-8): a header line naming the columns {@link #COLUMNS} in any order (other columns are
 *       ignored), then one build per record; a quoted field may contain commas, quotes ("") and line breaks.
 *   <li>JSON lines: one JSON object per line with the same keys; {@code ram_gb} may be a number. Blank lines are
 *       skipped.
 * </ul>
 */
public final class BuildFiles {
    /** The fields of a build, as named in files. */
    public static final List<String> COLUMNS = List.of("id", "gpu", "cpu", "ram_gb", "os", "country", "date");

    /** The file formats builds are read from. */
    public enum Format {
        /** Comma-separated values with a header line naming the {@link #COLUMNS}. */
        CSV,
        /** JSON lines: one object per line with the {@link #COLUMNS} as keys. */
        JSONL;

        /** The format a file name implies: .csv, or .jsonl / .ndjson / .json (JSON lines). */
        public static Format of(Path file) {
            String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
            if (name.endsWith(".csv")) {
                return CSV;
            }
            if (name.endsWith(".jsonl") || name.endsWith(".ndjson") || name.endsWith(".json")) {
                return JSONL;
            }
            throw new BuildFileException("Cannot tell the format of '" + file.getFileName()
                    + "' from its name: use .csv or .jsonl, or give --format csv|jsonl.");
        }
    }

    private BuildFiles() {}

    /**
     * The rows of a file. The reader is read as the rows are taken.
     *
     * @throws BuildFileException when a CSV file has no header with the required columns
     * @throws UncheckedIOException (from the iterator) when reading fails; an import then stores nothing
     */
    public static Iterator<ImportBuilds.Row> read(BufferedReader in, Format format) {
        return format == Format.CSV ? new CsvRows(in) : new JsonRows(in);
    }

    /**
     * A quoted field may span this many lines after its first, and a record this many characters, at most: a build is
     * a few hundred characters, and the bound keeps a stray quote from swallowing the file.
     */
    static final int MAX_RECORD_LINES = 16;

    static final int MAX_RECORD_CHARS = 4096;

    /** A line of the file and its number (1 is the first). */
    record NumberedLine(long number, String text) {}

    private abstract static class Rows implements Iterator<ImportBuilds.Row> {
        final BufferedReader in;
        long lineNo;
        /** Lines read ahead and given back, read again before the file's next line. */
        final ArrayDeque<NumberedLine> pushedBack = new ArrayDeque<>();

        private ImportBuilds.Row next;
        private boolean done;

        Rows(BufferedReader in) {
            this.in = in;
        }

        /** The next line, or null at the end; strips a UTF-8 byte order mark from the first. */
        String line() {
            try {
                String line = in.readLine();
                if (line != null && lineNo == 0 && line.startsWith("\uFEFF")) {
                    line = line.substring(1);
                }
                if (line != null) {
                    lineNo++;
                }
                return line;
            } catch (IOException e) {
                throw new UncheckedIOException("Cannot read the builds file (line " + (lineNo + 1) + "): " + e, e);
            }
        }

        /** The next line (a line given back first), or null at the end. */
        NumberedLine nextLine() {
            if (!pushedBack.isEmpty()) {
                return pushedBack.pollFirst();
            }
            String line = line();
            return line == null ? null : new NumberedLine(lineNo, line);
        }

        /** The next line that is not blank (a line given back first), or null at the end. */
        NumberedLine nextNonBlank() {
            NumberedLine line;
            do {
                line = nextLine();
            } while (line != null && line.text().isBlank());
            return line;
        }

        /** The next row, or null at the end of the file. */
        abstract ImportBuilds.Row fetch();

        @Override
        public boolean hasNext() {
            if (next == null && !done) {
                next = fetch();
                done = next == null;
            }
            return next != null;
        }

        @Override
        public ImportBuilds.Row next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            ImportBuilds.Row row = next;
            next = null;
            return row;
        }
    }

    private static final class CsvRows extends Rows {
        /** Position of each build field in a record. */
        private final int[] positions = new int[COLUMNS.size()];

        private final int width;

        CsvRows(BufferedReader in) {
            super(in);
            String header = line();
            if (header == null) {
                throw new BuildFileException("The file is empty: a CSV builds file starts with the header line "
                        + String.join(",", COLUMNS) + ".");
            }
            List<String> names = split(header);
            if (names == null) {
                throw new BuildFileException("The header line is not valid CSV.");
            }
            width = names.size();
            Map<String, Integer> index = new HashMap<>();
            for (int i = 0; i < names.size(); i++) {
                index.putIfAbsent(names.get(i).strip().toLowerCase(Locale.ROOT), i);
            }
            List<String> missing = new ArrayList<>();
            for (int i = 0; i < COLUMNS.size(); i++) {
                Integer at = index.get(COLUMNS.get(i));
                if (at == null) {
                    missing.add(COLUMNS.get(i));
                } else {
                    positions[i] = at;
                }
            }
            if (!missing.isEmpty()) {
                throw new BuildFileException("The header line lacks the column(s) " + String.join(", ", missing)
                        + "; a CSV builds file starts with " + String.join(",", COLUMNS) + ".");
            }
        }

        @Override
        ImportBuilds.Row fetch() {
            NumberedLine start = nextNonBlank();
            if (start == null) {
                return null;
            }
            Record record = new Record();
            record.feed(start.text());
            StringBuilder text = new StringBuilder(start.text());
            List<NumberedLine> continued = new ArrayList<>();
            // A quoted field with a line break: read on until its closing quote, within a build's size.
            while (record.open()) {
                NumberedLine more =
                        text.length() > MAX_RECORD_CHARS || continued.size() >= MAX_RECORD_LINES ? null : nextLine();
                if (more == null) {
                    // No build is this long: the quote is a mistake on the first line. That line is rejected and the
                    // lines after it are read again as rows of their own (each line is read a bounded number of
                    // times, so any file imports in linear time).
                    for (int i = continued.size() - 1; i >= 0; i--) {
                        pushedBack.addFirst(continued.get(i));
                    }
                    return new ImportBuilds.Unreadable(
                            start.number(),
                            start.text(),
                            "A quoted field is not closed on this line"
                                    + (continued.isEmpty()
                                            ? " (the end of the file)."
                                            : " or the " + continued.size()
                                                    + " after it; those are read as rows of their own."));
                }
                continued.add(more);
                text.append('\n').append(more.text());
                record.feed("\n");
                record.feed(more.text());
            }
            List<String> fields = record.fields();
            if (fields.size() != width) {
                return new ImportBuilds.Unreadable(
                        start.number(),
                        text.toString(),
                        "The row has " + fields.size() + " fields; the header has " + width + ".");
            }
            String[] v = new String[COLUMNS.size()];
            for (int i = 0; i < v.length; i++) {
                v[i] = fields.get(positions[i]);
            }
            return new ImportBuilds.RawBuild(start.number(), text.toString(), v[0], v[1], v[2], v[3], v[4], v[5], v[6]);
        }

        /** The fields of a CSV record; null when a quoted field is still open at the end of the text. */
        static List<String> split(String text) {
            Record record = new Record();
            record.feed(text);
            return record.open() ? null : record.fields();
        }

        /**
         * One CSV record (RFC 4180), fed line by line: the state of the parse is kept between lines, so a record of n
         * lines costs n, not n squared.
         */
        private static final class Record {
            private final List<String> fields = new ArrayList<>();
            private final StringBuilder field = new StringBuilder();
            private boolean quoted;
            private boolean wasQuoted;
            /** A quote inside a quoted field at the end of the last text fed: closing, or the first of a pair. */
            private boolean pendingQuote;

            void feed(String text) {
                for (int i = 0; i < text.length(); i++) {
                    char c = text.charAt(i);
                    if (pendingQuote) {
                        pendingQuote = false;
                        if (c == '"') {
                            field.append('"');
                            continue;
                        }
                        quoted = false;
                    }
                    if (quoted) {
                        if (c == '"') {
                            pendingQuote = true;
                        } else {
                            field.append(c);
                        }
                    } else if (c == '"' && field.length() == 0 && !wasQuoted) {
                        quoted = true;
                        wasQuoted = true;
                    } else if (c == ',') {
                        fields.add(field.toString());
                        field.setLength(0);
                        wasQuoted = false;
                    } else {
                        field.append(c);
                    }
                }
            }

            /** Whether a quoted field is still open (a quote pending at the very end closes it). */
            boolean open() {
                return quoted && !pendingQuote;
            }

            List<String> fields() {
                List<String> out = new ArrayList<>(fields);
                out.add(field.toString());
                return out;
            }
        }
    }

    private static final class JsonRows extends Rows {
        /**
         * Strict: a key given twice ({"gpu":"a","gpu":"b"}: which one was meant?) and text after the object are errors,
         * not silently the last value and ignored.
         */
        private static final ObjectMapper JSON = JsonMapper.builder()
                .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .build();

        JsonRows(BufferedReader in) {
            super(in);
        }

        @Override
        ImportBuilds.Row fetch() {
            NumberedLine numbered = nextNonBlank();
            if (numbered == null) {
                return null;
            }
            long lineNo = numbered.number();
            String line = numbered.text();
            JsonNode node;
            try {
                node = JSON.readTree(line);
            } catch (JsonProcessingException e) {
                return new ImportBuilds.Unreadable(
                        lineNo, line, "The line is not valid JSON: " + e.getOriginalMessage() + ".");
            }
            if (node == null || !node.isObject()) {
                return new ImportBuilds.Unreadable(lineNo, line, "The line is not a JSON object.");
            }
            String[] v = new String[COLUMNS.size()];
            for (int i = 0; i < v.length; i++) {
                JsonNode f = node.get(COLUMNS.get(i));
                if (f == null || f.isNull()) {
                    continue;
                }
                if (!f.isTextual() && !f.isNumber()) {
                    return new ImportBuilds.Unreadable(
                            lineNo, line, "Field '" + COLUMNS.get(i) + "' must be a string or a number.");
                }
                v[i] = f.asText();
            }
            return new ImportBuilds.RawBuild(lineNo, line, v[0], v[1], v[2], v[3], v[4], v[5], v[6]);
        }
    }
}
