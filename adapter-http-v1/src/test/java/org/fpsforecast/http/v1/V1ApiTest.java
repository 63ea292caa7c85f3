package org.fpsforecast.http.v1;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.testtools.JavalinTest;
import io.javalin.testtools.Response;
import java.net.http.HttpRequest;
import org.fpsforecast.core.service.ForecastService;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** In-process HTTP tests of /api/v1 on the bundled catalog (JavalinTest, port 0). */
class V1ApiTest {
    static final BundledCatalog CATALOG = BundledCatalog.load();
    static final ObjectMapper JSON = new ObjectMapper();

    static Javalin app() {
        V1Api api = new V1Api(
                new ForecastService(
                        CATALOG.games(),
                        CATALOG.gpus(),
                        CATALOG.cpus(),
                        CATALOG.measurements(),
                        CATALOG.modelParameters()),
                "https://fps.example.org");
        return Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            api.mount(config);
        });
    }

    static JsonNode json(Response r) throws Exception {
        assertThat(r.headers().get("Content-Type")).anyMatch(v -> v.startsWith("application/json"));
        return JSON.readTree(r.body().string());
    }

    static void assertError(Response r, int status, String code) throws Exception {
        assertThat(r.code()).isEqualTo(status);
        JsonNode body = json(r);
        assertThat(body.get("ok").asBoolean()).isFalse();
        assertThat(body.get("error").asText()).isEqualTo(code);
        assertThat(body.get("message").asText()).isNotBlank();
    }

    @Test
    void aBenchmarkAnswerInTheEarlierLayout() {
        JavalinTest.test(app(), (server, client) -> {
            Response r = client.get(
                    V1Api.PREFIX + "/fps?game=grand-theft-auto-v&gpu=geforce-gtx-1060&res=1080p&preset=high");
            assertThat(r.code()).isEqualTo(200);
            assertThat(r.headers().get("Cache-Control")).containsExactly("max-age=3600");
            assertThat(r.headers().get("Access-Control-Allow-Origin")).containsExactly("*");
            JsonNode b = json(r);
            assertThat(b.fieldNames())
                    .toIterable()
                    .containsExactly(
                            "ok",
                            "game",
                            "gpu",
                            "resolution",
                            "preset",
                            "fps",
                            "fps_min",
                            "fps_max",
                            "verdict",
                            "source",
                            "url");
            assertThat(b.get("game").fieldNames()).toIterable().containsExactly("slug", "name");
            assertThat(b.get("source").asText()).isEqualTo("benchmark");
            assertThat(b.get("fps_min").asInt()).isEqualTo(b.get("fps").asInt());
            assertThat(b.get("fps_max").asInt()).isEqualTo(b.get("fps").asInt());
            assertThat(b.get("verdict").asText()).isIn("easy", "ok", "mid", "edge", "no");
        });
    }

    @Test
    void aPredictionWithCpuHasRangeAndBottleneck() {
        JavalinTest.test(app(), (server, client) -> {
            JsonNode b = json(client.get(
                    V1Api.PREFIX + "/fps?game=fortnite&gpu=geforce-rtx-4070&cpu=core-i5-12400f&res=4K&preset=ultra"));
            assertThat(b.get("source").asText()).isEqualTo("prediction");
            assertThat(b.get("cpu").get("slug").asText()).isEqualTo("core-i5-12400f");
            assertThat(b.get("fps_min").asInt())
                    .isLessThanOrEqualTo(b.get("fps").asInt());
            assertThat(b.get("fps_max").asInt())
                    .isGreaterThanOrEqualTo(b.get("fps").asInt());
            assertThat(b.get("bottleneck").get("limited_by").asText()).isIn("gpu", "cpu", "balanced");
            assertThat(b.get("bottleneck").has("pct")).isTrue();
            assertThat(b.get("bottleneck").has("gpu_load_pct")).isTrue();
        });
    }

    @ParameterizedTest
    @CsvSource({"1080p,1080p", "1440p,1440p", "2k,1440p", "4K,4K", "4k,4K", "2160p,4K"})
    void resolutionAliasesAreNormalized(String given, String normalized) {
        JavalinTest.test(app(), (server, client) -> {
            JsonNode b = json(client.get(V1Api.PREFIX + "/fps?game=fortnite&gpu=geforce-rtx-4070&res=" + given));
            assertThat(b.get("resolution").asText()).isEqualTo(normalized);
        });
    }

    @Test
    void defaultsAre1080pHigh() {
        JavalinTest.test(app(), (server, client) -> {
            JsonNode b = json(client.get(V1Api.PREFIX + "/fps?game=fortnite&gpu=geforce-rtx-4070"));
            assertThat(b.get("resolution").asText()).isEqualTo("1080p");
            assertThat(b.get("preset").asText()).isEqualTo("high");
        });
    }

    @Test
    void headAndOptionsFollowGet() {
        JavalinTest.test(app(), (server, client) -> {
            var http = java.net.http.HttpClient.newHttpClient();
            var head = http.send(
                    java.net.http.HttpRequest.newBuilder(java.net.URI.create(
                                    client.getOrigin() + V1Api.PREFIX + "/fps?game=no-such-game&gpu=x"))
                            .method("HEAD", HttpRequest.BodyPublishers.noBody())
                            .build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            assertThat(head.statusCode()).isEqualTo(404);
            assertThat(head.body()).isEmpty();
            var options = http.send(
                    java.net.http.HttpRequest.newBuilder(
                                    java.net.URI.create(client.getOrigin() + V1Api.PREFIX + "/fps"))
                            .method("OPTIONS", HttpRequest.BodyPublishers.noBody())
                            .build(),
                    java.net.http.HttpResponse.BodyHandlers.ofString());
            assertThat(options.statusCode()).isEqualTo(204);
            assertThat(options.headers().firstValue("Access-Control-Allow-Origin"))
                    .contains("*");
        });
    }

    @Test
    void errorsUseTheEarlierFormat() {
        JavalinTest.test(app(), (server, client) -> {
            Response preset = client.get(V1Api.PREFIX + "/fps?game=fortnite&gpu=geforce-rtx-4070&preset=epic");
            assertError(preset, 400, "invalid_parameter");
            assertThat(JSON.readTree(preset.body().string()).get("message").asText())
                    .contains("low, medium, high, ultra");
            assertError(
                    client.get(V1Api.PREFIX + "/fps?game=fortnite&gpu=geforce-rtx-4070&res=720p"),
                    400,
                    "invalid_parameter");
            assertError(client.get(V1Api.PREFIX + "/fps?gpu=geforce-rtx-4070"), 400, "missing_parameter");
            assertError(client.get(V1Api.PREFIX + "/fps?game=fortnite&gpu=no-such-gpu"), 404, "gpu_not_found");
            assertError(client.get(V1Api.PREFIX + "/nope"), 404, "not_found");
            Response post = client.request(V1Api.PREFIX + "/fps", b -> b.post(HttpRequest.BodyPublishers.noBody()));
            assertError(post, 405, "method_not_allowed");
        });
    }
}
