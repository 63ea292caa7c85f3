package org.fpsforecast.core.port.in;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import java.util.OptionalInt;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Slug;

/**
 * One search result: a slug usable in forecasts, with what a picker shows next to the name.
 *
 * @param brand the vendor (GPUs and CPUs)
 * @param gpuKind desktop, laptop, integrated or workstation (GPUs)
 * @param releaseYear release year where known
 * @param score relevance, higher first; comparable only within one search
 */
public record SearchHit(
        ItemType type,
        Slug slug,
        String name,
        Optional<Brand> brand,
        Optional<GpuKind> gpuKind,
        OptionalInt releaseYear,
        double score) {
    public SearchHit {
        requireNonNull(type, "type");
        requireNonNull(slug, "slug");
        requireNonNull(name, "name");
        requireNonNull(brand, "brand");
        requireNonNull(gpuKind, "gpuKind");
        requireNonNull(releaseYear, "releaseYear");
    }
}
