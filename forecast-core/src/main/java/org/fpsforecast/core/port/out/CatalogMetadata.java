package org.fpsforecast.core.port.out;

import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.DataSource;

/** What catalog is loaded: its version (it changes whenever any served number can change) and its sources. */
public interface CatalogMetadata {
    String version();

    List<DataSource> sources();

    default Optional<DataSource> source(String id) {
        return sources().stream().filter(s -> s.id().equals(id)).findFirst();
    }
}
