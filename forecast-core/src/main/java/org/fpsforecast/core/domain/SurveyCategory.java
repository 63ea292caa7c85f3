package org.fpsforecast.core.domain;

import java.util.Locale;

/** The Steam hardware survey categories the catalog keeps. */
public enum SurveyCategory {
    GPU("Video Card Description"),
    VRAM("VRAM"),
    RAM("System RAM"),
    OS("OS Version"),
    RESOLUTION("Primary Display Resolution");

    private final String surveyName;

    SurveyCategory(String surveyName) {
        this.surveyName = surveyName;
    }

    /** The category's name in Valve's survey. */
    public String surveyName() {
        return surveyName;
    }

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static SurveyCategory ofKey(String key) {
        for (SurveyCategory c : values()) {
            if (c.key().equals(key)) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown survey category '" + key + "'");
    }
}
