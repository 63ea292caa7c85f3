package org.fpsforecast.core.port.in;

import java.util.List;

/**
 * One page of a listing.
 *
 * @param total how many records match the filters, over all pages
 */
public record CatalogPage<T>(List<T> items, int total, int offset, int limit) {
    public CatalogPage {
        items = List.copyOf(items);
        if (total < items.size() || offset < 0 || limit < 1) {
            throw new IllegalArgumentException("inconsistent page: " + items.size() + " of " + total);
        }
    }
}
