package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.util.OptionalInt;

/**
 * A processor of the catalog.
 *
 * @param singleThreadMark PassMark single-thread rating (the gaming-relevant score)
 * @param cpuMark PassMark CPU Mark (multi-thread)
 */
public record Cpu(Slug slug, String name, Brand brand, int singleThreadMark, int cpuMark, OptionalInt cores) {
    public Cpu {
        requireNonNull(slug, "slug");
        Checks.name(name, "CPU name");
        requireNonNull(brand, "brand");
        Checks.positive(singleThreadMark, "single-thread mark of " + name);
        Checks.positive(cpuMark, "CPU mark of " + name);
        requireNonNull(cores, "cores");
        cores.ifPresent(c -> Checks.positive(c, "cores of " + name));
    }
}
