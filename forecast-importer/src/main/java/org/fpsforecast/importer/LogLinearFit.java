package org.fpsforecast.importer;

import java.util.List;
import java.util.Locale;

/**
 * Ordinary least squares of log(y) on log(x): y = exp(intercept) * x^slope. Used to put scores of other benchmarks on
 * the PassMark scale, fitted on the items that have both.
 *
 * @param residualSd standard deviation of the log residuals (0.07 is about 7%)
 */
record LogLinearFit(double intercept, double slope, int n, double residualSd, double r2) {
    static LogLinearFit of(List<double[]> xy) {
        if (xy.size() < 3) {
            throw new ImportException("too few shared items to fit a score mapping: " + xy.size());
        }
        double mx = 0;
        double my = 0;
        for (double[] p : xy) {
            mx += Math.log(p[0]);
            my += Math.log(p[1]);
        }
        mx /= xy.size();
        my /= xy.size();
        double sxy = 0;
        double sxx = 0;
        double syy = 0;
        for (double[] p : xy) {
            double dx = Math.log(p[0]) - mx;
            double dy = Math.log(p[1]) - my;
            sxy += dx * dy;
            sxx += dx * dx;
            syy += dy * dy;
        }
        double slope = sxy / sxx;
        double intercept = my - slope * mx;
        double sse = 0;
        for (double[] p : xy) {
            double r = Math.log(p[1]) - (intercept + slope * Math.log(p[0]));
            sse += r * r;
        }
        return new LogLinearFit(intercept, slope, xy.size(), Math.sqrt(sse / xy.size()), 1 - sse / syy);
    }

    double apply(double x) {
        return Math.exp(intercept + slope * Math.log(x));
    }

    String describe() {
        return String.format(
                Locale.ROOT, "n=%d, slope %.3f, R^2 %.3f, residual SD %.3f (log)", n, slope, r2, residualSd);
    }
}
