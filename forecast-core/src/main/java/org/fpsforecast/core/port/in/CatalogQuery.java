package org.fpsforecast.core.port.in;

import static java.util.Objects.requireNonNull;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.InvalidParameterException;

/**
 * A page of a catalog listing, with optional filters and a sort order.
 *
 * @param brand GPUs and CPUs of this vendor only
 * @param kind GPUs of this kind only
 * @param year records released in this year only
 * @param offset records to skip, 0 or more
 * @param limit records to return, 1..{@value #MAX_LIMIT}
 */
public record CatalogQuery(
        Optional<Brand> brand,
        Optional<GpuKind> kind,
        OptionalInt year,
        Sort sort,
        boolean descending,
        int offset,
        int limit) {
    public static final int DEFAULT_LIMIT = 50;
    public static final int MAX_LIMIT = 500;

    /** Sort keys: name; release year; score (G3D mark for GPUs, single-thread mark for CPUs, store rating for games). */
    public enum Sort {
        NAME,
        YEAR,
        SCORE;

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public CatalogQuery {
        requireNonNull(brand, "brand");
        requireNonNull(kind, "kind");
        requireNonNull(year, "year");
        requireNonNull(sort, "sort");
        if (offset < 0) {
            throw InvalidParameterException.invalid("offset", "'offset' must be 0 or more, got " + offset + ".");
        }
        if (limit < 1 || limit > MAX_LIMIT) {
            throw InvalidParameterException.invalid(
                    "limit", "'limit' must be from 1 to " + MAX_LIMIT + ", got " + limit + ".");
        }
    }
}
