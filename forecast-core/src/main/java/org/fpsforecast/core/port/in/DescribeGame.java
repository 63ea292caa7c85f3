package org.fpsforecast.core.port.in;

import org.fpsforecast.core.domain.Slug;

/** Use case: a game's data (year, rating, demandingness, model-derived minimum and recommended GPU). */
public interface DescribeGame {
    /** @throws org.fpsforecast.core.domain.NotFoundException for an unknown slug */
    GameProfile describe(Slug game);
}
