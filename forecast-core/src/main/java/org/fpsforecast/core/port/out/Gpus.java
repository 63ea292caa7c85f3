package org.fpsforecast.core.port.out;

import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Slug;

/** The GPUs of the catalog. */
public interface Gpus {
    /**
     * One GPU.
     *
     * @param slug its slug, or a slug it had in an earlier catalog (implementations may map those)
     * @return the GPU; empty when the catalog has none with this slug
     */
    Optional<Gpu> find(Slug slug);

    /**
     * The whole list.
     *
     * @return every GPU, ordered by slug
     */
    List<Gpu> all();
}
