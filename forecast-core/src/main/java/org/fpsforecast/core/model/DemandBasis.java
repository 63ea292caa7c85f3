package org.fpsforecast.core.model;

import java.util.Locale;

/** Where a game's demandingness and CPU limit come from. */
public enum DemandBasis {
    /** Fitted from the game's own measurements. */
    FITTED,
    /** Estimated from the game's metadata (release year, tags), for games without measurements. */
    METADATA,
    /** The median fitted game: for games with neither measurements nor a metadata estimate. */
    TYPICAL;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
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
