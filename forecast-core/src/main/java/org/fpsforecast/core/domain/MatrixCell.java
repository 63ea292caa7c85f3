package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.util.Optional;

/** One cell of the 3 x 4 matrix: its FPS, how it was made, and its 80% range unless measured. */
public record MatrixCell(int fps, Basis basis, Optional<FpsRange> range) {
    public MatrixCell {
        requireNonNull(basis, "basis");
        requireNonNull(range, "range");
        if (fps < 1) {
            throw new IllegalArgumentException("fps must be >= 1, got " + fps);
        }
        if ((basis == Basis.MEASURED) == range.isPresent()) {
            throw new IllegalArgumentException("a measured cell has no range and a modeled cell has one");
        }
        range.ifPresent(r -> {
            if (!r.contains(fps)) {
                throw new IllegalArgumentException("range " + r + " does not contain " + fps);
            }
        });
    }

    public Source source() {
        return basis.source();
    }
}
