package org.fpsforecast.core.port.out;

import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Slug;

/** The games of the catalog. */
public interface Games {
    /**
     * One game.
     *
     * @param slug its slug, or a slug it had in an earlier catalog (implementations may map those)
     * @return the game; empty when the catalog has none with this slug
     */
    Optional<Game> find(Slug slug);

    /**
     * The whole list.
     *
     * @return every game, ordered by slug
     */
    List<Game> all();
}
