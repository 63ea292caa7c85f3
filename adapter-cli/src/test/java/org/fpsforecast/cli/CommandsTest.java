package org.fpsforecast.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.fpsforecast.cli.CliTest.Run;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.data.format.CatalogFiles;
import org.fpsforecast.http.publicapi.PublicApi;
import org.fpsforecast.http.v1.V1Api;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commands added for shell users: names for slugs, JSON output, game, score, catalog, openapi, completion. */
class CommandsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    static Run run(String... args) {
        return CliTest.run(args);
    }

    @Test
    void fpsTakesNamesAndSaysWhichRecordsItUsed() {
        Run r = run("fps", "gta 5", "gtx 1060", "--cpu", "12400f");
        assertThat(r.code()).isEqualTo(ExitCodes.OK);
        assertThat(r.err())
                .isEqualTo("Using Grand Theft Auto V (grand-theft-auto-v) for 'gta 5'.\n"
                        + "Using GeForce GTX 1060 (geforce-gtx-1060) for 'gtx 1060'.\n"
                        + "Using Intel Core i5-12400F (core-i5-12400f) for '12400f'.\n");
        assertThat(r.out()).startsWith("Grand Theft Auto V on GeForce GTX 1060, CPU: Intel Core i5-12400F");
        // Exact slugs and exact names are taken silently.
        Run exact = run("fps", "grand-theft-auto-v", "GeForce GTX 1060");
        assertThat(exact.code()).isEqualTo(ExitCodes.OK);
        assertThat(exact.err()).isEmpty();
    }

    @Test
    void anAmbiguousNameListsTheCandidatesAndExits3() {
        Run r = run("fps", "call of", "geforce-rtx-4070");
        assertThat(r.code()).isEqualTo(ExitCodes.NOT_FOUND);
        assertThat(r.out()).isEmpty();
        assertThat(r.err())
                .startsWith("forecast: 'call of' matches several games; give one of these slugs")
                .contains("  call-of-duty ", "Call of Duty (2006)", "  call-of-the-sea ")
                .doesNotContain("Exception");
        Run gpu = run("fps", "fortnite", "rtx 40");
        assertThat(gpu.code()).isEqualTo(ExitCodes.NOT_FOUND);
        assertThat(gpu.err()).contains("matches several GPUs", "geforce-rtx-40");
    }

    @Test
    void fpsJsonHasTheApiFieldsAndMarksEveryCellsBasis() throws Exception {
        Run r = run("fps", "grand-theft-auto-v", "geforce-gtx-1060", "--json", "--lang", "es");
        assertThat(r.code()).isEqualTo(ExitCodes.OK);
        JsonNode a = JSON.readTree(r.out());
        assertThat(a.get("ok").asBoolean()).isTrue();
        assertThat(a.at("/game/slug").asText()).isEqualTo("grand-theft-auto-v");
        assertThat(a.get("source").asText()).isEqualTo("measured");
        assertThat(a.at("/measurement/source/id").asText()).isEqualTo("userbenchmark-2020");
        assertThat(a.at("/measurement/samples").asInt()).isPositive();
        assertThat(a.get("cpu").isNull()).isTrue();
        assertThat(a.get("cpu_assumed").asText()).isNotBlank();
        assertThat(a.get("lang").asText()).isEqualTo("es");
        assertThat(a.at("/verdict/text").asText()).isEqualTo("Funciona bien");
        assertThat(a.at("/matrix/1080p/high").asInt()).isEqualTo(a.get("fps").asInt());
        assertThat(a.at("/matrix_basis/1080p/high").asText()).isEqualTo("measured");
        assertThat(a.at("/matrix_basis/4K/ultra").asText()).isIn("scaled", "model");
        assertThat(a.get("catalog_version").asText())
                .isEqualTo(BundledCatalog.load().version());

        JsonNode modeled = JSON.readTree(run("fps", "fortnite", "geforce-rtx-4070", "--cpu", "core-i5-12400f", "--json")
                .out());
        assertThat(modeled.get("source").asText()).isEqualTo("model");
        assertThat(modeled.get("measurement").isNull()).isTrue();
        assertThat(modeled.at("/fps_range/low").asInt())
                .isLessThanOrEqualTo(modeled.get("fps").asInt());
        assertThat(modeled.at("/bottleneck/limited_by").asText()).isIn("gpu", "cpu", "balanced");
        assertThat(modeled.at("/cpu/slug").asText()).isEqualTo("core-i5-12400f");
    }

    @Test
    void fpsTextHasTheLanguagesVerdictTheMatrixAndABarPerPreset() {
        Run r = run("fps", "grand-theft-auto-v", "geforce-gtx-1060", "--lang", "ru");
        assertThat(r.out())
                .contains("Verdict: Идёт хорошо (ok, at 1080p high)")
                .contains("1080p by preset (| = 60 FPS):")
                .containsPattern("\\n  low +█+\\|? +\\d+\\*\\n")
                .doesNotContain("\u001B[");
    }

    @Test
    void colorsOnlyOnATerminalAndNeverWithNoColor() {
        assertThat(CliTest.run(new Terminal(true, true), "fps", "grand-theft-auto-v", "geforce-gtx-1060")
                        .out())
                .contains("\u001B[1m")
                .contains("\u001B[32m");
        assertThat(Terminal.colors(Map.of("TERM", "xterm"), true)).isTrue();
        assertThat(Terminal.colors(Map.of("TERM", "xterm", "NO_COLOR", "1"), true))
                .isFalse();
        assertThat(Terminal.colors(Map.of("TERM", "xterm", "NO_COLOR", ""), true))
                .isTrue();
        assertThat(Terminal.colors(Map.of("TERM", "dumb"), true)).isFalse();
        assertThat(Terminal.colors(Map.of("TERM", "xterm"), false)).isFalse();
    }

    @Test
    void progressIsABarOnATerminalAndAFewLinesOtherwise() {
        StringWriter bar = new StringWriter();
        try (Progress p = new Progress(new PrintWriter(bar), new Terminal(true, false), "import")) {
            p.update("half", 50, 100);
            p.update("all", 100, 100);
        }
        assertThat(bar.toString())
                .startsWith("\rimport [############............]  50% half")
                .contains("\rimport [########################] 100% all")
                .endsWith("\n");
        StringWriter plain = new StringWriter();
        try (Progress p = new Progress(new PrintWriter(plain), Terminal.PLAIN, "import")) {
            for (int i = 1; i <= 1000; i++) {
                p.update(i + " rows", i, 1000);
            }
        }
        assertThat(plain.toString().lines()).hasSize(11).first().isEqualTo("[import] 1 rows");
        assertThat(plain.toString()).doesNotContain("\r").endsWith("[import] 1000 rows\n");
        assertThat(Progress.render("t", "x".repeat(200), 1, 2)).hasSize(Progress.LINE_WIDTH);
    }

    @Test
    void gameDescribesAGameAsTextOrJson() throws Exception {
        Run text = run("game", "black-myth-wukong");
        assertThat(text.code()).isEqualTo(ExitCodes.OK);
        assertThat(text.out())
                .startsWith("Black Myth: Wukong (black-myth-wukong)")
                .contains("Released:", "Demanding:", "fitted to ", "Minimum GPU:", "Recommended:")
                .contains("are derived by the model; the publisher's requirements")
                .contains("Publisher's requirements (as listed on Steam; the publisher's claims, not tested)")
                .contains("CC BY 4.0, attribution to PCGameBenchmarks");
        JsonNode g = JSON.readTree(run("game", "black myth", "--json").out());
        assertThat(g.get("slug").asText()).isEqualTo("black-myth-wukong");
        assertThat(g.at("/demandingness/basis").asText()).isEqualTo("fitted");
        assertThat(g.at("/demandingness/measurements").asInt()).isPositive();
        assertThat(g.at("/recommended_gpu/derived_by").asText()).isEqualTo("model");
        assertThat(g.at("/publisher_requirements/listed_by").asText()).isEqualTo("publisher");
        assertThat(g.at("/steam_app_id").asInt()).isEqualTo(2358720);
        // The fields of /api/v1/game/{slug} (its schema in that interface's document), without the address, plus
        // curated: the names the CLI guide promises, "g3d_for_60fps" included.
        JsonNode schema;
        try (var in = V1Api.class.getResourceAsStream("openapi.json")) {
            schema = JSON.readTree(in).at("/components/schemas/Game");
        }
        assertThat(fieldNames(g)).containsExactlyElementsOf(names(schema.get("required"), "url", "curated"));
        assertThat(fieldNames(g.get("demandingness")))
                .containsExactlyElementsOf(names(schema.at("/properties/demandingness/required"), "", ""));
        assertThat(run("game", "zzzzqqqq").code()).isEqualTo(ExitCodes.NOT_FOUND);
        assertThat(run("game").code()).isEqualTo(ExitCodes.USAGE);
    }

    private static List<String> fieldNames(JsonNode object) {
        List<String> out = new ArrayList<>();
        object.fieldNames().forEachRemaining(out::add);
        return out;
    }

    /** The names of a JSON array, {@code without} left out and {@code plus} added at the end (when not empty). */
    private static List<String> names(JsonNode array, String without, String plus) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        out.remove(without);
        if (!plus.isEmpty()) {
            out.add(plus);
        }
        return out;
    }

    @Test
    void scoreRatesAPcAndRefusesImpossibleRam() throws Exception {
        Run text = run("score", "--gpu", "geforce-rtx-3060", "--cpu", "ryzen-5-5600x");
        assertThat(text.code()).isEqualTo(ExitCodes.OK);
        assertThat(text.out()).containsPattern("Score: \\d+, tier [SABCDEF]").contains("Cyberpunk 2077");
        JsonNode full = JSON.readTree(run("score", "--gpu", "geforce-rtx-3060", "--cpu", "ryzen-5-5600x", "--json")
                .out());
        JsonNode low = JSON.readTree(
                run("score", "--gpu", "geforce-rtx-3060", "--cpu", "ryzen-5-5600x", "--ram", "4", "--json")
                        .out());
        assertThat(full.get("basket").size())
                .isEqualTo(low.get("basket").size())
                .isPositive();
        assertThat(low.get("ram_factor").asDouble()).isLessThan(1);
        assertThat(low.get("score").asInt()).isLessThan(full.get("score").asInt());
        assertThat(full.get("source").asText()).isEqualTo("model");
        Run ram = run("score", "--gpu", "geforce-rtx-3060", "--cpu", "ryzen-5-5600x", "--ram", "0");
        assertThat(ram.code()).isEqualTo(ExitCodes.USAGE);
        assertThat(ram.err()).contains("--ram must be 1-1024 GB, got 0.");
        assertThat(run("score", "--gpu", "geforce-rtx-3060").code()).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void catalogInfoSaysWhatTheCatalogHolds() throws Exception {
        BundledCatalog bundled = BundledCatalog.load();
        Run text = run("catalog", "info");
        assertThat(text.code()).isEqualTo(ExitCodes.OK);
        assertThat(text.out())
                .startsWith("Catalog " + bundled.version() + ", built " + bundled.buildDate() + " (bundled)")
                .contains("steam-hw-survey", "CC BY 4.0");
        JsonNode j = JSON.readTree(run("catalog", "info", "--json").out());
        assertThat(j.get("gpus").asInt()).isEqualTo(bundled.gpus().all().size());
        assertThat(j.get("measurements").asInt())
                .isEqualTo(bundled.measurements().all().size());
        assertThat(j.get("sources").size())
                .isEqualTo(bundled.metadata().sources().size());
    }

    @Test
    void catalogCheckPassesOnTheBundledCatalogAndFailsOnAnEditedOne(@TempDir Path dir) throws Exception {
        Run ok = run("catalog", "check");
        assertThat(ok.code()).isEqualTo(ExitCodes.OK);
        assertThat(ok.out()).contains("ok    forecasts", "every check passed");
        Map<String, String> files = BundledCatalog.contents();
        for (var f : files.entrySet()) {
            String content = f.getKey().equals(CatalogFiles.MEASUREMENTS)
                    ? f.getValue().replaceFirst("\n([^\t\n]*)\t", "\n$1x\t")
                    : f.getValue();
            Files.writeString(dir.resolve(f.getKey()), content, StandardCharsets.UTF_8);
        }
        Run edited = run("catalog", "check", "--data", dir.toString(), "--json");
        assertThat(edited.code()).isEqualTo(ExitCodes.INVALID_DATA);
        JsonNode j = JSON.readTree(edited.out());
        assertThat(j.get("ok").asBoolean()).isFalse();
        assertThat(j.at("/checks/0/check").asText()).isEqualTo("format");
        assertThat(j.at("/checks/0/ok").asBoolean()).isFalse();
    }

    @Test
    @Tag("integration") // the catalog rebuilt from the datasets
    void catalogCheckFromTheDatasetsRebuildsTheBundledCatalogByteForByte() {
        Path datasets = Path.of("..", "..", "shared", "datasets");
        assumeTrue(Files.isDirectory(datasets), "shared/datasets is not beside the repository");
        Run r = run("catalog", "check", "--from", datasets.toString());
        assertThat(r.out()).contains("ok    reproducible", "data files identical");
        assertThat(r.code()).isEqualTo(ExitCodes.OK);
        assertThat(r.err()).contains("[rebuild] Reading");
    }

    @Test
    void openapiPrintsTheServedDocuments() throws Exception {
        Run pub = run("openapi");
        assertThat(pub.code()).isEqualTo(ExitCodes.OK);
        assertThat(JSON.readTree(pub.out())).isEqualTo(JSON.readTree(PublicApi.openApiDocument()));
        assertThat(JSON.readTree(run("openapi", "v1").out())).isEqualTo(JSON.readTree(V1Api.openApiDocument()));
        Run bad = run("openapi", "v2");
        assertThat(bad.code()).isEqualTo(ExitCodes.USAGE);
        assertThat(bad.err()).contains("'public' or 'v1'");
    }

    @Test
    void completionCoversEveryCommand() {
        Run r = run("completion");
        assertThat(r.code()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("complete -F", "_picocli_forecast");
        for (String command : Main.commandLine().getSubcommands().keySet()) {
            assertThat(r.out()).as(command).contains(command);
        }
        assertThat(r.out()).contains("--renderer", "--limit-per-minute");
    }

    @Test
    void serveWithAnUnreachableOrMalformedRedisSaysSoAndStops(@TempDir Path state) {
        Run down = run("serve", "--port", "0", "--state-dir", state.toString(), "--redis", "redis://127.0.0.1:1");
        assertThat(down.code()).isEqualTo(ExitCodes.UNEXPECTED);
        assertThat(down.err())
                .startsWith("forecast: cannot reach Redis at 127.0.0.1:1/0")
                .doesNotContain("\tat ");
        Run malformed = run("serve", "--port", "0", "--state-dir", state.toString(), "--redis", "http://cache");
        assertThat(malformed.code()).isEqualTo(ExitCodes.USAGE);
        assertThat(malformed.err()).contains("not a Redis URI");
        String url = System.getenv("FORECAST_TEST_REDIS_URL");
        if (url != null) {
            Run shared = run(
                    "serve",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    "0",
                    "--state-dir",
                    state.toString(),
                    "--redis",
                    url,
                    "--exit-when-ready");
            assertThat(shared.code()).isEqualTo(ExitCodes.OK);
        }
    }

    @Test
    void canrunAnswersAsJsonWithWhatWasDetected() throws Exception {
        Run r = run(
                "canrun",
                "elden ring",
                "--renderer",
                "ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Laptop GPU (0x00002520) Direct3D11 vs_5_0 ps_5_0, D3D11)",
                "--json");
        assertThat(r.code()).isEqualTo(ExitCodes.OK);
        JsonNode a = JSON.readTree(r.out());
        assertThat(a.at("/gpu/slug").asText()).isEqualTo("geforce-rtx-3060-laptop-gpu");
        assertThat(a.at("/detected/source").asText()).isEqualTo("renderer");
        assertThat(a.at("/detected/match").asText()).isNotBlank();
        assertThat(a.get("fps").asInt()).isPositive();
        Run chosen = run("canrun", "elden-ring", "--gpu", "rx 6600", "--json");
        assertThat(JSON.readTree(chosen.out()).at("/detected/source").asText()).isEqualTo("gpu");
    }
}
