package org.fpsforecast.core.domain;

/**
 * The 80% range of a G3D mark that is an estimate, not a measurement (a GPU scored from its specs): the marks the
 * estimate's held-out errors put 10% below and 10% above.
 */
public record G3dRange(int low, int high) {
    public G3dRange {
        if (low < 1 || high < low) {
            throw new IllegalArgumentException("G3D range needs 1 <= low <= high, got " + low + ".." + high);
        }
    }

    public boolean contains(int g3dMark) {
        return g3dMark >= low && g3dMark <= high;
    }
}
