package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.time.YearMonth;
import java.util.Optional;

/**
 * One line of the Steam hardware survey: the share of surveyed users with this item in that month.
 *
 * <p>A survey name that covers several catalog cards at documented shares ({@link SurveyMapping#VARIANT_SHARE}) is
 * stored as one line per card, each with its part of the share and the survey's name.
 *
 * @param share fraction of surveyed users, 0..1
 * @param gpu the catalog GPU the survey name maps to (GPU category only; empty where it cannot be mapped)
 * @param mapping how a GPU line is tied to {@code gpu} (present exactly for GPU lines; it names a card exactly when
 *     {@code gpu} is present)
 */
public record SurveyShare(
        YearMonth month,
        SurveyCategory category,
        String name,
        double share,
        Optional<Slug> gpu,
        Optional<SurveyMapping> mapping) {
    public SurveyShare {
        requireNonNull(month, "month");
        requireNonNull(category, "category");
        Checks.name(name, "survey item name");
        if (!(share >= 0 && share <= 1)) {
            throw new IllegalArgumentException("share must be within 0..1, got " + share);
        }
        requireNonNull(gpu, "gpu");
        requireNonNull(mapping, "mapping");
        if (mapping.isPresent() != (category == SurveyCategory.GPU)) {
            throw new IllegalArgumentException("GPU lines, and only they, say how they map to a catalog GPU");
        }
        if (gpu.isPresent() != mapping.map(SurveyMapping::mapsToCard).orElse(false)) {
            throw new IllegalArgumentException(
                    "a GPU line names a catalog GPU exactly when its mapping does: " + mapping + ", " + gpu);
        }
    }

    /**
     * A line mapped by the survey's name, or not identified: {@link SurveyMapping#NAME} when {@code gpu} is present,
     * {@link SurveyMapping#UNKNOWN} for a GPU line without one, and no mapping for the other categories.
     *
     * @param month the survey month
     * @param category what the line counts
     * @param name the survey's name
     * @param share fraction of surveyed users, 0..1
     * @param gpu the catalog GPU the name maps to
     */
    public SurveyShare(YearMonth month, SurveyCategory category, String name, double share, Optional<Slug> gpu) {
        this(
                month,
                category,
                name,
                share,
                gpu,
                category == SurveyCategory.GPU
                        ? Optional.of(gpu.isPresent() ? SurveyMapping.NAME : SurveyMapping.UNKNOWN)
                        : Optional.empty());
    }
}
