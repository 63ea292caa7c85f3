package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.OptionalInt;

/**
 * A game of the catalog.
 *
 * @param releaseYear year of release where a source has it (for Steam titles, the store's date)
 * @param storeRatingPct share of positive store user reviews, 0..100, where the store lists one
 * @param criticScore critic score 0..100 where a source has one; never invented
 * @param tags store or curated genre tags ("Open World", "2D", "Indie", ...), in the source's order
 * @param steamAppId the Steam application id, for games sold there
 * @param curated true for games the project added by hand (with a sourced note), false for store entries
 * @param details release date, popularity, genres, engine cap and the publisher's requirements, where sources have
 *     them; the release date, when known, falls in the release year
 */
public record Game(
        Slug slug,
        String name,
        OptionalInt releaseYear,
        OptionalInt storeRatingPct,
        OptionalInt criticScore,
        List<String> tags,
        OptionalInt steamAppId,
        boolean curated,
        GameDetails details) {
    public Game {
        requireNonNull(slug, "slug");
        Checks.name(name, "game name");
        requireNonNull(releaseYear, "releaseYear");
        releaseYear.ifPresent(y -> {
            if (y < 1970 || y > 2100) {
                throw new IllegalArgumentException("release year out of range: " + y);
            }
        });
        requireNonNull(storeRatingPct, "storeRatingPct").ifPresent(p -> Checks.percent(p, "store rating"));
        requireNonNull(criticScore, "criticScore").ifPresent(p -> Checks.percent(p, "critic score"));
        tags = ImmutableList.copyOf(requireNonNull(tags, "tags"));
        tags.forEach(t -> Checks.name(t, "tag"));
        requireNonNull(steamAppId, "steamAppId").ifPresent(id -> Checks.positive(id, "Steam app id"));
        requireNonNull(details, "details").releaseDate().ifPresent(date -> {
            if (releaseYear.isEmpty() || releaseYear.getAsInt() != date.getYear()) {
                throw new IllegalArgumentException(
                        "release date " + date + " is not in the release year " + releaseYear);
            }
        });
    }

    /** A game known only by name and year (tests, embedders). */
    public Game(Slug slug, String name, OptionalInt releaseYear) {
        this(
                slug,
                name,
                releaseYear,
                OptionalInt.empty(),
                OptionalInt.empty(),
                List.of(),
                OptionalInt.empty(),
                true,
                GameDetails.NONE);
    }

    /** The publisher's requirements ({@link GameDetails#requirements}). */
    public PublisherRequirements requirements() {
        return details.requirements();
    }
}
