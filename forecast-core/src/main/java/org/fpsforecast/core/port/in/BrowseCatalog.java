package org.fpsforecast.core.port.in;

import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;

/** Use case: page through the catalog's games, GPUs and CPUs with filters and a sort order. */
public interface BrowseCatalog {
    /** @throws org.fpsforecast.core.domain.InvalidParameterException when the query filters by brand or kind */
    CatalogPage<Game> games(CatalogQuery query);

    /** @throws org.fpsforecast.core.domain.InvalidParameterException when the query filters by kind */
    CatalogPage<Cpu> cpus(CatalogQuery query);

    CatalogPage<Gpu> gpus(CatalogQuery query);
}
