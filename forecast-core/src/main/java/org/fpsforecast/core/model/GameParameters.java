package org.fpsforecast.core.model;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.Maps;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.Matrix;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;

/**
 * The fitted parameters of one game.
 *
 * @param demand the FPS the game reaches at 1080p high on a GPU of {@link GlobalParameters#referenceG3d()} when the
 *     CPU does not limit it (lower means more demanding), before the cell adjustments
 * @param gpuExponent per resolution: how strongly the game's FPS follows the GPU's G3D mark (FPS ~ G3D^exponent)
 * @param cellAdjust per resolution x preset (in {@link Matrix} order), the game's own log deviation from the global
 *     resolution and preset factors; 0 where the game has no data for a cell
 * @param cpuFpsAtReference the FPS the game reaches when CPU-limited, on a CPU of {@link
 *     GlobalParameters#referenceSingleThread()}
 * @param measurements how many measured cells the parameters were fitted from (0 for a metadata estimate)
 * @param basis fitted from measurements, or estimated from metadata
 * @param band the error of this game's modeled answers, from its own held-out cells, when it has enough of them;
 *     otherwise the answers take {@link GlobalParameters#modelBand()}
 * @param scaledBand the same for its scaled answers; otherwise they take {@link GlobalParameters#scaledBand()}
 */
public record GameParameters(
        Slug game,
        double demand,
        Map<Resolution, Double> gpuExponent,
        List<Double> cellAdjust,
        double cpuFpsAtReference,
        int measurements,
        DemandBasis basis,
        Optional<ErrorBand> band,
        Optional<ErrorBand> scaledBand) {
    public GameParameters {
        requireNonNull(game, "game");
        gpuExponent = Maps.immutableEnumMap(requireNonNull(gpuExponent, "gpuExponent"));
        cellAdjust = ImmutableList.copyOf(requireNonNull(cellAdjust, "cellAdjust"));
        requireNonNull(basis, "basis");
        requireNonNull(band, "band");
        requireNonNull(scaledBand, "scaledBand");
        if (!(demand > 0) || !(cpuFpsAtReference > 0) || measurements < 0 || Double.isInfinite(demand)) {
            throw new IllegalArgumentException("game parameters of " + game + " must be positive and finite");
        }
        if (gpuExponent.size() != Resolution.values().length
                || gpuExponent.values().stream().anyMatch(e -> !(e > 0) || e > 3)) {
            throw new IllegalArgumentException("a GPU exponent in 0..3 for every resolution, got " + gpuExponent);
        }
        if (cellAdjust.size() != Matrix.SIZE || cellAdjust.stream().anyMatch(a -> !Double.isFinite(a))) {
            throw new IllegalArgumentException("one finite adjustment per matrix cell, got " + cellAdjust);
        }
        if ((basis == DemandBasis.FITTED) != (measurements > 0)) {
            throw new IllegalArgumentException("fitted parameters come from measurements, estimated ones from none");
        }
    }

    /** Parameters without an own error band. */
    public GameParameters(
            Slug game,
            double demand,
            Map<Resolution, Double> gpuExponent,
            List<Double> cellAdjust,
            double cpuFpsAtReference,
            int measurements,
            DemandBasis basis) {
        this(
                game,
                demand,
                gpuExponent,
                cellAdjust,
                cpuFpsAtReference,
                measurements,
                basis,
                Optional.empty(),
                Optional.empty());
    }

    /** These parameters with an own error band of modeled answers (for a fitted game). */
    public GameParameters withBand(ErrorBand own) {
        return withBands(Optional.of(own), scaledBand);
    }

    /** These parameters with own error bands of modeled and of scaled answers, where there are. */
    public GameParameters withBands(Optional<ErrorBand> model, Optional<ErrorBand> scaled) {
        return new GameParameters(
                game, demand, gpuExponent, cellAdjust, cpuFpsAtReference, measurements, basis, model, scaled);
    }

    /** Parameters with one GPU exponent and no cell adjustments (tests, embedders, simple estimates). */
    public static GameParameters simple(
            Slug game, double demand, double exponent, double cpuFpsAtReference, int measurements, DemandBasis basis) {
        return uniform(
                game,
                demand,
                exponent,
                DemandRelation.NO_RESOLUTION_ADJUST,
                cpuFpsAtReference,
                measurements,
                basis,
                Optional.empty());
    }

    /**
     * Parameters with one GPU exponent and one adjustment per resolution, the same at every preset (an estimate's,
     * {@link DemandRelation#estimate}, with its own error band).
     */
    public static GameParameters uniform(
            Slug game,
            double demand,
            double exponent,
            Map<Resolution, Double> resolutionAdjust,
            double cpuFpsAtReference,
            int measurements,
            DemandBasis basis,
            Optional<ErrorBand> band) {
        Map<Resolution, Double> exponents = new EnumMap<>(Resolution.class);
        List<Double> cellAdjust = new ArrayList<>(Matrix.SIZE);
        for (Resolution r : Resolution.values()) {
            exponents.put(r, exponent);
            cellAdjust.addAll(Collections.nCopies(Preset.values().length, resolutionAdjust.get(r)));
        }
        return new GameParameters(
                game, demand, exponents, cellAdjust, cpuFpsAtReference, measurements, basis, band, Optional.empty());
    }

    public double adjust(Resolution resolution, Preset preset) {
        return cellAdjust.get(resolution.ordinal() * Preset.values().length + preset.ordinal());
    }
}
