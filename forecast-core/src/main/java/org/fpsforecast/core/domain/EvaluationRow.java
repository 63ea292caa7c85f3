package org.fpsforecast.core.domain;

import java.util.Objects;
import java.util.OptionalDouble;

/**
 * One line of the cross-validation of a catalog's model (docs/METHODOLOGY.md, "Evaluation"): how well a method
 * predicted held-out measured cells of one kind of data.
 *
 * @param data which measurements, e.g. {@code UserBenchmark, >= 5 samples}
 * @param method how they were predicted, e.g. {@code model} or {@code naive G3D ratio}
 * @param cells how many held-out cells were predicted
 * @param medianApePct median absolute percentage error
 * @param meanApePct mean absolute percentage error
 * @param insideRangePct share of measured values inside the method's 80% range; empty for a method without one
 */
public record EvaluationRow(
        String data, String method, int cells, double medianApePct, double meanApePct, OptionalDouble insideRangePct) {
    public EvaluationRow {
        Checks.name(data, "evaluation data");
        Checks.name(method, "evaluation method");
        if (cells < 1) {
            throw new IllegalArgumentException("an evaluation needs cells, got " + cells);
        }
        if (!(medianApePct >= 0) || !(meanApePct >= 0)) {
            throw new IllegalArgumentException("errors must be 0 or more: " + medianApePct + ", " + meanApePct);
        }
        Objects.requireNonNull(insideRangePct, "insideRangePct").ifPresent(p -> {
            if (!(p >= 0 && p <= 100)) {
                throw new IllegalArgumentException("a share must be 0..100, got " + p);
            }
        });
    }
}
