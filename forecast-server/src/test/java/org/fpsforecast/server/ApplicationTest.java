package org.fpsforecast.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.testtools.JavalinTest;
import org.fpsforecast.builds.JdbcBuilds;
import org.fpsforecast.builds.SyntheticSample;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The composed server: both interfaces mounted on one Javalin, answering with the same numbers. */
class ApplicationTest {
    static final Application APP = new Application(BundledCatalog.load());
    static final ObjectMapper JSON = new ObjectMapper();
    /** The builds behind /stats: an in-memory store with the synthetic sample, as a fresh install has. */
    static final JdbcBuilds BUILDS = JdbcBuilds.open("jdbc:h2:mem:application-test;DB_CLOSE_DELAY=-1", null, null);

    static {
        SyntheticSample.seedIfEmpty(
                BUILDS,
                APP.forecaster().importer(BUILDS, Builds.Origin.SYNTHETIC, java.time.Clock.systemUTC()),
                APP.catalog().survey(),
                APP.catalog().gpus());
    }

    static final ReportStats STATS = APP.forecaster().statistics(BUILDS);

    @ParameterizedTest(name = "{0} on {1}, cpu {2}, {3} {4}")
    @CsvSource({
        "grand-theft-auto-v,geforce-gtx-1060,,1080p,high",
        "fortnite,geforce-rtx-4070,,4k,ultra",
        "fortnite,geforce-rtx-4070,core-i5-12400f,1440p,low",
        "black-myth-wukong,radeon-rx-7800-xt,,1440p,high",
        "star-wars-outlaws,geforce-rtx-4060,ryzen-5-5600x,1080p,medium"
    })
    void bothInterfacesGiveTheSameFps(String game, String gpu, String cpu, String res, String preset) {
        JavalinTest.test(WebServer.create(APP, "http://test", STATS), (server, client) -> {
            String query = "game=" + game + "&gpu=" + gpu + (cpu == null ? "" : "&cpu=" + cpu) + "&res=" + res
                    + "&preset=" + preset;
            JsonNode current = JSON.readTree(
                    client.get("/api/public/v1/fps?" + query).body().string());
            JsonNode earlier =
                    JSON.readTree(client.get("/api/v1/fps?" + query).body().string());
            assertThat(current.get("ok").asBoolean()).isTrue();
            assertThat(earlier.get("ok").asBoolean()).isTrue();
            assertThat(earlier.get("fps").asInt()).isEqualTo(current.get("fps").asInt());
            assertThat(earlier.get("source").asText())
                    .isEqualTo(current.get("source").asText().equals("measured") ? "benchmark" : "prediction");
            assertThat(earlier.get("verdict").asText())
                    .isEqualTo(current.get("verdict").get("key").asText());
        });
    }

    @org.junit.jupiter.api.Test
    void aFreshInstallServesStatsOfTheSyntheticSampleLabelledSoAndTheSurvey() {
        JavalinTest.test(WebServer.create(APP, "http://test", STATS), (server, client) -> {
            JsonNode stats =
                    JSON.readTree(client.get("/api/public/v1/stats").body().string());
            assertThat(stats.get("sample").get("size").asLong()).isEqualTo(SyntheticSample.SIZE);
            assertThat(stats.get("sample").get("origin").asText()).isEqualTo("synthetic");
            assertThat(stats.get("sample").get("synthetic").asBoolean()).isTrue();
            assertThat(stats.get("sample").get("note").asText())
                    .contains("Synthetic")
                    .contains("not real builds");
            assertThat(stats.get("countries").size()).isGreaterThan(10);
            JsonNode survey = JSON.readTree(
                    client.get("/api/public/v1/survey?top=3").body().string());
            assertThat(survey.get("cards").size()).isEqualTo(3);
            assertThat(survey.get("month").asText())
                    .isEqualTo(survey.get("latest_month").asText());
        });
    }

    @org.junit.jupiter.api.Test
    void theServerListensOnTheGivenHostWithTwoSelectorThreadsAndTheFastPathInFront() {
        var app = WebServer.create(APP, "http://test", STATS).start("127.0.0.1", 0);
        try {
            var server = app.jettyServer().server();
            assertThat(server.getConnectors()).hasSize(1);
            var connector = (org.eclipse.jetty.server.ServerConnector) server.getConnectors()[0];
            assertThat(connector.getHost()).isEqualTo("127.0.0.1");
            assertThat(connector.getLocalPort()).isEqualTo(app.port()).isPositive();
            assertThat(connector.getSelectorManager().getSelectorCount()).isEqualTo(WebServer.SELECTOR_THREADS);
            // The graceful stop counts every request, the fast path's too; unknown methods and oversized bodies are
            // refused before it.
            var graceful = server.getHandler();
            assertThat(graceful).isInstanceOf(org.eclipse.jetty.server.handler.GracefulHandler.class);
            var methods = ((org.eclipse.jetty.server.Handler.Wrapper) graceful).getHandler();
            assertThat(methods).isInstanceOf(UnknownMethods.class);
            var size = ((org.eclipse.jetty.server.Handler.Wrapper) methods).getHandler();
            assertThat(size).isInstanceOf(org.eclipse.jetty.server.handler.SizeLimitHandler.class);
            assertThat(((org.eclipse.jetty.server.Handler.Wrapper) size).getHandler())
                    .isInstanceOf(org.fpsforecast.http.publicapi.FpsFastPath.class);
        } finally {
            app.stop();
        }
    }

    @org.junit.jupiter.api.Test
    void anOverlongAddressIsAJson414() {
        JavalinTest.test(WebServer.create(APP, "http://test", STATS), (server, client) -> {
            // A client of its own: the shared test client's pooled connections belong to earlier tests' servers.
            var r = java.net.http.HttpClient.newHttpClient()
                    .send(
                            java.net.http.HttpRequest.newBuilder(java.net.URI.create(client.getOrigin()
                                            + "/api/public/v1/fps?game=" + "a".repeat(9_000) + "&gpu=x"))
                                    .build(),
                            java.net.http.HttpResponse.BodyHandlers.ofString());
            assertThat(r.statusCode()).isEqualTo(414);
            assertThat(r.headers().firstValue("Content-Type"))
                    .hasValueSatisfying(v -> assertThat(v).startsWith("application/json"));
            JsonNode body = JSON.readTree(r.body());
            assertThat(body.get("ok").asBoolean()).isFalse();
            assertThat(body.get("error").asText()).isEqualTo("uri_too_long");
        });
    }

    @org.junit.jupiter.api.Test
    void theRootDescribesBothInterfacesAndUnknownPathsAreJson() {
        JavalinTest.test(WebServer.create(APP, "http://test", STATS), (server, client) -> {
            JsonNode root = JSON.readTree(client.get("/").body().string());
            assertThat(root.get("current_api").asText()).isEqualTo("http://test/api/public/v1/");
            assertThat(root.get("earlier_api").asText()).isEqualTo("http://test/api/v1/");
            assertThat(root.get("catalog_version").asText())
                    .isEqualTo(APP.catalog().version());
            var missing = client.get("/no/such/page");
            assertThat(missing.code()).isEqualTo(404);
            assertThat(JSON.readTree(missing.body().string()).get("error").asText())
                    .isEqualTo("not_found");
        });
    }

    @org.junit.jupiter.api.Test
    void aBrowserAtTheRootGoesToTheHomePageInItsLanguage() {
        JavalinTest.test(WebServer.create(APP, "http://test", STATS), (server, client) -> {
            var page = client.request(
                    "/",
                    b -> b.header("Accept", "text/html,*/*;q=0.8")
                            .header("Accept-Language", "ar-EG,ar;q=0.9,en;q=0.5"));
            assertThat(page.code()).isEqualTo(302);
            assertThat(page.headers().get("Location")).containsExactly("/ar/");
            assertThat(client.get("/ar/").body().string()).contains("<html lang=\"ar\" dir=\"rtl\">");
            JsonNode root = JSON.readTree(client.get("/").body().string());
            assertThat(root.get("pages").asText()).isEqualTo("http://test/en/");
        });
    }

    @org.junit.jupiter.api.Test
    void theEarlierInterfacesLinksLeadToPagesToo() {
        JavalinTest.test(WebServer.create(APP, "http://test", STATS), (server, client) -> {
            JsonNode fps = JSON.readTree(client.get("/api/v1/fps?game=grand-theft-auto-v&gpu=geforce-gtx-1060")
                    .body()
                    .string());
            JsonNode game = JSON.readTree(
                    client.get("/api/v1/game/grand-theft-auto-v").body().string());
            JsonNode score = JSON.readTree(client.get("/api/v1/pc-score?gpu=geforce-gtx-1060&cpu=core-i5-8400")
                    .body()
                    .string());
            java.util.List<String> links = new java.util.ArrayList<>();
            for (JsonNode answer : java.util.List.of(fps, game, score)) {
                // The answer's own link; a source's address (publisher_requirements.sources) is another site's.
                if (answer.has("url")) {
                    links.add(answer.get("url").asText());
                }
                answer.findValues("methodology").forEach(u -> links.add(u.asText()));
            }
            assertThat(links).isNotEmpty().allMatch(l -> l.startsWith("http://test/en/"));
            for (String link : links) {
                String path = link.substring("http://test".length());
                String fragment = path.contains("#") ? path.substring(path.indexOf('#') + 1) : null;
                var page = client.get(fragment == null ? path : path.substring(0, path.indexOf('#')));
                assertThat(page.code()).as(link).isEqualTo(200);
                String body = page.body().string();
                assertThat(body).as(link).contains("<html lang=\"en\"");
                if (fragment != null) {
                    assertThat(body).as(link).contains("id=\"" + fragment + "\"");
                }
            }
        });
    }
}
