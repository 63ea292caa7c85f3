package org.fpsforecast.core.port.out;

import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.Slug;

/** The CPUs of the catalog. */
public interface Cpus {
    /**
     * One CPU.
     *
     * @param slug its slug, or a slug it had in an earlier catalog (implementations may map those)
     * @return the CPU; empty when the catalog has none with this slug
     */
    Optional<Cpu> find(Slug slug);

    /**
     * The whole list.
     *
     * @return every CPU, ordered by slug
     */
    List<Cpu> all();
}
