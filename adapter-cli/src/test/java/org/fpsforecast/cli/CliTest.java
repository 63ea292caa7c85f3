package org.fpsforecast.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Every command in process, with captured output and exit codes. */
class CliTest {
    record Run(int code, String out, String err) {}

    static Run run(String... args) {
        return run(Terminal.PLAIN, args);
    }

    /** As on {@code terminal}: a terminal gets progress bars, and escape codes when it has colors. */
    static Run run(Terminal terminal, String... args) {
        CommandLine cli = Main.commandLine(terminal);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int code = cli.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void theBundledCatalogStartsLoadingEarlyOnlyForCommandsThatUseIt() {
        assertThat(Main.usesBundledCatalog(new String[] {"serve"})).isTrue();
        assertThat(Main.usesBundledCatalog(new String[] {"fps", "fortnite", "geforce-rtx-4070"}))
                .isTrue();
        assertThat(Main.usesBundledCatalog(new String[] {"serve", "--data", "/tmp/catalog"}))
                .isFalse();
        assertThat(Main.usesBundledCatalog(new String[] {"serve", "--data=/tmp/catalog"}))
                .isFalse();
        assertThat(Main.usesBundledCatalog(new String[] {"fps", "--help"})).isFalse();
        assertThat(Main.usesBundledCatalog(new String[] {"catalog", "build"})).isFalse();
        assertThat(Main.usesBundledCatalog(new String[] {"--version"})).isFalse();
        assertThat(Main.usesBundledCatalog(new String[] {})).isFalse();
        // Every command named is one of the command line's.
        assertThat(Main.commandLine().getSubcommands().keySet()).containsAll(Main.BUNDLED_CATALOG_COMMANDS);
    }

    @Test
    void fpsPrintsTheAnswerItsSourceAndTheMatrix() {
        Run r = run("fps", "--game", "grand-theft-auto-v", "--gpu", "geforce-gtx-1060");
        assertThat(r.code()).isEqualTo(ExitCodes.OK);
        assertThat(r.out())
                .contains("Grand Theft Auto V on GeForce GTX 1060")
                .contains("1080p high:")
                .contains("Source: measured (measured: Measured in a benchmark; High confidence)")
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
        assertThat(r.err())
                .isEqualTo("forecast: No game matches 'no-such-game'.\nTry: forecast search --type game WORDS\n");
    }

    @Test
    void aSlugThatIsNotInTheCatalogIsSearchedAndTheHitUsedIsSaid() {
        Run r = run("fps", "--game", "witcher-3", "--gpu", "geforce-rtx-4070");
        assertThat(r.code()).isEqualTo(ExitCodes.OK);
        assertThat(r.err()).isEqualTo("Using The Witcher 3: Wild Hunt (the-witcher-3-wild-hunt) for 'witcher-3'.\n");
        assertThat(r.out()).startsWith("The Witcher 3: Wild Hunt on GeForce RTX 4070");
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
        Run missing = run("fps", "fortnite");
        assertThat(missing.code()).isEqualTo(ExitCodes.USAGE);
        assertThat(missing.err()).contains("Missing GPU: forecast fps GAME GPU.");
        Run twice = run("fps", "fortnite", "geforce-rtx-4070", "--game", "fortnite");
        assertThat(twice.code()).isEqualTo(ExitCodes.USAGE);
        assertThat(run("fps", "fortnite", "geforce-rtx-4070", "--lang", "xx").err())
                .contains("Unknown --lang 'xx'. Accepted: ru, en, ar, id, pt, tr, es.");
        assertThat(run("no-such-command").code()).isEqualTo(ExitCodes.USAGE);
        Run noRt = run("fps", "cyberpunk-2077", "geforce-gtx-1650", "--rt", "on");
        assertThat(noRt.code()).isEqualTo(ExitCodes.USAGE);
        assertThat(noRt.err())
                .contains("--rt: GeForce GTX 1650 has no ray-tracing hardware")
                .doesNotContain("unexpected")
                .doesNotContain("\tat ");
    }

    @Test
    void renderingOptionsGiveTheDisplayedAndRenderedRates() {
        Run text = run("fps", "cyberpunk-2077", "geforce-rtx-4070", "--upscaling", "quality", "--framegen", "2x");
        assertThat(text.code()).isEqualTo(ExitCodes.OK);
        assertThat(text.out()).contains("Rendering: upscaling quality (DLSS), ray tracing off, frame generation 2x");
        Run json = run("fps", "cyberpunk-2077", "geforce-rtx-4070", "--upscaling", "quality", "--json");
        assertThat(json.out())
                .contains("\"rendering\":{\"upscaling\":\"quality\"")
                .contains("\"upscaler\":\"DLSS\"");
        assertThat(run("fps", "cyberpunk-2077", "geforce-rtx-4070", "--json").out())
                .doesNotContain("\"rendering\"");
        // At another cell than the verdict's, that cell's reading is made on (and names) the rate rendered without
        // frame generation, never the displayed one.
        Run asked = run(
                "fps", "cyberpunk-2077", "geforce-rtx-4070", "--res", "1440p", "--preset", "ultra", "--framegen", "2x");
        Matcher displayed = Pattern.compile(": (\\d+) FPS displayed").matcher(asked.out());
        assertThat(displayed.find()).as(asked.out()).isTrue();
        assertThat(asked.out())
                .contains("at the 1440p ultra asked: ")
                .doesNotContain(", " + displayed.group(1) + " FPS)");
    }

    @Test
    void usageErrorsSpeakInTheCommandLinesWordsAndSuggestWhatWasMeant() {
        // The core's messages name HTTP parameters; here they name the argument or option.
        Run blank = run("search", "");
        assertThat(blank.code()).isEqualTo(ExitCodes.USAGE);
        assertThat(blank.err()).startsWith("forecast: QUERY is required").doesNotContain("Parameter");
        Run limit = run("search", "cyber", "--limit", "0");
        assertThat(limit.err())
                .startsWith("forecast: --limit must be between 1 and")
                .doesNotContain("Parameter");
        // A mistyped command or option gets the closest names, not the whole usage text.
        Run typo = run("fsp", "cyberpunk-2077", "rtx-4060");
        assertThat(typo.code()).isEqualTo(ExitCodes.USAGE);
        assertThat(typo.err())
                .contains("'fsp' is not a forecast command.")
                .contains("Did you mean: fps?")
                .contains("Try 'forecast --help'")
                .doesNotContain("Commands:");
        Run option = run("fps", "cyberpunk-2077", "rtx-4060", "--resolution", "4k");
        assertThat(option.err()).contains("Did you mean: --res?");
        assertThat(run("zzzzzzz").err()).doesNotContain("Did you mean");
        // Nothing to do is a usage error that says what to do.
        Run bare = run();
        assertThat(bare.code()).isEqualTo(ExitCodes.USAGE);
        assertThat(bare.err()).contains("give a command").contains("Commands:");
        assertThat(run("--help").code()).isEqualTo(ExitCodes.OK);
    }

    @Test
    void theVerdictOfAnotherCellIsNeverReadAsTheAskedOnes() {
        Run fourK = run("fps", "cyberpunk-2077", "geforce-rtx-4060", "--res", "4k", "--preset", "ultra");
        assertThat(fourK.out())
                .containsPattern("Verdict: .+ \\(\\w+, at 1080p high\\)")
                .containsPattern("\\(the verdict is for 1080p high; at the 4K ultra asked: .+, \\d+ FPS\\)");
        assertThat(run("fps", "cyberpunk-2077", "geforce-rtx-4060").out()).doesNotContain("the verdict is for");
    }

    @Test
    void aBusyPortIsAOneLineMessage() throws Exception {
        try (var taken = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            Run r = run(
                    "serve",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    Integer.toString(taken.getLocalPort()),
                    "--state-dir",
                    state.toString(),
                    "--exit-when-ready");
            assertThat(r.code()).isEqualTo(ExitCodes.UNEXPECTED);
            assertThat(r.err())
                    .contains("forecast: cannot listen:")
                    .contains("--port")
                    .doesNotContain("JavalinBindException")
                    .doesNotContain("\tat ");
        }
    }

    @Test
    void verboseShowsTheStackTrace() {
        Run r = run("fps", "--game", "no-such-game", "--gpu", "geforce-rtx-4070", "--verbose");
        assertThat(r.code()).isEqualTo(ExitCodes.NOT_FOUND);
        assertThat(r.err()).contains("NameNotResolvedException").contains("\tat ");
    }

    @Test
    void verboseIsSeenTwoCommandLevelsDeep(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("builds.csv");
        Files.writeString(file, "not,a,builds,file\n1,2,3,4\n");
        Run quiet = run("builds", "import", file.toString(), "--state-dir", state.toString());
        assertThat(quiet.code()).isEqualTo(ExitCodes.INVALID_DATA);
        assertThat(quiet.err()).doesNotContain("\tat ");
        Run verbose = run("builds", "import", file.toString(), "--state-dir", state.toString(), "--verbose");
        assertThat(verbose.code()).isEqualTo(ExitCodes.INVALID_DATA);
        assertThat(verbose.err()).contains("BuildFileException").contains("\tat ");
    }

    @Test
    void serveStartsOnAFreePortAnswersBothInterfacesAndStops() {
        // --exit-when-ready: one /fps request per interface over real HTTP, then a clean stop; exit 0 only if both
        // answered 200 (the launcher's class-data training run uses the same path).
        Run r = run(
                "serve", "--host", "127.0.0.1", "--port", "0", "--state-dir", state.toString(), "--exit-when-ready");
        assertThat(r.code()).isEqualTo(ExitCodes.OK);
        assertThat(r.err()).doesNotContain("Exception");
    }

    @TempDir
    Path state;

    @Test
    void buildsImportStoresGoodRowsRejectsBadOnesWithTheirTextAndIsIdempotent(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("builds.csv");
        String bad = "x2,geforce-gtx-1650,core-i5-10400f,lots,Windows 10,DE,2025-12-24";
        Files.writeString(
                file,
                "id,gpu,cpu,ram_gb,os,country,date\n"
                        + "x1,NVIDIA GeForce RTX 3060,AMD Ryzen 5 5600X,16,Windows 11,DE,2026-03-01\n"
                        + bad + "\n");
        Run r = run("builds", "import", file.toString(), "--state-dir", state.toString());
        assertThat(r.code()).isEqualTo(ExitCodes.INVALID_DATA);
        assertThat(r.out())
                .contains("Read 2 rows")
                .contains("Stored 1 new builds; 0 were stored already (unchanged); 1 rejected.")
                .contains("GPU 1 of 1, CPU 1 of 1");
        List<String> rejects = Files.readAllLines(Path.of(file + ".rejects.csv"));
        assertThat(rejects.get(0)).isEqualTo("line,reason,row");
        assertThat(rejects.get(1))
                .startsWith("3,\"ram_gb must be a whole number")
                .endsWith(",\"" + bad + "\"");

        Files.writeString(
                file,
                "id,gpu,cpu,ram_gb,os,country,date\nx1,geforce-rtx-3060,ryzen-5-5600x,16,Windows 11,DE,2026-03-01\n");
        Run again = run("builds", "import", file.toString(), "--state-dir", state.toString(), "--json");
        assertThat(again.code()).isEqualTo(ExitCodes.OK);
        assertThat(again.out())
                .contains("\"stored\":0")
                .contains("\"unchanged\":1")
                .contains("\"rejected\":0");

        Run info = run("builds", "info", "--state-dir", state.toString());
        assertThat(info.out()).contains("Builds:    1 from 1 countries").contains("imported builds");
        assertThat(Path.of(file + ".rejects.csv"))
                .as("a clean import leaves no stale rejects file")
                .doesNotExist();
    }

    @Test
    void aFileThatIsNotUtf8IsRefusedAtTheRightLineWithNothingStored(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("latin1.csv");
        byte[] head = "id,gpu,cpu,ram_gb,os,country,date\nok,geforce-gtx-1650,x,16,Windows,DE,2025-12-24\n"
                .getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        byte[] bad = "caf\u00e9,geforce-gtx-1650,x,16,Windows,DE,2025-12-24\n"
                .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        byte[] all = new byte[head.length + bad.length];
        System.arraycopy(head, 0, all, 0, head.length);
        System.arraycopy(bad, 0, all, head.length, bad.length);
        Files.write(file, all);
        Run r = run("builds", "import", file.toString(), "--state-dir", state.toString());
        assertThat(r.code()).isEqualTo(ExitCodes.INVALID_DATA);
        assertThat(r.err()).contains("line 3").contains("not UTF-8").contains("Nothing was stored");
        Run info = run("builds", "info", "--state-dir", state.toString(), "--json");
        assertThat(info.out()).doesNotContain("\"imported\"");
    }

    @Test
    void theRejectsFileNeutralisesFormulasAndNeverFollowsALink(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("builds.csv");
        Files.writeString(file, "id,gpu,cpu,ram_gb,os,country,date\n=cmd|calc,x,y,16,Windows,DE,2025-12-24\n");
        Run r = run("builds", "import", file.toString(), "--state-dir", state.toString());
        assertThat(r.code()).isEqualTo(ExitCodes.INVALID_DATA);
        assertThat(Files.readAllLines(Path.of(file + ".rejects.csv")).get(1))
                .endsWith(",\"'=cmd|calc,x,y,16,Windows,DE,2025-12-24\"");

        Path precious = dir.resolve("precious.txt");
        Files.writeString(precious, "keep me");
        Path link = dir.resolve("link.csv");
        Files.createSymbolicLink(link, precious);
        Run linked =
                run("builds", "import", file.toString(), "--state-dir", state.toString(), "--rejects", link.toString());
        assertThat(linked.code()).isEqualTo(ExitCodes.USAGE);
        assertThat(linked.err()).contains("symbolic link");
        Run other = run(
                "builds", "import", file.toString(), "--state-dir", state.toString(), "--rejects", precious.toString());
        assertThat(other.code()).isEqualTo(ExitCodes.USAGE);
        assertThat(other.err()).contains("not a rejects file");
        assertThat(Files.readString(precious)).isEqualTo("keep me");
    }

    @Test
    void buildsImportRefusesWhatIsNotABuildsFileAndStoresNothing(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("other.csv");
        Files.writeString(file, "name,score\na,1\n");
        Run r = run("builds", "import", file.toString(), "--state-dir", state.toString());
        assertThat(r.code()).isEqualTo(ExitCodes.INVALID_DATA);
        assertThat(r.err())
                .contains("lacks the column(s) id, gpu, cpu, ram_gb, os, country, date")
                .contains("Nothing");
        Run unknown = run("builds", "import", dir.resolve("x.txt").toString(), "--state-dir", state.toString());
        assertThat(unknown.code()).isEqualTo(ExitCodes.USAGE);
        assertThat(unknown.err()).contains(".csv or .jsonl");
        Run missing = run("builds", "import", dir.resolve("none.csv").toString(), "--state-dir", state.toString());
        assertThat(missing.code()).isEqualTo(ExitCodes.USAGE);
        assertThat(missing.err()).contains("No such file");
        assertThat(run("builds", "info", "--state-dir", state.toString()).out()).contains("Builds:    0");
    }

    @Test
    void statsOnAFreshStoreShowTheSyntheticSampleAndRefuseSmallCountries() {
        Run r = run("stats", "--state-dir", state.toString(), "--top", "3");
        assertThat(r.code()).isEqualTo(ExitCodes.OK);
        assertThat(r.out())
                .contains("All builds: 5,000 builds (a SYNTHETIC sample")
                .contains("Countries with 20 or more builds: US ")
                .containsPattern("GPU +share +builds");
        Run small = run("stats", "--state-dir", state.toString(), "--country", "IS");
        assertThat(small.code()).isEqualTo(ExitCodes.NOT_FOUND);
        assertThat(small.err())
                .contains("too small")
                .contains("at least 20 builds")
                .contains("Available: US");
        Run bad = run("stats", "--state-dir", state.toString(), "--country", "Germany");
        assertThat(bad.code()).isEqualTo(ExitCodes.USAGE);
        Run json = run("stats", "--state-dir", state.toString(), "--country", "us", "--json");
        assertThat(json.out()).startsWith("{\"country\":\"US\"").contains("\"synthetic\":true");
    }

    @Test
    void surveyPrintsTheMonthsCardsReachAndCoverage() {
        Run r = run("survey", "--month", "2024-01", "--top", "5");
        assertThat(r.code()).isEqualTo(ExitCodes.OK);
        assertThat(r.out())
                .contains("Steam Hardware & Software Survey, 2024-01")
                .contains("Reach 60 FPS:")
                .contains("Coverage:")
                .contains("RAM: ");
        Run unknown = run("survey", "--month", "1999-01");
        assertThat(unknown.code()).isEqualTo(ExitCodes.NOT_FOUND);
        assertThat(unknown.err()).contains("No survey data for 1999-01").contains("Available: 2008-11");
        assertThat(run("survey", "--top", "101").code()).isEqualTo(ExitCodes.USAGE);
        assertThat(run("survey", "--month", "2024-13").code()).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void helpAndVersion() {
        Run help = run("--help");
        assertThat(help.code()).isEqualTo(ExitCodes.OK);
        assertThat(help.out()).contains("serve", "fps", "catalog", "Exit codes: 0 ok");
        assertThat(run("fps", "--help").out()).contains("Examples:", "GAME", "GPU", "--cpu", "--json", "--lang");
        assertThat(run("--version").out()).startsWith("forecast ");
    }

    @Test
    void everyHelpScreenFormatsWithoutAPicocliWarning() {
        // picocli reports a description it cannot format (an unescaped '%') on System.err, not on the command's
        // error writer: capture that stream while every command's and subcommand's help is printed.
        java.io.PrintStream original = System.err;
        var captured = new java.io.ByteArrayOutputStream();
        List<String> helped = new java.util.ArrayList<>();
        try {
            System.setErr(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
            java.util.ArrayDeque<List<String>> todo = new java.util.ArrayDeque<>();
            todo.add(List.of());
            while (!todo.isEmpty()) {
                List<String> path = todo.poll();
                CommandLine cli = Main.commandLine();
                for (String name : path) {
                    cli = cli.getSubcommands().get(name);
                }
                cli.getSubcommands().keySet().stream()
                        .filter(name -> !name.equals("help"))
                        .forEach(name -> {
                            List<String> next = new java.util.ArrayList<>(path);
                            next.add(name);
                            todo.add(next);
                        });
                List<String> args = new java.util.ArrayList<>(path);
                args.add("--help");
                Run r = run(args.toArray(String[]::new));
                assertThat(r.code()).as(String.join(" ", args)).isEqualTo(ExitCodes.OK);
                helped.add(String.join(" ", path));
            }
        } finally {
            System.setErr(original);
        }
        assertThat(helped).contains("fps", "builds import", "catalog build");
        assertThat(captured.toString(java.nio.charset.StandardCharsets.UTF_8)).doesNotContain("picocli WARN");
    }

    @Test
    @Tag("integration") // the catalog rebuilt from the datasets
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
    @Tag("integration") // the catalog rebuilt from the datasets
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
        // The same figures as the bundled catalog's build report, line by line (cells, median and mean APE).
        java.util.Map<String, String> report = new java.util.HashMap<>();
        for (String row : java.nio.file.Files.readAllLines(
                Path.of("..", "forecast-data", "src", "main", "resources", "catalog", "build-report.txt"))) {
            String[] f = row.split("\\|");
            if (f.length >= 7 && f[3].strip().matches("\\d+")) {
                report.put(f[1].strip() + " / " + f[2].strip(), f[3].strip() + " " + f[4].strip() + " " + f[5].strip());
            }
        }
        int compared = 0;
        for (var line : lines) {
            String key =
                    line.get("source").asText() + " / " + line.get("method").asText();
            String printed = line.get("cells").asInt() + " "
                    + String.format(
                            java.util.Locale.ROOT,
                            "%.1f%%",
                            line.get("medianApe").asDouble()) + " "
                    + String.format(
                            java.util.Locale.ROOT, "%.1f%%", line.get("meanApe").asDouble());
            assertThat(printed).as(key).isEqualTo(report.get(key));
            compared++;
        }
        assertThat(compared).isGreaterThan(25);
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
        assertThat(chosen.err()).contains("--renderer is ignored");
        assertThat(chosen.out()).contains("GeForce GTX 1060");
    }
}
