package org.fpsforecast.core.model;

import org.fpsforecast.core.domain.Gpu;

/**
 * The gaming score of a GPU: its G3D mark corrected by two fitted terms for what the G3D mark misses in games.
 *
 * <pre>
 * x     = ln(G3D / referenceG3d)
 * score = x + curvature * max(x, CURVE_FLOOR)^2 + perVramDoubling * vramTerm
 * vramTerm = clamp(log2(vramMb / REFERENCE_VRAM_MB), VRAM_LOG2_FROM, VRAM_LOG2_TO), 0 if unknown
 * </pre>
 *
 * A game's GPU limit grows as {@code exp(exponent * score)}. The curvature lets very weak and very strong cards do
 * better in games than a single power of the G3D mark says; the memory term favours cards with more video memory. Each
 * term earned its place in the nested cross-validation (docs/METHODOLOGY.md); a release-year term and an AMD term did
 * not and were removed. With the curvature bounded below {@link #MAX_CURVATURE}, the score rises with the G3D mark for
 * cards of the same memory, so a stronger card is never forecast slower. {@link #NONE} is the plain G3D mark.
 *
 * @param curvature weight of the squared log G3D term, in [0, {@link #MAX_CURVATURE})
 * @param perVramDoubling score per doubling of video memory over {@value #REFERENCE_VRAM_MB} MB
 */
public record GpuScore(double curvature, double perVramDoubling) {
    public static final int REFERENCE_VRAM_MB = 8192;
    public static final double VRAM_LOG2_FROM = -3;
    public static final double VRAM_LOG2_TO = 2;
    /** Below this log G3D ratio (a G3D mark of about 300 for a reference of 10,000) the curvature stops growing. */
    public static final double CURVE_FLOOR = -3.5;
    /** The score's slope in x is at least {@code 1 + 2 * curvature * CURVE_FLOOR}: positive below this bound. */
    public static final double MAX_CURVATURE = 1 / (2 * -CURVE_FLOOR);

    /** The plain G3D mark: no correction. */
    public static final GpuScore NONE = new GpuScore(0, 0);

    public GpuScore {
        if (!(curvature >= 0 && curvature < MAX_CURVATURE)) {
            throw new IllegalArgumentException(
                    "GPU score curvature must be in [0, " + MAX_CURVATURE + "), got " + curvature);
        }
        if (!Double.isFinite(perVramDoubling)) {
            throw new IllegalArgumentException("the GPU score's memory term must be finite");
        }
    }

    /** The score of a GPU, on the log scale of {@code G3D / referenceG3d}. */
    public double of(Gpu gpu, double referenceG3d) {
        return ofMark(gpu.g3dMark(), referenceG3d) + perVramDoubling * vramTerm(gpu);
    }

    /**
     * The score of a card with {@value #REFERENCE_VRAM_MB} MB (no memory correction) and this G3D mark: how the model
     * reads a mark that names no particular card, such as a publisher's requirement.
     */
    public double ofMark(double g3dMark, double referenceG3d) {
        double x = Math.log(g3dMark / referenceG3d);
        double curve = Math.max(CURVE_FLOOR, x);
        return x + curvature * (curve * curve);
    }

    /**
     * The two correction features of a GPU (squared log G3D, memory term), in the order of the coefficients; the fitter
     * regresses on them.
     */
    public static double[] features(Gpu gpu, double referenceG3d) {
        double curve = Math.max(CURVE_FLOOR, Math.log(gpu.g3dMark() / referenceG3d));
        return new double[] {curve * curve, vramTerm(gpu)};
    }

    private static double vramTerm(Gpu gpu) {
        return gpu.vramMb().isPresent()
                ? Math.max(
                        VRAM_LOG2_FROM,
                        Math.min(
                                VRAM_LOG2_TO,
                                Math.log(gpu.vramMb().getAsInt() / (double) REFERENCE_VRAM_MB) / Math.log(2)))
                : 0;
    }

    /** These coefficients as an array, in the order of {@link #features}. */
    public double[] coefficients() {
        return new double[] {curvature, perVramDoubling};
    }

    /**
     * The G3D mark a reference card ({@value #REFERENCE_VRAM_MB} MB, so no memory correction) needs for a score: the
     * inverse of {@link #of} for such a card.
     */
    public double g3dForScore(double score, double referenceG3d) {
        double x;
        double atFloor = CURVE_FLOOR + curvature * CURVE_FLOOR * CURVE_FLOOR;
        if (curvature == 0) {
            x = score;
        } else if (score <= atFloor) {
            x = score - curvature * CURVE_FLOOR * CURVE_FLOOR;
        } else {
            // curvature * x^2 + x - score = 0, the root on the rising branch
            x = 2 * score / (1 + Math.sqrt(1 + 4 * curvature * score));
        }
        return referenceG3d * Math.exp(x);
    }
}
