package org.fpsforecast.core.model;

/**
 * The GPU exponent of a game nobody measured, by its release year: a straight line between the oldest and the newest
 * year it was fitted on (forecast-importer's DemandRelationFitter: the measured games' own exponents and the slope of a
 * suite of recent games), held flat beyond them, so it is never extrapolated. Recent games follow the GPU score more
 * steeply than the 2009-2019 games of the UserBenchmark data.
 *
 * @param firstYear the oldest release year of the fit
 * @param lastYear the newest release year of the fit ({@code >= firstYear})
 * @param atFirstYear the exponent at {@code firstYear}
 * @param atLastYear the exponent at {@code lastYear}
 */
public record EraExponent(int firstYear, int lastYear, double atFirstYear, double atLastYear) {
    public EraExponent {
        if (lastYear < firstYear) {
            throw new IllegalArgumentException("need firstYear <= lastYear, got " + firstYear + ".." + lastYear);
        }
        if (!(atFirstYear > 0)
                || !(atLastYear > 0)
                || Double.isInfinite(atFirstYear)
                || Double.isInfinite(atLastYear)) {
            throw new IllegalArgumentException("exponents must be finite and > 0");
        }
    }

    /** The exponent of a game released in {@code year}. */
    public double at(int year) {
        if (year >= lastYear) {
            return atLastYear;
        }
        if (year <= firstYear) {
            return atFirstYear;
        }
        double t = (double) (year - firstYear) / (lastYear - firstYear);
        return atFirstYear + (atLastYear - atFirstYear) * t;
    }
}
