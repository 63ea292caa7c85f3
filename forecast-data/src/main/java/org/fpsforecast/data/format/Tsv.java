package org.fpsforecast.data.format;

import com.google.common.collect.ImmutableList;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The catalog's own tab-separated files: a header line of column names, then one record a line. Values never hold tabs
 * or line breaks (the writer refuses them), so no quoting is needed. Every read error names the file and line.
 */
public final class Tsv {
    private Tsv() {}

    /** One record, with the file and line it came from for error messages. */
    public static final class Row {
        private final String file;
        private final int line;
        private final List<String> header;
        private final String[] values;

        Row(String file, int line, List<String> header, String[] values) {
            this.file = file;
            this.line = line;
            this.header = header;
            this.values = values;
        }

        public String text(String column) {
            String v = values[index(column)];
            if (v.isEmpty()) {
                throw error("column '" + column + "' is empty");
            }
            return v;
        }

        /** The value, or null when the cell is empty. */
        public String optionalText(String column) {
            String v = values[index(column)];
            return v.isEmpty() ? null : v;
        }

        public int positiveInt(String column) {
            String v = text(column);
            try {
                int n = Integer.parseInt(v);
                if (n <= 0) {
                    throw error("column '" + column + "' must be > 0, got " + v);
                }
                return n;
            } catch (NumberFormatException e) {
                throw error("column '" + column + "' is not a whole number: '" + v + "'");
            }
        }

        public double positiveDouble(String column) {
            String v = text(column);
            try {
                double d = Double.parseDouble(v);
                if (!(d > 0) || Double.isInfinite(d)) {
                    throw error("column '" + column + "' must be a finite number > 0, got " + v);
                }
                return d;
            } catch (NumberFormatException e) {
                throw error("column '" + column + "' is not a number: '" + v + "'");
            }
        }

        public <E extends Enum<E>> E enumValue(String column, Class<E> type) {
            String v = text(column);
            try {
                return Enum.valueOf(type, v.toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw error("column '" + column + "' has unknown value '" + v + "' (known: "
                        + Arrays.toString(type.getEnumConstants()).toLowerCase(Locale.ROOT) + ")");
            }
        }

        public CatalogFormatException error(String problem) {
            return new CatalogFormatException(file, line, problem);
        }

        private int index(String column) {
            int i = header.indexOf(column);
            if (i < 0) {
                throw new CatalogFormatException(file, 1, "missing column '" + column + "'");
            }
            return i;
        }
    }

    /** Reads every record of a file, passing each to {@code sink}; any exception there is reported with file:line. */
    public static void read(String file, BufferedReader reader, Consumer<Row> sink) {
        try {
            String headerLine = reader.readLine();
            if (headerLine == null || headerLine.isEmpty()) {
                throw new CatalogFormatException(file, 1, "empty file: a header line is required");
            }
            List<String> header = ImmutableList.copyOf(headerLine.split("\t", -1));
            int line = 1;
            for (String text = reader.readLine(); text != null; text = reader.readLine()) {
                line++;
                String[] values = text.split("\t", -1);
                if (values.length != header.size()) {
                    throw new CatalogFormatException(
                            file, line, "expected " + header.size() + " columns, found " + values.length);
                }
                Row row = new Row(file, line, header, values);
                try {
                    sink.accept(row);
                } catch (CatalogFormatException e) {
                    throw e;
                } catch (RuntimeException e) {
                    throw row.error(e.getMessage());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** Builds file text: a header line, then rows; refuses values that would break the format. */
    public static final class Writer {
        private final StringBuilder out = new StringBuilder();
        private final int columns;

        public Writer(String... header) {
            this.columns = header.length;
            line((Object[]) header);
        }

        public Writer row(Object... values) {
            if (values.length != columns) {
                throw new IllegalArgumentException("expected " + columns + " values, got " + values.length);
            }
            return line(values);
        }

        private Writer line(Object... values) {
            List<String> cells = new ArrayList<>(values.length);
            for (Object v : values) {
                String s = v == null ? "" : v.toString();
                if (s.indexOf('\t') >= 0 || s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0) {
                    throw new IllegalArgumentException("value holds a tab or line break: '" + s + "'");
                }
                cells.add(s);
            }
            out.append(String.join("\t", cells)).append('\n');
            return this;
        }

        public String text() {
            return out.toString();
        }
    }
}
