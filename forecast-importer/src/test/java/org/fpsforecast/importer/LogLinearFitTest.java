package org.fpsforecast.importer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LogLinearFitTest {
    @Test
    void recoversAPowerLaw() {
        List<double[]> xy = new ArrayList<>();
        for (int x = 1000; x <= 3000; x += 100) {
            xy.add(new double[] {x, 2.5 * Math.pow(x, 0.8)});
        }
        LogLinearFit fit = LogLinearFit.of(xy);
        assertThat(fit.slope()).isCloseTo(0.8, within(1e-9));
        assertThat(fit.apply(2000)).isCloseTo(2.5 * Math.pow(2000, 0.8), within(1e-6));
        assertThat(fit.r2()).isCloseTo(1.0, within(1e-9));
        assertThat(fit.residualSd()).isCloseTo(0.0, within(1e-9));
        assertThat(fit.n()).isEqualTo(21);
    }

    @Test
    void needsSharedItems() {
        assertThatThrownBy(() -> LogLinearFit.of(List.of(new double[] {1, 2}))).isInstanceOf(ImportException.class);
    }
}
