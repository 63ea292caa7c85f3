package org.fpsforecast.core.model;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.List;

/**
 * How much wider than the typical estimate's an estimate of a game nobody measured should be, from how far the game's
 * facts sit from those of the games the {@link DemandRelation} was fitted on: the regression prediction interval's
 * {@code sqrt(1 + h)}, with the leverage {@code h = v' M v}, {@code v = (1, centred facts)} and {@code M} the inverse
 * of the fit's normal matrix (ridge included).
 *
 * <p>A game of the fitted games' years and requirements has a spread a little over 1; one of 2026 has more, because its
 * year term lies beyond the 2009-2024 games the relation was fitted on, where an error of the year slope counts for
 * more. The held-out games' residuals are divided by their own spread before their quantiles make the estimate bands,
 * and a served estimate's band is that standard band widened by its game's spread ({@link ErrorBand#widenedBy}).
 *
 * @param inverse the 4 x 4 matrix {@code M}, row by row (intercept, requirement, year term, competitive); symmetric
 */
public record EstimateSpread(List<Double> inverse) {
    /** The size of {@code v}: the intercept and the three centred facts. */
    public static final int TERMS = 4;

    /** No spread: every estimate's band is the standard one ({@link DemandRelation#flat}, older catalogs). */
    public static final EstimateSpread NONE = new EstimateSpread(Collections.nCopies(TERMS * TERMS, 0.0));

    public EstimateSpread {
        inverse = List.copyOf(requireNonNull(inverse, "inverse"));
        if (inverse.size() != TERMS * TERMS) {
            throw new IllegalArgumentException("the spread needs a " + TERMS + " x " + TERMS + " matrix");
        }
        for (int i = 0; i < TERMS; i++) {
            for (int j = 0; j < TERMS; j++) {
                double v = inverse.get(i * TERMS + j);
                if (!Double.isFinite(v) || v != inverse.get(j * TERMS + i)) {
                    throw new IllegalArgumentException("the spread's matrix must be finite and symmetric");
                }
            }
            if (inverse.get(i * TERMS + i) < 0) {
                throw new IllegalArgumentException("the spread's matrix must have a non-negative diagonal");
            }
        }
    }

    /** {@code M[i][j]}. */
    public double at(int i, int j) {
        return inverse.get(i * TERMS + j);
    }

    /** {@code sqrt(1 + h)} for a game with these centred facts ({@link DemandRelation#centred}); at least 1. */
    public double of(double[] centred) {
        if (centred.length != TERMS - 1) {
            throw new IllegalArgumentException("need " + (TERMS - 1) + " centred facts");
        }
        double[] v = new double[TERMS];
        v[0] = 1;
        System.arraycopy(centred, 0, v, 1, centred.length);
        double h = 0;
        for (int i = 0; i < TERMS; i++) {
            for (int j = 0; j < TERMS; j++) {
                h += v[i] * at(i, j) * v[j];
            }
        }
        return Math.sqrt(1 + Math.max(0, h));
    }
}
