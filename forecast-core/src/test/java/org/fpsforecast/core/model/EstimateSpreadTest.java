package org.fpsforecast.core.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EstimateSpreadTest {
    /** A diagonal matrix: the intercept's 1/10, the year term's 1/50, nothing on the other two. */
    private static EstimateSpread diagonal() {
        List<Double> m = new ArrayList<>(EstimateSpread.NONE.inverse());
        m.set(0, 0.1);
        m.set(2 * EstimateSpread.TERMS + 2, 0.02);
        return new EstimateSpread(m);
    }

    @Test
    void noSpreadLeavesEveryBandAsItIs() {
        assertThat(EstimateSpread.NONE.of(new double[] {3, 10, 1})).isEqualTo(1.0);
        ErrorBand band = new ErrorBand(0.5, 1.8, 30);
        assertThat(band.widenedBy(1)).isSameAs(band);
    }

    @Test
    void theSpreadIsTheSquareRootOfOnePlusTheLeverage() {
        EstimateSpread s = diagonal();
        assertThat(s.of(new double[] {0, 0, 0})).isCloseTo(Math.sqrt(1.1), within(1e-12));
        assertThat(s.of(new double[] {5, 10, 1})).isCloseTo(Math.sqrt(1 + 0.1 + 0.02 * 100), within(1e-12));
    }

    @Test
    void aWiderSpreadScalesBothEndsAndTheTypicalErrorOnTheLogScale() {
        ErrorBand band = new ErrorBand(0.5, 1.8, 30);
        ErrorBand wide = band.widenedBy(1.5);
        assertThat(wide.lowFactor()).isCloseTo(Math.pow(0.5, 1.5), within(1e-12));
        assertThat(wide.highFactor()).isCloseTo(Math.pow(1.8, 1.5), within(1e-12));
        assertThat(wide.expectedErrorPct()).isCloseTo(100 * (Math.pow(1.3, 1.5) - 1), within(1e-9));
        assertThat(new ErrorBand(0.2, 5, 90).widenedBy(3).expectedErrorPct()).isEqualTo(100.0);
        assertThatThrownBy(() -> band.widenedBy(0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void anAsymmetricOrMisshapenMatrixIsRefused() {
        List<Double> m = new ArrayList<>(EstimateSpread.NONE.inverse());
        m.set(1, 0.5);
        assertThatThrownBy(() -> new EstimateSpread(m)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new EstimateSpread(List.of(1.0))).isInstanceOf(IllegalArgumentException.class);
    }
}
