package org.fpsforecast.importer.fit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.RenderedMeasurement;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.SuiteResult;
import org.fpsforecast.importer.internal.DemandRelationFitter;
import org.fpsforecast.importer.internal.GameFitterTest;
import org.junit.jupiter.api.Test;

/** How a suite of recent games becomes an exponent, and how a fold hides the suite's rows of its GPUs. */
class ModelPipelineTest {
    static final GlobalParameters GLOBAL = GameFitterTest.GLOBAL;

    static Map<Slug, Gpu> gpus(int n) {
        Map<Slug, Gpu> out = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            Gpu gpu = new Gpu(
                    new Slug("gpu-" + i),
                    "GPU " + i,
                    Brand.NVIDIA,
                    GpuKind.DESKTOP,
                    8_000 + 4_000 * i,
                    OptionalInt.of(2022),
                    OptionalInt.of(8_192),
                    GpuScoreBasis.PASSMARK);
            out.put(gpu.slug(), gpu);
        }
        return out;
    }

    /** A suite whose FPS grow as exp(slope x score) exactly. */
    static List<SuiteResult> suite(Map<Slug, Gpu> gpus, double slope) {
        List<SuiteResult> out = new ArrayList<>();
        gpus.values()
                .forEach(g ->
                        out.add(new SuiteResult(g.slug(), 60 * Math.exp(slope * GLOBAL.scoreOf(g)), 2025, "suite")));
        return out;
    }

    @Test
    void aSuiteGivesItsSlopeOnTheGpuScoreAtItsYear() {
        Map<Slug, Gpu> gpus = gpus(8);
        List<DemandRelationFitter.YearExponent> e = ModelPipeline.suiteExponents(suite(gpus, 1.1), gpus, GLOBAL);
        assertThat(e).hasSize(1);
        assertThat(e.get(0).year()).isEqualTo(2025);
        assertThat(e.get(0).exponent()).isCloseTo(1.1, within(1e-9));
    }

    @Test
    void aSuiteOfTooFewCatalogGpusOrAFlatOneSaysNothing() {
        Map<Slug, Gpu> gpus = gpus(8);
        List<SuiteResult> rows = suite(gpus, 1.1);
        Map<Slug, Gpu> four = new LinkedHashMap<>();
        gpus.values().stream().limit(ModelPipeline.MIN_SUITE_GPUS - 1).forEach(g -> four.put(g.slug(), g));
        assertThat(ModelPipeline.suiteExponents(rows, four, GLOBAL)).isEmpty();
        assertThat(ModelPipeline.suiteExponents(suite(gpus, -0.2), gpus, GLOBAL))
                .as("a suite slower on stronger cards is no evidence of an exponent")
                .isEmpty();
    }

    @Test
    void aFoldDropsTheUpscaledRunsOfTheGpusItHoldsOut() {
        List<RenderedMeasurement> runs = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            runs.add(new RenderedMeasurement(
                    new Measurement(
                            new Slug("outlaws"),
                            new Slug("gpu-" + i),
                            Resolution.P1440,
                            Preset.HIGH,
                            60 + i,
                            OptionalDouble.of(50),
                            1,
                            "techspot-hub-2024"),
                    Rendering.parse("quality", null, null),
                    "Quality"));
        }
        ModelPipeline pipeline = new ModelPipeline(
                new org.fpsforecast.core.model.ModelFitter(2314, 3965, "test CPU"), 2, List.of(), runs);

        ModelPipeline fold = pipeline.withoutGpus(g -> g.value().equals("gpu-1"));

        assertThat(pipeline.rendered()).hasSize(3);
        assertThat(fold.rendered()).extracting(r -> r.cell().gpu().value()).containsExactly("gpu-0", "gpu-2");
    }

    @Test
    void aFoldDropsTheSuiteRowsOfTheGpusItHoldsOut() {
        Map<Slug, Gpu> gpus = gpus(8);
        List<SuiteResult> rows = new ArrayList<>(suite(gpus, 1.1));
        // The held-out GPU's row is wrong on purpose: kept, it would bend the slope.
        rows.set(7, new SuiteResult(new Slug("gpu-7"), 10_000, 2025, "suite"));
        ModelPipeline pipeline =
                new ModelPipeline(new org.fpsforecast.core.model.ModelFitter(2314, 3965, "test CPU"), 2, rows);
        ModelPipeline fold = pipeline.withoutGpus(g -> g.value().equals("gpu-7"));
        assertThat(ModelPipeline.suiteExponents(rows, gpus, GLOBAL).get(0).exponent())
                .isGreaterThan(1.5);
        assertThat(fold.suite()).hasSize(7).noneMatch(r -> r.gpu().value().equals("gpu-7"));
        assertThat(ModelPipeline.suiteExponents(fold.suite(), gpus, GLOBAL)
                        .get(0)
                        .exponent())
                .isCloseTo(1.1, within(1e-9));
    }
}
