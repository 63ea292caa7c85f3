package org.fpsforecast.bench;

import java.util.concurrent.TimeUnit;
import org.fpsforecast.core.renderer.Identification;
import org.fpsforecast.core.Forecaster;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Renderer parsing plus matching against the bundled catalog, per string, for the main formats and outcomes. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class RendererBenchmark {
    @Param({
        "ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Laptop GPU (0x00002520) Direct3D11 vs_5_0 ps_5_0, D3D11)",
        "ANGLE (NVIDIA GeForce GTX 1060 6GB Direct3D11 vs_5_0 ps_5_0)",
        "Mesa Intel(R) UHD Graphics 630 (CFL GT2)",
        "AMD Radeon RX 6600 (navi23, LLVM 15.0.7, DRM 3.54, 6.5.0-14-generic)",
        "Radeon R9 200 Series, or similar",
        "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)",
        "ANGLE (Apple, ANGLE Metal Renderer: Apple M2 Pro, Unspecified Version)"
    })
    public String renderer;

    Forecaster identify;

    @Setup
    public void setUp() {
        identify = Forecaster.of(BundledCatalog.load());
        identify.identify("warm-up: build the index");
    }

    @Benchmark
    public Identification identify() {
        return identify.identify(renderer);
    }
}
