package org.fpsforecast.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.fpsforecast.core.domain.FpsRange;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.server.Application;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the README shows is what the service answers, and the files it tells readers to try exist and work. */
class ReadmeTest {
    static final Path README = Path.of("..", "README.md");

    @Test
    void theSampleNumbersAreTheOnesTheBundledCatalogGives() throws Exception {
        String readme = Files.readString(README);
        var forecaster = Application.load(java.util.Optional.empty()).forecaster();
        var gta = forecaster.forecast(new Slug("grand-theft-auto-v"), new Slug("geforce-gtx-1060"));
        Matcher sample = Pattern.compile("\"fps\":(\\d+),\"low1\":(\\d+)").matcher(readme);
        assertThat(sample.find()).as("the /fps sample in the README").isTrue();
        assertThat(Integer.parseInt(sample.group(1))).isEqualTo(gta.fps().average());
        assertThat(Integer.parseInt(sample.group(2))).isEqualTo(gta.fps().low1());
        Matcher row = Pattern.compile(
                        "\"1080p\":\\{\"low\":(\\d+),\"medium\":(\\d+),\"high\":(\\d+),\"ultra\":(\\d+)\\}")
                .matcher(readme);
        assertThat(row.find()).as("the sample's 1080p row").isTrue();
        Preset[] presets = {Preset.LOW, Preset.MEDIUM, Preset.HIGH, Preset.ULTRA};
        for (int i = 0; i < presets.length; i++) {
            assertThat(Integer.parseInt(row.group(i + 1)))
                    .as("1080p " + presets[i].key())
                    .isEqualTo(gta.matrix().cell(Resolution.P1080, presets[i]).fps());
        }
        Matcher range = Pattern.compile("\"4K\":\\{\"low\":\\{\"low\":(\\d+),\"high\":(\\d+)\\}")
                .matcher(readme);
        assertThat(range.find()).as("the sample's 4K low range").isTrue();
        FpsRange fourKLow =
                gta.matrix().cell(Resolution.P4K, Preset.LOW).range().orElseThrow();
        assertThat(Integer.parseInt(range.group(1))).isEqualTo(fourKLow.low());
        assertThat(Integer.parseInt(range.group(2))).isEqualTo(fourKLow.high());

        var cyberpunk = forecaster.forecast(new Slug("cyberpunk-2077"), new Slug("geforce-rtx-4070"));
        Matcher embedded =
                Pattern.compile("f\\.fps\\(\\)\\.average\\(\\);\\s*// (\\d+)").matcher(readme);
        assertThat(embedded.find()).as("the embedding sample in the README").isTrue();
        assertThat(Integer.parseInt(embedded.group(1)))
                .isEqualTo(cyberpunk.fps().average());
    }

    @Test
    void theEmbeddingGuidesSampleIsTheAnswerOfTheBundledCatalog() throws Exception {
        String guide = Files.readString(Path.of("..", "docs", "EMBEDDING.md"));
        var f = Application.load(java.util.Optional.empty())
                .forecaster()
                .forecast(new org.fpsforecast.core.port.in.ForecastRequest(
                        new Slug("cyberpunk-2077"),
                        new Slug("geforce-rtx-4070"),
                        java.util.Optional.of(new Slug("core-i5-12400f")),
                        Resolution.P1440,
                        Preset.HIGH));
        Matcher average =
                Pattern.compile("f\\.fps\\(\\)\\.average\\(\\);\\s*// (\\d+)").matcher(guide);
        assertThat(average.find()).as("the guide's sample average").isTrue();
        assertThat(Integer.parseInt(average.group(1))).isEqualTo(f.fps().average());
        Matcher range = Pattern.compile("the 80% range, e\\.g\\. (\\d+)-(\\d+)").matcher(guide);
        assertThat(range.find()).as("the guide's sample range").isTrue();
        assertThat(Integer.parseInt(range.group(1)))
                .isEqualTo(f.fps().range().orElseThrow().low());
        assertThat(Integer.parseInt(range.group(2)))
                .isEqualTo(f.fps().range().orElseThrow().high());
    }

    @Test
    void theExampleBuildsFileImportsWithTheOneBadRowRejected(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("builds.csv");
        Files.copy(Path.of("..", "docs", "examples", "builds.csv"), file);
        CliTest.Run r = CliTest.run(
                "builds",
                "import",
                file.toString(),
                "--state-dir",
                dir.resolve("state").toString());
        assertThat(r.code()).isEqualTo(ExitCodes.INVALID_DATA);
        assertThat(r.out())
                .contains("Stored 7 new builds")
                .contains("1 rejected")
                .contains("GPU 7 of 7, CPU 7 of 7");
        assertThat(Files.readString(Path.of(file + ".rejects.csv"))).contains("sixteen");
        assertThat(Files.readString(README))
                .contains("docs/examples/builds.csv")
                .contains("7 stored, 1 bad row");
    }
}
