package org.fpsforecast.core.port.out;

import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.DataSource;
import org.fpsforecast.core.domain.EvaluationRow;

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

    /**
     * The cross-validation of the model served with this catalog, as its build measured it.
     *
     * @return the evaluation lines; empty when the catalog came without its build report (or with one of another
     *     version)
     */
    default List<EvaluationRow> evaluation() {
        return List.of();
    }

    /**
     * The day the catalog was built.
     *
     * @return {@code YYYY-MM-DD}; empty when unknown
     */
    default Optional<String> buildDate() {
        return Optional.empty();
    }
}
