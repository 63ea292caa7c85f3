package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The store facts of a game beyond its name and year, each from a public source (docs/DATA.md says which): never
 * invented, empty where no source has them.
 *
 * @param releaseDate the day of release, where a source gives the whole date
 * @param reviewCount how many Steam user reviews the game had (all languages) when the source was collected: its
 *     popularity
 * @param genres Steam's genres of the game ("Action", "RPG", ...), in Steam's English names
 * @param engineFpsCap the frame rate the game's engine never exceeds, where a source records one
 * @param requirements the minimum and recommended PC its publisher lists
 * @param alsoKnownAs short names people type for the game ("bg3", "cs2"), curated by the project; search finds the
 *     game by them as by its name
 */
public record GameDetails(
        Optional<LocalDate> releaseDate,
        OptionalInt reviewCount,
        List<String> genres,
        OptionalInt engineFpsCap,
        PublisherRequirements requirements,
        List<String> alsoKnownAs) {
    /** A game of which nothing beyond its name and year is known. */
    public static final GameDetails NONE = new GameDetails(
            Optional.empty(),
            OptionalInt.empty(),
            List.of(),
            OptionalInt.empty(),
            PublisherRequirements.NONE,
            List.of());

    public GameDetails {
        requireNonNull(releaseDate, "releaseDate");
        requireNonNull(reviewCount, "reviewCount").ifPresent(n -> {
            if (n < 0) {
                throw new IllegalArgumentException("review count must be >= 0, got " + n);
            }
        });
        genres = ImmutableList.copyOf(requireNonNull(genres, "genres"));
        genres.forEach(g -> Checks.name(g, "genre"));
        requireNonNull(engineFpsCap, "engineFpsCap").ifPresent(c -> Checks.positive(c, "engine FPS cap"));
        requireNonNull(requirements, "requirements");
        alsoKnownAs = ImmutableList.copyOf(requireNonNull(alsoKnownAs, "alsoKnownAs"));
        alsoKnownAs.forEach(n -> Checks.name(n, "name people type"));
    }
}
