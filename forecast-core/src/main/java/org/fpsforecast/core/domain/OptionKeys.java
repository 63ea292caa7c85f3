package org.fpsforecast.core.domain;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Stream;

/** The keys of an optional request parameter's values: their list, and parsing one ({@code off} when absent). */
final class OptionKeys {
    private OptionKeys() {}

    /** The keys of {@code values}, in order (a form's choices). */
    static <E> List<String> keys(E[] values, Function<E, String> key) {
        return Stream.of(values).map(key).toList();
    }

    /** The keys of {@code values}, comma-separated, as the error messages and the API index list them. */
    static <E> String accepted(E[] values, Function<E, String> key) {
        return String.join(", ", keys(values, key));
    }

    /**
     * The value whose key is {@code raw}, ignoring case and surrounding blanks; {@code absent} when {@code raw} is
     * null.
     *
     * @param what the parameter's name in the message ("rt")
     * @throws InvalidParameterException naming the accepted values
     */
    static <E> E parse(E[] values, Function<E, String> key, E absent, String parameter, String what, String raw) {
        if (raw == null) {
            return absent;
        }
        String wanted = raw.strip().toLowerCase(Locale.ROOT);
        for (E v : values) {
            if (key.apply(v).equals(wanted)) {
                return v;
            }
        }
        throw InvalidParameterException.invalid(
                parameter,
                "Unknown " + what + " '" + Resolution.clip(raw) + "'. Accepted values: " + accepted(values, key) + ".");
    }
}
