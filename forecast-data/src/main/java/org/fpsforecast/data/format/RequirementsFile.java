package org.fpsforecast.data.format;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.PublisherRequirements;
import org.fpsforecast.core.domain.Slug;

/**
 * The codec of {@value CatalogFiles#REQUIREMENTS}: one line per game and level (minimum, recommended) that a source
 * lists, each naming the source of its marks and of its lines as listed.
 */
public final class RequirementsFile {
    private RequirementsFile() {}

    private static final String MINIMUM = "minimum";
    private static final String RECOMMENDED = "recommended";

    /** The file's text: the requirements of every game that has them. */
    public static String write(Collection<Game> games) {
        Tsv.Writer w = new Tsv.Writer(
                "game", "level", "gpu_g3d", "ram_gb", "gpu_text", "gpus", "cpu_text", "ram_text", "source");
        games.forEach(g -> {
            PublisherRequirements r = g.requirements();
            for (var level : List.of(Map.entry(MINIMUM, r.minimum()), Map.entry(RECOMMENDED, r.recommended()))) {
                level.getValue().ifPresent(l -> {
                    List<String> from = new ArrayList<>();
                    if (l.hasMarks()) {
                        from.add(r.markSource().orElseThrow());
                    }
                    if (l.hasText()) {
                        from.add(r.textSource().orElseThrow());
                    }
                    w.row(
                            g.slug(),
                            level.getKey(),
                            CatalogRows.orNull(l.gpuG3d()),
                            CatalogRows.orNull(l.ramGb()),
                            l.gpuText().orElse(null),
                            String.join("|", l.gpus().stream().map(Slug::value).toList()),
                            l.cpuText().orElse(null),
                            l.ramText().orElse(null),
                            String.join(",", from));
                });
            }
        });
        return w.text();
    }

    /**
     * The requirements of the catalog's files, by game.
     *
     * @param gpus the catalog's GPUs (a named card must be one)
     * @param sources the catalog's sources (a named source must be one)
     */
    public static Map<Slug, PublisherRequirements> read(
            Map<String, String> files, Map<Slug, ?> gpus, Map<String, ?> sources) {
        Map<Slug, Map<String, PublisherRequirements.Level>> levels = new TreeMap<>();
        Map<Slug, String[]> sourceIds = new HashMap<>();
        CatalogRows.read(files, CatalogFiles.REQUIREMENTS, r -> {
            Slug game = new Slug(r.text("game"));
            String level = r.text("level");
            if (!level.equals(MINIMUM) && !level.equals(RECOMMENDED)) {
                throw r.error("column 'level' must be 'minimum' or 'recommended', got '" + level + "'");
            }
            List<Slug> named = new ArrayList<>();
            for (String slug : CatalogRows.list(r.optionalText("gpus"))) {
                named.add(CatalogRows.known(gpus, new Slug(slug), r, "gpu"));
            }
            PublisherRequirements.Level l = new PublisherRequirements.Level(
                    CatalogRows.optionalInt(r, "gpu_g3d"),
                    Optional.ofNullable(r.optionalText("gpu_text")),
                    named,
                    Optional.ofNullable(r.optionalText("cpu_text")),
                    CatalogRows.optionalInt(r, "ram_gb"),
                    Optional.ofNullable(r.optionalText("ram_text")));
            String[] from = sourceIds.computeIfAbsent(game, k -> new String[2]);
            List<String> ids = List.of(r.text("source").split(","));
            ids.forEach(s -> CatalogRows.known(sources, s, r, "source"));
            if (ids.size() != (l.hasMarks() ? 1 : 0) + (l.hasText() ? 1 : 0)) {
                throw r.error("column 'source' must name one source for the marks and one for the lines as listed");
            }
            if (l.hasMarks()) {
                from[0] = same(from[0], ids.get(0), r);
            }
            if (l.hasText()) {
                from[1] = same(from[1], ids.get(ids.size() - 1), r);
            }
            CatalogRows.unique(levels.computeIfAbsent(game, k -> new TreeMap<>()), level, l, r);
        });
        Map<Slug, PublisherRequirements> out = new TreeMap<>();
        levels.forEach((game, byLevel) -> out.put(
                game,
                new PublisherRequirements(
                        Optional.ofNullable(byLevel.get(MINIMUM)),
                        Optional.ofNullable(byLevel.get(RECOMMENDED)),
                        Optional.ofNullable(sourceIds.get(game)[0]),
                        Optional.ofNullable(sourceIds.get(game)[1]))));
        return out;
    }

    private static String same(String before, String now, Tsv.Row r) {
        if (before != null && !before.equals(now)) {
            throw r.error("the two levels of a game name different sources: " + before + ", " + now);
        }
        return now;
    }
}
