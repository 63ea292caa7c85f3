package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.util.OptionalInt;

/** A game of the catalog. */
public record Game(Slug slug, String name, OptionalInt releaseYear) {
    public Game {
        requireNonNull(slug, "slug");
        Checks.name(name, "game name");
        requireNonNull(releaseYear, "releaseYear");
        releaseYear.ifPresent(y -> {
            if (y < 1970 || y > 2100) {
                throw new IllegalArgumentException("release year out of range: " + y);
            }
        });
    }
}
