package org.fpsforecast.data.catalog;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Consumer;
import org.fpsforecast.core.model.ErrorBand;
import org.fpsforecast.data.format.Tsv;

/** Reading one row of a catalog file: numbers that must be finite or whole, keys that must be unique or known. */
final class CatalogRows {
    private CatalogRows() {}

    static void read(Map<String, String> files, String name, Consumer<Tsv.Row> sink) {
        Tsv.read(name, new BufferedReader(new StringReader(files.get(name))), sink);
    }

    static double finite(Tsv.Row r, String column) {
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
    static OptionalInt optionalInt(Tsv.Row r, String column) {
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

    static <K, V> void unique(Map<K, V> map, K key, V value, Tsv.Row row) {
        if (map.putIfAbsent(key, value) != null) {
            throw row.error("duplicate key '" + key + "'");
        }
    }

    /** A game's own error band from the columns with this prefix, or none where they are empty. */
    static Optional<ErrorBand> ownBand(Tsv.Row r, String prefix) {
        return r.optionalText(prefix + "low_factor") == null
                ? Optional.empty()
                : Optional.of(new ErrorBand(
                        r.positiveDouble(prefix + "low_factor"),
                        r.positiveDouble(prefix + "high_factor"),
                        finite(r, prefix + "expected_error_pct")));
    }

    static <K> K known(Map<K, ?> map, K key, Tsv.Row row, String what) {
        if (!map.containsKey(key)) {
            throw row.error("unknown " + what + " '" + key + "'");
        }
        return key;
    }

    static List<String> list(String joined) {
        return joined == null ? List.of() : List.of(joined.split("\\|"));
    }
}
