package org.fpsforecast.http.publicapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.fpsforecast.builds.JdbcBuilds;
import org.fpsforecast.builds.testing.FlakyBuilds;
import org.fpsforecast.core.domain.Build;
import org.fpsforecast.core.domain.BuildPart;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.internal.BuildStatistics;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.testing.ContractClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** /stats on a real (in-memory H2) builds store and /survey on the bundled survey, checked against openapi.json. */
class StatsAndSurveyTest {
    final Harness harness = new Harness();
    final JdbcBuilds store =
            JdbcBuilds.open("jdbc:h2:mem:stats-http-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1", null, null);
    final AtomicLong nanos = new AtomicLong();
    /** The database, as the statistics see it: it can be taken away. */
    final FlakyBuilds database = new FlakyBuilds(store);

    StatsAndSurveyTest() {
        harness.stats = new BuildStatistics(
                database, nanos::get, Clock.fixed(Instant.parse("2026-11-24T10:15:30.123Z"), ZoneOffset.UTC));
    }

    @Test
    void whileTheDatabaseIsDownTheLastAnswersAreServedMarkedStaleAndOthersAre503() {
        add("FR", 20, "geforce-rtx-3060", Builds.Origin.IMPORTED);
        harness.test(client -> {
            JsonNode fresh = client.get("/stats").ok();
            assertThat(fresh.get("sample").has("stale_since")).isFalse();
            database.down(true);
            nanos.addAndGet(2_000_000_000L);
            JsonNode stale = client.get("/stats").ok();
            assertThat(stale.get("sample").get("stale_since").asText()).isEqualTo("2026-11-24T10:15:30.123Z");
            assertThat(stale.get("gpus")).isEqualTo(fresh.get("gpus"));
            var never = client.get("/stats?country=FR");
            never.error(503, "store_unavailable");
            assertThat(never.header("Retry-After")).isEqualTo("5");
            database.down(false);
            nanos.addAndGet(2_000_000_000L);
            assertThat(client.get("/stats").ok().get("sample").has("stale_since"))
                    .isFalse();
        });
    }

    @AfterEach
    void close() {
        store.close();
    }

    void add(String country, int n, String gpu, Builds.Origin origin) {
        List<Build> builds = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            builds.add(new Build(
                    country + "-" + gpu + "-" + i,
                    BuildPart.mapped(new Slug(gpu), gpu.toUpperCase(java.util.Locale.ROOT)),
                    BuildPart.unmapped("Some CPU"),
                    16,
                    "Windows 11",
                    new Country(country),
                    LocalDate.of(2026, 3, 1)));
        }
        try (Builds.Import tx = store.begin(origin)) {
            tx.add(builds);
            tx.commit();
        }
        nanos.addAndGet(2_000_000_000L);
    }

    @Test
    void countriesArePublishedFromTwentyBuildsAndSmallerSamplesAreAClearError() {
        add("DE", 19, "geforce-rtx-3060", Builds.Origin.IMPORTED);
        add("FR", 20, "geforce-rtx-3060", Builds.Origin.IMPORTED);
        add("US", 21, "radeon-rx-6600", Builds.Origin.IMPORTED);
        harness.test(client -> {
            JsonNode all = client.get("/stats").ok();
            assertThat(all.get("country").isNull()).isTrue();
            assertThat(all.get("sample").get("size").asLong()).isEqualTo(60);
            assertThat(all.get("sample").get("origin").asText()).isEqualTo("imported");
            assertThat(all.get("sample").get("synthetic").asBoolean()).isFalse();
            assertThat(all.get("sample").has("note")).isFalse();
            assertThat(all.get("countries").toString())
                    .isEqualTo("[{\"code\":\"US\",\"builds\":21},{\"code\":\"FR\",\"builds\":20}]");
            JsonNode gpu = all.get("gpus").get(0);
            assertThat(gpu.get("slug").asText()).isEqualTo("geforce-rtx-3060");
            assertThat(gpu.get("count").asLong()).isEqualTo(39);
            assertThat(gpu.get("share").asDouble()).isEqualTo(0.65);
            assertThat(all.get("url").asText()).isEqualTo("https://fps.example.org/en/stats");

            assertThat(client.get("/stats?country=fr")
                            .ok()
                            .get("sample")
                            .get("size")
                            .asLong())
                    .isEqualTo(20);
            assertThat(client.get("/stats?country=US")
                            .ok()
                            .get("gpus")
                            .get(0)
                            .get("slug")
                            .asText())
                    .isEqualTo("radeon-rx-6600");

            JsonNode small = client.get("/stats?country=DE").error(404, "sample_too_small");
            assertThat(small.get("parameter").asText()).isEqualTo("country");
            assertThat(small.get("available").toString()).isEqualTo("[\"US\",\"FR\"]");
            assertThat(small.get("message").asText()).contains("at least 20").doesNotContain("19");
            assertThat(small.toString()).doesNotContain("geforce");
            client.get("/stats?country=JP").error(404, "sample_too_small");
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"Germany", "D", "XX", "12", "DE,FR"})
    void aCountryMustBeAnIsoCode(String country) {
        harness.test(client -> {
            JsonNode e = client.get("/stats?country=" + country).error(400, "invalid_parameter");
            assertThat(e.get("parameter").asText()).isEqualTo("country");
        });
    }

    @Test
    void aFreshStoreIsTheSyntheticSampleAndSaysSoAndAnImportChangesTheAnswerAndItsTag() {
        add("US", 25, "geforce-gtx-1650", Builds.Origin.SYNTHETIC);
        harness.test(client -> {
            ContractClient.Reply first = client.get("/stats?lang=es");
            JsonNode sample = first.ok().get("sample");
            assertThat(sample.get("origin").asText()).isEqualTo("synthetic");
            assertThat(sample.get("synthetic").asBoolean()).isTrue();
            assertThat(sample.get("note").asText()).contains("sintética");
            String tag = first.header("ETag");
            assertThat(client.get("/stats?lang=es", "If-None-Match", tag).status())
                    .isEqualTo(304);

            add("FR", 20, "geforce-rtx-4070", Builds.Origin.IMPORTED);
            ContractClient.Reply after = client.get("/stats?lang=es", "If-None-Match", tag);
            JsonNode b = after.ok();
            assertThat(b.get("sample").get("synthetic").asBoolean()).isFalse();
            assertThat(b.get("sample").get("size").asLong()).isEqualTo(20);
            assertThat(after.header("ETag")).isNotEqualTo(tag);
        });
    }

    @Test
    void noResponseStandsForASingleBuild() {
        add("US", 20, "geforce-rtx-3060", Builds.Origin.IMPORTED);
        add("US", 1, "geforce-rtx-4090", Builds.Origin.IMPORTED);
        add("US", 4, "radeon-rx-7900-xtx", Builds.Origin.IMPORTED);
        harness.test(client -> {
            JsonNode us = client.get("/stats?country=US").ok();
            assertThat(us.toString()).doesNotContain("geforce-rtx-4090").doesNotContain("radeon-rx-7900-xtx");
            JsonNode other = us.get("gpus").get(1);
            assertThat(other.get("other").asBoolean()).isTrue();
            assertThat(other.get("count").asLong()).isEqualTo(5);
            assertThat(other.get("slug").isNull()).isTrue();
        });
    }

    @Test
    void theSurveyOfTheLatestMonthCombinesCardsWithTheModel() {
        harness.test(client -> {
            JsonNode s = client.get("/survey").ok();
            assertThat(s.get("month").asText())
                    .isEqualTo(s.get("latest_month").asText())
                    .isEqualTo("2026-04");
            assertThat(s.get("top").asInt()).isEqualTo(20);
            assertThat(s.get("cards").size()).isEqualTo(20);
            assertThat(s.get("basket").get("games").size()).isEqualTo(11);
            double previous = 1;
            for (JsonNode card : s.get("cards")) {
                assertThat(card.get("share").asDouble()).isLessThanOrEqualTo(previous);
                previous = card.get("share").asDouble();
                assertThat(card.get("gpu").isNull())
                        .as("no card exactly when the mapping names none")
                        .isEqualTo(List.of("no_score_source", "unknown")
                                .contains(card.get("mapping").asText()));
                if (card.get("gpu").isNull()) {
                    assertThat(card.get("basket_fps").isNull()).isTrue();
                    assertThat(card.get("verdict").isNull()).isTrue();
                } else {
                    int fps = card.get("basket_fps").asInt();
                    String key = card.get("verdict").get("key").asText();
                    assertThat(key)
                            .isEqualTo(
                                    fps >= 100
                                            ? "easy"
                                            : fps >= 60 ? "ok" : fps >= 40 ? "mid" : fps >= 25 ? "edge" : "no");
                    assertThat(card.get("source").asText())
                            .isEqualTo(card.get("measured_games").asInt() == 11 ? "measured" : "model");
                }
            }
            assertThat(s.get("cards").findValuesAsText("name")).doesNotContain("Other");
            JsonNode cov = s.get("coverage");
            assertThat(cov.get("unlisted").asDouble())
                    .as("Valve's 'Other' line")
                    .isGreaterThan(0.05);
            assertThat(cov.get("listed").asDouble() + cov.get("unlisted").asDouble())
                    .isCloseTo(1, within());
            assertThat(cov.get("mapped").asDouble() + cov.get("unmapped").asDouble())
                    .isCloseTo(cov.get("listed").asDouble(), within());
            JsonNode reach = s.get("reach");
            assertThat(reach.get("fps30").get("of_surveyed").asDouble())
                    .isGreaterThanOrEqualTo(
                            reach.get("fps60").get("of_surveyed").asDouble())
                    .isLessThanOrEqualTo(cov.get("mapped").asDouble() + 1e-4);
            assertThat(reach.get("fps60").get("of_mapped").asDouble())
                    .isGreaterThanOrEqualTo(
                            reach.get("fps60").get("of_surveyed").asDouble());
            assertThat(s.get("resolution").get(0).get("name").asText()).isEqualTo("1920 x 1080");
            assertThat(s.get("source").get("id").asText()).isEqualTo("steam-hw-survey");
        });
    }

    /**
     * Family names, memory-variant names and parts without a score source are shown as such, and the mapped share of
     * the latest month is at least 95% of the listed share.
     */
    @Test
    void surveyCardsSayHowTheirNameIsTiedToACard() {
        harness.test(client -> {
            JsonNode s = client.get("/survey?top=60").ok();
            JsonNode cov = s.get("coverage");
            assertThat(cov.get("mapped").asDouble() / cov.get("listed").asDouble())
                    .isGreaterThanOrEqualTo(0.95);
            List<JsonNode> cards = new ArrayList<>();
            s.get("cards").forEach(cards::add);
            assertThat(cards)
                    .filteredOn(c -> c.get("name").asText().equals("AMD Radeon(TM) Graphics"))
                    .singleElement()
                    .satisfies(c -> {
                        assertThat(c.get("mapping").asText()).isEqualTo("family");
                        assertThat(c.get("share").asDouble())
                                .as("its three spellings are one card")
                                .isCloseTo(0.0452, within());
                        assertThat(c.get("basket_fps").asInt()).isPositive();
                    });
            assertThat(cards)
                    .filteredOn(c -> c.get("name").asText().equals("NVIDIA GeForce RTX 5060 Ti"))
                    .hasSize(2)
                    .allSatisfy(c -> assertThat(c.get("mapping").asText()).isEqualTo("variant_share"))
                    .extracting(c -> c.get("gpu").get("slug").asText())
                    .containsExactlyInAnyOrder("geforce-rtx-5060-ti-8gb", "geforce-rtx-5060-ti-16gb");
            assertThat(cards)
                    .filteredOn(c -> c.get("name").asText().equals("Apple M2"))
                    .singleElement()
                    .satisfies(c -> {
                        assertThat(c.get("mapping").asText()).isEqualTo("no_score_source");
                        assertThat(c.get("basket_fps").isNull()).isTrue();
                    });
            assertThat(cards)
                    .filteredOn(c -> c.get("name").asText().equals("NVIDIA GeForce RTX 3060"))
                    .singleElement()
                    .satisfies(c -> assertThat(c.get("mapping").asText()).isEqualTo("name"));
        });
    }

    static org.assertj.core.data.Offset<Double> within() {
        return org.assertj.core.data.Offset.offset(2e-4);
    }

    @Test
    void monthAndTopAreValidatedAndAMonthWithoutDataNamesTheNearest() {
        harness.test(client -> {
            assertThat(client.get("/survey?month=2020-05&top=100")
                            .ok()
                            .get("cards")
                            .size())
                    .isBetween(50, 100);
            assertThat(client.get("/survey?top=1").ok().get("cards").size()).isEqualTo(1);
            JsonNode future = client.get("/survey?month=2030-01").error(404, "month_not_found");
            assertThat(future.get("available").get(0).asText()).isEqualTo("2026-04");
            assertThat(future.get("parameter").asText()).isEqualTo("month");
            for (String bad : List.of("month=2024-13", "month=2024-1", "month=April", "top=0", "top=101", "top=ten")) {
                client.get("/survey?" + bad).error(400, "invalid_parameter");
            }
        });
    }
}
