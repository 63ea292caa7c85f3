package org.fpsforecast.core.port.in;

import java.util.Optional;
import org.fpsforecast.core.domain.Country;

/** Hardware statistics of gamers' builds: what share has which GPU, CPU, RAM size and operating system. */
public interface ReportStats {
    /** A country is published (listed, and accepted as a filter) only with at least this many builds. */
    int MIN_COUNTRY_BUILDS = 20;

    /**
     * Items with fewer builds than this are counted together as "other": no published line stands for a single build
     * (or a handful) that someone could recognise.
     */
    int MIN_ITEM_BUILDS = 5;

    /**
     * The statistics of all builds, or of one country's.
     *
     * @throws org.fpsforecast.core.domain.UnavailableException when the country has fewer than {@link
     *     #MIN_COUNTRY_BUILDS} builds (the small sample's numbers are never given)
     */
    GamerStats stats(Optional<Country> country);
}
