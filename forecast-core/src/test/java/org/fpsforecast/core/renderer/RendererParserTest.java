package org.fpsforecast.core.renderer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.Slug;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RendererParserTest {
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "ANGLE (NVIDIA GeForce GTX 1060 6GB Direct3D11 vs_5_0 ps_5_0)|NVIDIA|geforce gtx 1060 6gb",
                "ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Laptop GPU (0x00002520) Direct3D11 vs_5_0 ps_5_0, D3D11)|NVIDIA|geforce rtx 3060 laptop",
                "ANGLE (NVIDIA, Vulkan 1.2.175 (NVIDIA NVIDIA GeForce GTX 970 (0x000013C2)), NVIDIA)|NVIDIA|geforce gtx 970",
                "ANGLE (Apple, ANGLE Metal Renderer: Apple M2 Pro, Unspecified Version)|Apple|m2 pro",
                "NVIDIA GeForce GTX 1080/PCIe/SSE2|NVIDIA|geforce gtx 1080",
                "AMD Radeon Pro 560 OpenGL Engine|AMD|radeon pro 560",
                "Mesa Intel(R) UHD Graphics 630 (CFL GT2)|Intel|uhd 630",
                "AMD Radeon RX 6600 (navi23, LLVM 15.0.7, DRM 3.54, 6.5.0-14-generic)|AMD|radeon rx 6600",
                "ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6 (Core Profile) Mesa 21.2.6)|Intel|uhd 620",
                "ANGLE (NVIDIA GeForce GTX 660 Direct3D9Ex vs_3_0 ps_3_0)|NVIDIA|geforce gtx 660",
                "Radeon R9 200 Series, or similar|AMD|radeon r9 200",
                "GeForce GTX 1060 with Max-Q Design/PCIe/SSE2|NVIDIA|geforce gtx 1060 maxq",
                "NVIDIA GeForce GTX 1050 Ti (Mobile)|NVIDIA|geforce gtx 1050 ti laptop"
            })
    void realFormatsGiveTheModelTokens(String raw, String vendor, String tokens) {
        ParsedRenderer p = RendererParser.parse(raw);
        assertThat(p.kind()).isEqualTo(RendererKind.HARDWARE);
        assertThat(p.vendor()).isEqualTo(vendor);
        assertThat(String.join(" ", p.tokens())).isEqualTo(tokens);
    }

    @Test
    void softwareAndMaskedStringsAreNamedAsSuch() {
        for (String s : List.of(
                "Google SwiftShader",
                "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)",
                "llvmpipe (LLVM 15.0.7, 256 bits)",
                "ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)")) {
            assertThat(RendererParser.parse(s).kind()).as(s).isEqualTo(RendererKind.SOFTWARE);
        }
        for (String s : List.of("Apple GPU", "WebKit WebGL", "", "  ")) {
            assertThat(RendererParser.parse(s).kind()).as(s).isEqualTo(RendererKind.MASKED);
        }
        assertThat(RendererParser.parse("Radeon R9 200 Series, or similar").approximate())
                .isTrue();
    }

    @Test
    void aSharedNumberIsNotAMatch() {
        GpuMatcher m = new GpuMatcher(List.of(
                gpu("intel-uhd-graphics-770", "Intel UHD Graphics 770", Brand.INTEL, GpuKind.INTEGRATED),
                gpu("geforce-gtx-1060-ti", "GeForce GTX 1060 Ti", Brand.NVIDIA, GpuKind.DESKTOP),
                gpu("geforce-rtx-3060", "GeForce RTX 3060", Brand.NVIDIA, GpuKind.DESKTOP)));
        assertThat(outcome(m, "Intel(R) Arc(TM) A770 Graphics")).isEqualTo("unknown");
        assertThat(outcome(m, "NVIDIA GeForce GTX 1060/PCIe/SSE2")).isEqualTo("unknown");
        assertThat(outcome(m, "ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Laptop GPU Direct3D11 vs_5_0 ps_5_0, D3D11)"))
                .as("a laptop GPU is not its desktop namesake")
                .isEqualTo("unknown");
        assertThat(outcome(m, "ANGLE (NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)"))
                .isEqualTo("geforce-rtx-3060");
        assertThat(outcome(m, "ANGLE (AMD Radeon RX 3060 Direct3D11 vs_5_0 ps_5_0)"))
                .as("another vendor's card with the same number")
                .isEqualTo("unknown");
    }

    private static String outcome(GpuMatcher m, String raw) {
        Identification id = m.match(RendererParser.parse(raw));
        return id.gpu().map(g -> g.slug().value()).orElse(id.outcome().key());
    }

    private static Gpu gpu(String slug, String name, Brand brand, GpuKind kind) {
        return new Gpu(new Slug(slug), name, brand, kind, 5000);
    }
}
