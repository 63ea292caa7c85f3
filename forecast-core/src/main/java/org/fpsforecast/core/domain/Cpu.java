package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.util.OptionalInt;

/**
 * A processor of the catalog.
 *
 * @param singleThreadMark PassMark single-thread rating (the gaming-relevant score), measured or estimated
 * @param cpuMark PassMark CPU Mark (multi-thread), measured or estimated
 * @param scoreBasis whether the single-thread score is PassMark's own or estimated from another benchmark
 */
public record Cpu(
        Slug slug,
        String name,
        Brand brand,
        int singleThreadMark,
        int cpuMark,
        OptionalInt cores,
        OptionalInt threads,
        OptionalInt releaseYear,
        CpuScoreBasis scoreBasis) {
    public Cpu {
        requireNonNull(slug, "slug");
        Checks.name(name, "CPU name");
        requireNonNull(brand, "brand");
        Checks.positive(singleThreadMark, "single-thread mark of " + name);
        Checks.positive(cpuMark, "CPU mark of " + name);
        requireNonNull(cores, "cores").ifPresent(c -> Checks.positive(c, "cores of " + name));
        requireNonNull(threads, "threads").ifPresent(t -> Checks.positive(t, "threads of " + name));
        if (cores.isPresent() && threads.isPresent() && threads.getAsInt() < cores.getAsInt()) {
            throw new IllegalArgumentException("fewer threads than cores: " + name);
        }
        requireNonNull(releaseYear, "releaseYear").ifPresent(y -> {
            if (y < 1970 || y > 2100) {
                throw new IllegalArgumentException("release year out of range: " + y);
            }
        });
        requireNonNull(scoreBasis, "scoreBasis");
    }

    /** A CPU with PassMark's own scores and no thread count or year (tests, embedders). */
    public Cpu(Slug slug, String name, Brand brand, int singleThreadMark, int cpuMark, OptionalInt cores) {
        this(
                slug,
                name,
                brand,
                singleThreadMark,
                cpuMark,
                cores,
                OptionalInt.empty(),
                OptionalInt.empty(),
                CpuScoreBasis.PASSMARK);
    }
}
