package org.fpsforecast.importer.fit;

import java.util.Arrays;
import java.util.List;
import org.fpsforecast.core.model.ErrorBand;
import org.fpsforecast.core.model.WeightedStats;
import org.fpsforecast.importer.fit.Evaluation.Prediction;

/** The 80% bands of held-out predictions, widened for the few independent units (GPUs or games) behind them. */
final class HeldOutBands {
    private HeldOutBands() {}

    /**
     * The 80% band (10% and 90% quantiles of measured/predicted) and the median APE of some predictions, each over its
     * spread: for estimates of held-out games a standard band, which each estimate widens by its own spread; for every
     * other kind (spread 1) the band as it is.
     */
    static ErrorBand band(List<Prediction> chosen) {
        if (chosen.isEmpty()) {
            return new ErrorBand(1, 1, 0);
        }
        double[] logs =
                chosen.stream().mapToDouble(Prediction::standardLogRatio).toArray();
        double[] ones = new double[logs.length];
        Arrays.fill(ones, 1);
        double mid = WeightedStats.quantile(logs, ones, 0.50);
        int units = heldOutUnits(chosen);
        // A spread already holds the estimate's own share of the fit's uncertainty (its 1/n among the leverage): only
        // the t quantile's part of the small-sample widening is left for it.
        boolean spread = chosen.stream().anyMatch(p -> p.spread() != 1);
        double widen = spread ? tOverZ(units) : smallSampleWidening(units);
        double low = Math.min(1, Math.exp(mid + widen * (WeightedStats.quantile(logs, ones, 0.10) - mid)));
        double high = Math.max(1, Math.exp(mid + widen * (WeightedStats.quantile(logs, ones, 0.90) - mid)));
        double error = WeightedStats.median(
                chosen.stream().mapToDouble(Prediction::standardApe).toArray());
        return new ErrorBand(low, high, Math.min(100, error));
    }

    /**
     * How many independent things were held out behind some predictions: GPUs for the GPU folds, games for the game
     * folds. A GPU's cells (or a game's) err together, so the band's quantiles rest on this many draws, not on the
     * number of cells.
     */
    static int heldOutUnits(List<Prediction> chosen) {
        return (int) chosen.stream()
                .map(p -> p.fold().startsWith("game:")
                        ? "game:" + p.measured().game()
                        : "gpu:" + p.measured().gpu())
                .distinct()
                .count();
    }

    /**
     * The factor by which an 80% band read from the residuals of {@code units} independent held-out units is widened
     * around its median to be an 80% prediction interval for a new one: the normal prediction interval's small-sample
     * terms, Student's t over the normal quantile ({@code t ~ z + (z^3 + z) / (4 df)}, df = units - 1) and {@code
     * sqrt(1 + 1 / units)}. About 1.09 for the 13 lab-measured GPUs of a game, 1.07 for 17 held-out games, 1.00 for
     * hundreds of GPUs.
     */
    static double smallSampleWidening(int units) {
        if (units < 2) {
            return 1;
        }
        return tOverZ(units) * Math.sqrt(1 + 1.0 / units);
    }

    /** Student's t 80% quantile over the normal one, for the residuals of {@code units} held-out units. */
    static double tOverZ(int units) {
        if (units < 2) {
            return 1;
        }
        double z = 1.2815515655446004;
        double df = units - 1;
        double t = z + (z * z * z + z) / (4 * df);
        return t / z;
    }
}
