package org.fpsforecast.core.model;

import static java.util.Objects.requireNonNull;

import org.fpsforecast.core.domain.Slug;

/**
 * The fitted parameters of one game.
 *
 * @param demand the FPS the game reaches at 1080p high on a GPU of {@link GlobalParameters#referenceG3d()} when the
 *     CPU does not limit it (lower means more demanding)
 * @param cpuFpsAtReference the FPS the game reaches when CPU-limited, on a CPU of {@link
 *     GlobalParameters#referenceSingleThread()}
 * @param measurements how many measured cells the parameters were fitted from (0 for a metadata estimate)
 * @param basis fitted from measurements, or estimated from metadata
 */
public record GameParameters(Slug game, double demand, double cpuFpsAtReference, int measurements, DemandBasis basis) {
    public GameParameters {
        requireNonNull(game, "game");
        requireNonNull(basis, "basis");
        if ((basis == DemandBasis.FITTED) != (measurements > 0)) {
            throw new IllegalArgumentException("fitted parameters come from measurements, estimated ones from none");
        }
        if (!(demand > 0) || !(cpuFpsAtReference > 0) || measurements < 0) {
            throw new IllegalArgumentException("game parameters of " + game + " must be positive");
        }
    }

    /** Parameters fitted from {@code measurements} measured cells. */
    public static GameParameters fitted(Slug game, double demand, double cpuFpsAtReference, int measurements) {
        return new GameParameters(game, demand, cpuFpsAtReference, measurements, DemandBasis.FITTED);
    }
}
