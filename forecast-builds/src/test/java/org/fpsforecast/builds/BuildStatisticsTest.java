package org.fpsforecast.builds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.fpsforecast.core.domain.Build;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.domain.UnavailableException;
import org.fpsforecast.core.internal.BuildStatistics;
import org.fpsforecast.core.port.in.GamerStats;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.core.port.out.Builds;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The publication rules of /stats on a real store: the country threshold, "other", and the cache's freshness. */
class BuildStatisticsTest {
    final JdbcBuilds store =
            JdbcBuilds.open("jdbc:h2:mem:stats-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1", null, null);
    final AtomicLong nanos = new AtomicLong();
    final BuildStatistics stats = new BuildStatistics(store, nanos::get);

    @AfterEach
    void close() {
        store.close();
    }

    void add(String country, int n, String gpu) {
        List<Build> builds = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            builds.add(BuildsContract.build(country + "-" + gpu + "-" + i, gpu, country));
        }
        try (Builds.Import tx = store.begin(Builds.Origin.IMPORTED)) {
            tx.add(builds);
            tx.commit();
        }
        nanos.addAndGet(2_000_000_000L);
    }

    @Test
    void aCountryIsPublishedFromTwentyBuildsNotNineteen() {
        add("DE", 19, "geforce-rtx-3060");
        add("FR", 20, "geforce-rtx-3060");
        add("US", 21, "geforce-rtx-3060");
        GamerStats all = stats.stats(Optional.empty());
        assertThat(all.sampleSize()).isEqualTo(60);
        assertThat(all.countries())
                .extracting(c -> c.country().code() + "=" + c.builds())
                .containsExactly("US=21", "FR=20");

        assertThat(stats.stats(Optional.of(new Country("FR"))).sampleSize()).isEqualTo(20);
        assertThat(stats.stats(Optional.of(new Country("US"))).sampleSize()).isEqualTo(21);
        assertThatThrownBy(() -> stats.stats(Optional.of(new Country("DE"))))
                .isInstanceOfSatisfying(UnavailableException.class, e -> {
                    assertThat(e.reason()).isEqualTo(UnavailableException.Reason.SAMPLE_TOO_SMALL);
                    assertThat(e.available()).containsExactly("US", "FR");
                    assertThat(e.getMessage())
                            .contains("too small")
                            .contains("at least 20")
                            .doesNotContain("19");
                });
        assertThatThrownBy(() -> stats.stats(Optional.of(new Country("JP"))))
                .isInstanceOfSatisfying(
                        UnavailableException.class,
                        e -> assertThat(e.getMessage()).contains("no builds from JP"));
    }

    @Test
    void aRefusedCountryIsAnsweredFromTheCachedCountsNotByAnotherQuery() {
        add("US", 20, "geforce-rtx-3060");
        java.util.concurrent.atomic.AtomicInteger countryQueries = new java.util.concurrent.atomic.AtomicInteger();
        Builds counting = new Builds() {
            @Override
            public Import begin(Origin origin) {
                return store.begin(origin);
            }

            @Override
            public Optional<Origin> origin() {
                return store.origin();
            }

            @Override
            public long revision() {
                return store.revision();
            }

            @Override
            public java.util.Map<Country, Long> countries() {
                countryQueries.incrementAndGet();
                return store.countries();
            }

            @Override
            public Tallies tallies(Optional<Country> country) {
                return store.tallies(country);
            }
        };
        BuildStatistics cached = new BuildStatistics(counting, nanos::get);
        for (int i = 0; i < 5; i++) {
            assertThatThrownBy(() -> cached.stats(Optional.of(new Country("IS"))))
                    .isInstanceOf(UnavailableException.class);
        }
        cached.stats(Optional.empty());
        assertThat(countryQueries).hasValue(1);
    }

    @Test
    void itemsWithFewerThanFiveBuildsAreCountedTogetherAsOther() {
        add("US", 20, "geforce-rtx-3060");
        add("US", 5, "radeon-rx-6600");
        add("US", 4, "geforce-gtx-1650");
        add("US", 1, "geforce-rtx-4090");
        GamerStats s = stats.stats(Optional.of(new Country("US")));
        assertThat(s.gpus())
                .extracting(g -> g.name() + "=" + g.count() + (g.other() ? " (other)" : ""))
                .containsExactly("GPU geforce-rtx-3060=20", "GPU radeon-rx-6600=5", "other=5 (other)");
        assertThat(s.gpus().get(0).share()).isEqualTo(20.0 / 30);
        assertThat(s.gpus().stream().mapToLong(GamerStats.Share::count).sum()).isEqualTo(s.sampleSize());
        assertThat(s.origin()).contains(Builds.Origin.IMPORTED);
    }

    @Test
    void answersComeFromMemoryUntilTheBuildsChangeThenWithinASecond() {
        add("US", 20, "geforce-rtx-3060");
        GamerStats first = stats.stats(Optional.empty());
        assertThat(stats.stats(Optional.empty())).isSameAs(first);

        try (Builds.Import tx = store.begin(Builds.Origin.IMPORTED)) {
            tx.add(List.of(BuildsContract.build("late", "radeon-rx-6600", "US")));
            tx.commit();
        }
        // Within the second after the last check: still the cached answer.
        nanos.addAndGet(500_000_000L);
        assertThat(stats.stats(Optional.empty())).isSameAs(first);
        nanos.addAndGet(600_000_000L);
        GamerStats fresh = stats.stats(Optional.empty());
        assertThat(fresh.sampleSize()).isEqualTo(21);
        assertThat(fresh.revision()).isGreaterThan(first.revision());
        assertThat(ReportStats.MIN_COUNTRY_BUILDS).isEqualTo(20);
    }
}
