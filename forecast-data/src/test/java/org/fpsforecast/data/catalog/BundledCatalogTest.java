package org.fpsforecast.data.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.YearMonth;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fpsforecast.core.Forecaster;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.CpuScoreBasis;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.SurveyCategory;
import org.fpsforecast.core.domain.SurveyMapping;
import org.fpsforecast.core.domain.SurveyShare;
import org.fpsforecast.data.format.CatalogFiles;
import org.fpsforecast.data.format.CatalogFormatException;
import org.junit.jupiter.api.Test;

class BundledCatalogTest {
    private static final BundledCatalog CATALOG = BundledCatalog.load();

    /** The bundled files, as text, to make broken variants of. */
    static Map<String, String> bundledFiles() {
        Map<String, String> files = new LinkedHashMap<>();
        for (String name : java.util.stream.Stream.concat(
                        java.util.stream.Stream.of(CatalogFiles.MANIFEST), CatalogFiles.DATA_FILES.stream())
                .toList()) {
            try (InputStream in = BundledCatalogTest.class.getClassLoader().getResourceAsStream("catalog/" + name)) {
                files.put(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return files;
    }

    /** Rewrites the manifest's version to match edited files, so that the record checks are reached. */
    static Map<String, String> withConsistentVersion(Map<String, String> files) {
        String manifest = files.get(CatalogFiles.MANIFEST)
                .replaceAll("catalog_version\t[0-9a-f]+", "catalog_version\t" + CatalogFiles.version(files));
        files.put(CatalogFiles.MANIFEST, manifest);
        return files;
    }

    private static Map<String, String> edited(String file, String from, String to) {
        Map<String, String> files = bundledFiles();
        String before = files.get(file);
        String after = before.replaceFirst(from, to);
        assertThat(after).as("the edit must change " + file).isNotEqualTo(before);
        files.put(file, after);
        return withConsistentVersion(files);
    }

    @Test
    void holdsTheFirstSliceOfTheCatalog() {
        assertThat(CATALOG.gpus().all()).hasSizeGreaterThanOrEqualTo(50);
        assertThat(CATALOG.cpus().all()).hasSizeGreaterThanOrEqualTo(3_000);
        assertThat(CATALOG.games().all()).hasSizeGreaterThanOrEqualTo(5_000);
        assertThat(CATALOG.version()).matches("[0-9a-f]{12}");
        assertThat(CATALOG.gpus().find(new Slug("geforce-rtx-4070"))).hasValueSatisfying(g -> {
            assertThat(g.brand()).isEqualTo(Brand.NVIDIA);
            assertThat(g.kind()).isEqualTo(GpuKind.DESKTOP);
            assertThat(g.g3dMark()).isGreaterThan(20_000);
        });
        // Release year and VRAM where a source has them; a variant's own memory size wins.
        assertThat(CATALOG.gpus().find(new Slug("geforce-rtx-3060"))).hasValueSatisfying(g -> {
            assertThat(g.releaseYear()).hasValue(2021);
            assertThat(g.vramMb()).hasValue(12 * 1024);
        });
        assertThat(CATALOG.gpus().find(new Slug("geforce-gtx-1060-3gb")))
                .hasValueSatisfying(g -> assertThat(g.vramMb()).hasValue(3 * 1024));
        assertThat(CATALOG.gpus().find(new Slug("intel-hd-4600")))
                .hasValueSatisfying(g -> assertThat(g.kind()).isEqualTo(GpuKind.INTEGRATED));
        assertThat(CATALOG.gpus().all())
                .filteredOn(g -> g.scoreBasis() == GpuScoreBasis.PASSMARK_RESCALED)
                .hasSizeGreaterThan(50);
        assertThat(CATALOG.gpus().find(new Slug("geforce-rtx-4060-laptop-gpu")))
                .hasValueSatisfying(g -> assertThat(g.kind()).isEqualTo(GpuKind.LAPTOP));
        assertThat(CATALOG.cpus().find(new Slug("core-i5-12400f"))).hasValueSatisfying(c -> {
            assertThat(c.singleThreadMark()).isGreaterThan(3_000);
            assertThat(c.scoreBasis()).isEqualTo(CpuScoreBasis.PASSMARK);
        });
        // CPUs newer than the PassMark lists carry estimated scores, and say so.
        for (String slug : List.of("ryzen-7-7800x3d", "ryzen-7-9800x3d", "core-i9-14900k", "core-ultra-9-285k")) {
            assertThat(CATALOG.cpus().find(new Slug(slug))).as(slug).hasValueSatisfying(c -> {
                assertThat(c.scoreBasis()).isNotEqualTo(CpuScoreBasis.PASSMARK);
                assertThat(c.singleThreadMark()).isBetween(3_000, 6_000);
            });
        }
        assertThat(CATALOG.cpus().find(new Slug("ryzen-5-5600x")))
                .hasValueSatisfying(c -> assertThat(c.threads()).hasValue(12));
        assertThat(CATALOG.games().find(new Slug("cyberpunk-2077"))).hasValueSatisfying(g -> {
            assertThat(g.curated()).isFalse();
            assertThat(g.steamAppId()).hasValue(1091500);
            assertThat(g.tags()).contains("Open World");
            // Steam's copy of the Metacritic score, the October 2024 catalog's facts, PCGameBenchmarks' marks.
            assertThat(g.criticScore()).hasValue(86);
            assertThat(g.details().releaseDate()).hasValue(java.time.LocalDate.of(2020, 12, 9));
            assertThat(g.details().reviewCount().orElseThrow()).isGreaterThan(500_000);
            assertThat(g.details().genres()).contains("RPG");
            assertThat(g.requirements().minimum().orElseThrow().gpuG3d()).hasValue(9212);
            assertThat(g.requirements().recommended().orElseThrow().ramGb()).hasValue(16);
            assertThat(g.requirements().markSource()).hasValue("pcgb-requirements-2026");
        });
        assertThat(CATALOG.games().find(new Slug("counter-strike-2"))).hasValueSatisfying(g -> {
            assertThat(g.curated()).isTrue();
            assertThat(g.steamAppId()).hasValue(730);
            assertThat(g.details().alsoKnownAs()).contains("cs2");
        });
        // The 2019 store texts: the lines as listed, and the cards they name resolved to catalog GPUs.
        assertThat(CATALOG.games().find(new Slug("grand-theft-auto-v"))).hasValueSatisfying(g -> {
            var rec = g.requirements().recommended().orElseThrow();
            assertThat(rec.gpuText()).hasValue("NVIDIA GTX 660 2GB / AMD HD 7870 2GB");
            assertThat(rec.gpus()).containsExactly(new Slug("geforce-gtx-660"), new Slug("radeon-hd-7870"));
            assertThat(rec.gpuG3d()).hasValue(4047);
            assertThat(g.requirements().textSource()).hasValue("steam-requirements-2019");
        });
        // Games released after the 2023 scrape, and an engine's frame-rate cap.
        assertThat(CATALOG.games().all()).hasSizeGreaterThanOrEqualTo(15_000);
        assertThat(CATALOG.games().find(new Slug("borderlands-4"))).isPresent();
        assertThat(CATALOG.games().find(new Slug("elden-ring")))
                .hasValueSatisfying(g -> assertThat(g.details().engineFpsCap()).hasValue(60));
        // An add-on that the 2023 scrape listed as a game is gone.
        assertThat(CATALOG.games().all()).noneMatch(g -> g.name().contains("Headhunter 4"));
    }

    @Test
    void everyMeasuredGameHasFittedParametersAndMeasurementsKeepTheirSource() {
        assertThat(CATALOG.measurements()
                        .find(
                                new Slug("grand-theft-auto-v"),
                                new Slug("geforce-gtx-1060"),
                                Resolution.P1080,
                                Preset.HIGH))
                .hasValueSatisfying(m -> {
                    assertThat(m.sourceId()).isEqualTo("userbenchmark-2020");
                    assertThat(m.samples()).isGreaterThan(1);
                    assertThat(m.low1Fps()).isEmpty();
                });
        assertThat(CATALOG.measurements()
                        .find(new Slug("black-myth-wukong"), new Slug("geforce-rtx-4080"), Resolution.P4K, Preset.HIGH))
                .hasValueSatisfying(m -> {
                    assertThat(m.sourceId()).isEqualTo("techspot-hub-2024");
                    assertThat(m.low1Fps()).isPresent();
                });
        CATALOG.measurements().all().forEach(m -> {
            assertThat(CATALOG.metadata().source(m.sourceId())).isPresent();
            assertThat(CATALOG.modelParameters().game(m.game())).isPresent();
        });
    }

    @Test
    void derivesMinimumAndRecommendedGpusForFittedGames() {
        // The catalog holds only what was fitted; the core derives the cards from it (one rule, GameRequirements).
        var gta = Forecaster.of(CATALOG).describe(new Slug("grand-theft-auto-v"));
        assertThat(gta.demandingness().fitted()).isTrue();
        var min = gta.minimumGpu().orElseThrow();
        var rec = gta.recommendedGpu().orElseThrow();
        assertThat(min.g3dMark()).isLessThan(rec.g3dMark());
        assertThat(min.kind()).isEqualTo(GpuKind.DESKTOP);
    }

    @Test
    void holdsTheSteamSurveyByMonthWithGpusMappedToSlugs() {
        var survey = CATALOG.survey();
        YearMonth latest = YearMonth.of(2026, 4);
        assertThat(survey.months()).contains(YearMonth.of(2008, 11), latest).isSorted();
        var gpus = survey.shares(latest, SurveyCategory.GPU);
        assertThat(gpus).extracting(SurveyShare::share).isSortedAccordingTo(java.util.Comparator.reverseOrder());
        assertThat(gpus)
                .filteredOn(l -> l.name().equals("NVIDIA GeForce RTX 3060"))
                .singleElement()
                .satisfies(l -> {
                    assertThat(l.gpu()).contains(new Slug("geforce-rtx-3060"));
                    assertThat(l.share()).isEqualTo(0.0399);
                });
        assertThat(gpus)
                .filteredOn(l -> l.name().equals("NVIDIA GeForce RTX 3060"))
                .singleElement()
                .satisfies(l -> assertThat(l.mapping()).contains(SurveyMapping.NAME));
        assertThat(gpus)
                .filteredOn(l -> l.name().equals("NVIDIA Graphics Device"))
                .allSatisfy(l -> {
                    assertThat(l.gpu())
                            .as("a name that identifies no card is not guessed")
                            .isEmpty();
                    assertThat(l.mapping()).contains(SurveyMapping.UNKNOWN);
                });
        assertThat(gpus)
                .filteredOn(l -> l.name().equals("Apple M2"))
                .singleElement()
                .satisfies(l -> {
                    assertThat(l.gpu()).isEmpty();
                    assertThat(l.mapping()).contains(SurveyMapping.NO_SCORE_SOURCE);
                });
        assertThat(gpus)
                .as("the 8 GB and 16 GB cards share the survey's line, and add up to it (0.0181)")
                .filteredOn(l -> l.name().equals("NVIDIA GeForce RTX 5060 Ti"))
                .hasSize(2)
                .allSatisfy(l -> assertThat(l.mapping()).contains(SurveyMapping.VARIANT_SHARE))
                .extracting(l -> l.gpu().orElseThrow().value())
                .containsExactlyInAnyOrder("geforce-rtx-5060-ti-8gb", "geforce-rtx-5060-ti-16gb");
        assertThat(gpus.stream()
                        .filter(l -> l.name().equals("NVIDIA GeForce RTX 5060 Ti"))
                        .mapToDouble(SurveyShare::share)
                        .sum())
                .isCloseTo(0.0181, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(gpus)
                .as("a laptop-only name is the laptop card")
                .filteredOn(l -> l.name().equals("NVIDIA GeForce RTX 3050 Ti"))
                .allSatisfy(l -> assertThat(l.gpu()).contains(new Slug("geforce-rtx-3050-ti-laptop-gpu")));
        for (SurveyCategory c : SurveyCategory.values()) {
            assertThat(survey.shares(latest, c)).as(c.key()).isNotEmpty();
        }
        assertThat(survey.shares(YearMonth.of(1999, 1), SurveyCategory.GPU)).isEmpty();
    }

    /**
     * "AMD Radeon(TM) Graphics" (and its spellings) is a family name; the card standing for it is the one the curated
     * table says: the lower median by G3D mark of the catalog's parts named "... with Radeon Graphics".
     */
    @Test
    void theRadeonGraphicsFamilyIsRepresentedByItsMedianPart() {
        List<Gpu> family = CATALOG.gpus().all().stream()
                .filter(g -> g.name().endsWith(" with Radeon Graphics"))
                .sorted(java.util.Comparator.comparingInt(Gpu::g3dMark).thenComparing(Gpu::name))
                .toList();
        assertThat(family).hasSizeGreaterThan(50);
        Gpu median = family.get((family.size() - 1) / 2);
        List<SurveyShare> lines = CATALOG.survey().shares(YearMonth.of(2026, 4), SurveyCategory.GPU).stream()
                .filter(l -> l.name().matches("AMD Radeon ?(\\(TM\\) ?)?Graphics"))
                .toList();
        assertThat(lines).hasSize(3).allSatisfy(l -> {
            assertThat(l.mapping()).contains(SurveyMapping.FAMILY);
            assertThat(l.gpu()).contains(median.slug());
        });
    }

    @Test
    void refusesFilesThatDoNotMatchTheManifestVersion() {
        Map<String, String> files = bundledFiles();
        files.put(CatalogFiles.GPUS, files.get(CatalogFiles.GPUS).replaceFirst("\t\\d+\t", "\t1\t"));
        assertThatThrownBy(() -> BundledCatalog.fromContents(files))
                .isInstanceOf(CatalogFormatException.class)
                .hasMessageContaining("manifest.tsv")
                .hasMessageContaining("does not match the files");
    }

    @Test
    void refusesBrokenRecordsNamingFileAndLine() {
        assertThatThrownBy(() ->
                        BundledCatalog.fromContents(edited(CatalogFiles.GPUS, "\tdesktop\t\\d+\t", "\tdesktop\t0\t")))
                .isInstanceOf(CatalogFormatException.class)
                .hasMessageMatching("gpus\\.tsv:\\d+: column 'g3d_mark' must be > 0, got 0");
        assertThatThrownBy(() -> BundledCatalog.fromContents(edited(CatalogFiles.GPUS, "\tdesktop\t", "\tphone\t")))
                .hasMessageMatching("gpus\\.tsv:\\d+: column 'kind' has unknown value 'phone'.*");
        assertThatThrownBy(() -> BundledCatalog.fromContents(
                        edited(CatalogFiles.MEASUREMENTS, "\ngrand-theft-auto-v\t", "\nno-such-game\t")))
                .hasMessageMatching("measurements\\.tsv:\\d+: unknown game 'no-such-game'");
        assertThatThrownBy(() -> BundledCatalog.fromContents(edited(CatalogFiles.GAMES, "\nfortnite\t", "\ndota-2\t")))
                .hasMessageMatching("games\\.tsv:\\d+: duplicate key 'dota-2'");
        assertThatThrownBy(() -> BundledCatalog.fromContents(
                        edited(CatalogFiles.MODEL_GLOBAL, "gpu_exponent\t[0-9.]+", "gpu_exponent\t-1")))
                .hasMessageContaining("model-global.tsv")
                .hasMessageContaining("> 0");
        assertThatThrownBy(() -> BundledCatalog.fromContents(edited(CatalogFiles.MANIFEST, "format\t3", "format\t9")))
                .hasMessageContaining("manifest.tsv: format must be 3");
    }

    @Test
    void refusesAMissingFile() {
        Map<String, String> files = bundledFiles();
        files.remove(CatalogFiles.CPUS);
        assertThatThrownBy(() -> BundledCatalog.fromContents(files)).hasMessage("cpus.tsv: file is missing");
    }
}
