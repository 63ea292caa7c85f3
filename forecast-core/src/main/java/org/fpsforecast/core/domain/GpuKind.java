package org.fpsforecast.core.domain;

import java.util.Locale;

/**
 * Where a GPU lives. Laptop variants are distinct records from their desktop namesakes; a handheld is a gaming device's
 * own chip (Steam Deck, ROG Ally), named after the device, scored as benchmark runs found it.
 */
public enum GpuKind {
    DESKTOP,
    LAPTOP,
    INTEGRATED,
    WORKSTATION,
    HANDHELD;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
