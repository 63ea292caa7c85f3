package org.fpsforecast.http.publicapi;

import static java.util.Objects.requireNonNull;

import java.time.YearMonth;
import java.util.Optional;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.http.common.SiteAddresses;

/** Addresses of the service's pages, per language: {base}/{lang}/... */
final class Links {
    private final String base;

    /** @param baseUrl scheme and host of the service, e.g. {@code https://fps.example.org}, no trailing slash */
    Links(String baseUrl) {
        String b = requireNonNull(baseUrl).strip();
        this.base = b.endsWith("/") ? b.substring(0, b.length() - 1) : b;
    }

    String base() {
        return base;
    }

    String game(Lang lang, Slug game) {
        return base + SiteAddresses.game(lang.code(), game);
    }

    String gpu(Lang lang, Slug gpu) {
        return base + SiteAddresses.gpu(lang.code(), gpu);
    }

    String cpu(Lang lang, Slug cpu) {
        return base + SiteAddresses.cpu(lang.code(), cpu);
    }

    /** The result page of a forecast; its path and query are {@link SiteAddresses#result}. */
    String result(Lang lang, Slug game, Slug gpu, Resolution res, Preset preset, Optional<Slug> cpu) {
        return result(lang, game, gpu, res, preset, cpu, Rendering.NATIVE);
    }

    String result(
            Lang lang, Slug game, Slug gpu, Resolution res, Preset preset, Optional<Slug> cpu, Rendering options) {
        return base + SiteAddresses.result(lang.code(), game, gpu, res, preset, cpu, options);
    }

    String stats(Lang lang, Optional<Country> country) {
        return base + SiteAddresses.stats(lang.code(), country);
    }

    String survey(Lang lang, YearMonth month) {
        return base + SiteAddresses.survey(lang.code(), month);
    }

    String methodology(Lang lang) {
        return base + SiteAddresses.methodology(lang.code());
    }

    String docs() {
        return base + PublicApi.PREFIX + "/";
    }
}
