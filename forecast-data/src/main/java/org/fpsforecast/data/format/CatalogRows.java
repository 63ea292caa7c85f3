package org.fpsforecast.data.format;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Consumer;

/** Reading one row of a catalog file: numbers that must be finite or whole, keys that must be unique or known. */
public final class CatalogRows {
    private CatalogRows() {}

    public static void read(Map<String, String> files, String name, Consumer<Tsv.Row> sink) {
        Tsv.read(name, new BufferedReader(new StringReader(files.get(name))), sink);
    }

    public static double finite(Tsv.Row r, String column) {
        String v = r.text(column);
        try {
            double d = Double.parseDouble(v);
            if (!Double.isFinite(d)) {
                throw r.error("column '" + column + "' must be a finite number, got " + v);
            }
            return d;
        } catch (NumberFormatException e) {
            throw r.error("column '" + column + "' is not a number: '" + v + "'");
        }
    }

    /** A whole number >= 0 in an optional column (0 is a valid store rating), or empty. */
    public static OptionalInt optionalInt(Tsv.Row r, String column) {
        String v = r.optionalText(column);
        if (v == null) {
            return OptionalInt.empty();
        }
        try {
            int n = Integer.parseInt(v);
            if (n < 0) {
                throw r.error("column '" + column + "' must be >= 0, got " + v);
            }
            return OptionalInt.of(n);
        } catch (NumberFormatException e) {
            throw r.error("column '" + column + "' is not a whole number: '" + v + "'");
        }
    }

    public static <K, V> void unique(Map<K, V> map, K key, V value, Tsv.Row row) {
        if (map.putIfAbsent(key, value) != null) {
            throw row.error("duplicate key '" + key + "'");
        }
    }

    public static <K> K known(Map<K, ?> map, K key, Tsv.Row row, String what) {
        if (!map.containsKey(key)) {
            throw row.error("unknown " + what + " '" + key + "'");
        }
        return key;
    }

    public static List<String> list(String joined) {
        return joined == null ? List.of() : List.of(joined.split("\\|"));
    }

    /** An optional whole number as a cell: empty when absent. */
    public static Integer orNull(OptionalInt v) {
        return v.isPresent() ? v.getAsInt() : null;
    }

    /** An FPS value as the files write it: one decimal. */
    public static String fps(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }
}
