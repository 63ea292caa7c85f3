package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.util.Locale;
import java.util.OptionalInt;

/**
 * How demanding a game is, in one hardware figure: the G3D mark a GPU needs for 60 FPS at 1080p high next to the
 * default CPU, derived from the model.
 *
 * @param g3dFor60Fps the G3D mark needed; empty when the CPU (with the default CPU) keeps the game below 60 FPS whatever
 *     the GPU
 * @param level the figure in words, by the thresholds of {@link Level}
 * @param measurements how many measured cells the game's parameters were fitted from; 0 when they were estimated
 * @param basis what the figure comes from: the game's own measurements, or what drove the estimate
 */
public record Demandingness(OptionalInt g3dFor60Fps, Level level, int measurements, DemandBasis basis) {
    public Demandingness {
        requireNonNull(g3dFor60Fps, "g3dFor60Fps");
        requireNonNull(level, "level");
        requireNonNull(basis, "basis");
        if (measurements < 0) {
            throw new IllegalArgumentException("measurements cannot be negative");
        }
        if (basis.fitted() != (measurements > 0)) {
            throw new IllegalArgumentException(
                    "a figure is fitted exactly when measurements stand behind it: " + basis + ", " + measurements);
        }
    }

    /** Whether the game's own measurements stand behind the figure (otherwise it is estimated). */
    public boolean fitted() {
        return basis.fitted();
    }

    /** Levels by the G3D mark needed for 60 FPS at 1080p high. */
    public enum Level {
        /** Under 6,000: integrated graphics and old entry-level cards manage. */
        LIGHT(6_000),
        /** 6,000 to 12,000: a GTX 1060-class card. */
        MODERATE(12_000),
        /** 12,000 to 20,000: an RTX 3060-class card. */
        DEMANDING(20_000),
        /** 20,000 or more, or out of reach at 60 FPS. */
        VERY_DEMANDING(Integer.MAX_VALUE);

        private final int below;

        Level(int below) {
            this.below = below;
        }

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        public static Level of(OptionalInt g3dFor60Fps) {
            if (g3dFor60Fps.isEmpty()) {
                return VERY_DEMANDING;
            }
            for (Level l : values()) {
                if (g3dFor60Fps.getAsInt() < l.below) {
                    return l;
                }
            }
            return VERY_DEMANDING;
        }
    }

    public static Demandingness of(OptionalInt g3dFor60Fps, int measurements, DemandBasis basis) {
        return new Demandingness(g3dFor60Fps, Level.of(g3dFor60Fps), measurements, basis);
    }
}
