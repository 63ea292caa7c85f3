package org.fpsforecast.core.port.in;

import java.util.Optional;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Slug;

/** Use case: one game, GPU or CPU by its slug (or a former slug of it), for pages that show a record. */
public interface LookUpRecords {
    /** @return the game; empty when the catalog has none with this slug */
    Optional<Game> game(Slug slug);

    /** @return the GPU; empty when the catalog has none with this slug */
    Optional<Gpu> gpu(Slug slug);

    /** @return the CPU; empty when the catalog has none with this slug */
    Optional<Cpu> cpu(Slug slug);
}
