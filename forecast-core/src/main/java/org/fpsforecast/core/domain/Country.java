package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.util.Locale;
import java.util.Set;

/** A country as its ISO 3166-1 alpha-2 code, upper case, e.g. {@code DE}. */
public record Country(String code) implements Comparable<Country> {
    private static final Set<String> CODES = Set.of(Locale.getISOCountries());

    public Country {
        requireNonNull(code, "country");
        if (!CODES.contains(code)) {
            throw new IllegalArgumentException("Not an ISO 3166-1 alpha-2 country code: '" + code + "'");
        }
    }

    /**
     * Reads a country code given by a user (case-insensitive) for a named parameter.
     *
     * @throws InvalidParameterException when it is missing or not an assigned ISO 3166-1 alpha-2 code
     */
    public static Country parse(String parameter, String raw) {
        if (raw == null || raw.isBlank()) {
            throw InvalidParameterException.missing(parameter);
        }
        String code = raw.strip().toUpperCase(Locale.ROOT);
        if (!CODES.contains(code)) {
            throw InvalidParameterException.invalid(
                    parameter,
                    "Parameter '" + parameter + "' must be an ISO 3166-1 alpha-2 country code such as 'DE' or 'US';"
                            + " got '" + raw.strip() + "'.");
        }
        return new Country(code);
    }

    @Override
    public int compareTo(Country o) {
        return code.compareTo(o.code);
    }

    @Override
    public String toString() {
        return code;
    }
}
