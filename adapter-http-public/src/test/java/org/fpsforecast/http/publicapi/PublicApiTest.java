package org.fpsforecast.http.publicapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.fpsforecast.core.domain.Verdict;
import org.fpsforecast.testing.ContractClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** In-process HTTP tests of /api/public/v1/fps on the bundled catalog; every reply is checked against the contract. */
class PublicApiTest {
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

    final Harness harness = new Harness();

    @Test
    void aMeasuredAnswerHasEverySpecFieldAndNullRanges() {
        harness.test(client -> {
            ContractClient.Reply r = client.get("/fps?game=grand-theft-auto-v&gpu=geforce-gtx-1060");
            assertThat(r.status()).isEqualTo(200);
            assertThat(r.header("Access-Control-Allow-Origin")).isEqualTo("*");
            JsonNode b = r.json();
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
            assertThat(b.get("labels").get("source").asText()).isEqualTo("Measured");
            assertThat(b.get("license").asText()).isEqualTo("CC BY 4.0");
            assertThat(b.get("license_url").asText()).isEqualTo("https://creativecommons.org/licenses/by/4.0/");
            assertThat(b.get("attribution").asText()).contains(b.get("url").asText());
            assertThat(b.get("methodology").asText()).isEqualTo("https://fps.example.org/en/methodology");
        });
    }

    @Test
    void anAnswerSaysWhatTheGamesDemandCameFromAndAnEngineCapIsNeverCrossed() {
        harness.test(client -> {
            JsonNode measured = client.get("/fps?game=grand-theft-auto-v&gpu=geforce-gtx-1060")
                    .json();
            assertThat(measured.get("demand_basis").asText()).isEqualTo("fitted");
            assertThat(measured.get("labels").get("demand_basis").asText())
                    .isEqualTo("Game demand fitted from this game's own measurements");
            assertThat(measured.get("engine_cap").isNull()).isTrue();

            // Elden Ring: nobody measured it, its publisher names a recommended card, its engine stops at 60 FPS.
            JsonNode strong = client.get("/fps?game=elden-ring&gpu=geforce-rtx-4090&lang=es")
                    .json();
            assertThat(strong.get("demand_basis").asText()).isEqualTo("recommended_gpu");
            assertThat(strong.get("labels").get("demand_basis").asText())
                    .startsWith("Exigencia del juego estimada con la GPU recomendada");
            JsonNode cap = strong.get("engine_cap");
            assertThat(cap.get("fps").asInt()).isEqualTo(60);
            assertThat(cap.get("capped").asBoolean()).isTrue();
            assertThat(strong.get("fps").asInt()).isEqualTo(60);
            assertThat(strong.get("fps_range").get("high").asInt()).isEqualTo(60);
            assertThat(strong.get("labels").get("engine_cap").asText())
                    .isEqualTo("Limitado por el motor del juego a 60 FPS");
            List<String> cappedCells = new java.util.ArrayList<>();
            cap.get("capped_cells")
                    .forEach(c -> cappedCells.add(
                            c.get("res").asText() + " " + c.get("preset").asText()));
            assertThat(cappedCells).contains("1080p high", "1080p low");
            for (String res : List.of("1080p", "1440p", "4K")) {
                for (String preset : List.of("low", "medium", "high", "ultra")) {
                    int cell = strong.get("matrix").get(res).get(preset).asInt();
                    assertThat(cell).isLessThanOrEqualTo(60);
                    assertThat(strong.get("matrix_range")
                                    .get(res)
                                    .get(preset)
                                    .get("high")
                                    .asInt())
                            .isLessThanOrEqualTo(60);
                    assertThat(cappedCells.contains(res.toLowerCase(java.util.Locale.ROOT) + " " + preset))
                            .as("%s %s at %d FPS", res, preset, cell)
                            .isEqualTo(cell == 60);
                }
            }

            JsonNode weak =
                    client.get("/fps?game=elden-ring&gpu=geforce-gtx-1650").json();
            assertThat(weak.get("fps").asInt()).isLessThan(60);
            assertThat(weak.get("engine_cap").get("capped").asBoolean()).isFalse();
            assertThat(weak.get("labels").has("engine_cap")).isFalse();
        });
    }

    @Test
    void aModeledAnswerCarriesItsRangesAndExpectedError() {
        harness.test(client -> {
            JsonNode b = client.get("/fps?game=fortnite&gpu=geforce-rtx-4070&res=4k&preset=ultra")
                    .json();
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
            assertThat(b.get("labels").get("source").asText()).isEqualTo("Model estimate");
        });
    }

    @Test
    void aGpuScoredFromSpecsSaysSoAndItsAnswersRangeIsWider() {
        harness.test(client -> {
            // The R9 Nano has no PassMark mark (estimated from its specs); the R9 Fury X, its sibling, has one.
            JsonNode nano = client.get("/fps?game=fortnite&gpu=radeon-r9-nano").json();
            JsonNode fury =
                    client.get("/fps?game=fortnite&gpu=radeon-r9-fury-x").json();
            JsonNode score = nano.get("gpu_score");
            assertThat(score.get("basis").asText()).isEqualTo("spec-estimate");
            int mark = score.get("g3d_mark").asInt();
            assertThat(score.get("g3d_range").get("low").asInt()).isLessThan(mark);
            assertThat(score.get("g3d_range").get("high").asInt()).isGreaterThan(mark);
            assertThat(score.get("label").asText()).contains("estimated from the card's specs");
            assertThat(fury.has("gpu_score")).isFalse();
            assertThat(nano.get("confidence").asText()).isEqualTo("low");
            assertThat(nano.get("expected_error_pct").asDouble())
                    .isGreaterThan(fury.get("expected_error_pct").asDouble());
            assertThat(spread(nano.get("fps_range"))).isGreaterThan(spread(fury.get("fps_range")));
            assertThat(client.get("/fps?game=fortnite&gpu=radeon-r9-nano&lang=es")
                            .json()
                            .get("gpu_score")
                            .get("label")
                            .asText())
                    .contains("especificaciones");
        });
    }

    /** How wide a range is, as the ratio of its ends. */
    private static double spread(JsonNode range) {
        return range.get("high").asDouble() / Math.max(1, range.get("low").asInt());
    }

    @Test
    void renderingOptionsAddTheRenderingObjectAndARefusalIs422() {
        harness.test(client -> {
            JsonNode measured = client.get("/fps?game=star-wars-outlaws&gpu=geforce-rtx-4070&res=1440p&preset=ultra"
                            + "&upscaling=quality&rt=on&framegen=2x")
                    .ok();
            assertThat(measured.get("source").asText()).isEqualTo("measured");
            assertThat(measured.get("rendering").get("frame_generator").asText())
                    .isEqualTo("DLSS Frame Generation");
            assertThat(measured.get("rendering").get("rendered_fps").asInt() * 2)
                    .isBetween(
                            measured.get("fps").asInt() - 1, measured.get("fps").asInt() + 1);
            assertThat(measured.get("url").asText()).endsWith("&upscaling=quality&rt=on&framegen=2x");
            JsonNode modeled = client.get("/fps?game=cyberpunk-2077&gpu=radeon-rx-7800-xt&upscaling=performance")
                    .ok();
            assertThat(modeled.get("source").asText()).isEqualTo("model");
            assertThat(modeled.get("rendering").get("upscaler").asText()).isEqualTo("FSR");
            assertThat(modeled.get("rendering").get("factors_measured").asBoolean())
                    .isFalse();
            assertThat(client.get("/fps?game=cyberpunk-2077&gpu=geforce-rtx-4070")
                            .ok()
                            .has("rendering"))
                    .isFalse();
            JsonNode refused = client.get("/fps?game=cyberpunk-2077&gpu=geforce-gtx-1650&rt=on")
                    .error(422, "rendering_unsupported");
            assertThat(refused.get("parameter").asText()).isEqualTo("rt");
            client.get("/canrun?game=cyberpunk-2077&gpu=geforce-rtx-4090&framegen=4x")
                    .error(422, "rendering_unsupported");
            client.get("/fps?game=cyberpunk-2077&gpu=geforce-rtx-4070&upscaling=ultra")
                    .error(400, "invalid_parameter");
        });
    }

    @Test
    void aCpuGivesTheCpuObjectAndTheBottleneck() {
        harness.test(client -> {
            JsonNode b = client.get("/fps?game=fortnite&gpu=geforce-rtx-4070&cpu=core-i5-12400f")
                    .json();
            assertThat(b.get("cpu").get("slug").asText()).isEqualTo("core-i5-12400f");
            assertThat(b.get("cpu").get("brand").asText()).isEqualTo("Intel");
            assertThat(b.get("cpu").get("url").asText()).endsWith("/en/cpus/core-i5-12400f");
            assertThat(b.get("bottleneck").get("limited_by").asText()).isIn("gpu", "cpu", "balanced");
            assertThat(b.get("bottleneck").get("gpu_load_pct").asDouble()).isBetween(0.0, 100.0);
            assertThat(b.get("labels").get("limited_by").asText()).isNotBlank();
            assertThat(b.get("source").asText()).isEqualTo("model");
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"ru", "en", "ar", "id", "pt", "tr", "es"})
    void everyLanguageLocalizesTextsLabelsAndLinks(String lang) {
        harness.test(client -> {
            String q = "/fps?game=fortnite&gpu=geforce-rtx-4070&cpu=core-i5-12400f";
            JsonNode b = client.get(q + "&lang=" + lang).json();
            JsonNode en = client.get(q).json();
            assertThat(b.get("lang").asText()).isEqualTo(lang);
            List<String> localized = List.of(
                    b.get("verdict").get("text").asText(),
                    b.get("labels").get("source").asText(),
                    b.get("labels").get("basis").asText(),
                    b.get("labels").get("confidence").asText(),
                    b.get("labels").get("limited_by").asText(),
                    b.get("attribution").asText());
            List<String> english = List.of(
                    en.get("verdict").get("text").asText(),
                    en.get("labels").get("source").asText(),
                    en.get("labels").get("basis").asText(),
                    en.get("labels").get("confidence").asText(),
                    en.get("labels").get("limited_by").asText(),
                    en.get("attribution").asText());
            for (int i = 0; i < localized.size(); i++) {
                assertThat(localized.get(i)).isNotBlank();
                if (!lang.equals("en")) {
                    assertThat(localized.get(i)).as("text %d in %s", i, lang).isNotEqualTo(english.get(i));
                }
            }
            assertThat(b.get("attribution").asText()).contains(b.get("url").asText());
            assertThat(b.get("url").asText()).contains("/" + lang + "/fps/");
            assertThat(b.get("game").get("url").asText()).contains("/" + lang + "/games/");
            assertThat(b.get("gpu").get("url").asText()).contains("/" + lang + "/gpus/");
            assertThat(b.get("methodology").asText()).endsWith("/" + lang + "/methodology");
            assertThat(b.get("fps").asInt()).isEqualTo(en.get("fps").asInt());
        });
    }

    /** Words a language writes as English does: the unit FPS, and loanwords in common use. */
    static final Map<String, Set<Lang>> SAME_AS_ENGLISH = Map.of(
            "page.fps", Set.of(Lang.RU, Lang.ID, Lang.PT, Lang.TR, Lang.ES),
            "preset.ultra", Set.of(Lang.ID, Lang.PT, Lang.TR, Lang.ES),
            "page.game", Set.of(Lang.ID),
            "page.fps.bottleneck", Set.of(Lang.ID),
            "page.eval.data", Set.of(Lang.ID),
            "kind.desktop", Set.of(Lang.ID, Lang.PT),
            "kind.laptop", Set.of(Lang.ID),
            "kind.workstation", Set.of(Lang.ID),
            "page.game.level_minimum", Set.of(Lang.ID, Lang.TR));

    @Test
    void everyLanguageFileHasEnglishsKeysAndTranslatesThem() {
        for (Lang lang : Lang.values()) {
            assertThat(lang.texts().keySet())
                    .as(lang.code())
                    .isEqualTo(Lang.EN.texts().keySet());
            if (lang != Lang.EN) {
                for (String key : Lang.EN.texts().keySet()) {
                    if (SAME_AS_ENGLISH.getOrDefault(key, Set.of()).contains(lang)) {
                        continue;
                    }
                    assertThat(lang.text(key)).as("%s %s", lang.code(), key).isNotEqualTo(Lang.EN.text(key));
                }
            }
        }
        for (Verdict v : Verdict.values()) {
            assertThat(Lang.RU.verdictText(v)).isNotBlank();
        }
    }

    @Test
    void unknownSlugsAre404WithSuggestions() {
        harness.test(client -> {
            JsonNode b = client.get("/fps?game=fortnite&gpu=rtx4070").error(404, "gpu_not_found");
            JsonNode suggestions = b.get("suggestions");
            assertThat(suggestions.size()).isBetween(1, 5);
            assertThat(suggestions.get(0).get("slug").asText()).isEqualTo("geforce-rtx-4070");
            client.get("/fps?game=no-such-game&gpu=geforce-rtx-4070").error(404, "game_not_found");
            client.get("/fps?game=fortnite&gpu=geforce-rtx-4070&cpu=no-such-cpu")
                    .error(404, "cpu_not_found");
        });
    }

    @Test
    void badParametersAre400NamingTheParameter() {
        harness.test(client -> {
            assertThat(client.get("/fps?game=fortnite")
                            .error(400, "missing_parameter")
                            .get("parameter")
                            .asText())
                    .isEqualTo("gpu");
            client.get("/fps?gpu=geforce-rtx-4070").error(400, "missing_parameter");
            client.get("/fps?game=&gpu=geforce-rtx-4070").error(400, "missing_parameter");
            JsonNode res =
                    client.get("/fps?game=fortnite&gpu=geforce-rtx-4070&res=8k").error(400, "invalid_parameter");
            assertThat(res.get("message").asText()).contains("1080p", "1440p", "4K");
            assertThat(res.get("parameter").asText()).isEqualTo("res");
            client.get("/fps?game=fortnite&gpu=geforce-rtx-4070&preset=epic").error(400, "invalid_parameter");
            client.get("/fps?game=fortnite&gpu=geforce-rtx-4070&lang=xx").error(400, "invalid_parameter");
            client.get("/fps?game=Fortnite&gpu=geforce-rtx-4070").error(400, "invalid_parameter");
            client.get("/fps?game=fortnite&game=dota-2&gpu=geforce-rtx-4070").error(400, "invalid_parameter");
            client.get("/fps?game=" + "a".repeat(201) + "&gpu=x").error(400, "invalid_parameter");
        });
    }

    @Test
    void unknownParametersAreIgnored() {
        harness.test(client -> {
            JsonNode plain =
                    client.get("/fps?game=fortnite&gpu=geforce-rtx-4070").json();
            JsonNode extra = client.get("/fps?game=fortnite&gpu=geforce-rtx-4070&utm_source=x&foo=1&foo=2")
                    .json();
            assertThat(extra).isEqualTo(plain);
        });
    }

    @Test
    void resolutionAliasesAreAccepted() {
        harness.test(client -> {
            for (String alias : List.of("4k", "4K", "2160p", "2160P")) {
                assertThat(client.get("/fps?game=fortnite&gpu=geforce-rtx-4070&res=" + alias)
                                .json()
                                .get("res")
                                .asText())
                        .isEqualTo("4k");
            }
            assertThat(client.get("/fps?game=fortnite&gpu=geforce-rtx-4070&res=2k")
                            .json()
                            .get("res")
                            .asText())
                    .isEqualTo("1440p");
        });
    }
}
