package org.fpsforecast.importer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Names;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.importer.fit.Evaluation;

/**
 * PCGameBenchmarks' own estimates at 1080p high on its four reference GPUs ({@code fps_1080p_high_*} of {@value
 * PcgbRequirements#FILE}): another service's model, read only to compare with on the cells we have measured; never a
 * measurement and never training data (the catalog does not store them).
 *
 * <p>A row is joined to a catalog game by Steam app id, and only when the titles agree (Steam reused app 730, Counter-
 * Strike: Global Offensive, for Counter-Strike 2: the site's row is the newer game).
 */
final class PcgbEstimates {
    /** The site's reference GPUs: column suffix and catalog slug. */
    private static final Map<String, String> GPUS = Map.of(
            "gtx_1650", "geforce-gtx-1650",
            "rtx_3060", "geforce-rtx-3060",
            "rtx_4060", "geforce-rtx-4060",
            "rtx_4090", "geforce-rtx-4090");

    private PcgbEstimates() {}

    static List<Evaluation.PeerEstimate> read(Path datasets, Map<Slug, Game> games, Map<Slug, Gpu> gpus) {
        Map<Integer, Game> byAppId = new HashMap<>();
        games.values().forEach(g -> g.steamAppId().ifPresent(id -> byAppId.put(id, g)));
        List<Evaluation.PeerEstimate> out = new ArrayList<>();
        for (Map<String, String> r : RawCsv.read(datasets.resolve(PcgbRequirements.FILE))) {
            String id = r.getOrDefault("steam_appid", "");
            if (id.isBlank()) {
                continue;
            }
            Game g = byAppId.get(Integer.parseInt(id.trim()));
            if (g == null || !Names.normalize(g.name()).equals(Names.normalize(r.getOrDefault("name", "")))) {
                continue;
            }
            GPUS.forEach((column, slug) -> {
                String v = r.getOrDefault("fps_1080p_high_" + column, "");
                if (!v.isBlank() && gpus.containsKey(new Slug(slug))) {
                    out.add(new Evaluation.PeerEstimate(
                            g.slug(), new Slug(slug), Resolution.P1080, Preset.HIGH, Double.parseDouble(v.trim())));
                }
            });
        }
        return out;
    }
}
