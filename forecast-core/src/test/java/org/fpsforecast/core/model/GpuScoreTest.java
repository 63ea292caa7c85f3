package org.fpsforecast.core.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.OptionalInt;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.Slug;
import org.junit.jupiter.api.Test;

class GpuScoreTest {
    static final double REFERENCE = 10_000;
    /** Close to the catalog's fitted coefficients, with the curvature at its largest allowed value. */
    static final GpuScore STEEPEST = new GpuScore(0.95 * GpuScore.MAX_CURVATURE, 0.06);

    static Gpu card(int g3d, Integer year, Integer vramMb) {
        return new Gpu(
                new Slug("card-" + g3d + "-" + year + "-" + vramMb),
                "Card " + g3d,
                Brand.NVIDIA,
                GpuKind.DESKTOP,
                g3d,
                year == null ? OptionalInt.empty() : OptionalInt.of(year),
                vramMb == null ? OptionalInt.empty() : OptionalInt.of(vramMb),
                GpuScoreBasis.PASSMARK);
    }

    @Test
    void noneIsThePlainLogG3dRatio() {
        assertThat(GpuScore.NONE.of(card(20_000, 2023, 16_384), REFERENCE)).isCloseTo(Math.log(2), within(1e-12));
    }

    @Test
    void theScoreRisesWithTheG3dMarkForCardsOfTheSameMemory() {
        for (Integer vram : new Integer[] {null, 1_024, 8_192, 24_576}) {
            double previous = Double.NEGATIVE_INFINITY;
            for (int g3d = 1; g3d <= 60_000; g3d += g3d < 1_000 ? 7 : 97) {
                double score = STEEPEST.of(card(g3d, 2020, vram), REFERENCE);
                assertThat(score).as("G3D %d, %s MB", g3d, vram).isGreaterThan(previous);
                previous = score;
            }
        }
    }

    @Test
    void theMemoryTermIsClampedAndZeroWhenUnknownAndTheReleaseYearCountsForNothing() {
        double reference = STEEPEST.of(card(10_000, 2016, 8_192), REFERENCE);
        assertThat(reference).isCloseTo(0, within(1e-12));
        assertThat(STEEPEST.of(card(10_000, null, null), REFERENCE)).isCloseTo(0, within(1e-12));
        assertThat(STEEPEST.of(card(10_000, 2025, 8_192), REFERENCE)).isCloseTo(0, within(1e-12));
        assertThat(STEEPEST.of(card(10_000, 2016, 512), REFERENCE)).isCloseTo(-3 * 0.06, within(1e-12));
        assertThat(STEEPEST.of(card(10_000, 2016, 16_384), REFERENCE)).isCloseTo(0.06, within(1e-12));
        assertThat(STEEPEST.of(card(10_000, 2016, 262_144), REFERENCE)).isCloseTo(2 * 0.06, within(1e-12));
    }

    @Test
    void g3dForScoreInvertsTheScoreOfAReferenceCard() {
        for (GpuScore s : new GpuScore[] {GpuScore.NONE, STEEPEST, new GpuScore(0.05, 0)}) {
            for (int g3d : new int[] {10, 150, 302, 1_000, 9_999, 10_000, 35_000}) {
                double score = s.of(card(g3d, 2016, 8_192), REFERENCE);
                assertThat(s.g3dForScore(score, REFERENCE))
                        .as("%s at %d", s, g3d)
                        .isCloseTo(g3d, within(g3d * 1e-9));
            }
        }
    }

    @Test
    void aCurvatureThatWouldMakeWeakerCardsFasterIsRefused() {
        assertThatThrownBy(() -> new GpuScore(GpuScore.MAX_CURVATURE, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new GpuScore(-0.01, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new GpuScore(0, Double.NaN)).isInstanceOf(IllegalArgumentException.class);
    }
}
