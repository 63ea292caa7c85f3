package org.fpsforecast.http.common;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
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
 * /{lang}}), each page's path after {@code /{lang}} (its canonical address, the same in every language), and the
 * paths from the root, {@code /{lang}/...}, built from them for both interfaces' {@code url} fields, the pages' links,
 * forms and redirects. A caller prefixes the service's base address where it needs an absolute one.
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

    /** A game's page after {@code /{lang}}. */
    public static String game(Slug slug) {
        return GAME.replace("{slug}", slug.value());
    }

    public static String game(String lang, Slug slug) {
        return page(lang, game(slug));
    }

    /** A GPU's page after {@code /{lang}}. */
    public static String gpu(Slug slug) {
        return GPU.replace("{slug}", slug.value());
    }

    public static String gpu(String lang, Slug slug) {
        return page(lang, gpu(slug));
    }

    /** A CPU's page after {@code /{lang}}. */
    public static String cpu(Slug slug) {
        return CPU.replace("{slug}", slug.value());
    }

    public static String cpu(String lang, Slug slug) {
        return page(lang, cpu(slug));
    }

    /** The search page's answer to {@code q}, after {@code /{lang}}. */
    public static String search(String q) {
        return SEARCH + "?q=" + URLEncoder.encode(q, StandardCharsets.UTF_8);
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

    /** The statistics page, of one country when given, after {@code /{lang}}. */
    public static String stats(Optional<Country> country) {
        return STATS + country.map(c -> "?country=" + c.code()).orElse("");
    }

    public static String stats(String lang, Optional<Country> country) {
        return page(lang, stats(country));
    }

    /** The survey page of a month after {@code /{lang}}. */
    public static String survey(YearMonth month) {
        return SURVEY_MONTH.replace("{month}", month.toString());
    }

    public static String survey(String lang, YearMonth month) {
        return page(lang, survey(month));
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
        return page(lang, result(game, gpu, res, preset, cpu, options));
    }

    /** The result page's canonical address after {@code /{lang}}. */
    public static String result(
            Slug game, Slug gpu, Resolution res, Preset preset, Optional<Slug> cpu, Rendering options) {
        String query = options.query();
        return RESULT.replace("{game}", game.value()).replace("{gpu}", gpu.value())
                + "?res=" + resolution(res) + "&preset=" + preset.key()
                + cpu.map(c -> "&cpu=" + c).orElse("")
                + (query.isEmpty() ? "" : "&" + query);
    }

    /** A resolution as a query parameter and the {@code res} field spell it: {@code 1080p}, {@code 1440p}, {@code 4k}. */
    public static String resolution(Resolution res) {
        return res == Resolution.P4K ? "4k" : res.label();
    }
}
