package org.fpsforecast.core.domain;

/** Hardware vendors, with their display names. */
public enum Brand {
    NVIDIA("NVIDIA"),
    AMD("AMD"),
    INTEL("Intel"),
    APPLE("Apple"),
    QUALCOMM("Qualcomm"),
    ARM("ARM"),
    OTHER("Other");

    private final String displayName;

    Brand(String displayName) {
        this.displayName = displayName;
    }

    public String displayName() {
        return displayName;
    }
}
