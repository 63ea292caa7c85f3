package org.fpsforecast.core.model;

import java.util.List;
import java.util.OptionalInt;
import org.fpsforecast.core.domain.Game;

/**
 * How demanding a game is expected to be from its release year alone: log demand = intercept + perYear x (year -
 * {@value #REFERENCE_YEAR}), fitted by least squares over the games with fitted parameters. Used for games without
 * measurements; their answers are labelled low confidence and carry the error measured by leaving each game out.
 *
 * @param intercept log demand of a game released in {@value #REFERENCE_YEAR}
 * @param perYear change of log demand per year (negative: newer games are more demanding)
 */
public record YearTrend(double intercept, double perYear) {
    public static final int REFERENCE_YEAR = 2015;

    public YearTrend {
        if (!Double.isFinite(intercept) || !Double.isFinite(perYear)) {
            throw new IllegalArgumentException("year trend must be finite");
        }
    }

    /** Least squares over (release year, demand) pairs; needs two different years. */
    public static YearTrend fit(List<int[]> years, List<Double> demands) {
        int n = years.size();
        double mx = 0;
        double my = 0;
        for (int i = 0; i < n; i++) {
            mx += years.get(i)[0] - REFERENCE_YEAR;
            my += Math.log(demands.get(i));
        }
        mx /= n;
        my /= n;
        double sxy = 0;
        double sxx = 0;
        for (int i = 0; i < n; i++) {
            double dx = years.get(i)[0] - REFERENCE_YEAR - mx;
            sxy += dx * (Math.log(demands.get(i)) - my);
            sxx += dx * dx;
        }
        if (sxx == 0) {
            throw new IllegalArgumentException("a year trend needs games of at least two years");
        }
        double slope = sxy / sxx;
        return new YearTrend(my - slope * mx, slope);
    }

    /** The estimated demand of a game released in {@code year}. */
    public double demand(int year) {
        return Math.exp(intercept + perYear * (year - REFERENCE_YEAR));
    }

    /** Parameters for a game without measurements: from its year when known, else the typical game. */
    public static GameParameters estimate(Game game, GlobalParameters global) {
        OptionalInt year = game.releaseYear();
        if (year.isPresent()) {
            return GameParameters.simple(
                    game.slug(),
                    global.yearTrend().demand(year.getAsInt()),
                    global.gpuExponent(),
                    global.typicalCpuFps(),
                    0,
                    DemandBasis.METADATA);
        }
        return GameParameters.simple(
                game.slug(),
                global.typicalDemand(),
                global.gpuExponent(),
                global.typicalCpuFps(),
                0,
                DemandBasis.TYPICAL);
    }
}
