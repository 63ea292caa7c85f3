package org.fpsforecast.core.domain;

/**
 * The measurement behind a measured answer.
 *
 * @param samples how many runs or submissions it aggregates
 * @param sourceId the {@link DataSource#id()} it comes from
 */
public record Evidence(int samples, String sourceId) {
    public Evidence {
        if (samples < 1) {
            throw new IllegalArgumentException("samples must be >= 1, got " + samples);
        }
        Checks.name(sourceId, "source id");
    }
}
