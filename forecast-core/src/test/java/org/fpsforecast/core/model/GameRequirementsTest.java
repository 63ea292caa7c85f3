package org.fpsforecast.core.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalInt;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.Slug;
import org.junit.jupiter.api.Test;

class GameRequirementsTest {
    static final GlobalParameters GLOBAL = TestGlobals.global(1.0, 20, 1.5, 1.2, 0.8);

    static Gpu gpu(String slug, int g3d, GpuKind kind, Brand brand, GpuScoreBasis basis) {
        return new Gpu(
                new Slug(slug), "GPU " + slug, brand, kind, g3d, OptionalInt.of(2020), OptionalInt.empty(), basis);
    }

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
                gpu("recommended", 10_500, GpuKind.DESKTOP, Brand.INTEL, GpuScoreBasis.PASSMARK),
                gpu("strong", 30_000, GpuKind.DESKTOP, Brand.NVIDIA, GpuScoreBasis.PASSMARK));
        GameRequirements r = GameRequirements.derive(new ForecastModel(GLOBAL), game, gpus);
        assertThat(r.minimumGpu()).contains(new Slug("minimum"));
        assertThat(r.recommendedGpu()).contains(new Slug("recommended"));
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
