package org.fpsforecast.clients;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.fpsforecast.builds.JdbcBuilds;
import org.fpsforecast.builds.SyntheticSample;
import org.fpsforecast.clients.publicapi.ApiException;
import org.fpsforecast.clients.publicapi.api.AboutApi;
import org.fpsforecast.clients.publicapi.api.CatalogApi;
import org.fpsforecast.clients.publicapi.api.ForecastsApi;
import org.fpsforecast.clients.publicapi.api.StatisticsApi;
import org.fpsforecast.clients.publicapi.model.CanRun;
import org.fpsforecast.clients.publicapi.model.CannotIdentifyError;
import org.fpsforecast.clients.publicapi.model.Fps;
import org.fpsforecast.clients.publicapi.model.NotFoundError;
import org.fpsforecast.clients.publicapi.model.ParameterError;
import org.fpsforecast.clients.publicapi.model.UnavailableError;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.server.Application;
import org.fpsforecast.server.ServerSettings;
import org.fpsforecast.server.WebServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The Java clients openapi-generator makes from the two OpenAPI documents (see this module's POM), calling every
 * endpoint of the composed server as `forecast serve` runs it. Every answer is read with unknown properties rejected,
 * so a field the server sends and the document does not declare fails here, as it would in a strict client.
 */
class GeneratedClientsTest {
    static Javalin server;
    static String base;
    static org.fpsforecast.clients.publicapi.ApiClient current;
    static org.fpsforecast.clients.v1.ApiClient earlier;
    /** The generated mappers' settings, but strict about unknown properties. */
    static final ObjectMapper STRICT = org.fpsforecast.clients.publicapi.ApiClient.createDefaultObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);

    @BeforeAll
    static void start() throws IOException {
        Application app = new Application(BundledCatalog.load());
        JdbcBuilds builds = JdbcBuilds.open("jdbc:h2:mem:generated-clients;DB_CLOSE_DELAY=-1", null, null);
        SyntheticSample.seedIfEmpty(
                builds,
                app.forecaster().importer(builds, Builds.Origin.SYNTHETIC, Clock.systemUTC()),
                app.catalog().survey(),
                app.catalog().gpus());
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        base = "http://127.0.0.1:" + port;
        // A limit no test reaches: these tests are about shapes, the rate limit has its own.
        server = WebServer.create(
                        app,
                        new ServerSettings(base, 10_000, 100_000, List.of()),
                        app.forecaster().statistics(builds))
                .start("127.0.0.1", port);
        current = new org.fpsforecast.clients.publicapi.ApiClient();
        current.updateBaseUri(base + "/api/public/v1");
        current.setObjectMapper(STRICT);
        earlier = new org.fpsforecast.clients.v1.ApiClient();
        earlier.updateBaseUri(base + "/api/v1");
        earlier.setObjectMapper(org.fpsforecast.clients.v1.ApiClient.createDefaultObjectMapper()
                .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true));
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    @Test
    void theClientsWereGeneratedFromTheDocumentsTheServerServes() throws Exception {
        var http = java.net.http.HttpClient.newHttpClient();
        for (String[] pair : new String[][] {
            {"/api/public/v1/openapi.json", "../adapter-http-public/src/main/resources/org/fpsforecast/http/publicapi"},
            {"/api/v1/openapi.json", "../adapter-http-v1/src/main/resources/org/fpsforecast/http/v1"}
        }) {
            String served = http.send(
                            java.net.http.HttpRequest.newBuilder(java.net.URI.create(base + pair[0]))
                                    .build(),
                            java.net.http.HttpResponse.BodyHandlers.ofString())
                    .body();
            String generatedFrom = Files.readString(Path.of(pair[1], "openapi.json"));
            assertThat(STRICT.readTree(served)).isEqualTo(STRICT.readTree(generatedFrom));
        }
    }

    @Test
    void everyEndpointOfTheCurrentInterface() throws Exception {
        var about = new AboutApi(current);
        assertThat(about.describe().getStatuses())
                .anySatisfy(s -> assertThat(s.getStatus()).isEqualTo(422));
        assertThat(about.getOpenApiDocument().getOpenapi()).startsWith("3.1.");

        var forecasts = new ForecastsApi(current);
        Fps measured = forecasts.getFps(
                "grand-theft-auto-v", "geforce-gtx-1060", null, "1080p", "high", null, null, null, "en");
        assertThat(measured.getSource()).isEqualTo(Fps.SourceEnum.MEASURED);
        Fps modeled = forecasts.getFps(
                "cyberpunk-2077", "geforce-rtx-4060", "ryzen-5-5600x", "4k", "ultra", "quality", "on", "2x", "es");
        assertThat(modeled.getSource()).isEqualTo(Fps.SourceEnum.MODEL);
        assertThat(modeled.getFpsRange()).isNotNull();
        assertThat(modeled.getRendering().getRenderedFps()).isLessThan(modeled.getFps());
        CanRun byRenderer = forecasts.checkCanRun(
                "fortnite",
                "ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)",
                null,
                null,
                null,
                null,
                null,
                null,
                null,
                null);
        assertThat(byRenderer.getGpu().getSlug()).isEqualTo("geforce-rtx-3060");
        CanRun bySlug = forecasts.checkCanRun(
                "fortnite", null, "radeon-rx-6600", null, "1440p", "medium", null, null, null, "pt");
        assertThat(bySlug.getGpu().getSlug()).isEqualTo("radeon-rx-6600");

        var catalog = new CatalogApi(current);
        assertThat(catalog.searchGames("witcher 3", 5, null).getResults())
                .first()
                .satisfies(g -> assertThat(g.getSlug()).contains("witcher-3"));
        assertThat(catalog.searchGpus("rtx 4070", 3, "ru").getResults()).isNotEmpty();

        var statistics = new StatisticsApi(current);
        assertThat(statistics.getBuildStats(null, null).getSample()).isNotNull();
        assertThat(statistics.getBuildStats("US", "en").getCountries()).isNotNull();
        assertThat(statistics.getSurvey(null, 5, null).getCards()).hasSizeLessThanOrEqualTo(5);
    }

    @Test
    void theCurrentInterfacesErrorsReadAsTheirDocumentedShapes() {
        var forecasts = new ForecastsApi(current);
        assertThat(refusal(() -> forecasts.getFps(
                        "no-such-game-at-all", "geforce-gtx-1060", null, null, null, null, null, null, null)))
                .satisfies(e -> {
                    assertThat(e.getCode()).isEqualTo(404);
                    NotFoundError body = STRICT.readValue(e.getResponseBody(), NotFoundError.class);
                    assertThat(body.getError()).isEqualTo(NotFoundError.ErrorEnum.GAME_NOT_FOUND);
                });
        assertThat(refusal(() ->
                        forecasts.getFps("fortnite", "geforce-gtx-1060", null, "8k", null, null, null, null, null)))
                .satisfies(e -> {
                    assertThat(e.getCode()).isEqualTo(400);
                    ParameterError body = STRICT.readValue(e.getResponseBody(), ParameterError.class);
                    assertThat(body.getParameter()).isEqualTo("res");
                });
        assertThat(refusal(() -> forecasts.checkCanRun(
                        "fortnite",
                        "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)",
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null,
                        null)))
                .satisfies(e -> {
                    assertThat(e.getCode()).isEqualTo(422);
                    CannotIdentifyError body = STRICT.readValue(e.getResponseBody(), CannotIdentifyError.class);
                    assertThat(body.getError()).isEqualTo(CannotIdentifyError.ErrorEnum.SOFTWARE_RENDERER);
                });
        var statistics = new StatisticsApi(current);
        assertThat(refusal(() -> statistics.getSurvey("1999-01", null, null))).satisfies(e -> {
            assertThat(e.getCode()).isEqualTo(404);
            UnavailableError body = STRICT.readValue(e.getResponseBody(), UnavailableError.class);
            assertThat(body.getAvailable()).isNotEmpty();
        });
    }

    @Test
    void everyEndpointOfTheEarlierInterface() throws Exception {
        var about = new org.fpsforecast.clients.v1.api.AboutApi(earlier);
        assertThat(about.describe()).isNotNull();
        assertThat(about.getOpenApiDocument().getOpenapi()).startsWith("3.1.");

        var forecasts = new org.fpsforecast.clients.v1.api.ForecastsApi(earlier);
        var measured = forecasts.getFps("grand-theft-auto-v", "geforce-gtx-1060", null, "1080p", "high");
        assertThat(measured.getSource()).isEqualTo(org.fpsforecast.clients.v1.model.Fps.SourceEnum.BENCHMARK);
        var predicted = forecasts.getFps("cyberpunk-2077", "geforce-rtx-4060", "ryzen-5-5600x", "2k", "ultra");
        assertThat(predicted.getSource()).isEqualTo(org.fpsforecast.clients.v1.model.Fps.SourceEnum.PREDICTION);
        assertThat(forecasts.getPcScore("geforce-rtx-4060", "ryzen-5-5600x", 16).getScore())
                .isBetween(0, 100);

        var catalog = new org.fpsforecast.clients.v1.api.CatalogApi(earlier);
        assertThat(catalog.searchCatalog("cyberpunk", null, 5).getResults()).isNotEmpty();
        assertThat(catalog.getGame("cyberpunk-2077").getName()).isEqualTo("Cyberpunk 2077");
        assertThat(catalog.listGpus(5, 2, null, null, "name", "asc", "nvidia", "desktop")
                        .getItems())
                .hasSize(5);
        assertThat(catalog.listCpus(5, null, null, null, null, null, null).getItems())
                .hasSize(5);
        assertThat(catalog.listGames(5, null, 10, 2023, null, null).getItems()).hasSize(5);
        assertThatThrownBy(() -> catalog.getGame("no-such-game-at-all"))
                .isInstanceOfSatisfying(
                        org.fpsforecast.clients.v1.ApiException.class,
                        e -> assertThat(e.getCode()).isEqualTo(404));
    }

    @Test
    void aFieldTheDocumentDoesNotDeclareFailsTheStrictClient() throws Exception {
        // The check above can fail: the same answer with one undeclared field is refused by the same mapper.
        String answer = java.net.http.HttpClient.newHttpClient()
                .send(
                        java.net.http.HttpRequest.newBuilder(java.net.URI.create(
                                        base + "/api/public/v1/fps?game=fortnite&gpu=geforce-rtx-4070"))
                                .build(),
                        java.net.http.HttpResponse.BodyHandlers.ofString())
                .body();
        assertThat(STRICT.readValue(answer, Fps.class).getGame().getSlug()).isEqualTo("fortnite");
        assertThatThrownBy(() -> STRICT.readValue(answer.replaceFirst("\\{", "{\"undeclared\":1,"), Fps.class))
                .hasMessageContaining("undeclared");
    }

    /** The exception a call that must be refused throws. */
    private static ApiException refusal(Call call) {
        try {
            call.run();
        } catch (ApiException e) {
            return e;
        }
        throw new AssertionError("the call was answered, not refused");
    }

    @FunctionalInterface
    interface Call {
        void run() throws ApiException;
    }
}
