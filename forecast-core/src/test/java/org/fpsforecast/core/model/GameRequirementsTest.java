package org.fpsforecast.core.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalInt;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.Slug;
import org.junit.jupiter.api.Test;

class GameRequirementsTest {
    static final GlobalParameters GLOBAL = TestGlobals.global(1.0, 20, 1.5, 1.2, 0.8);

    static Gpu gpu(String slug, int g3d, GpuKind kind, Brand brand, GpuScoreBasis basis) {
        return new Gpu(
                new Slug(slug),
                NAMES.getOrDefault(slug, "GeForce GTX 1060"),
                brand,
                kind,
                g3d,
                OptionalInt.of(2020),
                OptionalInt.empty(),
                basis);
    }

    /** Names of consumer gaming cards, and workstation or special-edition parts that must never be chosen. */
    private static final java.util.Map<String, String> NAMES = java.util.Map.of(
            "too-weak", "GeForce GTX 750",
            "minimum", "Radeon RX 570",
            "laptop", "GeForce GTX 1650 Mobile",
            "old-list", "GeForce GTX 1070",
            "obscure", "Matrox Millennium",
            "workstation", "Quadro P4000",
            "special", "TITAN V CEO Edition",
            "recommended", "Arc A750",
            "strong", "GeForce RTX 4090");

    @Test
    void minimumAndRecommendedAreTheWeakestDesktopGpusReachingThe30And60FpsBars() {
        // demand 60 at G3D 10,000, exponent 1: 1080p low = 90 * g3d/10000, 1080p high = 60 * g3d/10000 (CPU far away).
        GameParameters game = GameParameters.simple(new Slug("a-game"), 60, 1.0, 10_000, 40, DemandBasis.FITTED);
        List<Gpu> gpus = List.of(
                gpu("too-weak", 3_000, GpuKind.DESKTOP, Brand.NVIDIA, GpuScoreBasis.PASSMARK),
                new Gpu(
                        new Slug("dual"),
                        "Radeon HD 6850 X2",
                        Brand.AMD,
                        GpuKind.DESKTOP,
                        3_400,
                        OptionalInt.of(2011),
                        OptionalInt.empty(),
                        GpuScoreBasis.PASSMARK),
                gpu("minimum", 3_500, GpuKind.DESKTOP, Brand.AMD, GpuScoreBasis.PASSMARK),
                gpu("laptop", 4_000, GpuKind.LAPTOP, Brand.NVIDIA, GpuScoreBasis.PASSMARK),
                gpu("old-list", 9_000, GpuKind.DESKTOP, Brand.NVIDIA, GpuScoreBasis.PASSMARK_RESCALED),
                gpu("obscure", 10_000, GpuKind.DESKTOP, Brand.OTHER, GpuScoreBasis.PASSMARK),
                gpu("workstation", 10_100, GpuKind.DESKTOP, Brand.NVIDIA, GpuScoreBasis.PASSMARK),
                gpu("special", 10_200, GpuKind.DESKTOP, Brand.NVIDIA, GpuScoreBasis.PASSMARK),
                gpu("recommended", 10_500, GpuKind.DESKTOP, Brand.INTEL, GpuScoreBasis.PASSMARK),
                gpu("strong", 30_000, GpuKind.DESKTOP, Brand.NVIDIA, GpuScoreBasis.PASSMARK));
        GameRequirements r = GameRequirements.derive(new ForecastModel(GLOBAL), game, gpus);
        assertThat(r.minimumGpu()).contains(new Slug("minimum"));
        assertThat(r.recommendedGpu()).contains(new Slug("recommended"));
    }

    @Test
    void onlyConsumerGamingCardsAreCandidates() {
        assertThat(GameRequirements.isGamingCard("GeForce RTX 4060")).isTrue();
        assertThat(GameRequirements.isGamingCard("Radeon RX 6600 XT")).isTrue();
        assertThat(GameRequirements.isGamingCard("Arc B580")).isTrue();
        assertThat(GameRequirements.isGamingCard("GeForce 8800 GT")).isTrue();
        assertThat(GameRequirements.isGamingCard("Radeon RX 580")).isTrue();
        assertThat(GameRequirements.isGamingCard("Radeon RX 6700 XT")).isTrue();
        assertThat(GameRequirements.isGamingCard("GeForce GTX 1660 Ti")).isTrue();
        for (String part : List.of(
                "TITAN V CEO Edition",
                "Quadro RTX 8000",
                "Tesla T4",
                "GRID K520",
                "Radeon Pro W6800",
                "FirePro W9100",
                "Radeon Instinct MI25",
                "Radeon HD 6550D",
                "GeForce 6100 nForce 400",
                "Radeon HD 7800-serie",
                "Radeon HD 7700 Series",
                "GeForce GTX 970XM FORCE",
                "GeForce GTX 980M",
                "Radeon RX 6700S",
                "Radeon RX590 GME",
                "Radeon RX 580 2048SP",
                "Radeon RX 580X")) {
            assertThat(GameRequirements.isGamingCard(part)).as(part).isFalse();
        }
    }

    @Test
    void aGameNoGpuCanRunWellHasNoRequirement() {
        GameParameters heavy = GameParameters.simple(new Slug("heavy"), 1, 1.0, 10_000, 40, DemandBasis.FITTED);
        GameRequirements r = GameRequirements.derive(
                new ForecastModel(GLOBAL),
                heavy,
                List.of(gpu("strong", 30_000, GpuKind.DESKTOP, Brand.NVIDIA, GpuScoreBasis.PASSMARK)));
        assertThat(r.minimumGpu()).isEmpty();
        assertThat(r.recommendedGpu()).isEmpty();
    }
}
