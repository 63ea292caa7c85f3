package org.fpsforecast.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.core.renderer.Identification;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code forecast canrun}: the GPU from a WebGL renderer string (or --gpu), then the forecast. */
@Command(
        name = "canrun",
        mixinStandardHelpOptions = true,
        description = "Can this PC run it: identify the GPU from a browser's WebGL renderer string (or take --gpu),"
                + " then forecast the game on it.",
        footer = {
            "",
            "Examples:",
            "  forecast canrun --game fortnite --renderer \"ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Laptop GPU"
                    + " (0x00002520) Direct3D11 vs_5_0 ps_5_0, D3D11)\"",
            "  forecast canrun --game cyberpunk-2077 --renderer \"Mesa Intel(R) UHD Graphics 630 (CFL GT2)\"",
            "",
            "Exit codes: 0 forecast given; 3 the renderer names no GPU to forecast for (software, masked or unknown);"
                    + " 2 usage."
        })
final class CanRunCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--game", required = true, paramLabel = "SLUG", description = "Game slug.")
    String game;

    @Option(
            names = "--renderer",
            paramLabel = "STRING",
            description = "The WebGL UNMASKED_RENDERER_WEBGL string (in a browser console:"
                    + " gl.getParameter(gl.getExtension('WEBGL_debug_renderer_info').UNMASKED_RENDERER_WEBGL)).")
    String renderer;

    @Option(names = "--gpu", paramLabel = "SLUG", description = "GPU slug; wins over --renderer.")
    String gpu;

    @CommandLine.Mixin
    SettingsOptions settings;

    @CommandLine.Mixin
    VerboseOption verbose;

    @Override
    public Integer call() {
        Slug gameSlug = Slug.parse("--game", game);
        Resolution resolution = settings.resolution();
        Preset p = settings.preset();
        Application app = Application.load(Optional.empty());
        PrintWriter out = spec.commandLine().getOut();
        Slug gpuSlug;
        if (gpu != null) {
            gpuSlug = Slug.parse("--gpu", gpu);
            if (renderer != null) {
                out.println("Using --gpu; --renderer is ignored when both are given.");
            }
        } else if (renderer == null) {
            throw InvalidParameterException.invalid("--renderer", "Give --renderer STRING or --gpu SLUG.");
        } else {
            Identification id = app.identify().identify(renderer);
            if (id.gpu().isEmpty()) {
                spec.commandLine()
                        .getErr()
                        .println(whyNoGpu(id) + " Choose your GPU: forecast search --type gpu NAME, then --gpu SLUG.");
                return ExitCodes.NOT_FOUND;
            }
            gpuSlug = id.gpu().get().slug();
            out.printf(
                    Locale.ROOT,
                    "Detected: %s (%s, confidence %.2f%s)%n",
                    id.gpu().get().name(),
                    id.outcome().key(),
                    id.confidence(),
                    id.outcome() == Identification.Outcome.FAMILY
                            ? "; a family's representative GPU, an estimate"
                            : "");
        }
        Forecast f = app.forecasts().forecast(new ForecastRequest(gameSlug, gpuSlug, Optional.empty(), resolution, p));
        FpsCommand.print(f, app.catalog().modelParameters().global().defaultCpuName(), out);
        return ExitCodes.OK;
    }

    /** Why a renderer gives no GPU to forecast for: software, masked, or not in the catalog. */
    private static String whyNoGpu(Identification id) {
        String model = id.parsed().model();
        return switch (id.outcome()) {
            case SOFTWARE -> "'" + model + "' is a software or virtual renderer: there is no GPU to forecast for.";
            case MASKED -> "The browser hides the GPU ('" + model + "'): it cannot be identified.";
            default -> "No catalog GPU matches '" + model + "'; nothing is guessed.";
        };
    }
}
