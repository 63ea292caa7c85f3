package org.fpsforecast.http.common;

import java.time.YearMonth;
import java.util.Optional;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;

/**
 * The one place the site's page addresses are spelled: the route templates the pages are mounted on (after {@code
 * /{lang}}), and the paths from the root, {@code /{lang}/...}, built from them for both interfaces' {@code url}
 * fields, the pages' links, forms and redirects. A caller prefixes the service's base address where it needs an
 * absolute one.
 */
public final class SiteAddresses {
    public static final String HOME = "/";
    public static final String SEARCH = "/search";
    public static final String GAME = "/games/{slug}";
    public static final String GPU = "/gpus/{slug}";
    public static final String CPU = "/cpus/{slug}";
    public static final String RESULT = "/fps/{game}/{gpu}";
    public static final String CANRUN = "/canrun";
    public static final String METHODOLOGY = "/methodology";
    public static final String API_DOCS = "/api";
    public static final String SURVEY = "/survey";
    public static final String SURVEY_MONTH = "/survey/{month}";
    public static final String STATS = "/stats";

    private SiteAddresses() {}

    /** A page of a language: {@code /{lang}} and the page's path (a template filled in, or a fixed page). */
    public static String page(String lang, String path) {
        return "/" + lang + path;
    }

    public static String game(String lang, Slug slug) {
        return page(lang, GAME.replace("{slug}", slug.value()));
    }

    public static String gpu(String lang, Slug slug) {
        return page(lang, GPU.replace("{slug}", slug.value()));
    }

    public static String cpu(String lang, Slug slug) {
        return page(lang, CPU.replace("{slug}", slug.value()));
    }

    /** The page of a game, GPU or CPU. */
    public static String record(String lang, ItemType type, Slug slug) {
        return switch (type) {
            case GAME -> game(lang, slug);
            case GPU -> gpu(lang, slug);
            case CPU -> cpu(lang, slug);
        };
    }

    public static String methodology(String lang) {
        return page(lang, METHODOLOGY);
    }

    public static String stats(String lang, Optional<Country> country) {
        return page(lang, STATS) + country.map(c -> "?country=" + c.code()).orElse("");
    }

    public static String survey(String lang, YearMonth month) {
        return page(lang, SURVEY_MONTH.replace("{month}", month.toString()));
    }

    /** The can-run page, for a game when one is known (its path after {@code /{lang}}). */
    public static String canrun(Optional<Slug> game) {
        return CANRUN + game.map(g -> "?game=" + g).orElse("");
    }

    /**
     * The result page of a forecast, its canonical address: parameters in one order, the CPU only when asked, rendering
     * options only when on (a native answer's address has none).
     */
    public static String result(
            String lang, Slug game, Slug gpu, Resolution res, Preset preset, Optional<Slug> cpu, Rendering options) {
        String query = options.query();
        return page(lang, RESULT.replace("{game}", game.value()).replace("{gpu}", gpu.value()))
                + "?res=" + resolution(res) + "&preset=" + preset.key()
                + cpu.map(c -> "&cpu=" + c).orElse("")
                + (query.isEmpty() ? "" : "&" + query);
    }

    /** A resolution as a query parameter and the {@code res} field spell it: {@code 1080p}, {@code 1440p}, {@code 4k}. */
    public static String resolution(Resolution res) {
        return res == Resolution.P4K ? "4k" : res.label();
    }
}
