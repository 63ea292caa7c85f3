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
 * The one place the site's page addresses are spelled: paths from the root, {@code /{lang}/...}, for both interfaces'
 * {@code url} fields, the pages' links and the redirects. A caller prefixes the service's base address where it needs
 * an absolute one.
 */
public final class SiteAddresses {
    private SiteAddresses() {}

    public static String game(String lang, Slug slug) {
        return "/" + lang + "/games/" + slug;
    }

    public static String gpu(String lang, Slug slug) {
        return "/" + lang + "/gpus/" + slug;
    }

    public static String cpu(String lang, Slug slug) {
        return "/" + lang + "/cpus/" + slug;
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
        return "/" + lang + "/methodology";
    }

    public static String stats(String lang, Optional<Country> country) {
        return "/" + lang + "/stats" + country.map(c -> "?country=" + c.code()).orElse("");
    }

    public static String survey(String lang, YearMonth month) {
        return "/" + lang + "/survey/" + month;
    }

    /**
     * The result page of a forecast, its canonical address: parameters in one order, the CPU only when asked, rendering
     * options only when on (a native answer's address has none).
     */
    public static String result(
            String lang, Slug game, Slug gpu, Resolution res, Preset preset, Optional<Slug> cpu, Rendering options) {
        String query = options.query();
        return "/" + lang + "/fps/" + game + "/" + gpu + "?res=" + resolution(res) + "&preset=" + preset.key()
                + cpu.map(c -> "&cpu=" + c).orElse("") + (query.isEmpty() ? "" : "&" + query);
    }

    /** A resolution as a query parameter and the {@code res} field spell it: {@code 1080p}, {@code 1440p}, {@code 4k}. */
    public static String resolution(Resolution res) {
        return res == Resolution.P4K ? "4k" : res.label();
    }
}
