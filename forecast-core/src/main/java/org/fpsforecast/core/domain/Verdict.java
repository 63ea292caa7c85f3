package org.fpsforecast.core.domain;

import java.util.Locale;

/**
 * How well a game runs, computed from the frame rate at {@link #BASIS_RESOLUTION} and {@link #BASIS_PRESET}: easy at
 * 100 FPS or more, ok at 60 or more, mid at 40 or more, edge at 25 or more, no below that.
 */
public enum Verdict {
    EASY(100),
    OK(60),
    MID(40),
    EDGE(25),
    NO(0);

    public static final Resolution BASIS_RESOLUTION = Resolution.P1080;
    public static final Preset BASIS_PRESET = Preset.HIGH;

    private final int minFps;

    Verdict(int minFps) {
        this.minFps = minFps;
    }

    /** The lowest frame rate that earns this verdict. */
    public int minFps() {
        return minFps;
    }

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Verdict forFps(int fps) {
        for (Verdict v : values()) {
            if (fps >= v.minFps) {
                return v;
            }
        }
        return NO;
    }
}
