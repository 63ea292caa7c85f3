package org.fpsforecast.http.publicapi;

import org.fpsforecast.core.domain.G3dRange;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuScoreBasis;

/**
 * The {@code gpu_score} object of an /fps answer, present only when the GPU's G3D mark is not the current PassMark
 * list's: an older list rescaled, or an estimate from the card's specs with its 80% range (which the answer's ranges
 * include). One mapping for the public interface and {@code forecast fps --json}.
 */
public record GpuScoreJson(String basis, int g3dMark, G3dRange g3dRange, String label) {
    /** The object of {@code gpu} in {@code lang}; null for a mark of the current PassMark list. */
    public static GpuScoreJson of(Gpu gpu, Lang lang) {
        if (gpu.scoreBasis() == GpuScoreBasis.PASSMARK) {
            return null;
        }
        String key = gpu.scoreBasis().key();
        return new GpuScoreJson(
                key, gpu.g3dMark(), gpu.g3dRange().orElse(null), lang.gpuScoreText(gpu, "gpu_score." + key));
    }
}
