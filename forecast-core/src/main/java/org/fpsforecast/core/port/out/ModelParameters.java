package org.fpsforecast.core.port.out;

import java.util.Optional;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GameRequirements;
import org.fpsforecast.core.model.GlobalParameters;

/** The fitted parameters of the forecast model, written into the catalog by the importer. */
public interface ModelParameters {
    GlobalParameters global();

    Optional<GameParameters> game(Slug game);

    /** The model-derived minimum and recommended GPU of a game with fitted parameters. */
    Optional<GameRequirements> requirements(Slug game);
}
