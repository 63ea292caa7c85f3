package org.fpsforecast.importer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.G3dRange;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.Names;
import org.fpsforecast.core.domain.Slug;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Marks from specs: which table rows are other cards, which are the catalog's own, and how the fit is judged. */
@Tag("integration") // the datasets
class GpuSpecEstimatesTest {
    private static Gpu passMark(String name, int g3d) {
        return new Gpu(Slug.fromName(name), name, Brand.NVIDIA, GpuKind.DESKTOP, g3d);
    }

    private static Map<String, Gpu> catalog(Gpu... gpus) {
        Map<String, Gpu> byKey = new LinkedHashMap<>();
        for (Gpu g : gpus) {
            byKey.put(Names.normalize(g.name()), g);
        }
        return byKey;
    }

    @Test
    void boardVariantsAreTheCatalogsCardWhileMobilePartsAreOtherCards() {
        Map<String, Gpu> byKey = catalog(
                passMark("GeForce GTX 1060", 10_000),
                passMark("GeForce GTX 680", 5_500),
                passMark("GeForce MX450", 3_500),
                passMark("Quadro P4200", 9_000),
                passMark("GeForce RTX 3060 Laptop GPU", 12_000),
                passMark("Intel HD 5500", 600));
        for (String variant : List.of(
                "GeForce GTX 1060 6 GB 9Gbps",
                "GeForce GTX 680 Mac Edition",
                "GeForce MX450 30.5W 10Gbps",
                "GeForce GTX 1060 GP104",
                "GeForce GTX 1060 Rev. 2 PCIe x8",
                "Quadro P4200 Mobile")) {
            assertThat(GpuSpecEstimates.variantOfKnown(variant, byKey))
                    .as(variant)
                    .isTrue();
        }
        assertThat(GpuSpecEstimates.sameCard("GeForce RTX 3060 Mobile", byKey)).isPresent();
        assertThat(GpuSpecEstimates.sameCard("Intel HD Graphics 5500", byKey)).isPresent();
        // A laptop part PassMark lacks is another card, with its own (lower) clocks: estimated, not merged.
        assertThat(GpuSpecEstimates.variantOfKnown("GeForce GTX 1060 Mobile", byKey))
                .isFalse();
        assertThat(GpuSpecEstimates.sameCard("GeForce GTX 1060 Mobile", byKey)).isEmpty();
    }

    @Test
    void theSecondSpecTableFillsOnlyTheCardsTheFirstLacksThatHaveACuratedYear() {
        Path kaggle = CatalogImporterTest.DATASETS.resolve(GpuSpecs.SPEC_TABLE);
        Path peeters = CatalogImporterTest.DATASETS.resolve(GpuSpecEstimates.SUPPLEMENT_TABLE);
        assumeTrue(
                kaggle.toFile().isFile() && peeters.toFile().isFile(), "shared/datasets is not beside the repository");
        List<Map<String, String>> table = RawCsv.read(kaggle);
        List<Map<String, String>> supplement = RawCsv.read(peeters);
        // GTX 970 is in both tables: the Kaggle row stands, a year for it changes nothing.
        List<Map<String, String>> rows = GpuSpecEstimates.supplementRows(
                table, supplement, Map.of("Intel HD Graphics 2500", 2012, "NVIDIA GeForce GTX 970", 2014));
        assertThat(rows).singleElement().satisfies(r -> {
            assertThat(r)
                    .containsEntry("manufacturer", "Intel")
                    .containsEntry("productName", "HD Graphics 2500")
                    .containsEntry("releaseYear", "2012")
                    .containsEntry("unifiedShader", "48.0")
                    .containsEntry("gpuClock", "650")
                    .containsEntry("igp", "Yes")
                    .doesNotContainKey("memClock");
        });
        // Without a curated year a card is not taken: the fit needs the year.
        assertThat(GpuSpecEstimates.supplementRows(table, supplement, Map.of())).isEmpty();
    }

    @Test
    void theBundledSpecTableGivesEachEstimateARangeAroundItsMarkFromHeldOutErrors() {
        Path table = CatalogImporterTest.DATASETS.resolve(GpuSpecs.SPEC_TABLE);
        assumeTrue(table.toFile().isFile(), "shared/datasets is not beside the repository");
        List<Map<String, String>> rows = RawCsv.read(table);
        // A catalog of a few hundred real cards of the table, with made-up marks that follow their shader throughput:
        // the fit must find that relation and hold the cards it is not given.
        Map<String, Gpu> byKey = new LinkedHashMap<>();
        Map<String, Double> held = new LinkedHashMap<>();
        for (Map<String, String> r : rows) {
            double shaders = RawCsv.decimal(r.get("unifiedShader"));
            double clock = RawCsv.decimal(r.get("gpuClock"));
            int year = RawCsv.number(r.get("releaseYear"));
            String name = r.get("productName").strip();
            if (!(shaders > 0 && clock > 0) || year < 2010 || year > 2021 || !name.startsWith("GeForce GTX")) {
                continue;
            }
            if (byKey.size() % 5 == 4) {
                held.put(name, shaders * clock / 100);
                byKey.put("held " + byKey.size(), passMark("Placeholder " + byKey.size(), 1));
                continue;
            }
            byKey.put(Names.normalize(name), passMark(name, (int) Math.round(shaders * clock / 100)));
        }
        GpuSpecEstimates.Result result = GpuSpecEstimates.estimate(rows, byKey);

        GpuSpecEstimates.EraFit unified = result.fits().get(0);
        assertThat(unified.era()).isEqualTo("unified shaders");
        assertThat(unified.cards()).isGreaterThan(100);
        assertThat(unified.q10()).isNegative();
        assertThat(unified.q90()).isPositive();
        assertThat(result.estimates())
                .isNotEmpty()
                .allSatisfy(e -> assertThat(e.range().contains(e.g3dMark())).isTrue());
        // The held-out GeForce GTX cards get estimates near shaders x clock / 100, the relation the marks follow.
        List<GpuSpecEstimates.Estimate> heldOut = result.estimates().stream()
                .filter(e -> held.containsKey(e.name()))
                .toList();
        assertThat(heldOut)
                .hasSizeGreaterThan(10)
                .allSatisfy(e -> assertThat(e.g3dMark() / held.get(e.name()))
                        .as(e.name())
                        .isBetween(0.9, 1.1));
        // Consoles and family names are never estimated.
        assertThat(result.estimates()).noneMatch(e -> e.name().equals("Intel HD Graphics"));
        assertThat(result.estimates()).noneMatch(e -> e.name().startsWith("Playstation"));
        assertThat(result.skipped()).anyMatch(s -> s.startsWith("Playstation") && s.contains("console"));
    }

    @Test
    void anEstimatedMarkCarriesItsRangeAndOnlyItDoes() {
        Gpu nano = estimated(10_120, Optional.of(new G3dRange(6_977, 14_494)));
        assertThat(nano.withG3dMark(6_977).scoreBasis()).isEqualTo(GpuScoreBasis.PASSMARK);
        assertThatThrownBy(() -> estimated(100, Optional.empty())).hasMessageContaining("estimated from specs");
        assertThatThrownBy(() -> estimated(100, Optional.of(new G3dRange(200, 300))))
                .hasMessageContaining("misses its mark 100");
    }

    private static Gpu estimated(int mark, Optional<G3dRange> range) {
        return new Gpu(
                new Slug("radeon-r9-nano"),
                "Radeon R9 Nano",
                Brand.AMD,
                GpuKind.DESKTOP,
                mark,
                OptionalInt.of(2015),
                OptionalInt.of(4096),
                GpuScoreBasis.SPEC_ESTIMATE,
                range);
    }
}
