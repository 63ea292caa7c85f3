package org.fpsforecast.core.port.out;

import java.util.Optional;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.RenderingParameters;

/**
 * The fitted parameters of the forecast model, written into the catalog by the importer. Only what was fitted: what the
 * model derives from them (a game's minimum and recommended GPU, its demandingness) the core derives itself.
 */
public interface ModelParameters {
    /**
     * The parameters shared by every game.
     *
     * @return the model's global parameters (scaling between settings, year trend, error bands, GPU score)
     */
    GlobalParameters global();

    /**
     * One game's fitted parameters.
     *
     * @param game the game's catalog slug
     * @return its parameters; empty for a game without measurements to fit on (the model then estimates it)
     */
    Optional<GameParameters> game(Slug game);

    /**
     * The factors of upscaling, ray tracing and frame generation.
     *
     * @return the fitted factors; {@link RenderingParameters#UNFITTED} (assumptions only) by default
     */
    default RenderingParameters rendering() {
        return RenderingParameters.UNFITTED;
    }
}
