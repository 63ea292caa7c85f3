package org.fpsforecast.core.service;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Names;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.port.in.SearchHit;
import org.fpsforecast.core.port.out.Cpus;
import org.fpsforecast.core.port.out.Games;
import org.fpsforecast.core.port.out.Gpus;

/**
 * Token search over names and slugs, insensitive to case, punctuation and letter/digit spacing ("rtx4070ti" finds
 * "GeForce RTX 4070 Ti"). Ranking: exact name or slug, then names whose words all start with the query's words, then
 * partial matches; shorter names first on ties.
 */
public final class CatalogSearch implements SearchCatalog {
    private record Entry(ItemType type, Slug slug, String name, String normalized, List<String> tokens) {}

    private final List<Entry> entries;

    public CatalogSearch(Games games, Gpus gpus, Cpus cpus) {
        List<Entry> all = new ArrayList<>();
        games.all().forEach(g -> all.add(entry(ItemType.GAME, g.slug(), g.name())));
        gpus.all().forEach(g -> all.add(entry(ItemType.GPU, g.slug(), g.name())));
        cpus.all().forEach(c -> all.add(entry(ItemType.CPU, c.slug(), c.name())));
        this.entries = ImmutableList.copyOf(all);
    }

    @Override
    public List<SearchHit> search(String query, Set<ItemType> types, int limit) {
        requireNonNull(types, "types");
        if (query == null || query.isBlank()) {
            throw InvalidParameterException.missing("q");
        }
        if (query.length() > MAX_QUERY_LENGTH) {
            throw InvalidParameterException.invalid(
                    "q", "Parameter 'q' is longer than " + MAX_QUERY_LENGTH + " characters.");
        }
        if (limit < 1 || limit > MAX_LIMIT) {
            throw InvalidParameterException.invalid(
                    "limit", "Parameter 'limit' must be between 1 and " + MAX_LIMIT + ".");
        }
        String normalized = normalize(query);
        List<String> queryTokens = tokens(normalized);
        if (queryTokens.isEmpty()) {
            return List.of();
        }
        List<SearchHit> hits = new ArrayList<>();
        for (Entry e : entries) {
            if (!types.contains(e.type())) {
                continue;
            }
            double score = score(e, normalized, queryTokens);
            if (score > 0) {
                hits.add(new SearchHit(e.type(), e.slug(), e.name(), score));
            }
        }
        hits.sort(Comparator.comparingDouble(SearchHit::score)
                .reversed()
                .thenComparingInt(h -> h.name().length())
                .thenComparing(SearchHit::slug));
        return ImmutableList.copyOf(hits.subList(0, Math.min(limit, hits.size())));
    }

    private static double score(Entry e, String normalizedQuery, List<String> queryTokens) {
        if (e.normalized().equals(normalizedQuery) || e.slug().value().equals(normalizedQuery.replace(' ', '-'))) {
            return 1000;
        }
        int prefixMatches = 0;
        for (String q : queryTokens) {
            if (e.tokens().stream().anyMatch(t -> t.startsWith(q))) {
                prefixMatches++;
            }
        }
        if (prefixMatches == 0) {
            return 0;
        }
        double coverage = (double) prefixMatches / queryTokens.size();
        double precision = (double) prefixMatches / e.tokens().size();
        return (coverage == 1 ? 500 : 100 * coverage) + 10 * precision;
    }

    private static Entry entry(ItemType type, Slug slug, String name) {
        String normalized = normalize(name);
        return new Entry(type, slug, name, normalized, tokens(normalized));
    }

    private static String normalize(String text) {
        return Names.normalize(text);
    }

    private static List<String> tokens(String normalized) {
        return Names.tokens(normalized);
    }
}
