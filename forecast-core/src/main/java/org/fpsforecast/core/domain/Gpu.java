package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

/**
 * A video card (or integrated graphics) of the catalog.
 *
 * @param g3dMark PassMark G3D Mark, the one GPU score scale of the catalog (higher is faster)
 */
public record Gpu(Slug slug, String name, Brand brand, GpuKind kind, int g3dMark) {
    public Gpu {
        requireNonNull(slug, "slug");
        Checks.name(name, "GPU name");
        requireNonNull(brand, "brand");
        requireNonNull(kind, "kind");
        Checks.positive(g3dMark, "G3D mark of " + name);
    }
}
