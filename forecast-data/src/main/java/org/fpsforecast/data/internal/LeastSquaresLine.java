package org.fpsforecast.data.internal;

import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * The ordinary least-squares line of {@code y} on {@code x}, every point counting once, written through the means:
 * {@code y = meanY + slope * (x - meanX)}. The slope is NaN when all {@code x} are equal.
 */
public record LeastSquaresLine(double meanX, double meanY, double slope) {
    public static LeastSquaresLine of(double[] x, double[] y) {
        if (x.length != y.length || x.length == 0) {
            throw new IllegalArgumentException("need as many x as y, and at least one point");
        }
        double mx = Arrays.stream(x).average().orElseThrow();
        double my = Arrays.stream(y).average().orElseThrow();
        double sxy = IntStream.range(0, x.length)
                .mapToDouble(i -> (x[i] - mx) * (y[i] - my))
                .sum();
        double sxx = Arrays.stream(x).map(v -> (v - mx) * (v - mx)).sum();
        return new LeastSquaresLine(mx, my, sxy / sxx);
    }

    /** The line's value at {@code x}. */
    public double at(double x) {
        return meanY + slope * (x - meanX);
    }
}
