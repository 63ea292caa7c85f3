package org.fpsforecast.core.domain;

import java.util.Locale;

/** Where a GPU lives. Laptop variants are distinct records from their desktop namesakes. */
public enum GpuKind {
    DESKTOP,
    LAPTOP,
    INTEGRATED,
    WORKSTATION;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
