package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.time.YearMonth;
import java.util.Optional;

/**
 * One line of the Steam hardware survey: the share of surveyed users with this item in that month.
 *
 * @param share fraction of surveyed users, 0..1
 * @param gpu the catalog GPU the survey name maps to (GPU category only; empty where it cannot be mapped)
 */
public record SurveyShare(YearMonth month, SurveyCategory category, String name, double share, Optional<Slug> gpu) {
    public SurveyShare {
        requireNonNull(month, "month");
        requireNonNull(category, "category");
        Checks.name(name, "survey item name");
        if (!(share >= 0 && share <= 1)) {
            throw new IllegalArgumentException("share must be within 0..1, got " + share);
        }
        requireNonNull(gpu, "gpu");
        if (gpu.isPresent() && category != SurveyCategory.GPU) {
            throw new IllegalArgumentException("only GPU lines map to a catalog GPU");
        }
    }
}
