package org.fpsforecast.core.domain;

import java.util.Locale;

/** Which component holds the frame rate back. */
public enum LimitedBy {
    GPU,
    CPU,
    BALANCED;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
