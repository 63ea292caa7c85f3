package org.fpsforecast.importer.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.DemandRelation;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.junit.jupiter.api.Test;

/** The demand relation over fitted games, and how far its estimates' bands spread with the distance of their facts. */
class DemandRelationFitterTest {
    private static final GlobalParameters GLOBAL = GameFitterTest.GLOBAL;

    /** Eight fitted games of 2010 to 2017, each 10% heavier than the year before; no requirements, none competitive. */
    private static DemandRelation fitted(Map<Slug, Game> games) {
        Map<Slug, GameParameters> fitted = new LinkedHashMap<>();
        for (int year = 2010; year <= 2017; year++) {
            Slug slug = new Slug("game-" + year);
            games.put(slug, new Game(slug, "Game " + year, OptionalInt.of(year)));
            double demand = 100 * Math.pow(0.9, year - 2010);
            fitted.put(slug, GameParameters.simple(slug, demand, 0.6, 3 * demand, 40, DemandBasis.FITTED));
        }
        return DemandRelationFitter.fit(fitted, games, GLOBAL, 2, List.of());
    }

    private static DemandRelation.Facts ofYear(int year) {
        return new DemandRelation.Facts(
                DemandBasis.METADATA,
                OptionalDouble.empty(),
                OptionalDouble.of(year - DemandRelation.REFERENCE_YEAR),
                false,
                OptionalInt.of(year));
    }

    @Test
    void theSpreadIsThePredictionIntervalsWideningAndGrowsBeyondTheFittedYears() {
        DemandRelation r = fitted(new LinkedHashMap<>());
        // The year terms -5..2 have mean -1.5 and a sum of squares of 42 about it; the ridge adds 1.
        double n = 8;
        double sumOfSquares = 42;
        assertThat(r.perYear()).isCloseTo(Math.log(0.9) * sumOfSquares / (sumOfSquares + 1), within(1e-9));
        for (int year : new int[] {2013, 2017, 2026}) {
            double d = year - DemandRelation.REFERENCE_YEAR + 1.5;
            assertThat(r.spread(ofYear(year)))
                    .as("spread of a %d game", year)
                    .isCloseTo(Math.sqrt(1 + 1 / n + d * d / (sumOfSquares + 1)), within(1e-9));
        }
        assertThat(r.spread(ofYear(2026))).isGreaterThan(1.5).isGreaterThan(r.spread(ofYear(2017)));
        assertThat(r.spread(ofYear(2014)))
                .as("at the fitted games' mean year: only the intercept's own uncertainty")
                .isCloseTo(Math.sqrt(1 + 1 / n + 0.25 / (sumOfSquares + 1)), within(1e-9));
    }

    @Test
    void anEstimatesBandIsItsKindsStandardBandWidenedByItsSpread() {
        Map<Slug, Game> games = new LinkedHashMap<>();
        DemandRelation r = fitted(games);
        GlobalParameters global =
                GLOBAL.with(GLOBAL.gpuExponent(), GLOBAL.modelBand(), GLOBAL.scaledBand(), GLOBAL.estimateBands(), r);
        Slug slug = new Slug("a-2026-game");
        GameParameters p = DemandRelation.estimate(slug, ofYear(2026), global);
        var standard = global.estimateBand(DemandBasis.METADATA);
        double s = r.spread(ofYear(2026));
        assertThat(p.band()).isPresent();
        assertThat(Math.log(p.band().get().lowFactor())).isCloseTo(s * Math.log(standard.lowFactor()), within(1e-9));
        assertThat(Math.log(p.band().get().highFactor())).isCloseTo(s * Math.log(standard.highFactor()), within(1e-9));
        assertThat(p.band().get().expectedErrorPct()).isGreaterThan(standard.expectedErrorPct());
    }
}
