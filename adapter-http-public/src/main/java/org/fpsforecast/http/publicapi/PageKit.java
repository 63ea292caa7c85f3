package org.fpsforecast.http.publicapi;

import io.javalin.http.HttpStatus;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.MatrixCell;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Source;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.http.common.SiteAddresses;

/** The pieces every page family builds with: links to records and results, marks, facts, lists and numbers. */
final class PageKit {
    /**
     * The longest text a search or name field takes: names are resolved through the search, which refuses more
     * ({@link SearchCatalog#MAX_QUERY_LENGTH}).
     */
    static final String NAME_MAX_LENGTH = Integer.toString(SearchCatalog.MAX_QUERY_LENGTH);

    private PageKit() {}

    // ---------------------------------------------------------------- pieces

    static void searchForm(Html h, Lang lang, String value, String id) {
        h.open(
                "form",
                "class",
                "inline",
                "role",
                "search",
                "action",
                SiteAddresses.page(lang.code(), SiteAddresses.SEARCH),
                "method",
                "get");
        h.open("div").el("label", lang.text("page.search.label"), "for", id);
        h.empty(
                "input",
                "type",
                "search",
                "id",
                id,
                "name",
                "q",
                "maxlength",
                NAME_MAX_LENGTH,
                "value",
                value,
                "required",
                "");
        h.close("div");
        h.el("button", lang.text("page.search.button"), "type", "submit");
        h.close("form");
    }

    static void fact(Html h, String name, String value, Lang lang) {
        h.el("dt", name);
        h.el("dd", value == null ? lang.text("page.unknown") : value);
    }

    /** A link to a result page showing a matrix cell: its mark (measured or model, named for screen readers) and FPS. */
    static void fpsLink(Html h, Lang lang, String href, MatrixCell c) {
        h.open("a", "href", href);
        mark(h, lang, c.source());
        h.text(" " + c.fps());
        h.close("a");
    }

    /** Opens a table row whose heading cell is a link. */
    static void rowHeading(Html h, String href, String name) {
        h.open("tr").open("th", "scope", "row").a(href, name).close("th");
    }

    /** A list of links, one per item. */
    static <T> void linkList(Html h, List<T> items, Function<T, String> href, Function<T, String> name) {
        h.open("ul", "class", "hits");
        for (T item : items) {
            h.open("li").a(href.apply(item), name.apply(item)).close("li");
        }
        h.close("ul");
    }

    static void mark(Html h, Lang lang, Source s) {
        h.el(
                "span",
                s == Source.MEASURED ? "●" : "○",
                "class",
                "mark-" + s.key(),
                "title",
                lang.text("source." + s.key()),
                "aria-label",
                lang.text("source." + s.key()),
                "role",
                "img");
    }

    static NotFoundException notFound(ItemType type, Slug slug) {
        return new NotFoundException(type, slug.value());
    }

    /** A record asked for by a former slug moved for good to its current address. */
    static void canonicalSlug(Slug asked, Slug canonical, String path) {
        if (!asked.equals(canonical)) {
            throw new Redirect(path, HttpStatus.MOVED_PERMANENTLY);
        }
    }

    static String typeHeading(ItemType type) {
        return switch (type) {
            case GAME -> "page.games";
            case GPU -> "page.gpus";
            case CPU -> "page.cpus";
        };
    }

    static String recordPath(Lang lang, ItemType type, Slug slug) {
        return SiteAddresses.record(lang.code(), type, slug);
    }

    static String gamePath(Lang lang, Slug slug) {
        return SiteAddresses.game(lang.code(), slug);
    }

    static String gpuPath(Lang lang, Slug slug) {
        return SiteAddresses.gpu(lang.code(), slug);
    }

    static String cpuPath(Lang lang, Slug slug) {
        return SiteAddresses.cpu(lang.code(), slug);
    }

    /** The can-run page, for a game when one is known. */
    static String canrunPath(Lang lang, Optional<Slug> game) {
        return SiteAddresses.page(lang.code(), SiteAddresses.canrun(game));
    }

    /** The result page's path and query, parameters in one order (the canonical address). */
    static String resultPath(Lang lang, Slug game, Slug gpu, Resolution res, Preset preset, Optional<Slug> cpu) {
        return resultPath(lang, game, gpu, res, preset, cpu, Rendering.NATIVE);
    }

    /** The result page's address; options that are off are left out, so a native answer's address is unchanged. */
    static String resultPath(
            Lang lang, Slug game, Slug gpu, Resolution res, Preset preset, Optional<Slug> cpu, Rendering options) {
        return SiteAddresses.result(lang.code(), game, gpu, res, preset, cpu, options);
    }

    static String memory(int mb) {
        return mb >= 1024 && mb % 1024 == 0 ? (mb / 1024) + " GB" : mb + " MB";
    }

    static String pct(double value) {
        return String.format(Locale.ROOT, "%.1f%%", value);
    }

    static String share(double share) {
        return String.format(Locale.ROOT, "%.1f%%", share * 100);
    }
}
