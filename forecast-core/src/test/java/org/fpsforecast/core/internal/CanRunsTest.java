package org.fpsforecast.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.in.CanRunAnswer;
import org.fpsforecast.core.port.in.CanRunRequest;
import org.fpsforecast.core.port.in.Detection;
import org.junit.jupiter.api.Test;

/** The can-run rule on the in-memory catalog, with the real renderer identification. */
class CanRunsTest {
    private final InMemoryCatalog catalog = new InMemoryCatalog();
    private final CanRuns canRuns;

    CanRunsTest() {
        Slug rx = new Slug("radeon-rx-6600");
        catalog.gpus.put(rx, new Gpu(rx, "Radeon RX 6600", Brand.AMD, GpuKind.DESKTOP, 15_000));
        canRuns = new CanRuns(catalog.forecastService(), new RendererIdentification(catalog.gpuPort()));
    }

    private static CanRunRequest ask(Optional<String> gpu, Optional<String> renderer) {
        return new CanRunRequest(
                new Slug("gta-v"),
                gpu.map(Slug::new),
                renderer,
                Optional.empty(),
                Resolution.P1080,
                Preset.HIGH,
                Rendering.NATIVE);
    }

    @Test
    void aNamedGpuWinsOverTheRendererWhichIsReportedIgnored() {
        CanRunAnswer answer = canRuns.canRun(ask(Optional.of("gtx-1060"), Optional.of("SwiftShader")));
        assertThat(answer).isInstanceOf(CanRunAnswer.Forecasted.class);
        assertThat(((CanRunAnswer.Forecasted) answer).forecast().gpu().slug()).isEqualTo(new Slug("gtx-1060"));
        assertThat(answer.detected()).isEqualTo(Detection.named(Optional.of("SwiftShader")));
        assertThat(answer.detected().rendererIgnored()).isTrue();
        assertThat(answer.detected().match()).isEqualTo(Detection.CHOSEN);
    }

    @Test
    void aRendererThatNamesACatalogGpuIsForecastOnIt() {
        String renderer = "ANGLE (AMD, AMD Radeon RX 6600 Direct3D11 vs_5_0 ps_5_0, D3D11)";
        CanRunAnswer answer = canRuns.canRun(ask(Optional.empty(), Optional.of(renderer)));
        assertThat(answer).isInstanceOf(CanRunAnswer.Forecasted.class);
        assertThat(((CanRunAnswer.Forecasted) answer).forecast().gpu().slug()).isEqualTo(new Slug("radeon-rx-6600"));
        Detection d = answer.detected();
        assertThat(d.source()).isEqualTo(Detection.IDENTIFIED);
        assertThat(d.renderer()).contains(renderer);
        assertThat(d.rendererIgnored()).isFalse();
        assertThat(d.match()).isEqualTo("identified");
        assertThat(d.vendor()).isPresent();
    }

    @Test
    void aSoftwareRendererOrAnUnknownModelIsNoGpuAndNothingIsGuessed() {
        CanRunAnswer software = canRuns.canRun(ask(Optional.empty(), Optional.of("Google SwiftShader")));
        assertThat(software).isInstanceOf(CanRunAnswer.NoGpu.class);
        assertThat(((CanRunAnswer.NoGpu) software).reason()).isEqualTo("software_renderer");
        assertThat(((CanRunAnswer.NoGpu) software).unknownModel()).isFalse();

        CanRunAnswer unknown = canRuns.canRun(
                ask(Optional.empty(), Optional.of("ANGLE (NVIDIA, NVIDIA GeForce RTX 9999 Direct3D11 vs_5_0 ps_5_0)")));
        assertThat(unknown).isInstanceOf(CanRunAnswer.NoGpu.class);
        assertThat(((CanRunAnswer.NoGpu) unknown).reason()).isEqualTo("gpu_not_identified");
        assertThat(((CanRunAnswer.NoGpu) unknown).unknownModel()).isTrue();
        assertThat(((CanRunAnswer.NoGpu) unknown).message()).contains("nothing is guessed");
    }

    @Test
    void aQuestionWithNeitherGpuNorRendererCannotBeAsked() {
        assertThatThrownBy(() -> ask(Optional.empty(), Optional.empty()))
                .isInstanceOf(InvalidParameterException.class)
                .hasMessageContaining("renderer");
    }
}
