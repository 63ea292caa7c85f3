package org.fpsforecast.core.access;

import java.util.List;
import org.fpsforecast.core.domain.InvalidParameterException;

/** The rules for query parameters both HTTP interfaces apply: one value each, bounded length, blank means absent. */
public final class QueryParameters {
    /** Longest accepted value of any query parameter. */
    public static final int MAX_LENGTH = 200;

    private QueryParameters() {}

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
}
