package org.fpsforecast.data.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fpsforecast.core.domain.DataSource;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.junit.jupiter.api.Test;

/**
 * Each codec writes back, byte for byte, the bundled file it read: the importer's writer and the loader's reader are
 * one definition of the file.
 */
class CatalogCodecsTest {
    private static final Map<String, String> FILES = BundledCatalog.contents();

    @Test
    void hardwareFilesRoundTrip() {
        var gpus = GpusFile.read(FILES);
        var cpus = CpusFile.read(FILES);
        assertThat(gpus).hasSizeGreaterThan(3000);
        Map<String, String> gpuSources = sourceByColumn(CatalogFiles.GPUS, "score_basis");
        Map<String, String> cpuSources = sourceByColumn(CatalogFiles.CPUS, "score_basis");
        assertThat(GpusFile.write(gpus.values(), b -> gpuSources.get(b.key()))).isEqualTo(FILES.get(CatalogFiles.GPUS));
        assertThat(CpusFile.write(cpus.values(), b -> cpuSources.get(b.key()))).isEqualTo(FILES.get(CatalogFiles.CPUS));
    }

    @Test
    void gameFilesRoundTrip() {
        Map<String, DataSource> sources = SourcesFile.read(FILES);
        var gpus = GpusFile.read(FILES);
        var games = GamesFile.read(FILES, RequirementsFile.read(FILES, gpus, sources));
        Map<String, String> sourcesOfGame = sourceByColumn(CatalogFiles.GAMES, "slug");
        assertThat(GamesFile.write(
                        games.values(), g -> sourcesOfGame.get(g.slug().value())))
                .isEqualTo(FILES.get(CatalogFiles.GAMES));
        assertThat(RequirementsFile.write(games.values())).isEqualTo(FILES.get(CatalogFiles.REQUIREMENTS));
        assertThat(AliasesFile.read(FILES, games, gpus, CpusFile.read(FILES)).get(ItemType.GAME))
                .isNotEmpty();
    }

    @Test
    void measurementAndModelFilesRoundTrip() {
        Map<String, DataSource> sources = SourcesFile.read(FILES);
        var gpus = GpusFile.read(FILES);
        var games = GamesFile.read(FILES, RequirementsFile.read(FILES, gpus, sources));
        assertThat(MeasurementsFile.write(List.copyOf(
                        MeasurementsFile.read(FILES, games, gpus, sources).values())))
                .isEqualTo(FILES.get(CatalogFiles.MEASUREMENTS));
        assertThat(SuiteFile.write(SuiteFile.read(FILES, gpus, sources))).isEqualTo(FILES.get(CatalogFiles.SUITE));
        assertThat(ModelGlobalFile.write(ModelGlobalFile.read(FILES))).isEqualTo(FILES.get(CatalogFiles.MODEL_GLOBAL));
        assertThat(ModelGamesFile.write(
                        List.copyOf(ModelGamesFile.read(FILES, games).values())))
                .isEqualTo(FILES.get(CatalogFiles.MODEL_GAMES));
        assertThat(ManifestFile.write(new LinkedHashMap<>(ManifestFile.read(FILES))))
                .isEqualTo(FILES.get(CatalogFiles.MANIFEST));
    }

    @Test
    void aReaderRefusesWhatItsWriterNeverWrites() {
        Map<String, String> files = new HashMap<>(FILES);
        Gpu first = GpusFile.read(FILES).values().iterator().next();
        files.put(
                CatalogFiles.GPUS,
                FILES.get(CatalogFiles.GPUS)
                        + FILES.get(CatalogFiles.GPUS)
                                .lines()
                                .skip(1)
                                .findFirst()
                                .orElseThrow() + "\n");
        assertThatThrownBy(() -> GpusFile.read(files))
                .isInstanceOf(CatalogFormatException.class)
                .hasMessageMatching("gpus\\.tsv:\\d+: duplicate key '" + first.slug() + "'");
    }

    /** The "source" column of a file, by the value of another column of the same row (as the file has it). */
    private static Map<String, String> sourceByColumn(String file, String column) {
        Map<String, String> out = new HashMap<>();
        List<String> clashes = new ArrayList<>();
        Tsv.read(file, new BufferedReader(new StringReader(FILES.get(file))), r -> {
            String before = out.put(r.text(column), r.text("source"));
            if (before != null && !before.equals(r.text("source"))) {
                clashes.add(r.text(column));
            }
        });
        assertThat(clashes).as("one source per " + column + " in " + file).isEmpty();
        return out;
    }
}
