package org.fpsforecast.core.domain;

import java.util.Locale;

/** Whether a number is a real measurement or a modeled estimate. */
public enum Source {
    MEASURED,
    MODEL;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
