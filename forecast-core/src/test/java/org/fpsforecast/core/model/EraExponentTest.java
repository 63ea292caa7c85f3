package org.fpsforecast.core.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class EraExponentTest {
    final EraExponent line = new EraExponent(2009, 2025, 0.4, 0.96);

    @Test
    void isLinearBetweenItsYearsAndFlatBeyondThem() {
        assertThat(line.at(2009)).isEqualTo(0.4);
        assertThat(line.at(2017)).isCloseTo(0.68, within(1e-12));
        assertThat(line.at(2025)).isEqualTo(0.96);
        assertThat(line.at(1995)).as("never extrapolated back").isEqualTo(0.4);
        assertThat(line.at(2030)).as("never extrapolated forward").isEqualTo(0.96);
    }

    @Test
    void aSingleYearIsOneValue() {
        EraExponent one = new EraExponent(2020, 2020, 0.7, 0.7);
        assertThat(one.at(2010)).isEqualTo(0.7);
        assertThat(one.at(2030)).isEqualTo(0.7);
    }

    @Test
    void refusesYearsOutOfOrderAndExponentsThatAreNotPositive() {
        assertThatThrownBy(() -> new EraExponent(2025, 2009, 0.4, 0.9)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new EraExponent(2009, 2025, 0, 0.9)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new EraExponent(2009, 2025, 0.4, Double.NaN))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
