package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.util.OptionalDouble;

/**
 * A real, measured frame rate of one game on one GPU at one resolution and preset, aggregated over its samples.
 *
 * @param averageFps the measured average FPS
 * @param low1Fps the measured 1% low FPS, when the source has it
 * @param samples how many runs or user submissions the value aggregates
 * @param sourceId the {@link DataSource#id()} it comes from
 */
public record Measurement(
        Slug game,
        Slug gpu,
        Resolution resolution,
        Preset preset,
        double averageFps,
        OptionalDouble low1Fps,
        int samples,
        String sourceId) {
    public Measurement {
        requireNonNull(game, "game");
        requireNonNull(gpu, "gpu");
        requireNonNull(resolution, "resolution");
        requireNonNull(preset, "preset");
        Checks.positive(averageFps, "average FPS");
        requireNonNull(low1Fps, "low1Fps");
        low1Fps.ifPresent(low -> {
            Checks.positive(low, "1% low FPS");
            if (low > averageFps) {
                throw new IllegalArgumentException("1% low " + low + " above average " + averageFps);
            }
        });
        if (samples < 1) {
            throw new IllegalArgumentException("samples must be >= 1, got " + samples);
        }
        Checks.name(sourceId, "source id");
    }
}
