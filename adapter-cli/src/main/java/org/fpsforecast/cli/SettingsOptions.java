package org.fpsforecast.cli;

import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import picocli.CommandLine.Option;

/** The {@code --res} and {@code --preset} options of the commands that forecast, with their defaults. */
final class SettingsOptions {
    @Option(names = "--res", defaultValue = "1080p", description = "1080p, 1440p or 4K (default ${DEFAULT-VALUE}).")
    String res;

    @Option(
            names = "--preset",
            defaultValue = "high",
            description = "low, medium, high, ultra (default ${DEFAULT-VALUE}).")
    String preset;

    Resolution resolution() {
        return Resolution.parse("--res", res);
    }

    Preset preset() {
        return Preset.parse("--preset", preset);
    }
}
