package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

/**
 * Where catalog facts come from.
 *
 * @param id short identifier used by records, e.g. {@code userbenchmark-2020}
 * @param title human-readable name of the source
 * @param url where the source can be found
 * @param period when its data were collected, e.g. {@code 2019-2020}
 */
public record DataSource(String id, String title, String url, String period) {
    public DataSource {
        Checks.name(id, "source id");
        Checks.name(title, "source title");
        requireNonNull(url, "url");
        Checks.name(period, "source period");
    }
}
