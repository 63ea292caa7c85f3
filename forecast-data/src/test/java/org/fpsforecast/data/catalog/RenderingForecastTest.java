package org.fpsforecast.data.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.Forecaster;
import org.fpsforecast.core.domain.Basis;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.FrameGeneration;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.RenderedMeasurement;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.UnsupportedRenderingException;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.junit.jupiter.api.Test;

/** Upscaling, ray tracing and frame generation on the bundled catalog. */
class RenderingForecastTest {
    static final BundledCatalog CATALOG = BundledCatalog.load();
    static final Forecaster FORECASTER = Forecaster.of(CATALOG);

    private static Forecast ask(String game, String gpu, Resolution r, Preset p, Rendering o) {
        return FORECASTER.forecast(new ForecastRequest(new Slug(game), new Slug(gpu), Optional.empty(), r, p, o));
    }

    @Test
    void everyMeasuredUpscaledRayTracedOrFrameGeneratedRowIsServedAsMeasuredWithItsSource() {
        List<RenderedMeasurement> rows = CATALOG.measurements().allRendered();
        assertThat(rows).hasSizeGreaterThan(150);
        for (RenderedMeasurement row : rows) {
            Forecast f = ask(
                    row.cell().game().value(),
                    row.cell().gpu().value(),
                    row.cell().resolution(),
                    row.cell().preset(),
                    row.options());
            assertThat(f.basis()).as(row.toString()).isEqualTo(Basis.MEASURED);
            assertThat(f.fps().average()).isEqualTo((int) Math.round(row.cell().averageFps()));
            assertThat(f.evidence().orElseThrow().sourceId())
                    .isEqualTo(row.cell().sourceId());
            assertThat(f.rendering().orElseThrow().measuredSettings()).contains(row.settings());
        }
    }

    /**
     * Star Wars Outlaws was measured only with upscaling: its native answers come from those runs read back through the
     * upscaling model, so each is a modeled answer of a fitted game, below the measured upscaled run of its cell.
     */
    @Test
    void aGameMeasuredOnlyUpscaledIsFittedFromThoseRunsAndItsNativeAnswersAreSlower() {
        List<RenderedMeasurement> quality = CATALOG.measurements().allRendered().stream()
                .filter(r -> r.cell().game().value().equals("star-wars-outlaws"))
                .filter(r -> r.options().equals(Rendering.parse("quality", null, null)))
                .toList();
        assertThat(quality).hasSizeGreaterThan(90);
        for (RenderedMeasurement row : quality) {
            Forecast native_ = ask(
                    "star-wars-outlaws",
                    row.cell().gpu().value(),
                    row.cell().resolution(),
                    row.cell().preset(),
                    Rendering.NATIVE);
            assertThat(native_.basis()).isEqualTo(Basis.MODEL);
            assertThat(native_.demand()).isEqualTo(DemandBasis.FITTED);
            assertThat(native_.fps().average()).as(row.toString()).isLessThan((int)
                    Math.round(row.cell().averageFps()));
        }
    }

    @Test
    void frameGenerationMultipliesDisplayedFramesAndNeverChangesTheVerdict() {
        List<String> games =
                List.of("cyberpunk-2077", "black-myth-wukong", "star-wars-outlaws", "counter-strike-2", "elden-ring");
        List<String> gpus = List.of("geforce-rtx-4060", "geforce-rtx-5090", "radeon-rx-7800-xt", "geforce-gtx-1650");
        for (String game : games) {
            for (String gpu : gpus) {
                for (Resolution r : Resolution.values()) {
                    for (Preset p : Preset.values()) {
                        Rendering without = Rendering.parse("quality", null, null);
                        Forecast base = ask(game, gpu, r, p, without);
                        Forecast with = ask(game, gpu, r, p, Rendering.parse("quality", null, "2x"));
                        assertThat(with.verdict()).as(game + " " + gpu).isEqualTo(base.verdict());
                        int rendered = with.rendering().orElseThrow().renderedFps();
                        assertThat(rendered).isLessThanOrEqualTo(with.fps().average());
                        assertThat(Math.abs(2 * rendered - with.fps().average()))
                                .isLessThanOrEqualTo(2);
                        if (with.engineCap().isEmpty()) {
                            assertThat(with.fps().average())
                                    .isGreaterThan(base.fps().average());
                        }
                    }
                }
            }
        }
    }

    @Test
    void rayTracingCostsFramesAndNeedsRayTracingHardware() {
        Forecast off = ask("cyberpunk-2077", "geforce-rtx-4070", Resolution.P1440, Preset.HIGH, Rendering.NATIVE);
        Forecast on = ask(
                "cyberpunk-2077", "geforce-rtx-4070", Resolution.P1440, Preset.HIGH, Rendering.parse(null, "on", null));
        assertThat(on.fps().average()).isLessThan(off.fps().average());
        assertThat(on.rendering().orElseThrow().upscaler()).isEmpty();
        assertThatThrownBy(() -> ask(
                        "cyberpunk-2077",
                        "geforce-gtx-1650",
                        Resolution.P1080,
                        Preset.HIGH,
                        Rendering.parse(null, "on", null)))
                .isInstanceOfSatisfying(
                        UnsupportedRenderingException.class,
                        e -> assertThat(e.parameter()).isEqualTo("rt"))
                .hasMessageContaining("no ray-tracing hardware");
        assertThatThrownBy(() -> ask(
                        "cyberpunk-2077",
                        "geforce-rtx-4090",
                        Resolution.P1080,
                        Preset.HIGH,
                        Rendering.parse(null, null, "4x")))
                .isInstanceOfSatisfying(
                        UnsupportedRenderingException.class,
                        e -> assertThat(e.parameter()).isEqualTo("framegen"));
        Forecast fourX = ask(
                "cyberpunk-2077", "geforce-rtx-5090", Resolution.P4K, Preset.ULTRA, Rendering.parse(null, null, "4x"));
        assertThat(fourX.rendering().orElseThrow().frameGenerator()).contains("DLSS Multi Frame Generation");
        assertThat(fourX.rendering().orElseThrow().backed()).isFalse();
        assertThat(fourX.options().frameGeneration()).isEqualTo(FrameGeneration.X4);
    }

    @Test
    void upscalingRendersFewerPixelsSoItIsNeverSlowerOnAGpuBoundCellAndNamesTheCardsUpscaler() {
        Forecast nativeAnswer =
                ask("cyberpunk-2077", "radeon-rx-7800-xt", Resolution.P4K, Preset.ULTRA, Rendering.NATIVE);
        Forecast quality = ask(
                "cyberpunk-2077",
                "radeon-rx-7800-xt",
                Resolution.P4K,
                Preset.ULTRA,
                Rendering.parse("quality", null, null));
        Forecast performance = ask(
                "cyberpunk-2077",
                "radeon-rx-7800-xt",
                Resolution.P4K,
                Preset.ULTRA,
                Rendering.parse("performance", null, null));
        assertThat(quality.fps().average()).isGreaterThan(nativeAnswer.fps().average());
        assertThat(performance.fps().average()).isGreaterThan(quality.fps().average());
        assertThat(quality.rendering().orElseThrow().upscaler()).contains("FSR");
        assertThat(quality.rendering().orElseThrow().backed()).isTrue();
        assertThat(performance.rendering().orElseThrow().backed()).isFalse();
        // A factor no measurement backs gets a wider range.
        double qualityWidth = (double) quality.fps().range().orElseThrow().high()
                / quality.fps().range().orElseThrow().low();
        double performanceWidth =
                (double) performance.fps().range().orElseThrow().high()
                        / performance.fps().range().orElseThrow().low();
        assertThat(performanceWidth).isGreaterThan(qualityWidth);
    }
}
