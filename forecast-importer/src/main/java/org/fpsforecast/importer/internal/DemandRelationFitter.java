package org.fpsforecast.importer.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.math3.stat.regression.SimpleRegression;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.DemandRelation;
import org.fpsforecast.core.model.EraExponent;
import org.fpsforecast.core.model.EstimateSpread;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.WeightedStats;

/**
 * Fits the {@link DemandRelation} over the games that have measurements: ridge regression of each fitted game's log
 * demand on its centred facts (the publisher's card as a GPU score, the release-year term, competitive or not), every
 * game counting once, ridge {@value #RIDGE} on the three slopes. A fact a game lacks sits at the mean of the games
 * that have it. The CPU limit per unit of demand is the median over the fitted games. The inverse of the fit's normal
 * matrix gives each estimate's spread ({@link EstimateSpread}). Deterministic.
 */
public final class DemandRelationFitter {
    /** Ridge on each slope, in games (17 fitted games: it keeps a slope that one or two games drive small). */
    static final double RIDGE = 1;
    /** Fewest exponents the line over release years is fitted on. */
    static final int MIN_EXPONENT_POINTS = 5;
    /** Lowest exponent the line may give: a stronger GPU is never slower, and always somewhat faster. */
    static final double MIN_EXPONENT = 0.2;

    private DemandRelationFitter() {}

    /** A GPU exponent seen in a release year: a fitted game's own, or a suite of recent games' slope. */
    public record YearExponent(int year, double exponent) {}

    /**
     * @param fitted the games fitted from measurements
     * @param games the catalog's games (their requirements, years and tags)
     * @param global the GPU score and reference the requirement's score is read on
     * @param minimumToRecommended the catalog's typical ratio of recommended to minimum G3D mark
     * @param exponents the GPU exponents seen by release year, for the line {@link EraExponent}
     */
    public static DemandRelation fit(
            Map<Slug, GameParameters> fitted,
            Map<Slug, Game> games,
            GlobalParameters global,
            double minimumToRecommended,
            List<YearExponent> exponents) {
        List<DemandRelation.Facts> facts = new ArrayList<>();
        List<Double> logDemand = new ArrayList<>();
        List<Double> cpuPerDemand = new ArrayList<>();
        for (GameParameters p : fitted.values()) {
            cpuPerDemand.add(p.cpuFpsAtReference() / p.demand());
            Game g = games.get(p.game());
            if (g == null) {
                continue;
            }
            facts.add(DemandRelation.facts(g, global.gpuScore(), global.referenceG3d(), minimumToRecommended));
            logDemand.add(Math.log(p.demand()));
        }
        double cpu = WeightedStats.median(
                cpuPerDemand.stream().mapToDouble(Double::doubleValue).toArray());
        if (facts.isEmpty()) {
            return DemandRelation.flat(100, cpu);
        }
        Optional<EraExponent> exponentByYear = eraExponent(exponents);
        double meanReq = mean(facts.stream()
                .filter(f -> f.requirement().isPresent())
                .mapToDouble(f -> f.requirement().getAsDouble())
                .toArray());
        double meanYear = mean(facts.stream()
                .filter(f -> f.yearTerm().isPresent())
                .mapToDouble(f -> f.yearTerm().getAsDouble())
                .toArray());
        double meanComp =
                mean(facts.stream().mapToDouble(f -> f.competitive() ? 1 : 0).toArray());
        DemandRelation centring = new DemandRelation(
                0,
                0,
                0,
                0,
                meanReq,
                meanYear,
                meanComp,
                minimumToRecommended,
                cpu,
                Optional.empty(),
                EstimateSpread.NONE,
                DemandRelation.NO_RESOLUTION_ADJUST);
        // Least squares with an unpenalised intercept (column 0) and a ridge on the three slopes.
        NormalEquations equations = new NormalEquations(4);
        for (int i = 0; i < facts.size(); i++) {
            double[] c = centring.centred(facts.get(i));
            equations.add(new double[] {1, c[0], c[1], c[2]}, logDemand.get(i), 1);
        }
        double[] ridge = {0, RIDGE, RIDGE, RIDGE};
        double[] beta = equations.solve(ridge);
        double[][] inverse = equations.inverse(ridge);
        List<Double> spread = new ArrayList<>();
        for (int i = 0; i < EstimateSpread.TERMS; i++) {
            for (int j = 0; j < EstimateSpread.TERMS; j++) {
                // Symmetric up to rounding: the mean of the two halves, so that it is exactly.
                spread.add((inverse[i][j] + inverse[j][i]) / 2);
            }
        }
        return new DemandRelation(
                beta[0],
                beta[1],
                beta[2],
                beta[3],
                meanReq,
                meanYear,
                meanComp,
                minimumToRecommended,
                cpu,
                exponentByYear,
                new EstimateSpread(spread),
                DemandRelation.NO_RESOLUTION_ADJUST);
    }

    /**
     * Least squares line of the exponent on the release year, each point counting once, read at the oldest and newest
     * year seen (at least {@value #MIN_EXPONENT_POINTS} points over at least two years; each end at least {@value
     * #MIN_EXPONENT}).
     */
    static Optional<EraExponent> eraExponent(List<YearExponent> points) {
        if (points.size() < MIN_EXPONENT_POINTS) {
            return Optional.empty();
        }
        int first = points.stream().mapToInt(YearExponent::year).min().orElseThrow();
        int last = points.stream().mapToInt(YearExponent::year).max().orElseThrow();
        if (first == last) {
            return Optional.empty();
        }
        SimpleRegression line = new SimpleRegression();
        points.forEach(p -> line.addData(p.year(), p.exponent()));
        return Optional.of(new EraExponent(
                first, last, Math.max(MIN_EXPONENT, line.predict(first)), Math.max(MIN_EXPONENT, line.predict(last))));
    }

    private static double mean(double[] v) {
        return Arrays.stream(v).average().orElse(0);
    }
}
