package org.fpsforecast.http.v1;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.testtools.JavalinTest;
import java.util.ArrayList;
import java.util.List;
import org.fpsforecast.http.common.access.MediaTypes;
import org.junit.jupiter.api.Test;

/** /search, /game/{slug}, /pc-score and the catalog listings. */
class V1CatalogTest {
    final V1Harness harness = new V1Harness();

    @Test
    void theIndexListsEveryEndpointOfTheDocument() {
        harness.test(client -> {
            JsonNode index = client.get("/").ok();
            JsonNode doc = client.get("/openapi.json").ok();
            List<String> documented = new ArrayList<>();
            doc.get("paths").fieldNames().forEachRemaining(p -> {
                if (!p.equals("/")) {
                    documented.add(V1Api.PREFIX + p);
                }
            });
            List<String> listed = new ArrayList<>();
            index.get("endpoints").forEach(e -> listed.add(e.asText()));
            assertThat(listed).containsExactlyInAnyOrderElementsOf(documented);
            assertThat(index.get("current_interface").asText()).endsWith("/api/public/v1/");
            assertThat(index.get("openapi").asText()).endsWith("/api/v1/openapi.json");
        });
    }

    @Test
    void searchAcrossTypesWithDefaultAndMaximumLimits() {
        harness.test(client -> {
            JsonNode all = client.get("/search?q=rtx%204070").ok();
            assertThat(all.get("type").asText()).isEqualTo("all");
            assertThat(all.get("count").asInt()).isBetween(1, 10);
            assertThat(all.get("results").get(0).get("slug").asText()).isEqualTo("geforce-rtx-4070");
            assertThat(all.get("results").get(0).get("type").asText()).isEqualTo("gpu");
            JsonNode cpus =
                    client.get("/search?q=ryzen%205%205600x&type=cpu&limit=3").ok();
            assertThat(cpus.get("results").get(0).get("slug").asText()).isEqualTo("ryzen-5-5600x");
            assertThat(cpus.get("results").get(0).get("brand").asText()).isEqualTo("AMD");
            assertThat(cpus.get("count").asInt()).isLessThanOrEqualTo(3);
            JsonNode games = client.get("/search?q=gta%205&type=game").ok();
            assertThat(games.get("results").get(0).get("slug").asText()).isEqualTo("grand-theft-auto-v");
            assertThat(client.get("/search?q=geforce&type=gpu&limit=50")
                            .ok()
                            .get("count")
                            .asInt())
                    .isEqualTo(50);
            client.get("/search?q=geforce&limit=51").error(400, "invalid_parameter");
            client.get("/search?q=geforce&type=monitor").error(400, "invalid_parameter");
            client.get("/search").error(400, "missing_parameter");
        });
    }

    @Test
    void aFittedGameHasItsDataAndModelDerivedRequirements() {
        harness.test(client -> {
            JsonNode b = client.get("/game/fortnite").ok();
            assertThat(b.get("year").asInt()).isEqualTo(2017);
            assertThat(b.get("critic_score").isNull()).isTrue();
            assertThat(b.get("demandingness").get("basis").asText()).isEqualTo("fitted");
            int needed = b.get("demandingness").get("g3d_for_60fps").asInt();
            assertThat(needed).isPositive();
            assertThat(b.get("minimum_gpu").get("derived_by").asText()).isEqualTo("model");
            String recommended = b.get("recommended_gpu").get("slug").asText();
            // The recommended GPU reaches 60 FPS at 1080p high in the model: consistent with the demand figure, which
            // is the G3D mark of a reference card (2016, 8 GB); the recommended card is worth at least that much.
            var global = V1Harness.CATALOG.modelParameters().global();
            var gpu = V1Harness.CATALOG
                    .gpus()
                    .find(new org.fpsforecast.core.domain.Slug(recommended))
                    .orElseThrow();
            double worth = global.gpuScore().g3dForScore(global.scoreOf(gpu), global.referenceG3d());
            assertThat(worth).isGreaterThanOrEqualTo(needed - 1);
            assertThat(b.get("url").asText()).endsWith("/en/games/fortnite");
        });
    }

    @Test
    void aGameShowsItsPublishersRequirementsLabelledAsSuchWithTheirSources() {
        harness.test(client -> {
            JsonNode b = client.get("/game/grand-theft-auto-v").ok();
            JsonNode r = b.get("publisher_requirements");
            assertThat(r.get("listed_by").asText()).isEqualTo("publisher");
            assertThat(r.get("note").asText()).contains("not tested by this service");
            JsonNode rec = r.get("recommended");
            assertThat(rec.get("gpu_text").asText()).isEqualTo("NVIDIA GTX 660 2GB / AMD HD 7870 2GB");
            assertThat(rec.get("gpus").findValuesAsText("slug")).containsExactly("geforce-gtx-660", "radeon-hd-7870");
            assertThat(rec.get("gpu_g3d").asInt()).isEqualTo(4047);
            assertThat(rec.get("ram_gb").asInt()).isEqualTo(8);
            assertThat(r.get("sources").findValuesAsText("id"))
                    .containsExactly("pcgb-requirements-2026", "steam-requirements-2019");
            assertThat(r.get("sources").get(0).get("license").asText()).contains("CC BY 4.0", "PCGameBenchmarks");
            // The model's own cards stay what they are.
            assertThat(b.get("minimum_gpu").get("derived_by").asText()).isEqualTo("model");
            assertThat(b.get("steam_app_id").asInt()).isEqualTo(271590);

            JsonNode cyberpunk = client.get("/game/cyberpunk-2077").ok();
            assertThat(cyberpunk.get("critic_score").asInt()).isEqualTo(86);
            assertThat(cyberpunk.get("release_date").asText()).isEqualTo("2020-12-09");
            assertThat(cyberpunk.get("review_count").asInt()).isGreaterThan(500_000);
            assertThat(cyberpunk
                            .get("publisher_requirements")
                            .get("recommended")
                            .get("gpu_text")
                            .isNull())
                    .isTrue();
            // A game no source lists requirements for says so with null, not an empty object.
            assertThat(client.get("/game/minecraft")
                            .ok()
                            .get("publisher_requirements")
                            .isNull())
                    .isTrue();
        });
    }

    @Test
    void anUnmeasuredGameIsEstimatedAndSaysSo() {
        harness.test(client -> {
            JsonNode b = client.get("/game/hades").ok();
            assertThat(b.get("demandingness").get("basis").asText()).isEqualTo("estimated");
            assertThat(b.get("demandingness").get("measurements").asInt()).isZero();
            client.get("/game/no-such-game").error(404, "game_not_found");
            client.get("/game/Not%20A%20Slug").error(400, "invalid_parameter");
        });
    }

    @Test
    void pcScoreSpansTheCatalogAndRamLowersIt() {
        harness.test(client -> {
            var scores = new org.fpsforecast.core.internal.PcScores(
                    V1Harness.FORECASTER,
                    V1Harness.CATALOG.games(),
                    V1Harness.CATALOG.gpus(),
                    V1Harness.CATALOG.cpus());
            String flagship = "/pc-score?gpu=" + scores.flagshipGpu().slug() + "&cpu="
                    + scores.flagshipCpu().slug();
            JsonNode top = client.get(flagship + "&ram=32").ok();
            assertThat(top.get("score").asInt()).isEqualTo(100);
            assertThat(top.get("tier").asText()).isEqualTo("S");
            assertThat(top.get("basket").size()).isEqualTo(11);
            JsonNode mid = client.get("/pc-score?gpu=geforce-gtx-1060&cpu=core-i5-8400&ram=16")
                    .ok();
            assertThat(mid.get("score").asInt()).isBetween(40, 75);
            JsonNode lowRam = client.get("/pc-score?gpu=geforce-gtx-1060&cpu=core-i5-8400&ram=8")
                    .ok();
            assertThat(lowRam.get("score").asInt()).isLessThan(mid.get("score").asInt());
            assertThat(lowRam.get("ram_factor").asDouble()).isEqualTo(0.8);
            JsonNode defaultRam = client.get("/pc-score?gpu=geforce-gtx-1060&cpu=core-i5-8400")
                    .ok();
            assertThat(defaultRam.get("ram_gb").asInt()).isEqualTo(16);
            client.get("/pc-score?gpu=geforce-gtx-1060&cpu=core-i5-8400&ram=0").error(400, "invalid_parameter");
            client.get("/pc-score?gpu=geforce-gtx-1060&cpu=core-i5-8400&ram=2048")
                    .error(400, "invalid_parameter");
            client.get("/pc-score?gpu=geforce-gtx-1060&cpu=core-i5-8400&ram=8GB")
                    .error(400, "invalid_parameter");
            client.get("/pc-score?gpu=geforce-gtx-1060").error(400, "missing_parameter");
            client.get("/pc-score?gpu=geforce-gtx-1060&cpu=nope").error(404, "cpu_not_found");
        });
    }

    @Test
    void listingsPageFilterAndSort() {
        harness.test(client -> {
            JsonNode first = client.get("/gpus?brand=nvidia&kind=desktop&sort=score&limit=5")
                    .ok();
            int total = first.get("total").asInt();
            assertThat(total).isGreaterThan(100);
            assertThat(first.get("order").asText()).isEqualTo("desc");
            List<Integer> scores = new ArrayList<>();
            first.get("items").forEach(i -> {
                assertThat(i.get("brand").asText()).isEqualTo("NVIDIA");
                assertThat(i.get("kind").asText()).isEqualTo("desktop");
                scores.add(i.get("g3d_mark").asInt());
            });
            assertThat(scores).isSortedAccordingTo((a, b) -> b - a).hasSize(5);
            JsonNode second = client.get("/gpus?brand=nvidia&kind=desktop&sort=score&limit=5&page=2")
                    .ok();
            JsonNode byOffset = client.get("/gpus?brand=nvidia&kind=desktop&sort=score&limit=5&offset=5")
                    .ok();
            assertThat(second.get("items")).isEqualTo(byOffset.get("items"));
            assertThat(second.get("page").asInt()).isEqualTo(2);
            assertThat(second.get("items").get(0).get("g3d_mark").asInt()).isLessThanOrEqualTo(scores.get(4));

            // Every GPU says where its mark comes from; a mark estimated from specs carries its 80% range.
            JsonNode amd2015 = client.get("/gpus?brand=amd&year=2015&limit=500").ok();
            List<String> bases = new ArrayList<>();
            amd2015.get("items").forEach(i -> {
                bases.add(i.get("score_basis").asText());
                JsonNode range = i.get("g3d_range");
                if (i.get("score_basis").asText().equals("spec-estimate")) {
                    assertThat(range.get("low").asInt())
                            .isLessThanOrEqualTo(i.get("g3d_mark").asInt());
                    assertThat(range.get("high").asInt())
                            .isGreaterThanOrEqualTo(i.get("g3d_mark").asInt());
                } else {
                    assertThat(range.isNull()).as(i.toString()).isTrue();
                }
            });
            assertThat(bases).contains("passmark", "spec-estimate");

            JsonNode cpus = client.get("/cpus?brand=amd&year=2022&limit=500").ok();
            cpus.get("items").forEach(c -> assertThat(c.get("year").asInt()).isEqualTo(2022));
            assertThat(cpus.get("total").asInt()).isEqualTo(cpus.get("items").size());
            JsonNode games = client.get("/games?sort=name&limit=3").ok();
            assertThat(games.get("total").asInt())
                    .isEqualTo(V1Harness.CATALOG.games().all().size());
            JsonNode beyond = client.get("/games?offset=100000").ok();
            assertThat(beyond.get("items").size()).isZero();

            client.get("/gpus?limit=501").error(400, "invalid_parameter");
            client.get("/gpus?page=0").error(400, "invalid_parameter");
            client.get("/gpus?page=2&offset=5").error(400, "invalid_parameter");
            client.get("/gpus?brand=3dfx").error(400, "invalid_parameter");
            client.get("/gpus?sort=price").error(400, "invalid_parameter");
            client.get("/gpus?order=up").error(400, "invalid_parameter");
            client.get("/cpus?kind=laptop").error(400, "invalid_parameter");
            client.get("/games?brand=nvidia").error(400, "invalid_parameter");
            client.get("/games?year=1800").error(400, "invalid_parameter");
        });
    }

    @Test
    void anUnexpectedFailureIsAJson500ThatNoCacheKeeps() {
        V1Harness failing = new V1Harness();
        failing.uses = new V1Api.UseCases(
                V1Harness.FORECASTER,
                V1Harness.FORECASTER,
                game -> {
                    throw new IllegalStateException("a failure no error format expects");
                },
                V1Harness.FORECASTER,
                V1Harness.FORECASTER);
        JavalinTest.test(failing.app(), (server, client) -> {
            var reply = client.get(V1Api.PREFIX + "/game/cyberpunk-2077");
            assertThat(reply.code()).isEqualTo(500);
            assertThat(reply.headers().get("Cache-Control")).containsExactly("no-store");
            assertThat(reply.headers().get("Content-Type")).containsExactly(MediaTypes.JSON);
            JsonNode body = V1Harness.JSON.readTree(reply.body().string());
            assertThat(body.get("ok").asBoolean()).isFalse();
            assertThat(body.get("error").asText()).isEqualTo("internal_error");
            assertThat(body.get("message").asText()).doesNotContain("IllegalStateException", "no error format");
        });
    }
}
