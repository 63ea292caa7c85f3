package org.fpsforecast.importer.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.ForecastModel;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.GpuScore;
import org.junit.jupiter.api.Test;

class GpuScoreFitterTest {
    static final GpuScore TRUTH = new GpuScore(0.08, 0.05);

    /** Three games measured on 24 GPUs spread over G3D marks and memory sizes, all GPU-bound. */
    static List<Measurement> data(Map<Slug, Gpu> gpus) {
        GlobalParameters truthGlobal = GameFitterTest.GLOBAL.withGpuScore(TRUTH);
        ForecastModel model = new ForecastModel(truthGlobal);
        int[] years = {2009, 2012, 2014, 2016, 2018, 2019};
        int[] vram = {1_024, 2_048, 4_096, 8_192, 11_264, 16_384};
        for (int i = 0; i < 24; i++) {
            Gpu gpu = new Gpu(
                    new Slug("gpu-" + i),
                    "GPU " + i,
                    Brand.NVIDIA,
                    GpuKind.DESKTOP,
                    500 + 1_500 * i,
                    OptionalInt.of(years[(i * 5) % years.length]),
                    OptionalInt.of(vram[(i * 7) % vram.length]),
                    GpuScoreBasis.PASSMARK);
            gpus.put(gpu.slug(), gpu);
        }
        List<Measurement> data = new ArrayList<>();
        double[] demands = {60, 120, 250};
        for (int g = 0; g < demands.length; g++) {
            Slug game = new Slug("game-" + g);
            GameParameters truth = new GameParameters(
                    game,
                    demands[g],
                    new EnumMap<>(Map.of(
                            Resolution.P1080, truthGlobal.gpuExponent(),
                            Resolution.P1440, truthGlobal.gpuExponent(),
                            Resolution.P4K, truthGlobal.gpuExponent())),
                    Collections.nCopies(12, 0.0),
                    5_000,
                    1,
                    DemandBasis.FITTED);
            for (Gpu gpu : gpus.values()) {
                for (Preset p : Preset.values()) {
                    double fps = model.combine(
                            model.gpuLimit(truth, gpu, Resolution.P1080, p),
                            model.cpuLimit(5_000, truthGlobal.referenceSingleThread()));
                    data.add(new Measurement(
                            game, gpu.slug(), Resolution.P1080, p, fps, OptionalDouble.empty(), 20, "test"));
                }
            }
        }
        return data;
    }

    @Test
    void recoversTheScoreThatGeneratedTheData() {
        Map<Slug, Gpu> gpus = new LinkedHashMap<>();
        List<Measurement> data = data(gpus);
        GpuScore fitted = new GpuScoreFitter(GameFitterTest.GLOBAL).fit(data, gpus);
        assertThat(fitted.curvature()).isCloseTo(TRUTH.curvature(), within(0.01));
        assertThat(fitted.perVramDoubling()).isCloseTo(TRUTH.perVramDoubling(), within(0.01));
        assertThat(new GpuScoreFitter(GameFitterTest.GLOBAL).fit(data, gpus))
                .as("deterministic")
                .isEqualTo(fitted);
    }

    @Test
    void dataThatThePlainG3dMarkExplainsNeedsNoCorrection() {
        Map<Slug, Gpu> gpus = new LinkedHashMap<>();
        List<Measurement> generated = data(gpus);
        // The same cells, regenerated without any correction.
        ForecastModel plain = new ForecastModel(GameFitterTest.GLOBAL);
        List<Measurement> data = new ArrayList<>();
        for (Measurement m : generated) {
            GameParameters truth = GameParameters.simple(
                    m.game(), 100, GameFitterTest.GLOBAL.gpuExponent(), 5_000, 1, DemandBasis.FITTED);
            double fps = plain.combine(
                    plain.gpuLimit(truth, gpus.get(m.gpu()), m.resolution(), m.preset()),
                    plain.cpuLimit(5_000, GameFitterTest.GLOBAL.referenceSingleThread()));
            data.add(new Measurement(
                    m.game(), m.gpu(), m.resolution(), m.preset(), fps, OptionalDouble.empty(), 20, "test"));
        }
        GpuScore fitted = new GpuScoreFitter(GameFitterTest.GLOBAL).fit(data, gpus);
        assertThat(fitted.curvature()).isCloseTo(0, within(0.005));
        assertThat(fitted.perVramDoubling()).isCloseTo(0, within(0.005));
    }
}
