package org.fpsforecast.importer.fit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.OptionalDouble;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.junit.jupiter.api.Test;

/** The small-sample widening of the 80% bands: how many independent units a band rests on, and by how much. */
class EvaluationBandTest {
    static Evaluation.Prediction p(String game, String gpu, String fold) {
        return new Evaluation.Prediction(
                new Measurement(
                        new Slug(game),
                        new Slug(gpu),
                        Resolution.P1080,
                        Preset.HIGH,
                        60,
                        OptionalDouble.empty(),
                        10,
                        "test"),
                Evaluation.MODEL,
                55,
                fold);
    }

    @Test
    void aBandRestsOnItsHeldOutGpusOrGamesNotOnItsCells() {
        assertThat(HeldOutBands.heldOutUnits(List.of(
                        p("a", "x", "gpu:1"), p("b", "x", "gpu:1"), p("a", "y", "gpu:2"), p("c", "z", "gpu:3"))))
                .isEqualTo(3);
        assertThat(HeldOutBands.heldOutUnits(
                        List.of(p("a", "x", "game:a"), p("a", "y", "game:a"), p("b", "x", "game:b"))))
                .isEqualTo(2);
    }

    @Test
    void fewUnitsWidenTheBandAndManyLeaveIt() {
        assertThat(HeldOutBands.smallSampleWidening(1)).isEqualTo(1);
        assertThat(HeldOutBands.smallSampleWidening(13)).isCloseTo(1.095, within(0.002));
        assertThat(HeldOutBands.smallSampleWidening(17)).isCloseTo(1.071, within(0.005));
        assertThat(HeldOutBands.smallSampleWidening(500)).isCloseTo(1.0, within(0.003));
        double previous = Double.POSITIVE_INFINITY;
        for (int units = 2; units < 200; units++) {
            double w = HeldOutBands.smallSampleWidening(units);
            assertThat(w).isGreaterThan(1).isLessThan(previous);
            previous = w;
        }
    }
}
