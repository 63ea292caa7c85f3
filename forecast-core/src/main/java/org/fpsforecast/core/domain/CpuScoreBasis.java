package org.fpsforecast.core.domain;

import java.util.Locale;

/** Where a CPU's PassMark-scale scores come from: measured by PassMark, or estimated from another benchmark. */
public enum CpuScoreBasis {
    /** PassMark's own single-thread rating and CPU Mark. */
    PASSMARK,
    /** Estimated from Geekbench 6 scores by a regression fitted on CPUs that have both. */
    GEEKBENCH6,
    /** Estimated from Cinebench R23 scores by a regression fitted on CPUs that have both. */
    CINEBENCH_R23;

    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static CpuScoreBasis ofKey(String key) {
        for (CpuScoreBasis b : values()) {
            if (b.key().equals(key)) {
                return b;
            }
        }
        throw new IllegalArgumentException("unknown CPU score basis '" + key + "'");
    }
}
