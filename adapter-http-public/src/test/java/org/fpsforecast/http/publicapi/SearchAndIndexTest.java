package org.fpsforecast.http.publicapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.fpsforecast.core.domain.Basis;
import org.fpsforecast.core.domain.Confidence;
import org.fpsforecast.core.domain.Evidence;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.Fps;
import org.fpsforecast.core.domain.Matrix;
import org.fpsforecast.core.domain.MatrixCell;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.testing.ContractClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** /games, /gpus, / and the verdict thresholds through the HTTP layer. */
class SearchAndIndexTest {
    final Harness harness = new Harness();

    @Test
    void gameSearchReturnsSlugsThatWorkInFps() {
        harness.test(client -> {
            JsonNode b = client.get("/games?q=witcher%203").json();
            assertThat(b.get("q").asText()).isEqualTo("witcher 3");
            assertThat(b.get("count").asInt())
                    .isEqualTo(b.get("results").size())
                    .isBetween(1, 10);
            JsonNode first = b.get("results").get(0);
            assertThat(first.get("name").asText()).containsIgnoringCase("witcher 3");
            assertThat(first.get("url").asText()).startsWith("https://fps.example.org/en/games/");
            JsonNode gpu = client.get("/gpus?q=rtx%204070&lang=es")
                    .json()
                    .get("results")
                    .get(0);
            assertThat(gpu.get("slug").asText()).isEqualTo("geforce-rtx-4070");
            assertThat(gpu.get("brand").asText()).isEqualTo("NVIDIA");
            assertThat(gpu.get("kind").asText()).isEqualTo("desktop");
            assertThat(gpu.get("url").asText()).contains("/es/gpus/");
            ContractClient.Reply fps = client.get("/fps?game="
                    + first.get("slug").asText() + "&gpu=" + gpu.get("slug").asText());
            assertThat(fps.status()).isEqualTo(200);
        });
    }

    @Test
    void searchBoundsItsInputAndOutput() {
        harness.test(client -> {
            assertThat(client.get("/gpus?q=geforce&limit=50")
                            .json()
                            .get("results")
                            .size())
                    .isEqualTo(50);
            assertThat(client.get("/gpus?q=geforce&limit=3").json().get("count").asInt())
                    .isEqualTo(3);
            client.get("/gpus?q=geforce&limit=51").error(400, "invalid_parameter");
            client.get("/gpus?q=geforce&limit=0").error(400, "invalid_parameter");
            client.get("/gpus?q=geforce&limit=ten").error(400, "invalid_parameter");
            client.get("/games").error(400, "missing_parameter");
            client.get("/games?q=%20%20").error(400, "missing_parameter");
            assertThat(client.get("/games?q=" + "a".repeat(101))
                            .error(400, "invalid_parameter")
                            .get("parameter")
                            .asText())
                    .as("the interface's name for the search text")
                    .isEqualTo("q");
            client.get("/games?q=a&q=b").error(400, "invalid_parameter");
            JsonNode none = client.get("/games?q=zzqxqzzqxq").json();
            assertThat(none.get("count").asInt()).isZero();
        });
    }

    @Test
    void theIndexDescribesEndpointsLimitsAndTerms() {
        harness.quota = Quota.of(30, 500);
        harness.test(client -> {
            JsonNode b = client.get("/").json();
            assertThat(b.get("openapi").asText()).isEqualTo("https://fps.example.org/api/public/v1/openapi.json");
            assertThat(b.get("limits").get("requests_per_minute").asInt()).isEqualTo(30);
            assertThat(b.get("limits").get("requests_per_day").asInt()).isEqualTo(500);
            assertThat(b.get("terms").get("license").asText()).isEqualTo("CC BY 4.0");
            assertThat(b.get("catalog_version").asText()).isEqualTo(Harness.CATALOG.version());
            List<String> paths = b.get("endpoints").findValuesAsText("path");
            assertThat(paths)
                    .contains(
                            "/api/public/v1/fps",
                            "/api/public/v1/games",
                            "/api/public/v1/gpus",
                            "/api/public/v1/openapi.json");
            assertThat(b.get("languages").size()).isEqualTo(7);
        });
    }

    @Test
    void theIndexListsEveryStatusTheDocumentHasAndMarksTheOnesBeyondTheSpec() {
        harness.test(client -> {
            JsonNode statuses = client.get("/").json().get("statuses");
            java.util.Map<Integer, JsonNode> byStatus = new java.util.TreeMap<>();
            statuses.forEach(s -> byStatus.put(s.get("status").asInt(), s));
            // Every status some endpoint of the OpenAPI document answers with is explained on the index.
            java.util.Set<Integer> documented = new java.util.TreeSet<>();
            Harness.CONTRACT
                    .document()
                    .get("paths")
                    .forEach(path ->
                            path.forEach(op -> op.get("responses").fieldNames().forEachRemaining(code -> {
                                if (!code.equals("default")) {
                                    documented.add(Integer.parseInt(code));
                                }
                            })));
            assertThat(byStatus.keySet()).containsAll(documented);
            // The spec names 200, 304, 400, 404 and 429; anything else is the service's own and says so.
            byStatus.forEach((status, s) -> assertThat(s.get("beyond_spec").asBoolean())
                    .as("beyond_spec of %d", status)
                    .isEqualTo(!java.util.Set.of(200, 304, 400, 404, 429).contains(status)));
            // A real 422 carries one of the codes the index gives for 422.
            JsonNode refused = client.get("/canrun?game=fortnite&renderer="
                            + java.net.URLEncoder.encode(
                                    "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader"
                                            + " driver)",
                                    java.nio.charset.StandardCharsets.UTF_8))
                    .json();
            List<String> codes = new java.util.ArrayList<>();
            byStatus.get(422).get("errors").forEach(e -> codes.add(e.asText()));
            assertThat(codes).contains(refused.get("error").asText());
        });
    }

    /** The spec's thresholds at their edges, through the whole HTTP layer (a forecast fixed at 1080p high). */
    @ParameterizedTest
    @CsvSource({"100,easy", "99,ok", "60,ok", "59,mid", "40,mid", "39,edge", "25,edge", "24,no", "1,no"})
    void verdictThresholds(int fps, String key) {
        harness.forecasts = request -> measuredEverywhere(request.game(), request.gpu(), fps);
        harness.test(client -> {
            JsonNode b = client.get("/fps?game=fortnite&gpu=geforce-rtx-4070&res=4k&preset=low&lang=pt")
                    .json();
            assertThat(b.get("verdict").get("key").asText()).isEqualTo(key);
            assertThat(b.get("verdict").get("basis").asText()).isEqualTo("1080p high");
            assertThat(b.get("verdict").get("text").asText()).isEqualTo(Lang.PT.text("verdict." + key));
        });
    }

    /** A real forecast whose every cell is a measurement of {@code fps} (as a catalog with such data would give). */
    private static Forecast measuredEverywhere(Slug game, Slug gpu, int fps) {
        Matrix m = Matrix.of((r, p) -> new MatrixCell(fps, Basis.MEASURED, Optional.empty()));
        return new Forecast(
                Harness.CATALOG.games().find(game).orElseThrow(),
                Harness.CATALOG.gpus().find(gpu).orElseThrow(),
                Optional.empty(),
                Resolution.P4K,
                Preset.LOW,
                Fps.measured(fps, Math.max(1, fps * 3 / 4), false),
                Basis.MEASURED,
                Confidence.HIGH,
                OptionalDouble.empty(),
                Optional.of(new Evidence(1, "userbenchmark-2020")),
                m,
                Optional.empty(),
                org.fpsforecast.core.domain.DemandBasis.FITTED);
    }
}
