package org.fpsforecast.cli;

import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import picocli.CommandLine.Option;

/** The {@code --res}, {@code --preset} and {@code --lang} options of the commands that forecast, with their defaults. */
final class SettingsOptions {
    @Option(names = "--res", defaultValue = "1080p", description = "1080p, 1440p or 4K (default ${DEFAULT-VALUE}).")
    String res;

    @Option(
            names = "--preset",
            defaultValue = "high",
            description = "low, medium, high, ultra (default ${DEFAULT-VALUE}).")
    String preset;

    @Option(
            names = "--lang",
            defaultValue = "en",
            description = "Language of the labels and the verdict: ru, en, ar, id, pt, tr, es (default"
                    + " ${DEFAULT-VALUE}).")
    String lang;

    org.fpsforecast.http.publicapi.Lang lang() {
        try {
            return org.fpsforecast.http.publicapi.Lang.parse(lang);
        } catch (org.fpsforecast.core.domain.InvalidParameterException e) {
            throw org.fpsforecast.core.domain.InvalidParameterException.invalid(
                    "--lang",
                    "Unknown --lang '" + lang + "'. Accepted: " + org.fpsforecast.http.publicapi.Lang.ACCEPTED + ".");
        }
    }

    Resolution resolution() {
        return Resolution.parse("--res", res);
    }

    Preset preset() {
        return Preset.parse("--preset", preset);
    }
}
