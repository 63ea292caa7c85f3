package org.fpsforecast.core.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.FrameGeneration;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.RayTracing;
import org.fpsforecast.core.domain.RenderedMeasurement;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Upscaling;
import org.junit.jupiter.api.Test;

class RenderedLevelTest {
    static final GlobalParameters GLOBAL = TestGlobals.global(0.6, 6, 1.2, 1.1, 0.85);
    static final ForecastModel MODEL = new ForecastModel(GLOBAL);
    static final Slug GAME = new Slug("outlaws");
    static final Rendering QUALITY = new Rendering(Upscaling.QUALITY, RayTracing.OFF, FrameGeneration.OFF);
    static final Rendering QUALITY_RT = new Rendering(Upscaling.QUALITY, RayTracing.ON, FrameGeneration.OFF);
    /** What the demand relation would say about the game. */
    static final GameParameters ESTIMATE = GameParameters.simple(GAME, 80, 0.6, 150, 0, DemandBasis.RECOMMENDED_GPU);

    /** The game as it really runs: 0.7 times the estimate's level, losing frames faster with pixels. */
    static GameParameters truth() {
        GameParameters steep = RenderedLevel.steepened(ESTIMATE, -0.2);
        return new GameParameters(
                GAME,
                0.7 * steep.demand(),
                steep.gpuExponent(),
                steep.cellAdjust(),
                0.7 * steep.cpuFpsAtReference(),
                1,
                DemandBasis.FITTED);
    }

    /**
     * Upscaled runs of five cards at every resolution and three presets, measured as the true game gives them at
     * Quality, labelled {@code options}; each row carries the parameters {@code carried} as the fit would find them.
     */
    static List<RenderingFitter.Row> rows(GameParameters carried, Rendering options) {
        List<RenderingFitter.Row> rows = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            Gpu gpu = new Gpu(
                    new Slug("card-" + i),
                    "GeForce RTX 40" + (6 + i) + "0",
                    Brand.NVIDIA,
                    GpuKind.DESKTOP,
                    8_000 + 8_000 * i);
            double score = GLOBAL.scoreOf(gpu);
            for (Resolution r : Resolution.values()) {
                for (Preset p : List.of(Preset.MEDIUM, Preset.HIGH, Preset.ULTRA)) {
                    Measurement placeholder =
                            new Measurement(GAME, gpu.slug(), r, p, 1, OptionalDouble.of(1), 1, "techspot-hub-2024");
                    RenderingFitter.Row truthRow = row(placeholder, QUALITY, truth(), gpu, score);
                    double fps = RenderingFitter.predict(MODEL, truthRow, QUALITY, RenderingParameters.UNFITTED);
                    Measurement measured = new Measurement(
                            GAME, gpu.slug(), r, p, fps, OptionalDouble.of(0.8 * fps), 1, "techspot-hub-2024");
                    rows.add(row(measured, options, carried, gpu, score));
                }
            }
        }
        return rows;
    }

    static RenderingFitter.Row row(Measurement m, Rendering options, GameParameters p, Gpu gpu, double score) {
        return new RenderingFitter.Row(
                new RenderedMeasurement(m, options, "Quality"),
                p,
                gpu,
                score,
                MODEL.cpuLimit(p.cpuFpsAtReference(), GLOBAL.defaultSingleThread()),
                Double.POSITIVE_INFINITY,
                1);
    }

    @Test
    void readsTheNativeLevelAndResolutionScalingBackThroughTheUpscalingModel() {
        List<RenderingFitter.Row> rows = rows(ESTIMATE, QUALITY);

        GameParameters fitted = RenderedLevel.fit(MODEL, rows).get(GAME);

        GameParameters truth = truth();
        assertThat(fitted.basis()).isEqualTo(DemandBasis.FITTED);
        assertThat(fitted.measurements()).isEqualTo(rows.size());
        assertThat(fitted.demand()).isCloseTo(truth.demand(), within(1e-6));
        assertThat(fitted.cpuFpsAtReference()).isCloseTo(truth.cpuFpsAtReference(), within(1e-6));
        for (Resolution r : Resolution.values()) {
            assertThat(fitted.adjust(r, Preset.HIGH))
                    .as(r.toString())
                    .isCloseTo(truth.adjust(r, Preset.HIGH), within(1e-9));
            assertThat(fitted.gpuExponent().get(r))
                    .isEqualTo(ESTIMATE.gpuExponent().get(r));
        }
        // The native answer the service would give, against the true game's.
        Gpu card = rows.get(0).gpu();
        assertThat(MODEL.gpuLimit(fitted, card, Resolution.P4K, Preset.HIGH))
                .isCloseTo(MODEL.gpuLimit(truth, card, Resolution.P4K, Preset.HIGH), within(1e-6));
    }

    @Test
    void leavesFittedGamesAndRunsWithRayTracingAlone() {
        GameParameters ownFit = GameParameters.simple(GAME, 80, 0.6, 150, 12, DemandBasis.FITTED);

        assertThat(RenderedLevel.fit(MODEL, rows(ownFit, QUALITY))).isEmpty();
        assertThat(RenderedLevel.fit(MODEL, rows(ESTIMATE, QUALITY_RT))).isEmpty();
    }
}
