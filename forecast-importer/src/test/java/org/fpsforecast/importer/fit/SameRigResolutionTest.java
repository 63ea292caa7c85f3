package org.fpsforecast.importer.fit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.junit.jupiter.api.Test;

/** The resolution scaling of estimated games comes from lab runs on one rig, never from user cells. */
class SameRigResolutionTest {
    private static final Map<Resolution, Double> GLOBAL =
            Map.of(Resolution.P1080, 1.0, Resolution.P1440, 0.9, Resolution.P4K, 0.44);

    private static Measurement lab(String gpu, Resolution r, double fps) {
        return new Measurement(
                new Slug("game-a"), new Slug(gpu), r, Preset.HIGH, fps, OptionalDouble.of(fps * 0.8), 1, "lab");
    }

    private static Measurement user(String gpu, Resolution r, double fps) {
        return new Measurement(
                new Slug("game-b"), new Slug(gpu), r, Preset.HIGH, fps, OptionalDouble.empty(), 50, "ub");
    }

    @Test
    void labRunsOnOneRigSetTheDeviationAndUserCellsDoNot() {
        List<Measurement> cells = new ArrayList<>(List.of(
                lab("gpu-a", Resolution.P1080, 100),
                lab("gpu-a", Resolution.P1440, 75),
                lab("gpu-a", Resolution.P4K, 45),
                lab("gpu-b", Resolution.P1080, 80),
                lab("gpu-b", Resolution.P1440, 60),
                lab("gpu-b", Resolution.P4K, 36)));
        // User cells at 1440p run at 0.9 of 1080p: many of them, all ignored.
        for (int i = 0; i < 20; i++) {
            cells.add(user("gpu-u" + i, Resolution.P1080, 100));
            cells.add(user("gpu-u" + i, Resolution.P1440, 90));
        }
        Map<Resolution, Double> adjust = SameRigResolution.fit(cells, GLOBAL);
        assertThat(adjust.get(Resolution.P1080)).isZero();
        assertThat(adjust.get(Resolution.P1440)).isCloseTo(Math.log(0.75 / 0.9), within(1e-12));
        assertThat(adjust.get(Resolution.P4K)).isCloseTo(Math.log(0.45 / 0.44), within(1e-12));
    }

    @Test
    void withoutLabPairsAtAResolutionEstimatesKeepTheGlobalFactorThere() {
        // A 4K lab run without its 1080p twin (another GPU) pairs with nothing.
        List<Measurement> cells = List.of(
                lab("gpu-a", Resolution.P1080, 100),
                lab("gpu-a", Resolution.P1440, 80),
                lab("gpu-b", Resolution.P4K, 10));
        Map<Resolution, Double> adjust = SameRigResolution.fit(cells, GLOBAL);
        assertThat(adjust.get(Resolution.P1440)).isCloseTo(Math.log(0.8 / 0.9), within(1e-12));
        assertThat(adjust.get(Resolution.P4K)).isZero();
        assertThat(SameRigResolution.fit(List.of(user("gpu-u", Resolution.P1080, 100)), GLOBAL))
                .containsOnlyKeys(Resolution.values())
                .allSatisfy((r, a) -> assertThat(a).isZero());
    }

    @Test
    void theFactorsStayNonIncreasingWithTheResolution() {
        List<Measurement> cells = List.of(
                lab("gpu-a", Resolution.P1080, 100),
                lab("gpu-a", Resolution.P1440, 50),
                lab("gpu-a", Resolution.P4K, 60));
        Map<Resolution, Double> adjust = SameRigResolution.fit(cells, GLOBAL);
        double at1440 = 0.9 * Math.exp(adjust.get(Resolution.P1440));
        double at4k = 0.44 * Math.exp(adjust.get(Resolution.P4K));
        assertThat(at1440).isCloseTo(0.5, within(1e-12));
        assertThat(at4k).isCloseTo(0.5, within(1e-12));
    }
}
