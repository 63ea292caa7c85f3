package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * A video card (or integrated graphics) of the catalog.
 *
 * @param g3dMark PassMark G3D Mark, the one GPU score scale of the catalog (higher is faster)
 * @param releaseYear release year where a source has it
 * @param vramMb dedicated video memory in MB where a source has it
 * @param scoreBasis whether the G3D mark is the current list's, an older list's rescaled, or estimated from specs
 * @param g3dRange the 80% range of an estimated mark; present exactly for {@link GpuScoreBasis#SPEC_ESTIMATE}
 */
public record Gpu(
        Slug slug,
        String name,
        Brand brand,
        GpuKind kind,
        int g3dMark,
        OptionalInt releaseYear,
        OptionalInt vramMb,
        GpuScoreBasis scoreBasis,
        Optional<G3dRange> g3dRange) {
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
        requireNonNull(g3dRange, "g3dRange").ifPresent(r -> {
            if (!r.contains(g3dMark)) {
                throw new IllegalArgumentException(
                        "G3D range " + r.low() + ".." + r.high() + " of " + name + " misses its mark " + g3dMark);
            }
        });
        if (g3dRange.isPresent() != (scoreBasis == GpuScoreBasis.SPEC_ESTIMATE)) {
            throw new IllegalArgumentException(
                    name + ": a G3D range goes with a mark estimated from specs, and only with one");
        }
    }

    /** A GPU whose mark is PassMark's (current or rescaled): no range. */
    public Gpu(
            Slug slug,
            String name,
            Brand brand,
            GpuKind kind,
            int g3dMark,
            OptionalInt releaseYear,
            OptionalInt vramMb,
            GpuScoreBasis scoreBasis) {
        this(slug, name, brand, kind, g3dMark, releaseYear, vramMb, scoreBasis, Optional.empty());
    }

    /** The same GPU with a release year (one no source gave, from its series). */
    public Gpu withReleaseYear(int year) {
        return new Gpu(slug, name, brand, kind, g3dMark, OptionalInt.of(year), vramMb, scoreBasis, g3dRange);
    }

    /** The same GPU with another G3D mark, as measured by PassMark (the ends of an estimate's range). */
    public Gpu withG3dMark(int mark) {
        return new Gpu(slug, name, brand, kind, mark, releaseYear, vramMb, GpuScoreBasis.PASSMARK);
    }

    /** A GPU with a current G3D mark and no year or VRAM (tests, embedders). */
    public Gpu(Slug slug, String name, Brand brand, GpuKind kind, int g3dMark) {
        this(slug, name, brand, kind, g3dMark, OptionalInt.empty(), OptionalInt.empty(), GpuScoreBasis.PASSMARK);
    }
}
