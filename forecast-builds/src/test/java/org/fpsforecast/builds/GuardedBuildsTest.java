package org.fpsforecast.builds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.fpsforecast.builds.testing.FlakyBuilds;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** A store known to be down is not asked by requests, only by the probe, which finds it back. */
class GuardedBuildsTest {
    final JdbcBuilds real =
            JdbcBuilds.open("jdbc:h2:mem:guarded-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1", null, null);
    final FlakyBuilds flaky = new FlakyBuilds(real);

    @AfterEach
    void close() {
        real.close();
    }

    @Test
    void requestsStopAskingAStoreKnownToBeDownAndTheProbeFindsItBack() throws Exception {
        GuardedBuilds guarded = new GuardedBuilds(flaky, "test");
        for (int i = 0; i < 5; i++) {
            guarded.revision();
        }
        flaky.down(true);
        for (int i = 0; i < 2; i++) {
            assertThatThrownBy(guarded::revision).isInstanceOf(RuntimeException.class);
        }
        assertThat(guarded.answering()).isFalse();
        int askedWhenKnownDown = flaky.reads();
        for (int i = 0; i < 1_000; i++) {
            assertThatThrownBy(guarded::revision).hasMessageContaining("not answering");
        }
        assertThat(flaky.reads()).as("no request asked the store").isEqualTo(askedWhenKnownDown);

        flaky.down(false);
        Thread.sleep(org.fpsforecast.guard.DependencyGuard.OPEN_FOR.toMillis() + 50);
        guarded.probe();
        assertThat(guarded.answering()).isTrue();
        assertThat(guarded.revision()).isEqualTo(real.revision());
    }
}
