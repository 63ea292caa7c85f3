package org.fpsforecast.core.model;

/**
 * How far one kind of answer (modeled, or scaled) tends to be from the truth, from held-out residuals.
 *
 * @param lowFactor lower end of the 80% prediction interval, as a multiple of the answer (10th percentile)
 * @param highFactor upper end of the 80% prediction interval (90th percentile)
 * @param expectedErrorPct the typical (median) absolute percentage error
 */
public record ErrorBand(double lowFactor, double highFactor, double expectedErrorPct) {
    public ErrorBand {
        if (!(lowFactor > 0 && lowFactor <= 1 && highFactor >= 1 && Double.isFinite(highFactor))) {
            throw new IllegalArgumentException(
                    "need 0 < lowFactor <= 1 <= highFactor, got " + lowFactor + ".." + highFactor);
        }
        if (!(expectedErrorPct >= 0 && expectedErrorPct <= 100)) {
            throw new IllegalArgumentException("expected error must be within 0..100, got " + expectedErrorPct);
        }
    }
}
