package org.fpsforecast.core.internal;

import static java.util.Objects.requireNonNull;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.in.NameMatch;
import org.fpsforecast.core.port.in.ResolveName;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.port.in.SearchHit;
import org.fpsforecast.core.port.out.Cpus;
import org.fpsforecast.core.port.out.Games;
import org.fpsforecast.core.port.out.Gpus;

/**
 * A slug of the catalog wins (no search is run, so commands given slugs stay fast); otherwise the search decides: an
 * exact name, or a hit {@value ResolveName#CLEAR_LEAD} points ahead of the next, is taken; anything closer is
 * ambiguous.
 */
public final class NameResolver implements ResolveName {
    /** The search scores an exact name or alias at 1000 and more, any partial match below. */
    private static final double EXACT = 1000;

    private final Games games;
    private final Gpus gpus;
    private final Cpus cpus;
    private final SearchCatalog search;

    public NameResolver(Games games, Gpus gpus, Cpus cpus, SearchCatalog search) {
        this.games = requireNonNull(games);
        this.gpus = requireNonNull(gpus);
        this.cpus = requireNonNull(cpus);
        this.search = requireNonNull(search);
    }

    @Override
    public NameMatch resolve(ItemType type, String text) {
        requireNonNull(type, "type");
        if (text == null || text.isBlank()) {
            throw InvalidParameterException.missing(type.key());
        }
        String stripped = text.strip();
        Optional<NameMatch.Found> bySlug = Slug.tryParse(stripped).flatMap(s -> find(type, s, stripped));
        if (bySlug.isPresent()) {
            return bySlug.get();
        }
        List<SearchHit> hits = search.search(stripped, EnumSet.of(type), CANDIDATES);
        if (hits.isEmpty()) {
            return new NameMatch.NoMatch(type, stripped);
        }
        SearchHit best = hits.get(0);
        boolean exact = best.score() >= EXACT;
        boolean alone = hits.size() == 1 || best.score() - hits.get(1).score() >= CLEAR_LEAD;
        if (alone) {
            return new NameMatch.Found(
                    type, stripped, best.slug(), best.name(), exact ? NameMatch.How.NAME : NameMatch.How.BEST_MATCH);
        }
        return new NameMatch.Ambiguous(type, stripped, hits.subList(0, Math.min(CANDIDATES, hits.size())));
    }

    private Optional<NameMatch.Found> find(ItemType type, Slug slug, String text) {
        return switch (type) {
            case GAME -> games.find(slug).map(g -> found(type, text, g.slug(), g.name()));
            case GPU -> gpus.find(slug).map(g -> found(type, text, g.slug(), g.name()));
            case CPU -> cpus.find(slug).map(c -> found(type, text, c.slug(), c.name()));
        };
    }

    private static NameMatch.Found found(ItemType type, String text, Slug slug, String name) {
        return new NameMatch.Found(type, text, slug, name, NameMatch.How.SLUG);
    }
}
