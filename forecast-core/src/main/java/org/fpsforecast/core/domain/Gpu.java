package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.util.OptionalInt;

/**
 * A video card (or integrated graphics) of the catalog.
 *
 * @param g3dMark PassMark G3D Mark, the one GPU score scale of the catalog (higher is faster)
 * @param releaseYear release year where a source has it
 * @param vramMb dedicated video memory in MB where a source has it
 * @param scoreBasis whether the G3D mark is the current list's or an older list's, rescaled
 */
public record Gpu(
        Slug slug,
        String name,
        Brand brand,
        GpuKind kind,
        int g3dMark,
        OptionalInt releaseYear,
        OptionalInt vramMb,
        GpuScoreBasis scoreBasis) {
    public Gpu {
        requireNonNull(slug, "slug");
        Checks.name(name, "GPU name");
        requireNonNull(brand, "brand");
        requireNonNull(kind, "kind");
        Checks.positive(g3dMark, "G3D mark of " + name);
        requireNonNull(releaseYear, "releaseYear").ifPresent(y -> {
            if (y < 1970 || y > 2100) {
                throw new IllegalArgumentException("release year out of range: " + y);
            }
        });
        requireNonNull(vramMb, "vramMb").ifPresent(v -> Checks.positive(v, "VRAM of " + name));
        requireNonNull(scoreBasis, "scoreBasis");
    }

    /** A GPU with a current G3D mark and no year or VRAM (tests, embedders). */
    public Gpu(Slug slug, String name, Brand brand, GpuKind kind, int g3dMark) {
        this(slug, name, brand, kind, g3dMark, OptionalInt.empty(), OptionalInt.empty(), GpuScoreBasis.PASSMARK);
    }
}
