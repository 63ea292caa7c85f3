package org.fpsforecast.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Every command in process, with captured output and exit codes. */
class CliTest {
    record Run(int code, String out, String err) {}

    static Run run(String... args) {
        CommandLine cli = Main.commandLine();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int code = cli.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void fpsPrintsTheAnswerItsSourceAndTheMatrix() {
        Run r = run("fps", "--game", "grand-theft-auto-v", "--gpu", "geforce-gtx-1060");
        assertThat(r.code()).isEqualTo(ExitCodes.OK);
        assertThat(r.out())
                .contains("Grand Theft Auto V on GeForce GTX 1060")
                .contains("1080p high:")
                .contains("Source: measured (basis measured, confidence high)")
                .contains("Measured: ")
                .containsPattern("low +medium +high +ultra")
                .contains("4K")
                .contains("* measured")
                .contains("~ scaled from this GPU's measurements of this game")
                .contains("other cells modeled");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void fpsWithACpuShowsTheRangeAndTheBottleneck() {
        Run r = run(
                "fps",
                "--game",
                "fortnite",
                "--gpu",
                "geforce-rtx-4070",
                "--cpu",
                "core-i5-12400f",
                "--res",
                "4K",
                "--preset",
                "ultra");
        assertThat(r.code()).isEqualTo(ExitCodes.OK);
        assertThat(r.out())
                .contains("CPU: Intel Core i5-12400F")
                .contains("Source: model")
                .contains("80% range: ")
                .contains("Bottleneck: ")
                .contains("All cells modeled.");
    }

    @Test
    void unknownSlugsExitWith3() {
        Run r = run("fps", "--game", "no-such-game", "--gpu", "geforce-rtx-4070");
        assertThat(r.code()).isEqualTo(ExitCodes.NOT_FOUND);
        assertThat(r.err()).contains("No game with slug 'no-such-game'").doesNotContain("Exception");
    }

    @Test
    void notFoundSuggestsTheClosestRecords() {
        Run r = run("fps", "--game", "witcher-3", "--gpu", "geforce-rtx-4070");
        assertThat(r.code()).isEqualTo(ExitCodes.NOT_FOUND);
        assertThat(r.err()).contains("Did you mean: the-witcher-3-wild-hunt");
    }

    @Test
    void searchFindsSlugsAsTextOrJson() throws Exception {
        Run text = run("search", "gta", "5");
        assertThat(text.code()).isEqualTo(ExitCodes.OK);
        assertThat(text.out()).startsWith("game  grand-theft-auto-v");
        Run json = run("search", "rtx4070ti", "--type", "gpu", "--limit", "2", "--json");
        assertThat(json.code()).isEqualTo(ExitCodes.OK);
        var rows = new com.fasterxml.jackson.databind.ObjectMapper().readTree(json.out());
        assertThat(rows.size()).isEqualTo(2);
        assertThat(rows.get(0).get("slug").asText()).isEqualTo("geforce-rtx-4070-ti");
        assertThat(rows.get(0).get("brand").asText()).isEqualTo("NVIDIA");
        assertThat(run("search", "zzzzqqqq").code()).isEqualTo(ExitCodes.NOT_FOUND);
        assertThat(run("search", "gta", "--type", "car").code()).isEqualTo(ExitCodes.USAGE);
        assertThat(run("search", "gta", "--limit", "500").code()).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void usageErrorsExitWith2WithoutAStackTrace() {
        Run badRes = run("fps", "--game", "fortnite", "--gpu", "geforce-rtx-4070", "--res", "720p");
        assertThat(badRes.code()).isEqualTo(ExitCodes.USAGE);
        assertThat(badRes.err()).contains("Accepted values: 1080p, 1440p, 4K").doesNotContain("\tat ");
        Run badSlug = run("fps", "--game", "Fortnite", "--gpu", "geforce-rtx-4070");
        assertThat(badSlug.code()).isEqualTo(ExitCodes.USAGE);
        Run missing = run("fps", "--game", "fortnite");
        assertThat(missing.code()).isEqualTo(ExitCodes.USAGE);
        assertThat(missing.err()).contains("Missing required option: '--gpu=SLUG'");
        assertThat(run("no-such-command").code()).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void verboseShowsTheStackTrace() {
        Run r = run("fps", "--game", "no-such-game", "--gpu", "geforce-rtx-4070", "--verbose");
        assertThat(r.code()).isEqualTo(ExitCodes.NOT_FOUND);
        assertThat(r.err()).contains("NotFoundException").contains("\tat ");
    }

    @Test
    void serveStartsOnAFreePortAnswersBothInterfacesAndStops() {
        // --exit-when-ready: one /fps request per interface over real HTTP, then a clean stop; exit 0 only if both
        // answered 200 (the launcher's class-data training run uses the same path).
        Run r = run("serve", "--host", "127.0.0.1", "--port", "0", "--exit-when-ready");
        assertThat(r.code()).isEqualTo(ExitCodes.OK);
        assertThat(r.err()).doesNotContain("Exception");
    }

    @Test
    void helpAndVersion() {
        Run help = run("--help");
        assertThat(help.code()).isEqualTo(ExitCodes.OK);
        assertThat(help.out()).contains("serve", "fps", "catalog", "Exit codes: 0 ok");
        assertThat(run("fps", "--help").out()).contains("Examples:", "--game");
        assertThat(run("--version").out()).startsWith("forecast ");
    }

    @Test
    void catalogBuildWritesALoadableCatalog(@TempDir Path out) {
        Path datasets = Path.of("..", "..", "shared", "datasets");
        assumeTrue(Files.isDirectory(datasets), "shared/datasets is not beside the repository");
        Run r = run(
                "catalog",
                "build",
                "--from",
                datasets.toString(),
                "--out",
                out.toString(),
                "--build-date",
                "2026-01-02");
        assertThat(r.code()).isEqualTo(ExitCodes.OK);
        assertThat(r.out()).contains("Wrote catalog");
        assertThat(r.err()).contains("[catalog] Reading");
        assertThat(BundledCatalog.load(out).buildDate()).isEqualTo("2026-01-02");
    }

    @Test
    void evaluatePrintsTheCrossValidationTable() throws Exception {
        Run r = run("evaluate", "--json");
        assertThat(r.code()).isEqualTo(ExitCodes.OK);
        assertThat(r.err()).contains("[evaluate] Leave one GPU out", "[evaluate] Leave one game out");
        var lines = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(r.out())
                .get("lines");
        double model = Double.NaN;
        double baseline = Double.NaN;
        for (var line : lines) {
            if (line.get("source").asText().startsWith("UserBenchmark, >=")) {
                if (line.get("method").asText().equals("model")) {
                    model = line.get("medianApe").asDouble();
                } else if (line.get("method").asText().equals("naive G3D ratio")) {
                    baseline = line.get("medianApe").asDouble();
                }
            }
        }
        assertThat(model).isPositive().isLessThan(baseline);
    }

    @Test
    void catalogBuildOnAMissingFolderIsInvalidData(@TempDir Path out) {
        Run r = run("catalog", "build", "--from", out.resolve("nope").toString(), "--out", out.toString());
        assertThat(r.code()).isEqualTo(ExitCodes.INVALID_DATA);
        assertThat(r.err()).contains("not a directory");
        Run date = run("catalog", "build", "--from", out.toString(), "--out", out.toString(), "--build-date", "soon");
        assertThat(date.code()).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void canrunIdentifiesTheGpuOrSaysWhyNot() {
        Run ok = run(
                "canrun",
                "--game",
                "fortnite",
                "--renderer",
                "ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Laptop GPU (0x00002520) Direct3D11 vs_5_0 ps_5_0, D3D11)");
        assertThat(ok.code()).isEqualTo(0);
        assertThat(ok.out()).contains("Detected: GeForce RTX 3060 Laptop GPU (identified", "FPS");
        Run sw = run("canrun", "--game", "fortnite", "--renderer", "Google SwiftShader");
        assertThat(sw.code()).isEqualTo(3);
        assertThat(sw.err()).contains("software", "--gpu").doesNotContain("Exception");
        assertThat(run("canrun", "--game", "fortnite", "--renderer", "Apple GPU")
                        .code())
                .isEqualTo(3);
        assertThat(run("canrun", "--game", "fortnite").code()).isEqualTo(2);
        Run chosen = run("canrun", "--game", "fortnite", "--gpu", "geforce-gtx-1060", "--renderer", "Apple GPU");
        assertThat(chosen.code()).isEqualTo(0);
        assertThat(chosen.out()).contains("--renderer is ignored", "GeForce GTX 1060");
    }
}
