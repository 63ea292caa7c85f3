package org.fpsforecast.importer.internal;

import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.LUDecomposition;

/**
 * Weighted least squares with a ridge, by its normal equations: add the observations, then solve {@code (X'WX + ridge)
 * beta = X'Wy}. For the small regressions of the fitters and the importer (a handful of coefficients).
 */
public final class NormalEquations {
    private final double[][] a;
    private final double[] b;

    public NormalEquations(int coefficients) {
        a = new double[coefficients][coefficients];
        b = new double[coefficients];
    }

    /** One observation: features {@code x}, target {@code y}, weight {@code w}. */
    public void add(double[] x, double y, double w) {
        for (int i = 0; i < b.length; i++) {
            b[i] += w * x[i] * y;
            for (int j = 0; j < b.length; j++) {
                a[i][j] += w * x[i] * x[j];
            }
        }
    }

    /** The coefficients, with {@code ridge[i]} added to the i-th diagonal entry (0 leaves a coefficient free). */
    public double[] solve(double[] ridge) {
        return withRidge(ridge).getSolver().solve(new ArrayRealVector(b, false)).toArray();
    }

    /**
     * The inverse of {@code X'WX + ridge}: the coefficients' covariance up to the residual variance, and what a new
     * point's leverage is read on.
     */
    public double[][] inverse(double[] ridge) {
        return withRidge(ridge).getSolver().getInverse().getData();
    }

    private LUDecomposition withRidge(double[] ridge) {
        double[][] m = new double[b.length][];
        for (int i = 0; i < b.length; i++) {
            m[i] = a[i].clone();
            m[i][i] += ridge[i];
        }
        return new LUDecomposition(new Array2DRowRealMatrix(m, false));
    }
}
