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

    /**
     * User submissions below this make a measured value {@link Confidence#MEDIUM}: one to four users' runs of a cell
     * disagree with each other and with the card's other cells far more than five or more do (the evaluation reports
     * UserBenchmark cells with at least 5 samples apart for that reason).
     */
    public static final int WELL_SAMPLED = 5;

    /** Whether this is a lab run: a source that gives 1% lows measures each run under control. */
    public boolean labRun() {
        return low1Fps.isPresent();
    }

    /** A lab run, or a cell of at least {@value #WELL_SAMPLED} user submissions: what the evaluation judges on. */
    public boolean wellSampled() {
        return labRun() || samples >= WELL_SAMPLED;
    }

    /** How far the value can be trusted: high when {@link #wellSampled()}, medium for fewer submissions. */
    public Confidence confidence() {
        return wellSampled() ? Confidence.HIGH : Confidence.MEDIUM;
    }
}
