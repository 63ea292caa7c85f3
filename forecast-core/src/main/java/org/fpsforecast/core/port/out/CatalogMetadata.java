package org.fpsforecast.core.port.out;

import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.DataSource;

/** What catalog is loaded: its version (it changes whenever any served number can change) and its sources. */
public interface CatalogMetadata {
    /**
     * The catalog's version, which caches, entity tags and answers carry.
     *
     * @return a short text that changes whenever any served number can change
     */
    String version();

    /**
     * The data sources the catalog's records and measurements cite.
     *
     * @return every source, each with a unique {@link DataSource#id()}
     */
    List<DataSource> sources();

    /**
     * One data source.
     *
     * @param id a source id, as in {@link org.fpsforecast.core.domain.Measurement#sourceId()}
     * @return the source with that id; empty when the catalog has none
     */
    default Optional<DataSource> source(String id) {
        return sources().stream().filter(s -> s.id().equals(id)).findFirst();
    }
}
