package org.fpsforecast.core.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.OptionalInt;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Slug;
import org.junit.jupiter.api.Test;

class YearTrendTest {
    @Test
    void fitsLogDemandOnReleaseYear() {
        // demand halves every 5 years from 200 in 2015
        List<int[]> years = List.of(new int[] {2010}, new int[] {2015}, new int[] {2020});
        List<Double> demands = List.of(400.0, 200.0, 100.0);
        YearTrend trend = YearTrend.fit(years, demands);
        assertThat(trend.demand(2015)).isCloseTo(200, within(1e-9));
        assertThat(trend.demand(2025)).isCloseTo(50, within(1e-9));
        assertThat(trend.perYear()).isCloseTo(-Math.log(2) / 5, within(1e-12));
        assertThatThrownBy(() -> YearTrend.fit(List.of(new int[] {2015}, new int[] {2015}), List.of(1.0, 2.0)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void estimatesFromTheYearWhenKnownAndFallsBackToTheTypicalGame() {
        GlobalParameters g = GameRequirementsTest.GLOBAL;
        Game dated = new Game(new Slug("dated"), "Dated", OptionalInt.of(2015));
        Game undated = new Game(new Slug("undated"), "Undated", OptionalInt.empty());
        assertThat(YearTrend.estimate(dated, g).basis()).isEqualTo(DemandBasis.METADATA);
        assertThat(YearTrend.estimate(dated, g).demand())
                .isCloseTo(g.yearTrend().demand(2015), within(1e-9));
        assertThat(YearTrend.estimate(undated, g).basis()).isEqualTo(DemandBasis.TYPICAL);
        assertThat(YearTrend.estimate(undated, g).demand()).isEqualTo(g.typicalDemand());
    }

    @Test
    void theScaleShiftMovesLittleOnWeakEvidenceAndAlmostFullyOnStrong() {
        double[] plus20 = {Math.log(1.2), Math.log(1.2)};
        assertThat(ForecastModel.scaleShift(plus20, new double[] {1, 1}))
                .isCloseTo(Math.exp(Math.log(1.2) * 2 / 22), within(1e-12));
        assertThat(ForecastModel.scaleShift(plus20, new double[] {1000, 1000})).isCloseTo(1.2, within(0.005));
    }
}
