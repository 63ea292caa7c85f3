package org.fpsforecast.core.domain;

import java.util.Locale;

/**
 * Where a GPU's G3D mark comes from: the current PassMark list, an older list rescaled onto it, or an estimate from the
 * card's specs for a card no PassMark list has.
 */
public enum GpuScoreBasis {
    /** PassMark's 2026 G3D list: the catalog's one GPU scale. */
    PASSMARK,
    /** An older PassMark list (2021/2022) only, rescaled by a fit on the GPUs both lists share. */
    PASSMARK_RESCALED,
    /**
     * No PassMark list has the card: its mark is estimated from its specs (FP32 throughput, memory bandwidth, year),
     * by a fit on the cards that have both; the GPU carries the estimate's 80% range.
     */
    SPEC_ESTIMATE;

    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    public static GpuScoreBasis ofKey(String key) {
        for (GpuScoreBasis b : values()) {
            if (b.key().equals(key)) {
                return b;
            }
        }
        throw new IllegalArgumentException("unknown GPU score basis '" + key + "'");
    }
}
