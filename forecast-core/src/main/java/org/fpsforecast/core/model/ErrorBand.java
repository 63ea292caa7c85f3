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

    /**
     * This band for an answer whose error is {@code spread} times as large on the log scale: both ends and the typical
     * error's {@code log(1 + e)} scaled by it (the typical error at most 100%). A spread of 1 is this band.
     */
    public ErrorBand widenedBy(double spread) {
        if (!(spread > 0 && Double.isFinite(spread))) {
            throw new IllegalArgumentException("a band's spread must be positive, got " + spread);
        }
        if (spread == 1) {
            return this;
        }
        return new ErrorBand(
                Math.exp(spread * Math.log(lowFactor)),
                Math.exp(spread * Math.log(highFactor)),
                Math.min(100, 100 * Math.expm1(spread * Math.log1p(expectedErrorPct / 100))));
    }
}
