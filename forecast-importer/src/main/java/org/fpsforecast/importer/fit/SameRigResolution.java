package org.fpsforecast.importer.fit;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.model.ModelFitter;

/**
 * How a game nobody measured changes with the resolution, on one rig: the global factors' own rule ({@link
 * ModelFitter#resolutionFactors}: the median FPS ratio of each resolution to 1080p over runs of the same game, GPU,
 * preset and source) over the native lab runs only, as the log deviation from the global resolution factors. Upscaled runs are left out: at Quality, 1440p and 1080p render 960 and 720 lines, where what a frame costs
 * whatever its pixels weighs more and the ratio comes out nearer 1 (0.79 against 0.73-0.78 native).
 *
 * <p>The global factors are weighted medians over all cells, so the user cells decide them, and a user cell at 1440p
 * comes from other people than the one at 1080p (their 1440p cells run at 0.89 of their 1080p ones even on the same
 * CPU and GPU, GTA V and PUBG included); a review runs both on one machine (0.70-0.81 for the recent lab games). A
 * game with measurements keeps its own fitted resolution scaling; only estimates take these. Without lab pairs at a
 * resolution, no deviation there. The factors stay non-increasing with the resolution.
 */
final class SameRigResolution {
    private SameRigResolution() {}

    static Map<Resolution, Double> fit(List<Measurement> measurements, Map<Resolution, Double> global) {
        Map<Resolution, Double> sameRig = ModelFitter.resolutionFactors(
                measurements.stream().filter(Measurement::labRun).toList(), global::get);
        Map<Resolution, Double> out = new EnumMap<>(Resolution.class);
        sameRig.forEach((r, factor) -> out.put(r, Math.log(factor / global.get(r))));
        return out;
    }
}
