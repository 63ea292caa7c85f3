package org.fpsforecast.data.format;

import com.google.common.collect.ImmutableMap;
import java.time.LocalDate;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.function.Function;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.GameDetails;
import org.fpsforecast.core.domain.PublisherRequirements;
import org.fpsforecast.core.domain.Slug;

/**
 * The codec of {@value CatalogFiles#GAMES}: one game a line, its store facts, curated or from the store, and its
 * sources. The publisher's requirements are a file of their own ({@link RequirementsFile}).
 */
public final class GamesFile {
    private GamesFile() {}

    private static final String[] COLUMNS = {
        "slug",
        "name",
        "release_year",
        "release_date",
        "store_rating_pct",
        "review_count",
        "critic_score",
        "tags",
        "genres",
        "steam_app_id",
        "engine_fps_cap",
        "also_known_as",
        "origin",
        "source"
    };

    /**
     * The file's text.
     *
     * @param sourcesOf the source ids of a game's facts, comma-separated
     */
    public static String write(Collection<Game> games, Function<Game, String> sourcesOf) {
        Tsv.Writer w = new Tsv.Writer(COLUMNS);
        games.forEach(g -> w.row(
                g.slug(),
                g.name(),
                CatalogRows.orNull(g.releaseYear()),
                g.details().releaseDate().map(Object::toString).orElse(null),
                CatalogRows.orNull(g.storeRatingPct()),
                CatalogRows.orNull(g.details().reviewCount()),
                CatalogRows.orNull(g.criticScore()),
                String.join("|", g.tags()),
                String.join("|", g.details().genres()),
                CatalogRows.orNull(g.steamAppId()),
                CatalogRows.orNull(g.details().engineFpsCap()),
                String.join("|", g.details().alsoKnownAs()),
                g.curated() ? "curated" : "store",
                sourcesOf.apply(g)));
        return w.text();
    }

    /**
     * The games of the catalog's files, by slug.
     *
     * @param requirements each game's publisher requirements ({@link RequirementsFile#read}); a game that names
     *     none gets {@link PublisherRequirements#NONE}, and requirements of a game the file lacks are refused
     */
    public static ImmutableMap<Slug, Game> read(
            Map<String, String> files, Map<Slug, PublisherRequirements> requirements) {
        Map<Slug, Game> games = new TreeMap<>();
        CatalogRows.read(files, CatalogFiles.GAMES, r -> {
            String origin = r.text("origin");
            if (!origin.equals("curated") && !origin.equals("store")) {
                throw r.error("column 'origin' must be 'curated' or 'store', got '" + origin + "'");
            }
            Slug slug = new Slug(r.text("slug"));
            String date = r.optionalText("release_date");
            OptionalInt reviews = CatalogRows.optionalInt(r, "review_count");
            Game g = new Game(
                    slug,
                    r.text("name"),
                    CatalogRows.optionalInt(r, "release_year"),
                    CatalogRows.optionalInt(r, "store_rating_pct"),
                    CatalogRows.optionalInt(r, "critic_score"),
                    CatalogRows.list(r.optionalText("tags")),
                    CatalogRows.optionalInt(r, "steam_app_id"),
                    origin.equals("curated"),
                    new GameDetails(
                            date == null ? Optional.empty() : Optional.of(LocalDate.parse(date)),
                            reviews,
                            CatalogRows.list(r.optionalText("genres")),
                            CatalogRows.optionalInt(r, "engine_fps_cap"),
                            requirements.getOrDefault(slug, PublisherRequirements.NONE),
                            CatalogRows.list(r.optionalText("also_known_as"))));
            CatalogRows.unique(games, g.slug(), g, r);
        });
        for (Slug game : requirements.keySet()) {
            if (!games.containsKey(game)) {
                throw new CatalogFormatException(
                        CatalogFiles.REQUIREMENTS, 0, "requirements of unknown game '" + game + "'");
            }
        }
        return ImmutableMap.copyOf(games);
    }
}
