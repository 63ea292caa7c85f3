package org.fpsforecast.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Where the embedded builds store lives when no --state-dir is given. */
class BuildsOptionsTest {
    @Test
    void theStateDirectoryFollowsTheEnvironmentBeforeJavasUserHome() {
        assertThat(BuildsOptions.defaultStateDir(Map.of("FORECAST_STATE_DIR", "/srv/forecast"), "/root"))
                .isEqualTo(Path.of("/srv/forecast"));
        assertThat(BuildsOptions.defaultStateDir(Map.of("XDG_DATA_HOME", "/data", "HOME", "/home/a"), "/root"))
                .isEqualTo(Path.of("/data/fps-forecast"));
        // HOME set elsewhere than the account's home: each HOME gets its own store.
        assertThat(BuildsOptions.defaultStateDir(Map.of("HOME", "/tmp/instance-2"), "/root"))
                .isEqualTo(Path.of("/tmp/instance-2/.local/share/fps-forecast"));
        assertThat(BuildsOptions.defaultStateDir(Map.of("HOME", " "), "/root"))
                .isEqualTo(Path.of("/root/.local/share/fps-forecast"));
        assertThat(BuildsOptions.defaultStateDir(Map.of(), "/root"))
                .isEqualTo(Path.of("/root/.local/share/fps-forecast"));
    }
}
