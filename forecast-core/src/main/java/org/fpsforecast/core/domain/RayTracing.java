package org.fpsforecast.core.domain;

import java.util.List;
import java.util.Locale;

/** Ray tracing: off, or on at the game's setting that reviews test as "ray tracing on". */
public enum RayTracing {
    OFF,
    ON;

    /** The keys, in order (a form's choices). */
    public static final List<String> KEYS = OptionKeys.keys(values(), RayTracing::key);

    /** The keys, as error messages and the API index list them. */
    public static final String ACCEPTED = String.join(", ", KEYS);

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
        return OptionKeys.parse(values(), RayTracing::key, OFF, parameter, "rt", raw);
    }
}
