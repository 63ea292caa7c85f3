package org.fpsforecast.core.domain;

import java.util.Locale;

/** Ray tracing: off, or on at the game's setting that reviews test as "ray tracing on". */
public enum RayTracing {
    OFF,
    ON;

    public static final String ACCEPTED = "off, on";

    /** {@code off} or {@code on}. */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Parses the {@code rt} parameter, ignoring case and surrounding blanks; {@link #OFF} when absent.
     *
     * @throws InvalidParameterException naming the accepted values
     */
    public static RayTracing parse(String parameter, String raw) {
        if (raw == null) {
            return OFF;
        }
        for (RayTracing r : values()) {
            if (r.key().equals(raw.strip().toLowerCase(Locale.ROOT))) {
                return r;
            }
        }
        throw InvalidParameterException.invalid(
                parameter, "Unknown rt '" + Resolution.clip(raw) + "'. Accepted values: " + ACCEPTED + ".");
    }
}
