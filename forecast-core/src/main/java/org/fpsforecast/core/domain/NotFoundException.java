package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

/** A well-formed slug that names no record of the catalog. */
public final class NotFoundException extends ForecastException {
    private static final long serialVersionUID = 1L;

    private final ItemType type;
    private final String slug;

    public NotFoundException(ItemType type, String slug) {
        super("No " + requireNonNull(type).key() + " with slug '" + requireNonNull(slug) + "' in the catalog.");
        this.type = type;
        this.slug = slug;
    }

    public ItemType type() {
        return type;
    }

    public String slug() {
        return slug;
    }
}
