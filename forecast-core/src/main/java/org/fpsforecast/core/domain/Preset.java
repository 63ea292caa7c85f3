package org.fpsforecast.core.domain;

import java.util.Locale;

/** Graphics quality presets, from lightest to heaviest. */
public enum Preset {
    LOW,
    MEDIUM,
    HIGH,
    ULTRA;

    public static final String ACCEPTED = "low, medium, high, ultra";

    /** Lower-case key: {@code low}, {@code medium}, {@code high}, {@code ultra}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Parses a preset given by a user, ignoring case and surrounding blanks.
     *
     * @throws InvalidParameterException naming the accepted values when the value is unknown
     */
    public static Preset parse(String parameter, String raw) {
        if (raw == null || raw.isBlank()) {
            throw InvalidParameterException.missing(parameter);
        }
        for (Preset p : values()) {
            if (p.key().equals(raw.strip().toLowerCase(Locale.ROOT))) {
                return p;
            }
        }
        throw InvalidParameterException.invalid(
                parameter, "Unknown preset '" + Resolution.clip(raw) + "'. Accepted values: " + ACCEPTED + ".");
    }
}
