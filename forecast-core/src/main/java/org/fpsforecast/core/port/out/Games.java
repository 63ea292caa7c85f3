package org.fpsforecast.core.port.out;

import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Slug;

/** The games of the catalog. */
public interface Games {
    Optional<Game> find(Slug slug);

    /** Every game, ordered by slug. */
    List<Game> all();
}
