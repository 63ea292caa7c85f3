package org.fpsforecast.core.domain;

import java.util.Locale;

/** The kinds of catalog record a slug can name. */
public enum ItemType {
    GAME,
    GPU,
    CPU;

    /** Lower-case name as used in API codes and search results ("game", "gpu", "cpu"). */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
