package org.fpsforecast.http.publicapi;

import static java.util.Objects.requireNonNull;

import io.javalin.http.Context;
import java.util.List;
import java.util.Set;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.port.in.SearchHit;
import org.fpsforecast.http.common.access.QueryParameters;
import org.fpsforecast.http.common.route.Requests;
import org.fpsforecast.http.common.route.RouteEnvelope;

/** {@code GET /games} and {@code GET /gpus}: names to slugs, one item type each; and the "did you mean" hits. */
final class SearchEndpoint implements RouteEnvelope.Endpoint {
    private final SearchCatalog search;
    private final Links links;
    private final ItemType type;

    SearchEndpoint(SearchCatalog search, Links links, ItemType type) {
        this.search = requireNonNull(search);
        this.links = requireNonNull(links);
        this.type = requireNonNull(type);
    }

    @Override
    public PublicJson.Results<?> answer(Context ctx) {
        Lang lang = Lang.parse(Requests.param(ctx, "lang"));
        String q = QueryParameters.searchText(Requests.param(ctx, "q"));
        int limit = QueryParameters.wholeNumber(
                "limit", Requests.param(ctx, "limit"), SearchCatalog.DEFAULT_LIMIT, 1, SearchCatalog.MAX_LIMIT);
        List<SearchHit> hits = search.search(q, Set.of(type), limit);
        List<?> results = type == ItemType.GAME
                ? hits.stream()
                        .map(h ->
                                new PublicJson.GameHit(h.slug().value(), h.name(), year(h), links.game(lang, h.slug())))
                        .toList()
                : hits.stream()
                        .map(h -> new PublicJson.GpuHit(
                                h.slug().value(),
                                h.name(),
                                h.brand().map(b -> b.displayName()).orElse(null),
                                h.gpuKind().map(k -> k.key()).orElse(null),
                                year(h),
                                links.gpu(lang, h.slug())))
                        .toList();
        return new PublicJson.Results<>(true, q, results.size(), results);
    }

    private static Integer year(SearchHit h) {
        return h.releaseYear().isPresent() ? h.releaseYear().getAsInt() : null;
    }

    /** "Did you mean" suggestions for a slug that names nothing (the 404's {@code suggestions}). */
    static List<PublicJson.Suggestion> suggestions(SearchCatalog search, NotFoundException e) {
        return toSuggestions(didYouMean(search, e));
    }

    /** "Did you mean" suggestions for what a user gave. */
    static List<PublicJson.Suggestion> suggestions(SearchCatalog search, String query, ItemType type) {
        return toSuggestions(didYouMean(search, query, type));
    }

    private static List<PublicJson.Suggestion> toSuggestions(List<SearchHit> hits) {
        return hits.stream()
                .map(h -> new PublicJson.Suggestion(h.slug().value(), h.name()))
                .toList();
    }

    /** The "did you mean" hits for a slug that names nothing (the web pages' error pages list them too). */
    static List<SearchHit> didYouMean(SearchCatalog search, NotFoundException e) {
        return didYouMean(search, e.slug().replace('-', ' '), e.type());
    }

    /** Up to 5 search hits for what a user gave, as "did you mean" suggestions; none for an unusable query. */
    static List<SearchHit> didYouMean(SearchCatalog search, String query, ItemType type) {
        String q = query.strip();
        if (q.isEmpty() || q.length() > SearchCatalog.MAX_QUERY_LENGTH) {
            return List.of();
        }
        return search.search(q, Set.of(type), 5);
    }
}
