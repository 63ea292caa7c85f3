package org.fpsforecast.core.port.in;

import java.util.List;
import java.util.Set;
import org.fpsforecast.core.domain.ItemType;

/** Use case: turn what people type into catalog slugs. */
public interface SearchCatalog {
    int MAX_QUERY_LENGTH = 100;
    int MAX_LIMIT = 50;
    /** Hits when a caller names no limit (the interfaces' {@code limit}, the command line's {@code --limit}). */
    int DEFAULT_LIMIT = 10;
    /**
     * Distinct words of a query that ranking looks at (the first ones; repeats count once): the cost of a search grows
     * with its words, and the longest catalog names have about a dozen distinct ones.
     */
    int MAX_QUERY_WORDS = 12;

    /**
     * Best matches first.
     *
     * @throws org.fpsforecast.core.domain.InvalidParameterException for an empty or over-long query or a limit outside
     *     1..{@value #MAX_LIMIT}
     */
    List<SearchHit> search(String query, Set<ItemType> types, int limit);
}
