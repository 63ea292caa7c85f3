package org.fpsforecast.core.port.in;

import static java.util.Objects.requireNonNull;

import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Slug;

/** One search result: a slug usable in forecasts, with its name and type. */
public record SearchHit(ItemType type, Slug slug, String name, double score) {
    public SearchHit {
        requireNonNull(type, "type");
        requireNonNull(slug, "slug");
        requireNonNull(name, "name");
    }
}
