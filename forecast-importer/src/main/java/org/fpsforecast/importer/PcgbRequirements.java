package org.fpsforecast.importer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Reads PCGameBenchmarks' list of PC games (pcgb-requirements-2026): the G3D marks of the GPUs each game's Steam page
 * names as minimum and recommended, the RAM it lists, and the engine's frame-rate cap. Its estimated-FPS columns are
 * that site's model, not measurements: they are not read here.
 */
final class PcgbRequirements {
    static final String FILE = "pcgb-requirements-2026/games.csv";

    /** One game of the list; every number empty when the source has none (or an impossible one). */
    record Row(
            String name,
            OptionalInt year,
            OptionalInt appId,
            OptionalInt minRamGb,
            OptionalInt recRamGb,
            OptionalInt minG3d,
            OptionalInt recG3d,
            OptionalInt engineFpsCap) {}

    private PcgbRequirements() {}

    static List<Row> read(Path datasets) {
        List<Row> out = new ArrayList<>();
        for (Map<String, String> r : RawCsv.read(datasets.resolve(FILE))) {
            String name = SteamGames.cleanTitle(r.get("name"));
            if (name.isEmpty()) {
                continue;
            }
            OptionalInt year = positive(r.get("release_year"));
            if (year.isPresent() && (year.getAsInt() < 1970 || year.getAsInt() > 2100)) {
                year = OptionalInt.empty();
            }
            out.add(new Row(
                    name,
                    year,
                    positive(r.get("steam_appid")),
                    positive(r.get("min_ram_gb")),
                    positive(r.get("rec_ram_gb")),
                    positive(r.get("min_gpu_g3d")),
                    positive(r.get("rec_gpu_g3d")),
                    positive(r.get("engine_fps_cap"))));
        }
        return out;
    }

    private static OptionalInt positive(String cell) {
        int n = RawCsv.number(cell);
        return n > 0 ? OptionalInt.of(n) : OptionalInt.empty();
    }
}
