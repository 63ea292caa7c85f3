package org.fpsforecast.core.model;

import static java.util.Objects.requireNonNull;

import org.fpsforecast.core.domain.Slug;

/**
 * A GPU's average FPS over an outlet's suite of recent games, at settings the source does not record. Never an answer
 * and never compared with one: the model reads only how steeply such a suite follows the GPU score (the slope over
 * all the suite's GPUs), as the GPU exponent of recent games nobody measured ({@link EraExponent}).
 *
 * @param gpu the catalog GPU
 * @param averageFps the suite's average FPS on it
 * @param year the year of the suite's chart; its games are releases of about that year
 * @param sourceId the catalog source the figure comes from
 */
public record SuiteResult(Slug gpu, double averageFps, int year, String sourceId) {
    public SuiteResult {
        requireNonNull(gpu, "gpu");
        requireNonNull(sourceId, "sourceId");
        if (!(averageFps > 0) || Double.isInfinite(averageFps)) {
            throw new IllegalArgumentException("a suite average must be finite and > 0, got " + averageFps);
        }
        if (year < 1990 || year > 2100) {
            throw new IllegalArgumentException("implausible suite year " + year);
        }
    }
}
