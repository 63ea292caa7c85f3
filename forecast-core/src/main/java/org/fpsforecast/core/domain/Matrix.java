package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.function.BiFunction;

/** FPS for every resolution x preset: 3 x 4 cells. */
public record Matrix(List<MatrixCell> cells) {
    private static final int PRESETS = Preset.values().length;
    public static final int SIZE = Resolution.values().length * PRESETS;

    public Matrix {
        cells = ImmutableList.copyOf(requireNonNull(cells, "cells"));
        if (cells.size() != SIZE) {
            throw new IllegalArgumentException("a matrix has " + SIZE + " cells, got " + cells.size());
        }
    }

    /** Builds a matrix from a function of (resolution, preset). */
    public static Matrix of(BiFunction<Resolution, Preset, MatrixCell> cell) {
        ImmutableList.Builder<MatrixCell> cells = ImmutableList.builderWithExpectedSize(SIZE);
        for (Resolution r : Resolution.values()) {
            for (Preset p : Preset.values()) {
                cells.add(cell.apply(r, p));
            }
        }
        return new Matrix(cells.build());
    }

    public MatrixCell cell(Resolution resolution, Preset preset) {
        return cells.get(resolution.ordinal() * PRESETS + preset.ordinal());
    }
}
