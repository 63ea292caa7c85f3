package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.util.Optional;

/**
 * A frame rate answer: the average, the 1% low, and for modeled values their 80% ranges.
 *
 * <p>Measured values carry no range ({@code range} and {@code low1Range} empty); modeled values carry both. A measured
 * average may come without a measured 1% low (UserBenchmark has none): then {@code low1Measured} is false and the 1%
 * low is estimated from the average.
 */
public record Fps(int average, int low1, boolean low1Measured, Optional<FpsRange> range, Optional<FpsRange> low1Range) {
    public Fps {
        requireNonNull(range, "range");
        requireNonNull(low1Range, "low1Range");
        if (average < 1 || low1 < 1 || low1 > average) {
            throw new IllegalArgumentException("FPS needs 1 <= low1 <= average, got " + low1 + " / " + average);
        }
        if (range.isPresent() != low1Range.isPresent()) {
            throw new IllegalArgumentException("average and 1% low ranges go together");
        }
        if (low1Measured && range.isPresent()) {
            throw new IllegalArgumentException("a measured 1% low has no range");
        }
        range.ifPresent(r -> {
            if (!r.contains(average)) {
                throw new IllegalArgumentException("range " + r + " does not contain " + average);
            }
        });
        low1Range.ifPresent(r -> {
            if (!r.contains(low1)) {
                throw new IllegalArgumentException("1% low range " + r + " does not contain " + low1);
            }
        });
    }

    /** A measured average with its 1% low, measured or (when {@code low1Measured} is false) estimated. */
    public static Fps measured(int average, int low1, boolean low1Measured) {
        return new Fps(average, low1, low1Measured, Optional.empty(), Optional.empty());
    }

    public static Fps modeled(int average, int low1, FpsRange range, FpsRange low1Range) {
        return new Fps(average, low1, false, Optional.of(range), Optional.of(low1Range));
    }

    public boolean hasRange() {
        return range.isPresent();
    }
}
