package org.fpsforecast.data.format;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;

/**
 * The codec of {@value CatalogFiles#MEASUREMENTS}: one measured cell (game, GPU, resolution, preset) a line, native
 * rendering; rows with upscaling, ray tracing or frame generation are {@link RenderingFiles}'.
 */
public final class MeasurementsFile {
    private MeasurementsFile() {}

    /** The file's text, the cells in the order given. */
    public static String write(List<Measurement> measurements) {
        Tsv.Writer w = new Tsv.Writer("game", "gpu", "res", "preset", "avg_fps", "low1_fps", "samples", "source");
        measurements.forEach(m -> w.row(
                m.game(),
                m.gpu(),
                m.resolution().label(),
                m.preset().key(),
                CatalogRows.fps(m.averageFps()),
                m.low1Fps().isPresent() ? CatalogRows.fps(m.low1Fps().getAsDouble()) : null,
                m.samples(),
                m.sourceId()));
        return w.text();
    }

    /**
     * The cells of the catalog's files by their key, in file order; a second row of one cell is refused.
     *
     * @param games the catalog's games (a row must name one)
     * @param gpus the catalog's GPUs (a row must name one)
     * @param sources the catalog's sources (a row must name one)
     */
    public static Map<CellKey, Measurement> read(
            Map<String, String> files, Map<Slug, ?> games, Map<Slug, ?> gpus, Map<String, ?> sources) {
        Map<CellKey, Measurement> cells = new LinkedHashMap<>();
        CatalogRows.read(files, CatalogFiles.MEASUREMENTS, r -> {
            String low = r.optionalText("low1_fps");
            Measurement m = new Measurement(
                    CatalogRows.known(games, new Slug(r.text("game")), r, "game"),
                    CatalogRows.known(gpus, new Slug(r.text("gpu")), r, "gpu"),
                    Resolution.parse("res", r.text("res")),
                    Preset.parse("preset", r.text("preset")),
                    r.positiveDouble("avg_fps"),
                    low == null ? OptionalDouble.empty() : OptionalDouble.of(r.positiveDouble("low1_fps")),
                    r.positiveInt("samples"),
                    CatalogRows.known(sources, r.text("source"), r, "source"));
            CatalogRows.unique(cells, CellKey.of(m), m, r);
        });
        return cells;
    }

    /** What identifies a measured cell: one row per game, GPU, resolution and preset. */
    public record CellKey(Slug game, Slug gpu, Resolution resolution, Preset preset) {
        /** The catalog's order of cells: by game, GPU, resolution, preset. */
        public static final Comparator<CellKey> ORDER = Comparator.comparing(CellKey::game)
                .thenComparing(CellKey::gpu)
                .thenComparing(CellKey::resolution)
                .thenComparing(CellKey::preset);

        public static CellKey of(Measurement m) {
            return new CellKey(m.game(), m.gpu(), m.resolution(), m.preset());
        }
    }
}
