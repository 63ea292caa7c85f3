package org.fpsforecast.http.publicapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import io.javalin.testtools.HttpClient;
import io.javalin.testtools.JavalinTest;
import io.javalin.testtools.Response;
import java.net.http.HttpRequest;
import java.util.List;
import java.util.Set;
import org.fpsforecast.core.domain.Verdict;
import org.fpsforecast.core.service.CatalogSearch;
import org.fpsforecast.core.service.ForecastService;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** In-process HTTP tests of /api/public/v1 on the bundled catalog (JavalinTest, port 0). */
class PublicApiTest {
    static final BundledCatalog CATALOG = BundledCatalog.load();
    static final ObjectMapper JSON = new ObjectMapper();
    static final List<String> SPEC_FIELDS = List.of(
            "ok",
            "game",
            "gpu",
            "cpu",
            "res",
            "preset",
            "fps",
            "low1",
            "fps_range",
            "expected_error_pct",
            "low1_range",
            "source",
            "basis",
            "confidence",
            "verdict",
            "matrix",
            "matrix_range",
            "url",
            "methodology",
            "attribution",
            "license",
            "license_url");

    static Javalin app() {
        PublicApi api = new PublicApi(
                new ForecastService(
                        CATALOG.games(),
                        CATALOG.gpus(),
                        CATALOG.cpus(),
                        CATALOG.measurements(),
                        CATALOG.modelParameters()),
                new CatalogSearch(CATALOG.games(), CATALOG.gpus(), CATALOG.cpus()),
                CATALOG.metadata(),
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
        assertThat(r.headers().get("Access-Control-Allow-Origin")).containsExactly("*");
    }

    private static Response get(HttpClient client, String path) {
        return client.get(PublicApi.PREFIX + path);
    }

    @Test
    void aMeasuredAnswerHasEverySpecFieldAndNullRanges() {
        JavalinTest.test(app(), (server, client) -> {
            Response r = get(client, "/fps?game=grand-theft-auto-v&gpu=geforce-gtx-1060");
            assertThat(r.code()).isEqualTo(200);
            assertThat(r.headers().get("Access-Control-Allow-Origin")).containsExactly("*");
            JsonNode b = json(r);
            assertThat(b.fieldNames()).toIterable().containsAll(SPEC_FIELDS);
            assertThat(b.get("ok").asBoolean()).isTrue();
            assertThat(b.get("game").get("slug").asText()).isEqualTo("grand-theft-auto-v");
            assertThat(b.get("game").get("url").asText()).startsWith("https://fps.example.org/en/games/");
            assertThat(b.get("gpu").get("brand").asText()).isEqualTo("NVIDIA");
            assertThat(b.get("cpu").isNull()).isTrue();
            assertThat(b.get("res").asText()).isEqualTo("1080p");
            assertThat(b.get("preset").asText()).isEqualTo("high");
            assertThat(b.get("source").asText()).isEqualTo("measured");
            assertThat(b.get("basis").asText()).isEqualTo("measured");
            assertThat(b.get("confidence").asText()).isEqualTo("high");
            assertThat(b.get("fps_range").isNull()).isTrue();
            assertThat(b.get("expected_error_pct").isNull()).isTrue();
            assertThat(b.get("low1_range").isNull()).isTrue();
            assertThat(b.get("fps").isInt()).isTrue();
            assertThat(b.get("low1").asInt()).isBetween(1, b.get("fps").asInt());
            assertThat(b.get("measurement").get("samples").asInt()).isPositive();
            assertThat(b.get("measurement").get("source").get("id").asText()).isEqualTo("userbenchmark-2020");
            assertThat(b.get("matrix").get("1080p").get("high").asInt())
                    .isEqualTo(b.get("fps").asInt());
            assertThat(b.get("matrix_range").get("1080p").get("high").isNull()).isTrue();
            for (String res : List.of("1080p", "1440p", "4K")) {
                for (String preset : List.of("low", "medium", "high", "ultra")) {
                    assertThat(b.get("matrix").get(res).get(preset).isInt()).isTrue();
                    assertThat(b.get("matrix_range").get(res).has(preset)).isTrue();
                }
            }
            JsonNode verdict = b.get("verdict");
            assertThat(verdict.get("basis").asText()).isEqualTo("1080p high");
            assertThat(verdict.get("key").asText())
                    .isEqualTo(Verdict.forFps(
                                    b.get("matrix").get("1080p").get("high").asInt())
                            .key());
            assertThat(b.get("license").asText()).isEqualTo("CC BY 4.0");
            assertThat(b.get("license_url").asText()).isEqualTo("https://creativecommons.org/licenses/by/4.0/");
            assertThat(b.get("attribution").asText()).contains(b.get("url").asText());
            assertThat(b.get("methodology").asText()).isEqualTo("https://fps.example.org/en/methodology");
        });
    }

    @Test
    void aModeledAnswerCarriesItsRangesAndExpectedError() {
        JavalinTest.test(app(), (server, client) -> {
            JsonNode b = json(get(client, "/fps?game=fortnite&gpu=geforce-rtx-4070&res=4k&preset=ultra"));
            assertThat(b.get("source").asText()).isEqualTo("model");
            assertThat(b.get("basis").asText()).isEqualTo("model");
            assertThat(b.get("res").asText()).isEqualTo("4k");
            int fps = b.get("fps").asInt();
            assertThat(b.get("fps_range").get("low").asInt()).isLessThanOrEqualTo(fps);
            assertThat(b.get("fps_range").get("high").asInt()).isGreaterThanOrEqualTo(fps);
            assertThat(b.get("low1_range").get("low").asInt())
                    .isLessThanOrEqualTo(b.get("low1").asInt());
            assertThat(b.get("expected_error_pct").asDouble()).isPositive();
            assertThat(b.get("matrix_range").get("4K").get("ultra").get("high").asInt())
                    .isGreaterThanOrEqualTo(fps);
            assertThat(b.get("measurement").isNull()).isTrue();
            assertThat(b.get("confidence").asText()).isIn("medium", "low");
        });
    }

    @Test
    void aCpuGivesTheCpuObjectAndTheBottleneck() {
        JavalinTest.test(app(), (server, client) -> {
            JsonNode b = json(get(client, "/fps?game=fortnite&gpu=geforce-rtx-4070&cpu=core-i5-12400f"));
            assertThat(b.get("cpu").get("slug").asText()).isEqualTo("core-i5-12400f");
            assertThat(b.get("cpu").get("url").asText()).endsWith("/en/cpus/core-i5-12400f");
            assertThat(b.get("bottleneck").get("limited_by").asText()).isIn("gpu", "cpu", "balanced");
            assertThat(b.get("bottleneck").get("gpu_load_pct").asDouble()).isBetween(0.0, 100.0);
            assertThat(b.get("source").asText()).isEqualTo("model");
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"ru", "en", "ar", "id", "pt", "tr", "es"})
    void everyLanguageLocalizesTheVerdictAndTheLinks(String lang) {
        JavalinTest.test(app(), (server, client) -> {
            JsonNode b = json(get(client, "/fps?game=fortnite&gpu=geforce-rtx-4070&lang=" + lang));
            JsonNode en = json(get(client, "/fps?game=fortnite&gpu=geforce-rtx-4070"));
            String text = b.get("verdict").get("text").asText();
            assertThat(text).isNotBlank();
            if (!lang.equals("en")) {
                assertThat(text).isNotEqualTo(en.get("verdict").get("text").asText());
            }
            assertThat(b.get("url").asText()).contains("/" + lang + "/fps/");
            assertThat(b.get("methodology").asText()).endsWith("/" + lang + "/methodology");
        });
    }

    @Test
    void unknownSlugsAre404WithSuggestions() {
        JavalinTest.test(app(), (server, client) -> {
            Response r = get(client, "/fps?game=fortnite&gpu=rtx4070");
            assertError(r, 404, "gpu_not_found");
            JsonNode suggestions = JSON.readTree(r.body().string()).get("suggestions");
            assertThat(suggestions.size()).isBetween(1, 5);
            assertThat(suggestions.get(0).get("slug").asText()).isEqualTo("geforce-rtx-4070");
            assertError(get(client, "/fps?game=no-such-game&gpu=geforce-rtx-4070"), 404, "game_not_found");
            assertError(get(client, "/fps?game=fortnite&gpu=geforce-rtx-4070&cpu=no-such-cpu"), 404, "cpu_not_found");
        });
    }

    @Test
    void badParametersAre400() {
        JavalinTest.test(app(), (server, client) -> {
            assertError(get(client, "/fps?game=fortnite"), 400, "missing_parameter");
            assertError(get(client, "/fps?gpu=geforce-rtx-4070"), 400, "missing_parameter");
            Response res = get(client, "/fps?game=fortnite&gpu=geforce-rtx-4070&res=8k");
            assertError(res, 400, "invalid_parameter");
            assertThat(JSON.readTree(res.body().string()).get("message").asText())
                    .contains("1080p", "1440p", "4K");
            assertError(get(client, "/fps?game=fortnite&gpu=geforce-rtx-4070&preset=epic"), 400, "invalid_parameter");
            assertError(get(client, "/fps?game=fortnite&gpu=geforce-rtx-4070&lang=xx"), 400, "invalid_parameter");
            assertError(get(client, "/fps?game=Fortnite&gpu=geforce-rtx-4070"), 400, "invalid_parameter");
            assertError(get(client, "/fps?game=fortnite&game=dota-2&gpu=geforce-rtx-4070"), 400, "invalid_parameter");
            assertError(get(client, "/fps?game=" + "a".repeat(201) + "&gpu=x"), 400, "invalid_parameter");
        });
    }

    static java.net.http.HttpResponse<String> raw(HttpClient client, String method, String path) throws Exception {
        return java.net.http.HttpClient.newHttpClient()
                .send(
                        java.net.http.HttpRequest.newBuilder(java.net.URI.create(client.getOrigin() + path))
                                .method(method, java.net.http.HttpRequest.BodyPublishers.noBody())
                                .build(),
                        java.net.http.HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void headAnswersWithGetsStatusAndHeadersButNoBody() {
        JavalinTest.test(app(), (server, client) -> {
            var ok = raw(client, "HEAD", PublicApi.PREFIX + "/fps?game=fortnite&gpu=geforce-rtx-4070");
            assertThat(ok.statusCode()).isEqualTo(200);
            assertThat(ok.headers().firstValue("Content-Type"))
                    .hasValueSatisfying(v -> assertThat(v).startsWith("application/json"));
            assertThat(ok.body()).isEmpty();
            var missing = raw(client, "HEAD", PublicApi.PREFIX + "/fps?game=no-such-game&gpu=geforce-rtx-4070");
            assertThat(missing.statusCode()).isEqualTo(404);
            assertThat(raw(client, "HEAD", PublicApi.PREFIX + "/nope").statusCode())
                    .isEqualTo(404);
        });
    }

    @Test
    void optionsAnswersThePreflight() {
        JavalinTest.test(app(), (server, client) -> {
            var r = raw(client, "OPTIONS", PublicApi.PREFIX + "/fps");
            assertThat(r.statusCode()).isEqualTo(204);
            assertThat(r.headers().firstValue("Access-Control-Allow-Origin")).contains("*");
            assertThat(r.headers().firstValue("Access-Control-Allow-Methods")).contains("GET, HEAD, OPTIONS");
            assertThat(r.headers().firstValue("Allow")).contains("GET, HEAD, OPTIONS");
        });
    }

    @Test
    void unknownPathsAndOtherMethodsAreJsonErrors() {
        JavalinTest.test(app(), (server, client) -> {
            assertError(get(client, "/nope"), 404, "not_found");
            for (String method : Set.of("POST", "PUT", "DELETE", "PATCH")) {
                Response r = client.request(PublicApi.PREFIX + "/fps", b -> {
                    HttpRequest.BodyPublisher empty = HttpRequest.BodyPublishers.noBody();
                    switch (method) {
                        case "POST" -> b.post(empty);
                        case "PUT" -> b.put(empty);
                        case "PATCH" -> b.patch(empty);
                        default -> b.delete(empty);
                    }
                });
                assertError(r, 405, "method_not_allowed");
                assertThat(r.headers().get("Allow")).containsExactly("GET, HEAD, OPTIONS");
            }
        });
    }
}
