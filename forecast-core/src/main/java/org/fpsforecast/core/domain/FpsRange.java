package org.fpsforecast.core.domain;

/** An 80% prediction interval of a modeled frame rate, in whole FPS. */
public record FpsRange(int low, int high) {
    public FpsRange {
        if (low < 1 || high < low) {
            throw new IllegalArgumentException("FPS range needs 1 <= low <= high, got " + low + ".." + high);
        }
    }

    public boolean contains(int fps) {
        return fps >= low && fps <= high;
    }
}
