package org.fpsforecast.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.in.CanRunAnswer;
import org.fpsforecast.core.port.in.CanRunRequest;
import org.fpsforecast.core.port.in.Detection;
import org.fpsforecast.core.renderer.RendererParser;
import org.fpsforecast.http.publicapi.Lang;
import org.fpsforecast.server.Application;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code forecast canrun}: the GPU from a WebGL renderer string (or --gpu), then the forecast. */
@Command(
        name = "canrun",
        mixinStandardHelpOptions = true,
        description = "Can this PC run it: identify the GPU from a browser's WebGL renderer string (or take --gpu),"
                + " then forecast the game on it.",
        footer = {
            "",
            "Examples:",
            "  forecast canrun fortnite --renderer \"ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Laptop GPU"
                    + " (0x00002520) Direct3D11 vs_5_0 ps_5_0, D3D11)\"",
            "  forecast canrun cyberpunk-2077 --renderer \"Mesa Intel(R) UHD Graphics 630 (CFL GT2)\"",
            "  forecast canrun \"elden ring\" --gpu \"rx 6600\" --json",
            "",
            "Exit codes: 0 forecast given; 3 the renderer names no GPU to forecast for (software, masked or unknown),"
                    + " or the game or GPU is not found; 2 usage."
        })
final class CanRunCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "GAME", description = "Game slug or name.")
    String gameArg;

    @Option(names = "--game", hidden = true)
    String gameOption;

    @Option(
            names = "--renderer",
            paramLabel = "STRING",
            description = "The WebGL UNMASKED_RENDERER_WEBGL string (in a browser console:"
                    + " gl.getParameter(gl.getExtension('WEBGL_debug_renderer_info').UNMASKED_RENDERER_WEBGL)).")
    String renderer;

    @Option(names = "--gpu", paramLabel = "GPU", description = "GPU slug or name; wins over --renderer.")
    String gpu;

    @Option(names = "--cpu", paramLabel = "CPU", description = "CPU slug or name (default: assumed, as in fps).")
    String cpu;

    @Option(names = "--json", description = "Print the answer and what was detected as JSON.")
    boolean json;

    @CommandLine.Mixin
    SettingsOptions settings;

    @CommandLine.Mixin
    VerboseOption verbose;

    @Override
    public Integer call() {
        String gameText = FpsCommand.either("GAME", "--game", gameArg, gameOption);
        if (gpu == null && renderer == null) {
            throw InvalidParameterException.invalid("--renderer", "Give --renderer STRING or --gpu GPU.");
        }
        if (renderer != null && renderer.length() > RendererParser.MAX_LENGTH) {
            throw InvalidParameterException.invalid(
                    "--renderer", "--renderer is longer than " + RendererParser.MAX_LENGTH + " characters.");
        }
        Lang lang = settings.lang();
        var res = settings.resolution();
        var preset = settings.preset();
        Application app = Application.load(Optional.empty());
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Slug game = NameArguments.resolve(app, ItemType.GAME, gameText, err);
        Optional<Slug> cpuSlug =
                cpu == null ? Optional.empty() : Optional.of(NameArguments.resolve(app, ItemType.CPU, cpu, err));
        Optional<Slug> gpuSlug =
                gpu == null ? Optional.empty() : Optional.of(NameArguments.resolve(app, ItemType.GPU, gpu, err));
        if (gpu != null && renderer != null) {
            err.println("Using --gpu; --renderer is ignored when both are given.");
        }
        CanRunAnswer answer = app.forecaster()
                .canRun(new CanRunRequest(
                        game, gpuSlug, Optional.ofNullable(renderer), cpuSlug, res, preset, settings.rendering()));
        if (answer instanceof CanRunAnswer.NoGpu refused) {
            err.println("forecast: " + refused.message()
                    + " Choose your GPU: forecast search --type gpu NAME, then --gpu NAME.");
            return ExitCodes.NOT_FOUND;
        }
        Forecast f = ((CanRunAnswer.Forecasted) answer).forecast();
        Detection detected = answer.detected();
        if (json) {
            CliJson.print(
                    out,
                    CliJson.CanRun.of(
                            CliJson.Fps.of(
                                    f,
                                    app.catalog().modelParameters().global().defaultCpuName(),
                                    lang,
                                    app.catalog().metadata()),
                            detected));
        } else {
            if (detected.source().equals(Detection.IDENTIFIED)) {
                out.printf(
                        Locale.ROOT,
                        "Detected: %s (%s, confidence %.2f%s)%n",
                        f.gpu().name(),
                        detected.match(),
                        detected.confidence(),
                        detected.estimate()
                                ? "; an estimate: the renderer names a family or an approximate model"
                                : "");
            }
            FpsCommand.answer(app, f, lang, false, spec);
        }
        return ExitCodes.OK;
    }
}
