package org.fpsforecast.core.domain;

import java.util.Locale;

/**
 * What a game's demandingness and CPU limit come from: its own measurements, or, for a game nobody measured, what is
 * known about it (the model's demand relation, docs/METHODOLOGY.md), strongest fact first.
 */
public enum DemandBasis {
    /** Fitted from the game's own measurements. */
    FITTED,
    /** Estimated from the G3D mark of the GPU the publisher recommends (with the release year and genres). */
    RECOMMENDED_GPU,
    /** Estimated from the G3D mark of the publisher's minimum GPU (with the release year and genres). */
    MINIMUM_GPU,
    /** Estimated from the release year and genres alone: the publisher's requirements name no card we can score. */
    METADATA,
    /** The typical measured game: neither requirements nor a release year are known. */
    TYPICAL;

    /** What drove the game's numbers, in English, as the CLI and the docs say it. */
    public String description() {
        return switch (this) {
            case FITTED -> "fitted from this game's own measurements";
            case RECOMMENDED_GPU -> "estimated from the publisher's recommended GPU (with the release year and genres)";
            case MINIMUM_GPU -> "estimated from the publisher's minimum GPU (with the release year and genres)";
            case METADATA -> "estimated from the release year and genres alone (no scorable requirement)";
            case TYPICAL -> "the typical measured game (neither requirements nor a release year known)";
        };
    }

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether the game's own measurements stand behind it. */
    public boolean fitted() {
        return this == FITTED;
    }

    public static DemandBasis ofKey(String key) {
        for (DemandBasis b : values()) {
            if (b.key().equals(key)) {
                return b;
            }
        }
        throw new IllegalArgumentException("unknown demand basis '" + key + "'");
    }
}
