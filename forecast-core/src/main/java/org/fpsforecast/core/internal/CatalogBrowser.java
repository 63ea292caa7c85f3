package org.fpsforecast.core.internal;

import static java.util.Objects.requireNonNull;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToIntFunction;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.port.in.BrowseCatalog;
import org.fpsforecast.core.port.in.CatalogPage;
import org.fpsforecast.core.port.in.CatalogQuery;
import org.fpsforecast.core.port.out.Cpus;
import org.fpsforecast.core.port.out.Games;
import org.fpsforecast.core.port.out.Gpus;

/**
 * Catalog listings: filter, sort, page. Records without the sort key (no release year, no rating) come last in either
 * direction; ties are broken by slug, so pages are stable.
 */
public final class CatalogBrowser implements BrowseCatalog {
    private final Games games;
    private final Gpus gpus;
    private final Cpus cpus;

    public CatalogBrowser(Games games, Gpus gpus, Cpus cpus) {
        this.games = requireNonNull(games);
        this.gpus = requireNonNull(gpus);
        this.cpus = requireNonNull(cpus);
    }

    @Override
    public CatalogPage<Game> games(CatalogQuery q) {
        if (q.brand().isPresent()) {
            throw InvalidParameterException.invalid("brand", "Games have no brand filter; use it with /gpus or /cpus.");
        }
        noKind(q);
        return page(
                games.all(),
                q,
                g -> yearMatches(q, g.releaseYear()),
                Game::name,
                Game::releaseYear,
                Game::storeRatingPct,
                g -> g.slug().value());
    }

    @Override
    public CatalogPage<Gpu> gpus(CatalogQuery q) {
        return page(
                gpus.all(),
                q,
                g -> q.brand().map(b -> b == g.brand()).orElse(true)
                        && q.kind().map(k -> k == g.kind()).orElse(true)
                        && yearMatches(q, g.releaseYear()),
                Gpu::name,
                Gpu::releaseYear,
                g -> OptionalInt.of(g.g3dMark()),
                g -> g.slug().value());
    }

    @Override
    public CatalogPage<Cpu> cpus(CatalogQuery q) {
        noKind(q);
        return page(
                cpus.all(),
                q,
                c -> q.brand().map(b -> b == c.brand()).orElse(true) && yearMatches(q, c.releaseYear()),
                Cpu::name,
                Cpu::releaseYear,
                c -> OptionalInt.of(c.singleThreadMark()),
                c -> c.slug().value());
    }

    private static void noKind(CatalogQuery q) {
        if (q.kind().isPresent()) {
            throw InvalidParameterException.invalid("kind", "Only GPUs have a kind filter (/gpus).");
        }
    }

    private static boolean yearMatches(CatalogQuery q, OptionalInt year) {
        return q.year().isEmpty()
                || (year.isPresent() && year.getAsInt() == q.year().getAsInt());
    }

    private static <T> CatalogPage<T> page(
            List<T> all,
            CatalogQuery q,
            Predicate<T> filter,
            Function<T, String> name,
            Function<T, OptionalInt> year,
            Function<T, OptionalInt> score,
            Function<T, String> slug) {
        Comparator<T> order = switch (q.sort()) {
            case NAME ->
                direction(Comparator.comparing((T t) -> name.apply(t).toLowerCase(Locale.ROOT)), q.descending());
            case YEAR -> missingLast(year, q.descending());
            case SCORE -> missingLast(score, q.descending());
        };
        List<T> matching =
                all.stream().filter(filter).sorted(order.thenComparing(slug)).toList();
        int from = Math.min(q.offset(), matching.size());
        int to = Math.min(matching.size(), from + q.limit());
        return new CatalogPage<>(matching.subList(from, to), matching.size(), q.offset(), q.limit());
    }

    private static <T> Comparator<T> direction(Comparator<T> c, boolean descending) {
        return descending ? c.reversed() : c;
    }

    private static <T> Comparator<T> missingLast(Function<T, OptionalInt> key, boolean descending) {
        ToIntFunction<T> present = t -> key.apply(t).isPresent() ? 0 : 1;
        Comparator<T> byValue = Comparator.comparingInt(
                t -> key.apply(t).isPresent() ? key.apply(t).getAsInt() : 0);
        return Comparator.comparingInt(present).thenComparing(direction(byValue, descending));
    }
}
