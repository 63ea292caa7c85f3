package org.fpsforecast.builds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.fpsforecast.core.domain.Build;
import org.fpsforecast.core.domain.BuildPart;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.core.port.out.Builds.Origin;
import org.fpsforecast.core.port.out.Builds.Outcome;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What every {@link Builds} implementation must do. Each subclass runs these against its own store (embedded H2, and
 * PostgreSQL), fresh for every test.
 */
abstract class BuildsContract {
    /** A new, empty store. */
    abstract Builds openEmpty() throws Exception;

    Builds store;

    @BeforeEach
    void open() throws Exception {
        store = openEmpty();
    }

    @AfterEach
    void close() throws Exception {
        if (store instanceof AutoCloseable c) {
            c.close();
        }
    }

    static Build build(String id, String gpu, String country) {
        return build(id, gpu, "ryzen-5-5600x", 16, "Windows 11", country);
    }

    static Build build(String id, String gpu, String cpu, int ram, String os, String country) {
        return new Build(
                id,
                BuildPart.mapped(new Slug(gpu), "GPU " + gpu),
                BuildPart.mapped(new Slug(cpu), "CPU " + cpu),
                ram,
                os,
                new Country(country),
                LocalDate.of(2026, 4, 2));
    }

    private Builds.Added importAll(Origin origin, List<Build> builds) {
        try (Builds.Import tx = store.begin(origin)) {
            tx.add(builds);
            return tx.commit();
        }
    }

    @Test
    void anEmptyStoreHasNoBuildsNoOriginAndEmptyTallies() {
        assertThat(store.origin()).isEmpty();
        assertThat(store.countries()).isEmpty();
        Builds.Tallies t = store.tallies(Optional.empty());
        assertThat(t.total()).isZero();
        assertThat(t.gpus()).isEmpty();
        assertThat(t.os()).isEmpty();
    }

    @Test
    void theDatabaseTalliesEachCategoryGloballyAndPerCountry() {
        Builds.Added added = importAll(
                Origin.IMPORTED,
                List.of(
                        build("a1", "geforce-rtx-3060", "ryzen-5-5600x", 16, "Windows 11", "DE"),
                        build("a2", "geforce-rtx-3060", "ryzen-5-3600", 32, "Windows 11", "DE"),
                        build("a3", "radeon-rx-6600", "ryzen-5-3600", 16, "Windows 10", "US"),
                        new Build(
                                "a4",
                                BuildPart.unmapped("Some Prototype GPU"),
                                BuildPart.unmapped("Some CPU"),
                                8,
                                "Ubuntu 24.04",
                                new Country("US"),
                                LocalDate.of(2025, 1, 31))));
        assertThat(added).isEqualTo(new Builds.Added(4, 0, 0, 0));
        assertThat(store.origin()).contains(Origin.IMPORTED);
        assertThat(store.countries())
                .containsExactlyInAnyOrderEntriesOf(Map.of(new Country("DE"), 2L, new Country("US"), 2L));

        Builds.Tallies all = store.tallies(Optional.empty());
        assertThat(all.total()).isEqualTo(4);
        assertThat(all.gpus())
                .containsExactly(
                        new Builds.Tally(Optional.of(new Slug("geforce-rtx-3060")), "GPU geforce-rtx-3060", 2),
                        new Builds.Tally(Optional.of(new Slug("radeon-rx-6600")), "GPU radeon-rx-6600", 1),
                        new Builds.Tally(Optional.empty(), "Some Prototype GPU", 1));
        assertThat(all.cpus())
                .first()
                .isEqualTo(new Builds.Tally(Optional.of(new Slug("ryzen-5-3600")), "CPU ryzen-5-3600", 2));
        assertThat(all.ram())
                .containsExactly(
                        new Builds.Tally(Optional.empty(), "16 GB", 2),
                        new Builds.Tally(Optional.empty(), "32 GB", 1),
                        new Builds.Tally(Optional.empty(), "8 GB", 1));
        assertThat(all.os())
                .extracting(Builds.Tally::name, Builds.Tally::count)
                .containsExactly(
                        org.assertj.core.groups.Tuple.tuple("Windows 11", 2L),
                        org.assertj.core.groups.Tuple.tuple("Ubuntu 24.04", 1L),
                        org.assertj.core.groups.Tuple.tuple("Windows 10", 1L));

        Builds.Tallies us = store.tallies(Optional.of(new Country("US")));
        assertThat(us.total()).isEqualTo(2);
        assertThat(us.gpus())
                .extracting(Builds.Tally::name)
                .containsExactly("GPU radeon-rx-6600", "Some Prototype GPU");
        assertThat(store.tallies(Optional.of(new Country("FR"))).total()).isZero();
    }

    @Test
    void importingTheSameBuildsAgainChangesNothingNotEvenTheRevision() {
        List<Build> builds = List.of(build("b1", "geforce-rtx-3060", "DE"), build("b2", "radeon-rx-6600", "DE"));
        importAll(Origin.IMPORTED, builds);
        long revision = store.revision();
        try (Builds.Import tx = store.begin(Origin.IMPORTED)) {
            assertThat(tx.add(builds)).containsExactly(Outcome.UNCHANGED, Outcome.UNCHANGED);
            assertThat(tx.commit()).isEqualTo(new Builds.Added(0, 2, 0, 0));
        }
        assertThat(store.revision()).isEqualTo(revision);
        assertThat(store.tallies(Optional.empty()).total()).isEqualTo(2);
    }

    @Test
    void aStoredBuildIsNeverOverwrittenAnOtherValueIsAConflict() {
        importAll(Origin.IMPORTED, List.of(build("c1", "geforce-rtx-3060", "DE")));
        try (Builds.Import tx = store.begin(Origin.IMPORTED)) {
            assertThat(tx.add(List.of(build("c1", "radeon-rx-6600", "DE"), build("c2", "radeon-rx-6600", "DE"))))
                    .containsExactly(Outcome.CONFLICT, Outcome.INSERTED);
            assertThat(tx.commit()).isEqualTo(new Builds.Added(1, 0, 1, 0));
        }
        assertThat(store.tallies(Optional.empty()).gpus())
                .extracting(Builds.Tally::name, Builds.Tally::count)
                .containsExactlyInAnyOrder(
                        org.assertj.core.groups.Tuple.tuple("GPU geforce-rtx-3060", 1L),
                        org.assertj.core.groups.Tuple.tuple("GPU radeon-rx-6600", 1L));
    }

    @Test
    void anIdRepeatedWithinOneImportIsCaughtInTheSameBatchAndAcrossBatches() {
        try (Builds.Import tx = store.begin(Origin.IMPORTED)) {
            assertThat(tx.add(List.of(
                            build("d1", "geforce-rtx-3060", "DE"),
                            build("d1", "geforce-rtx-3060", "DE"),
                            build("d1", "radeon-rx-6600", "DE"))))
                    .containsExactly(Outcome.INSERTED, Outcome.UNCHANGED, Outcome.CONFLICT);
            assertThat(tx.add(List.of(build("d1", "radeon-rx-6600", "DE")))).containsExactly(Outcome.CONFLICT);
            assertThat(tx.commit()).isEqualTo(new Builds.Added(1, 1, 2, 0));
        }
        assertThat(store.tallies(Optional.empty()).total()).isEqualTo(1);
    }

    @Test
    void anImportClosedWithoutCommitStoresNothing() {
        long revision = store.revision();
        try (Builds.Import tx = store.begin(Origin.IMPORTED)) {
            tx.add(List.of(build("e1", "geforce-rtx-3060", "DE")));
        }
        assertThat(store.tallies(Optional.empty()).total()).isZero();
        assertThat(store.origin()).isEmpty();
        assertThat(store.revision()).isEqualTo(revision);
        // And the store is usable afterwards.
        importAll(Origin.IMPORTED, List.of(build("e1", "geforce-rtx-3060", "DE")));
        assertThat(store.tallies(Optional.empty()).total()).isEqualTo(1);
    }

    @Test
    void importedBuildsReplaceTheSyntheticSampleInTheSameTransaction() {
        List<Build> sample = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            sample.add(build("synthetic-" + i, "geforce-gtx-1650", "US"));
        }
        importAll(Origin.SYNTHETIC, sample);
        assertThat(store.origin()).contains(Origin.SYNTHETIC);
        long revision = store.revision();

        Builds.Added added = importAll(Origin.IMPORTED, List.of(build("real-1", "geforce-rtx-4070", "FR")));
        assertThat(added).isEqualTo(new Builds.Added(1, 0, 0, 30));
        assertThat(store.origin()).contains(Origin.IMPORTED);
        assertThat(store.revision()).isGreaterThan(revision);
        assertThat(store.countries()).containsOnlyKeys(new Country("FR"));
        assertThat(store.tallies(Optional.empty()).gpus())
                .extracting(Builds.Tally::name)
                .containsExactly("GPU geforce-rtx-4070");
    }

    @Test
    void theSyntheticSampleIsRefusedOnceRealBuildsAreStored() {
        importAll(Origin.IMPORTED, List.of(build("real-1", "geforce-rtx-4070", "FR")));
        assertThatThrownBy(() -> store.begin(Origin.SYNTHETIC))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("imported builds");
        assertThat(store.tallies(Optional.empty()).total()).isEqualTo(1);
    }

    @Test
    void theRevisionChangesWithEveryImportThatChangesBuilds() {
        long r0 = store.revision();
        importAll(Origin.IMPORTED, List.of(build("f1", "geforce-rtx-3060", "DE")));
        long r1 = store.revision();
        importAll(Origin.IMPORTED, List.of(build("f2", "geforce-rtx-3060", "DE")));
        assertThat(r1).isGreaterThan(r0);
        assertThat(store.revision()).isGreaterThan(r1);
    }

    @Test
    void largeImportsAreWrittenInBatchesAndTalliedExactly() {
        try (Builds.Import tx = store.begin(Origin.IMPORTED)) {
            for (int batch = 0; batch < 5; batch++) {
                List<Build> builds = new ArrayList<>();
                for (int i = 0; i < 1000; i++) {
                    int n = batch * 1000 + i;
                    builds.add(build(
                            "g" + n, n % 3 == 0 ? "geforce-rtx-3060" : "radeon-rx-6600", n % 2 == 0 ? "DE" : "US"));
                }
                tx.add(builds);
            }
            assertThat(tx.commit().inserted()).isEqualTo(5000);
        }
        assertThat(store.countries())
                .containsExactlyInAnyOrderEntriesOf(Map.of(new Country("DE"), 2500L, new Country("US"), 2500L));
        assertThat(store.tallies(Optional.empty()).gpus())
                .extracting(Builds.Tally::count)
                .containsExactly(3333L, 1667L);
    }
}
