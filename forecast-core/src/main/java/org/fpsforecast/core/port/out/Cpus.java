package org.fpsforecast.core.port.out;

import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.Slug;

/** The CPUs of the catalog. */
public interface Cpus {
    Optional<Cpu> find(Slug slug);

    /** Every CPU, ordered by slug. */
    List<Cpu> all();
}
