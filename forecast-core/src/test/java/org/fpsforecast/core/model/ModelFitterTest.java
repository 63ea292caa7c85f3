package org.fpsforecast.core.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
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
import org.junit.jupiter.api.Test;

class ModelFitterTest {
    static final double EXPONENT = 0.7;
    static final Map<Resolution, Double> RES =
            Map.of(Resolution.P1080, 1.0, Resolution.P1440, 0.74, Resolution.P4K, 0.43);
    static final Map<Preset, Double> PRESET =
            Map.of(Preset.LOW, 1.35, Preset.MEDIUM, 1.15, Preset.HIGH, 1.0, Preset.ULTRA, 0.82);
    static final Map<String, Double> DEMAND = Map.of("light-game", 180.0, "mid-game", 90.0, "heavy-game", 35.0);

    /** Measurements that follow the model's GPU formula exactly, on GPUs from G3D 2,000 to 20,000. */
    static List<Measurement> exactMeasurements(Map<Slug, Gpu> gpus) {
        List<Measurement> out = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            Slug slug = new Slug("gpu-" + i);
            gpus.put(slug, new Gpu(slug, "GPU " + i, Brand.NVIDIA, GpuKind.DESKTOP, 2_000 + 2_000 * i));
        }
        for (Map.Entry<String, Double> game : DEMAND.entrySet()) {
            for (Gpu gpu : gpus.values()) {
                for (Resolution r : Resolution.values()) {
                    for (Preset p : Preset.values()) {
                        double fps = game.getValue()
                                * Math.pow(gpu.g3dMark() / ModelFitter.REFERENCE_G3D, EXPONENT)
                                * RES.get(r)
                                * PRESET.get(p);
                        out.add(new Measurement(
                                new Slug(game.getKey()),
                                gpu.slug(),
                                r,
                                p,
                                fps,
                                OptionalDouble.of(0.8 * fps),
                                5,
                                "test"));
                    }
                }
            }
        }
        return out;
    }

    @Test
    void recoversTheParametersThatGeneratedTheData() {
        Map<Slug, Gpu> gpus = new LinkedHashMap<>();
        FittedModel fit = new ModelFitter(2500, 4000, "Test CPU").fit(exactMeasurements(gpus), gpus);
        GlobalParameters g = fit.global();
        assertThat(g.gpuExponent()).isCloseTo(EXPONENT, within(1e-9));
        for (Resolution r : Resolution.values()) {
            assertThat(g.resolutionFactor().get(r)).as(r.label()).isCloseTo(RES.get(r), within(1e-9));
        }
        for (Preset p : Preset.values()) {
            assertThat(g.presetFactor().get(p)).as(p.key()).isCloseTo(PRESET.get(p), within(1e-9));
        }
        for (GameParameters p : fit.games()) {
            assertThat(p.demand())
                    .as(p.game().value())
                    .isCloseTo(DEMAND.get(p.game().value()), within(1e-6));
            assertThat(p.measurements()).isEqualTo(10 * 12);
        }
        assertThat(g.low1Ratio()).isCloseTo(0.8, within(1e-9));
        assertThat(g.referenceSingleThread()).isEqualTo(2500);
        assertThat(g.defaultSingleThread()).isEqualTo(4000);
        assertThat(fit.cells()).isEqualTo(3 * 10 * 12);
    }

    @Test
    void isDeterministic() {
        Map<Slug, Gpu> gpus = new LinkedHashMap<>();
        List<Measurement> data = exactMeasurements(gpus);
        ModelFitter fitter = new ModelFitter(2500, 4000, "Test CPU");
        assertThat(fitter.fit(data, gpus)).isEqualTo(fitter.fit(data, gpus));
    }

    @Test
    void measurementsOfUnknownGpusAreLeftOut() {
        Map<Slug, Gpu> gpus = new LinkedHashMap<>();
        List<Measurement> data = new ArrayList<>(exactMeasurements(gpus));
        data.add(new Measurement(
                new Slug("mid-game"),
                new Slug("not-in-catalog"),
                Resolution.P1080,
                Preset.HIGH,
                999,
                OptionalDouble.empty(),
                50,
                "test"));
        assertThat(new ModelFitter(2500, 4000, "Test CPU").fit(data, gpus).cells())
                .isEqualTo(3 * 10 * 12);
    }

    @Test
    void weightedQuantilesFollowTheWeights() {
        double[] v = {10, 20, 30};
        assertThat(WeightedStats.median(v, new double[] {1, 1, 1})).isEqualTo(20);
        assertThat(WeightedStats.median(v, new double[] {1, 1, 10})).isEqualTo(30);
        assertThat(WeightedStats.quantile(v, new double[] {1, 1, 1}, 0.1)).isEqualTo(10);
        assertThat(WeightedStats.mean(v, new double[] {1, 0, 1})).isEqualTo(20);
    }
}
