package org.fpsforecast.core.model;

import java.util.Arrays;
import java.util.Comparator;

/** Weighted quantiles and means over parallel arrays of values and weights. Deterministic: ties keep input order. */
public final class WeightedStats {
    private WeightedStats() {}

    /**
     * The weighted quantile q (0..1): the smallest value whose cumulative weight reaches q of the total.
     *
     * @throws IllegalArgumentException when there are no values or the weights do not sum to a positive number
     */
    public static double quantile(double[] values, double[] weights, double q) {
        if (values.length == 0 || values.length != weights.length) {
            throw new IllegalArgumentException("need as many weights as values, and at least one value");
        }
        Integer[] order = new Integer[values.length];
        double total = 0;
        for (int i = 0; i < values.length; i++) {
            order[i] = i;
            total += weights[i];
        }
        if (!(total > 0)) {
            throw new IllegalArgumentException("weights must sum to a positive number");
        }
        Arrays.sort(order, Comparator.comparingDouble(i -> values[i]));
        double target = q * total;
        double cumulative = 0;
        for (int i : order) {
            cumulative += weights[i];
            if (cumulative >= target) {
                return values[i];
            }
        }
        return values[order[order.length - 1]];
    }

    public static double median(double[] values, double[] weights) {
        return quantile(values, weights, 0.5);
    }

    /** The plain median (every value weighing the same). */
    public static double median(double[] values) {
        double[] ones = new double[values.length];
        Arrays.fill(ones, 1);
        return median(values, ones);
    }

    public static double mean(double[] values, double[] weights) {
        double sum = 0;
        double total = 0;
        for (int i = 0; i < values.length; i++) {
            sum += values[i] * weights[i];
            total += weights[i];
        }
        if (!(total > 0)) {
            throw new IllegalArgumentException("weights must sum to a positive number");
        }
        return sum / total;
    }
}
