package org.fpsforecast.importer.fit;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.model.DemandRelation;
import org.fpsforecast.core.model.WeightedStats;

/**
 * How a game nobody measured changes with the resolution, on one rig: the median FPS ratio of each resolution to
 * 1080p over native lab runs of the same game, GPU and preset, as the log deviation from the global resolution
 * factors. Upscaled runs are left out: at Quality, 1440p and 1080p render 960 and 720 lines, where what a frame costs
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
        Map<String, Double> byKey = new HashMap<>();
        List<String[]> keys = new ArrayList<>();
        for (Measurement m : measurements) {
            if (m.labRun()) {
                String run = String.join(
                        "|",
                        m.sourceId(),
                        m.game().value(),
                        m.gpu().value(),
                        m.preset().key());
                byKey.put(run + "|" + m.resolution().label(), m.averageFps());
                keys.add(new String[] {run, m.resolution().label()});
            }
        }
        Map<Resolution, Double> out = new EnumMap<>(DemandRelation.NO_RESOLUTION_ADJUST);
        double previous = 1.0;
        for (Resolution r : new Resolution[] {Resolution.P1440, Resolution.P4K}) {
            List<Double> ratios = new ArrayList<>();
            for (String[] k : keys) {
                if (k[1].equals(r.label())) {
                    Double base = byKey.get(k[0] + "|" + Resolution.P1080.label());
                    if (base != null) {
                        ratios.add(byKey.get(k[0] + "|" + k[1]) / base);
                    }
                }
            }
            double factor = ratios.isEmpty()
                    ? global.get(r)
                    : WeightedStats.median(
                            ratios.stream().mapToDouble(Double::doubleValue).toArray());
            previous = Math.min(previous, factor);
            out.put(r, Math.log(previous / global.get(r)));
        }
        return out;
    }
}
