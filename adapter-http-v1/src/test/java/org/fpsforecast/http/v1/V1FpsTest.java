package org.fpsforecast.http.v1;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;
import java.util.TreeSet;
import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.testing.ContractClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** /api/v1/fps and the interface's HTTP rules. */
class V1FpsTest {
    static final String FPS = "/fps?game=fortnite&gpu=geforce-rtx-4070";
    final V1Harness harness = new V1Harness();

    @Test
    void aBenchmarkHasTheEarlierLayout() {
        harness.test(client -> {
            JsonNode b = client.get("/fps?game=grand-theft-auto-v&gpu=geforce-gtx-1060&res=1080p&preset=high")
                    .ok();
            assertThat(b.get("game").get("name").asText()).isEqualTo("Grand Theft Auto V");
            assertThat(b.get("resolution").asText()).isEqualTo("1080p");
            assertThat(b.get("source").asText()).isEqualTo("benchmark");
            assertThat(b.get("fps_min").asInt()).isEqualTo(b.get("fps").asInt());
            assertThat(b.get("fps_max").asInt()).isEqualTo(b.get("fps").asInt());
            assertThat(b.has("cpu")).isFalse();
            assertThat(b.has("bottleneck")).isFalse();
            assertThat(b.get("url").asText()).startsWith("https://fps.example.org/");
        });
    }

    @Test
    void aPredictionWithACpuHasItsRangeAndBottleneck() {
        harness.test(client -> {
            JsonNode b =
                    client.get(FPS + "&cpu=core-i5-12400f&res=4k&preset=ultra").ok();
            assertThat(b.get("source").asText()).isEqualTo("prediction");
            assertThat(b.get("resolution").asText()).isEqualTo("4K");
            assertThat(b.get("fps_min").asInt())
                    .isLessThanOrEqualTo(b.get("fps").asInt());
            assertThat(b.get("fps_max").asInt())
                    .isGreaterThanOrEqualTo(b.get("fps").asInt());
            assertThat(b.get("cpu").get("slug").asText()).isEqualTo("core-i5-12400f");
            assertThat(b.get("bottleneck").get("limited_by").asText()).isIn("gpu", "cpu", "balanced");
        });
    }

    @Test
    void aPredictionSaysWhatTheDemandCameFromAndWhetherTheEngineCapsIt() {
        harness.test(client -> {
            JsonNode capped =
                    client.get("/fps?game=elden-ring&gpu=geforce-rtx-4090").ok();
            assertThat(capped.get("demand_basis").asText()).isEqualTo("recommended_gpu");
            assertThat(capped.get("engine_cap").asInt()).isEqualTo(60);
            assertThat(capped.get("capped").asBoolean()).isTrue();
            assertThat(capped.get("fps_max").asInt()).isEqualTo(60);
            JsonNode weak =
                    client.get("/fps?game=elden-ring&gpu=geforce-gtx-1650").ok();
            assertThat(weak.get("capped").asBoolean()).isFalse();
            JsonNode benchmark = client.get("/fps?game=grand-theft-auto-v&gpu=geforce-gtx-1060")
                    .ok();
            assertThat(benchmark.get("demand_basis").asText()).isEqualTo("fitted");
            assertThat(benchmark.has("engine_cap")).isFalse();
            assertThat(benchmark.has("capped")).isFalse();
            assertThat(client.get(FPS + "&cpu=core-i5-12400f").ok().get("url").asText())
                    .endsWith("/en/fps/fortnite/geforce-rtx-4070?res=1080p&preset=high&cpu=core-i5-12400f");
        });
    }

    @ParameterizedTest
    @CsvSource({"2k,1440p", "2K,1440p", "1440p,1440p", "2160p,4K", "4k,4K", "4K,4K", "1080p,1080p"})
    void resolutionAliases(String given, String normalized) {
        harness.test(client -> assertThat(
                        client.get(FPS + "&res=" + given).ok().get("resolution").asText())
                .isEqualTo(normalized));
    }

    @Test
    void defaultsAre1080pHigh() {
        harness.test(client -> {
            JsonNode b = client.get(FPS).ok();
            assertThat(b.get("resolution").asText()).isEqualTo("1080p");
            assertThat(b.get("preset").asText()).isEqualTo("high");
        });
    }

    @Test
    void badInputIsAJsonErrorNamingTheAcceptedValues() {
        harness.test(client -> {
            assertThat(client.get(FPS + "&res=8k")
                            .error(400, "invalid_parameter")
                            .get("message")
                            .asText())
                    .contains("1080p", "1440p", "4K");
            assertThat(client.get(FPS + "&preset=epic")
                            .error(400, "invalid_parameter")
                            .get("message")
                            .asText())
                    .contains("low", "medium", "high", "ultra");
            client.get("/fps?game=fortnite").error(400, "missing_parameter");
            client.get("/fps?game=fortnite&gpu=nope").error(404, "gpu_not_found");
            client.get("/fps?game=nope&gpu=geforce-rtx-4070").error(404, "game_not_found");
            client.get(FPS + "&cpu=nope").error(404, "cpu_not_found");
            client.get("/nope").error(404, "not_found");
            ContractClient.Reply post = client.send("POST", "/fps");
            post.error(405, "method_not_allowed");
            assertThat(post.header("Allow")).isEqualTo("GET, HEAD, OPTIONS");
        });
    }

    @Test
    void everyGetCarriesMaxAgeAndA200AStrongEtagWith304() {
        harness.test(client -> {
            ContractClient.Reply r = client.get(FPS);
            assertThat(r.header("Cache-Control")).isEqualTo("max-age=3600");
            assertThat(r.header("Access-Control-Allow-Origin")).isEqualTo("*");
            String tag = r.header("ETag");
            assertThat(tag).matches("^\"[0-9a-f]{20}\"$");
            ContractClient.Reply again = client.get(FPS, "If-None-Match", "W/" + tag);
            assertThat(again.status()).isEqualTo(304);
            assertThat(again.body()).isEmpty();
            // No Content-Type; a Content-Length only as the 200's (RFC 9110 8.6), never 0.
            assertThat(again.header("Content-Type")).isNull();
            assertThat(again.header("Content-Length"))
                    .isEqualTo(Integer.toString(r.body().length()));
            assertThat(again.header("Cache-Control")).isEqualTo("max-age=3600");
            assertThat(client.get("/fps?game=nope&gpu=x").header("Cache-Control"))
                    .isEqualTo("max-age=3600");
            assertThat(client.get(FPS, "If-None-Match", "\"stale\"").status()).isEqualTo(200);
        });
    }

    @Test
    void theFairUseLimitIs429WithRetryAfter() {
        harness.test(client -> {
            for (int i = 0; i < 60; i++) {
                assertThat(client.get(FPS).status()).isEqualTo(200);
            }
            ContractClient.Reply limited = client.get(FPS);
            JsonNode b = limited.error(429, "rate_limited");
            assertThat(b.get("retry_after").asLong()).isEqualTo(Long.parseLong(limited.header("Retry-After")));
            assertThat(limited.header("Cache-Control")).isEqualTo("no-store");
            harness.clock.addAndGet(60_000_000_000L);
            assertThat(client.get(FPS).status()).isEqualTo(200);
        });
    }

    @Test
    void theLimitIsASetting() {
        harness.quota = Quota.perMinuteOnly(2);
        harness.test(client -> {
            client.get(FPS);
            assertThat(client.get(FPS).header("X-RateLimit-Remaining")).isEqualTo("0");
            client.get(FPS).error(429, "rate_limited");
        });
    }

    @Test
    void headAndOptions() {
        harness.test(client -> {
            ContractClient.Reply head = client.send("HEAD", FPS);
            assertThat(head.status()).isEqualTo(200);
            assertThat(head.body()).isEmpty();
            ContractClient.Reply options = client.send("OPTIONS", "/fps");
            assertThat(options.status()).isEqualTo(204);
            assertThat(options.header("Access-Control-Allow-Methods")).isEqualTo("GET, HEAD, OPTIONS");
        });
    }

    @Test
    void theDocumentListsExactlyTheMountedRoutes() {
        harness.test(client -> {
            Set<String> mounted = new TreeSet<>();
            for (String route : harness.routes) {
                if (!route.endsWith("/*")) {
                    String path = route.substring(V1Api.PREFIX.length());
                    mounted.add(path.isEmpty() ? "/" : path);
                }
            }
            assertThat(mounted).isEqualTo(new TreeSet<>(V1Harness.CONTRACT.paths()));
            assertThat(client.get("/openapi.json").ok()).isEqualTo(V1Harness.CONTRACT.document());
        });
    }

    @Test
    void theContractCheckCanFail() {
        harness.test(client -> {
            ContractClient.Reply real = client.get(FPS);
            assertThatThrownBy(() -> V1Harness.CONTRACT.assertConforms(
                            "get", "/fps", 200, real.headers(), real.body().replace("prediction", "guess")))
                    .isInstanceOf(AssertionError.class);
            assertThatThrownBy(
                            () -> V1Harness.CONTRACT.assertConforms("get", "/game/x", 200, real.headers(), real.body()))
                    .isInstanceOf(AssertionError.class);
        });
    }
}
