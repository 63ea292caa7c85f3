package org.fpsforecast.http.publicapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** /canrun: every outcome of renderer identification through HTTP, contract-checked. */
class CanRunTest {
    final Harness harness = new Harness();

    static String q(String renderer) {
        return "/canrun?game=fortnite&renderer=" + URLEncoder.encode(renderer, StandardCharsets.UTF_8);
    }

    @Test
    void anIdentifiedGpuGetsTheFpsRecordAndWhatWasDetected() {
        harness.test(client -> {
            String renderer =
                    "ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Laptop GPU (0x00002520) Direct3D11 vs_5_0 ps_5_0, D3D11)";
            JsonNode b = client.get(q(renderer) + "&lang=tr").ok();
            assertThat(b.get("gpu").get("slug").asText()).isEqualTo("geforce-rtx-3060-laptop-gpu");
            JsonNode d = b.get("detected");
            assertThat(d.get("source").asText()).isEqualTo("renderer");
            assertThat(d.get("renderer").asText()).isEqualTo(renderer);
            assertThat(d.get("match").asText()).isEqualTo("identified");
            assertThat(d.get("vendor").asText()).isEqualTo("NVIDIA");
            assertThat(d.get("confidence").asDouble()).isEqualTo(1.0);
            assertThat(d.get("estimate").asBoolean()).isFalse();
            JsonNode fps = client.get("/fps?game=fortnite&gpu=geforce-rtx-3060-laptop-gpu&lang=tr")
                    .ok();
            assertThat(b.get("fps").asInt()).isEqualTo(fps.get("fps").asInt());
            assertThat(b.get("verdict")).isEqualTo(fps.get("verdict"));
        });
    }

    @Test
    void aFamilyIsAnEstimateAndSaysSo() {
        harness.test(client -> {
            JsonNode d = client.get(q("Radeon R9 200 Series, or similar")).ok().get("detected");
            assertThat(d.get("match").asText()).isEqualTo("family");
            assertThat(d.get("estimate").asBoolean()).isTrue();
            assertThat(d.get("confidence").asDouble()).isLessThan(1.0);
        });
    }

    @Test
    void theGpuParameterWinsAndTheResponseSaysSo() {
        harness.test(client -> {
            JsonNode b = client.get(q("Google SwiftShader") + "&gpu=geforce-gtx-1060")
                    .ok();
            assertThat(b.get("gpu").get("slug").asText()).isEqualTo("geforce-gtx-1060");
            assertThat(b.get("detected").get("source").asText()).isEqualTo("gpu");
            assertThat(b.get("detected").get("renderer_ignored").asBoolean()).isTrue();
            assertThat(b.get("detected").get("match").asText()).isEqualTo("chosen");
        });
    }

    @Test
    void softwareMaskedAndUnknownRenderersAreClearErrorsNeverGuesses() {
        harness.test(client -> {
            JsonNode sw = client.get(q("ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)),"
                            + " SwiftShader driver)"))
                    .error(422, "software_renderer");
            assertThat(sw.get("detected").get("match").asText()).isEqualTo("software");
            assertThat(sw.get("message").asText()).contains("gpu");
            client.get(q("Apple GPU")).error(422, "renderer_masked");
            client.get(q("WebKit WebGL")).error(422, "renderer_masked");
            JsonNode apple = client.get(q("ANGLE (Apple, ANGLE Metal Renderer: Apple M2 Pro, Unspecified Version)"))
                    .error(422, "gpu_without_score");
            assertThat(apple.get("detected").get("model").asText()).isEqualTo("Apple M2 Pro");
            assertThat(apple.get("detected").get("match").asText()).isEqualTo("no_score_source");
            assertThat(apple.get("message").asText()).contains("Apple M2 Pro").contains("no score source");
            JsonNode unknown = client.get(q("ANGLE (NVIDIA, NVIDIA GeForce GTX 9999 Direct3D11 vs_5_0 ps_5_0, D3D11)"))
                    .error(422, "gpu_not_identified");
            assertThat(unknown.get("detected").get("model").asText()).contains("GTX 9999");
        });
    }

    @Test
    void inputIsBounded() {
        harness.test(client -> {
            client.get("/canrun?game=fortnite").error(400, "invalid_parameter");
            client.get(q("x".repeat(513))).error(400, "invalid_parameter");
            assertThat(client.get(q("NVIDIA GeForce GTX 1080/PCIe/SSE2 " + "x".repeat(300)))
                            .status())
                    .isIn(200, 422);
            client.get("/canrun?renderer=x").error(400, "missing_parameter");
            client.get(q("NVIDIA GeForce GTX 1080/PCIe/SSE2").replace("fortnite", "no-such-game"))
                    .error(404, "game_not_found");
        });
    }
}
