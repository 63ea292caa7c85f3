package org.fpsforecast.core.domain;

import java.util.Locale;

/** How much real data supports a number. */
public enum Confidence {
    HIGH,
    MEDIUM,
    LOW;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
