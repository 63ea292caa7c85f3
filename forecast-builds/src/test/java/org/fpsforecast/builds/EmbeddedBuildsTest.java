package org.fpsforecast.builds;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.port.out.Builds;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The contract on the default store: embedded H2 in a file under a data directory. */
class EmbeddedBuildsTest extends BuildsContract {
    @TempDir
    Path dir;

    @Override
    Builds openEmpty() {
        return JdbcBuilds.embedded(dir);
    }

    @Test
    void theEmbeddedStoreIsAFileThatKeepsItsBuildsAcrossRestarts() {
        try (Builds.Import tx = store.begin(Builds.Origin.IMPORTED)) {
            tx.add(List.of(build("k1", "geforce-rtx-3060", "DE")));
            tx.commit();
        }
        ((JdbcBuilds) store).close();
        assertThat(Files.exists(dir.resolve(JdbcBuilds.EMBEDDED_NAME + ".mv.db")))
                .isTrue();
        store = JdbcBuilds.embedded(dir);
        assertThat(store.tallies(Optional.empty()).total()).isEqualTo(1);
        assertThat(store.origin()).contains(Builds.Origin.IMPORTED);
    }

    @Test
    void twoOpenStoresOnOneDirectoryShareTheBuildsAsTwoProcessesWould() {
        try (JdbcBuilds second = JdbcBuilds.embedded(dir)) {
            long before = second.revision();
            try (Builds.Import tx = store.begin(Builds.Origin.IMPORTED)) {
                tx.add(List.of(build("k2", "geforce-rtx-3060", "DE")));
                tx.commit();
            }
            assertThat(second.revision()).isGreaterThan(before);
            assertThat(second.tallies(Optional.empty()).total()).isEqualTo(1);
        }
    }
}
