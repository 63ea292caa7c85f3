package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.util.Optional;

/**
 * A GPU or CPU of a gamer's build: its name, and the catalog record it maps to where one does.
 *
 * @param name the catalog's name when mapped, otherwise the name as given (trimmed)
 */
public record BuildPart(String name, Optional<Slug> slug) {
    public static final int MAX_NAME_LENGTH = 120;

    public BuildPart {
        Checks.name(name, "part name");
        if (name.length() > MAX_NAME_LENGTH) {
            throw new IllegalArgumentException("part name longer than " + MAX_NAME_LENGTH + " characters");
        }
        requireNonNull(slug, "slug");
    }

    public static BuildPart mapped(Slug slug, String name) {
        return new BuildPart(name, Optional.of(slug));
    }

    public static BuildPart unmapped(String name) {
        return new BuildPart(name, Optional.empty());
    }
}
