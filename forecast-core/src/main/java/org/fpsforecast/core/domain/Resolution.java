package org.fpsforecast.core.domain;

import java.util.Locale;

/** The three output resolutions of a forecast. Aliases of both interfaces are parsed here and only here. */
public enum Resolution {
    P1080("1080p", 1920, 1080),
    P1440("1440p", 2560, 1440),
    P4K("4K", 3840, 2160);

    /** Accepted spellings, for error messages. */
    public static final String ACCEPTED = "1080p, 1440p, 4K (aliases: 4k, 2160p for 4K; 2k for 1440p)";

    private final String label;
    private final int width;
    private final int height;

    Resolution(String label, int width, int height) {
        this.label = label;
        this.width = width;
        this.height = height;
    }

    /** Canonical label: {@code 1080p}, {@code 1440p}, {@code 4K}. */
    public String label() {
        return label;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public long pixels() {
        return (long) width * height;
    }

    /**
     * Parses a resolution given by a user: {@code 1080p}, {@code 1440p}, {@code 4K}, and the aliases {@code 4k},
     * {@code 2160p} (4K) and {@code 2k} (1440p), ignoring case and surrounding blanks.
     *
     * @throws InvalidParameterException naming the accepted values when the value is unknown
     */
    public static Resolution parse(String parameter, String raw) {
        if (raw == null || raw.isBlank()) {
            throw InvalidParameterException.missing(parameter);
        }
        switch (raw.strip().toLowerCase(Locale.ROOT)) {
            case "1080p":
                return P1080;
            case "1440p":
            case "2k":
                return P1440;
            case "4k":
            case "2160p":
                return P4K;
            default:
                throw InvalidParameterException.invalid(
                        parameter, "Unknown resolution '" + clip(raw) + "'. Accepted values: " + ACCEPTED + ".");
        }
    }

    static String clip(String raw) {
        return raw.length() <= 40 ? raw : raw.substring(0, 40) + "...";
    }
}
