package org.fpsforecast.http.common.access;

import java.util.List;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.port.in.SearchCatalog;

/** The rules for query parameters both HTTP interfaces apply: one value each, bounded length, blank means absent. */
public final class QueryParameters {
    /** Longest accepted value of any query parameter. */
    public static final int MAX_LENGTH = 200;

    private QueryParameters() {}

    /**
     * The search text of a search request, its parameter {@code q}: required, not blank, and at most {@link
     * SearchCatalog#MAX_QUERY_LENGTH} characters (the search use case's own rule, said in the interfaces' words).
     *
     * @param q the parameter's value, null when absent
     * @throws InvalidParameterException naming {@code q}
     */
    public static String searchText(String q) {
        if (q == null || q.isBlank()) {
            throw InvalidParameterException.missing("q");
        }
        if (q.length() > SearchCatalog.MAX_QUERY_LENGTH) {
            throw InvalidParameterException.invalid(
                    "q", "Parameter 'q' is longer than " + SearchCatalog.MAX_QUERY_LENGTH + " characters.");
        }
        return q;
    }

    /**
     * The single value of a parameter.
     *
     * @param values every value the request gave for {@code name}, in order
     * @return null when the parameter is absent or blank
     * @throws InvalidParameterException when it is given more than once or is longer than {@value #MAX_LENGTH}
     */
    public static String single(String name, List<String> values) {
        return single(name, values, MAX_LENGTH);
    }

    /**
     * {@link #single(String, List, int)}, telling a parameter that is absent from one whose value the request could not
     * decode: a decoder drops or blanks a value with a broken percent-escape ({@code game=%zz}), and "missing" would
     * be the wrong answer to a request that gave it.
     *
     * @param rawQuery the query string as received (not decoded), or null when the request has none
     * @throws InvalidParameterException also when the raw value of {@code name} has a {@code %} not followed by two
     *     hex digits
     */
    public static String single(String name, List<String> values, int maxLength, String rawQuery) {
        String v = single(name, values, maxLength);
        if (v == null && rawQuery != null && badlyEncoded(name, rawQuery)) {
            throw InvalidParameterException.invalid(
                    name,
                    "Parameter '" + name + "' is not valid percent-encoding: a '%' must be followed by two hex digits"
                            + " (write '%25' for '%' itself).");
        }
        return v;
    }

    /** Whether a value of {@code name} in the raw query has a broken percent-escape. */
    static boolean badlyEncoded(String name, String rawQuery) {
        for (String pair : rawQuery.split("&", -1)) {
            int eq = pair.indexOf('=');
            if (eq < 0 || !pair.substring(0, eq).equals(name)) {
                continue;
            }
            for (int i = pair.indexOf('%', eq); i >= 0; i = pair.indexOf('%', i + 1)) {
                if (i + 2 >= pair.length() || !isHex(pair.charAt(i + 1)) || !isHex(pair.charAt(i + 2))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean isHex(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
    }

    /** {@link #single(String, List)} with another bound, for a parameter that is longer by nature (a renderer). */
    public static String single(String name, List<String> values, int maxLength) {
        if (values.isEmpty()) {
            return null;
        }
        if (values.size() > 1) {
            throw InvalidParameterException.invalid(name, "Parameter '" + name + "' is given more than once.");
        }
        String v = values.get(0);
        if (v.length() > maxLength) {
            throw InvalidParameterException.invalid(
                    name, "Parameter '" + name + "' is longer than " + maxLength + " characters.");
        }
        return v.isBlank() ? null : v;
    }

    /**
     * A whole-number parameter from {@code min} to {@code max}, or {@code fallback} when it is absent.
     *
     * @param raw the parameter's value as {@link #single} gives it (null when absent)
     */
    public static int wholeNumber(String name, String raw, int fallback, int min, int max) {
        if (raw == null) {
            return fallback;
        }
        String message = "Parameter '" + name + "' must be a whole number from " + min + " to " + max + ".";
        try {
            long v = Long.parseLong(raw.strip());
            if (v < min || v > max) {
                throw InvalidParameterException.invalid(name, message);
            }
            return (int) v;
        } catch (NumberFormatException e) {
            throw InvalidParameterException.invalid(name, message);
        }
    }
}
