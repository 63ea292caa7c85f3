package org.fpsforecast.importer.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.ErrorBand;
import org.fpsforecast.core.model.ForecastModel;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.junit.jupiter.api.Test;

public class GameFitterTest {
    public static final GlobalParameters GLOBAL = new GlobalParameters(
            10_000,
            0.6,
            new EnumMap<>(Map.of(Resolution.P1080, 1.0, Resolution.P1440, 0.75, Resolution.P4K, 0.45)),
            new EnumMap<>(Map.of(Preset.LOW, 1.3, Preset.MEDIUM, 1.15, Preset.HIGH, 1.0, Preset.ULTRA, 0.85)),
            0.8,
            2_500,
            4_000,
            "Test CPU",
            6,
            1_000,
            new ErrorBand(0.8, 1.25, 12),
            new ErrorBand(0.8, 1.25, 12),
            org.fpsforecast.core.model.GlobalParameters.sameEstimateBands(new ErrorBand(0.6, 1.6, 30)),
            org.fpsforecast.core.model.DemandRelation.flat(80, 150.0 / 80),
            org.fpsforecast.core.model.GpuScore.NONE);

    /** A game of demand 90, exponents 0.7 / 0.8 / 0.9 and no cell adjustments, with this CPU limit at the reference. */
    private static GameParameters truth(Slug game, double cpuFps) {
        return new GameParameters(
                game,
                90,
                new EnumMap<>(Map.of(Resolution.P1080, 0.7, Resolution.P1440, 0.8, Resolution.P4K, 0.9)),
                java.util.Collections.nCopies(12, 0.0),
                cpuFps,
                1,
                org.fpsforecast.core.domain.DemandBasis.FITTED);
    }

    /**
     * Every cell of {@code count} GPUs (G3D {@code step}, 2 x {@code step}, ...) exactly as {@code truth} gives them on a
     * CPU of {@code singleThread}: lab runs (with a 1% low) or user cells of 10 submissions. Fills {@code gpus}.
     */
    private static List<Measurement> generated(
            GameParameters truth, int count, int step, double singleThread, boolean lab, Map<Slug, Gpu> gpus) {
        ForecastModel model = new ForecastModel(GLOBAL);
        List<Measurement> data = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Gpu gpu = new Gpu(new Slug("gpu-" + i), "GPU " + i, Brand.NVIDIA, GpuKind.DESKTOP, step * (i + 1));
            gpus.put(gpu.slug(), gpu);
            for (Resolution r : Resolution.values()) {
                for (Preset p : Preset.values()) {
                    double fps = model.combine(
                            model.gpuLimit(truth, gpu, r, p), model.cpuLimit(truth.cpuFpsAtReference(), singleThread));
                    data.add(
                            lab
                                    ? new Measurement(
                                            truth.game(), gpu.slug(), r, p, fps, OptionalDouble.of(0.8 * fps), 1, "lab")
                                    : new Measurement(
                                            truth.game(), gpu.slug(), r, p, fps, OptionalDouble.empty(), 10, "test"));
                }
            }
        }
        return data;
    }

    @Test
    void labRunsAreReadOnTheDefaultCpuClassAndUserCellsOnTheReference() {
        Slug game = new Slug("a-lab-game");
        ForecastModel model = new ForecastModel(GLOBAL);
        Map<Slug, Gpu> gpus = new LinkedHashMap<>();
        // A review's rig: the CPU limit at the default class's single-thread mark, 1.6 x the reference's.
        List<Measurement> lab = generated(truth(game, 150), 12, 4_000, GLOBAL.defaultSingleThread(), true, gpus);
        assertThat(model.singleThreadOf(lab.get(0))).isEqualTo(GLOBAL.defaultSingleThread());
        Measurement userCell = new Measurement(
                game, lab.get(0).gpu(), Resolution.P1080, Preset.LOW, 100, OptionalDouble.empty(), 40, "users");
        assertThat(model.singleThreadOf(userCell)).isEqualTo(GLOBAL.referenceSingleThread());

        GameParameters fit = new GameFitter(GLOBAL).fit(game, lab, gpus);
        assertThat(fit.cpuFpsAtReference())
                .as("the CPU limit at the reference, not the rig's")
                .isCloseTo(150, within(8.0));
        for (Measurement m : lab) {
            assertThat(GameFitter.predict(model, fit, gpus.get(m.gpu()), m))
                    .as("each lab run, read on its rig")
                    .isCloseTo(m.averageFps(), within(0.05 * m.averageFps()));
        }
    }

    @Test
    void recoversTheParametersThatGeneratedTheData() {
        Slug game = new Slug("a-game");
        GameParameters truth = truth(game, 240);
        Map<Slug, Gpu> gpus = new LinkedHashMap<>();
        List<Measurement> data = generated(truth, 20, 2_000, GLOBAL.referenceSingleThread(), false, gpus);
        GameParameters fit = new GameFitter(GLOBAL).fit(game, data, gpus);
        assertThat(fit.demand()).isCloseTo(90, within(2.0));
        for (Resolution r : Resolution.values()) {
            assertThat(fit.gpuExponent().get(r))
                    .as(r.label())
                    .isCloseTo(truth.gpuExponent().get(r), within(0.03));
        }
        assertThat(fit.cpuFpsAtReference()).isCloseTo(240, within(12.0));
        assertThat(fit.measurements()).isEqualTo(data.size());
        assertThat(new GameFitter(GLOBAL).fit(game, data, gpus))
                .as("deterministic")
                .isEqualTo(fit);
    }
}
