package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

/**
 * Where catalog facts come from.
 *
 * @param id short identifier used by records, e.g. {@code userbenchmark-2020}
 * @param title human-readable name of the source
 * @param url where the source can be found
 * @param period when its data were collected, e.g. {@code 2019-2020}
 * @param license the source's license and the credit it asks for, as far as known; empty when nothing is known
 */
public record DataSource(String id, String title, String url, String period, String license) {
    public DataSource {
        Checks.name(id, "source id");
        Checks.name(title, "source title");
        requireNonNull(url, "url");
        Checks.name(period, "source period");
        requireNonNull(license, "license");
    }

    /** A source whose license is not known. */
    public DataSource(String id, String title, String url, String period) {
        this(id, title, url, period, "");
    }
}
