package org.fpsforecast.core.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.EnumMap;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.junit.jupiter.api.Test;

/** A game nobody measured scales with the resolution by the relation's own factors (lab runs on one rig). */
class DemandRelationResolutionTest {
    private static final DemandRelation.Facts NOTHING_KNOWN = new DemandRelation.Facts(
            DemandBasis.TYPICAL, OptionalDouble.empty(), OptionalDouble.empty(), false, OptionalInt.empty());

    @Test
    void anEstimateTakesTheRelationsResolutionAdjustmentAtEveryPreset() {
        GlobalParameters base = TestGlobals.global(0.5, 6, 1.2, 1.1, 0.8);
        Map<Resolution, Double> adjust = new EnumMap<>(
                Map.of(Resolution.P1080, 0.0, Resolution.P1440, Math.log(0.76 / 0.75), Resolution.P4K, -0.1));
        GlobalParameters global = base.with(
                base.gpuExponent(),
                base.modelBand(),
                base.scaledBand(),
                base.estimateBands(),
                base.demandRelation().withResolutionAdjust(adjust));
        GameParameters estimate = DemandRelation.estimate(new Slug("unmeasured"), NOTHING_KNOWN, global);
        ForecastModel model = new ForecastModel(global);
        for (Preset p : Preset.values()) {
            assertThat(estimate.adjust(Resolution.P1080, p)).isZero();
            assertThat(estimate.adjust(Resolution.P1440, p)).isEqualTo(Math.log(0.76 / 0.75));
            assertThat(estimate.adjust(Resolution.P4K, p)).isEqualTo(-0.1);
            // On the GPU side, 1440p is 0.76 of 1080p (the global factor alone says 0.75).
            double ratio =
                    model.gpuLimit(estimate, 0, Resolution.P1440, p) / model.gpuLimit(estimate, 0, Resolution.P1080, p);
            assertThat(ratio).isCloseTo(0.76, within(1e-9));
        }
        // Without adjustments (older catalogs, embedders' relations) an estimate follows the global factors.
        GameParameters plain = DemandRelation.estimate(new Slug("unmeasured"), NOTHING_KNOWN, base);
        assertThat(plain.cellAdjust()).containsOnly(0.0);
    }

    @Test
    void anAdjustmentAt1080pOrAMissingResolutionIsRefused() {
        DemandRelation flat = DemandRelation.flat(80, 2);
        assertThatThrownBy(() -> flat.withResolutionAdjust(
                        Map.of(Resolution.P1080, 0.1, Resolution.P1440, 0.0, Resolution.P4K, 0.0)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> flat.withResolutionAdjust(Map.of(Resolution.P1080, 0.0)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
