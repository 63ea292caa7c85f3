package org.fpsforecast.cli;

import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.http.publicapi.Lang;
import picocli.CommandLine.Option;

/** The {@code --res}, {@code --preset}, {@code --lang}, {@code --upscaling}, {@code --rt} and {@code --framegen} options of the commands that forecast, with their defaults. */
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

    Lang lang() {
        try {
            return Lang.parse(lang);
        } catch (InvalidParameterException e) {
            throw InvalidParameterException.invalid(
                    "--lang", "Unknown --lang '" + lang + "'. Accepted: " + Lang.ACCEPTED + ".");
        }
    }

    @Option(
            names = "--upscaling",
            defaultValue = "off",
            description = "off, quality, balanced, performance, ultra_performance (DLSS, FSR or XeSS, as the card"
                    + " has; default ${DEFAULT-VALUE}).")
    String upscaling;

    @Option(names = "--rt", defaultValue = "off", description = "Ray tracing: off or on (default ${DEFAULT-VALUE}).")
    String rt;

    @Option(
            names = "--framegen",
            defaultValue = "off",
            description = "Frame generation: off, 2x or 4x (4x: GeForce RTX 50 only; default ${DEFAULT-VALUE}).")
    String framegen;

    Rendering rendering() {
        return Rendering.parse(upscaling, rt, framegen);
    }

    Resolution resolution() {
        return Resolution.parse("--res", res);
    }

    Preset preset() {
        return Preset.parse("--preset", preset);
    }
}
