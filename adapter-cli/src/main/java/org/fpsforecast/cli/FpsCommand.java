package org.fpsforecast.cli;

import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.fpsforecast.core.domain.Basis;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.MatrixCell;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Source;
import org.fpsforecast.core.domain.Verdict;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.http.publicapi.GpuScoreJson;
import org.fpsforecast.http.publicapi.Lang;
import org.fpsforecast.server.Application;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code forecast fps}: one answer and the whole matrix, offline on the bundled catalog. */
@Command(
        name = "fps",
        mixinStandardHelpOptions = true,
        description = {
            "Forecast the FPS of a game on a GPU (and optionally a CPU): the answer, whether it was measured or"
                    + " modeled, its 80%% range, the verdict, the bottleneck, and the 3 x 4 matrix with measured cells"
                    + " marked.",
            "GAME, GPU and --cpu take slugs or names: the best search hit is used and said on standard error; a name"
                    + " that matches several records about equally lists them and exits with 3."
        },
        footer = {
            "",
            "Examples:",
            "  forecast fps grand-theft-auto-v geforce-gtx-1060",
            "  forecast fps \"gta 5\" \"gtx 1060\"",
            "  forecast fps cyberpunk-2077 \"rtx 4070\" --res 1440p --preset ultra",
            "  forecast fps fortnite geforce-rtx-3060 --cpu \"i5 12400f\" --json",
            "  forecast fps fortnite geforce-rtx-3060 --lang es",
            "",
            "Exit codes: 0 answered, 2 usage error, 3 game, GPU or CPU not found (or ambiguous)."
        })
final class FpsCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "GAME", description = "Game slug or name.")
    String gameArg;

    @Parameters(index = "1", arity = "0..1", paramLabel = "GPU", description = "GPU slug or name.")
    String gpuArg;

    /** The options of earlier releases, still accepted. */
    @Option(names = "--game", hidden = true)
    String gameOption;

    @Option(names = "--gpu", hidden = true)
    String gpuOption;

    @Option(
            names = "--cpu",
            paramLabel = "CPU",
            description = "CPU slug or name (default: the model assumes a current mid-to-high-end CPU).")
    String cpu;

    @Option(names = "--json", description = "Print the answer as JSON (the fields of /api/public/v1/fps).")
    boolean json;

    @CommandLine.Mixin
    SettingsOptions settings;

    @CommandLine.Mixin
    VerboseOption verbose;

    @Override
    public Integer call() {
        String gameText = either("GAME", "--game", gameArg, gameOption);
        String gpuText = either("GPU", "--gpu", gpuArg, gpuOption);
        Resolution res = settings.resolution();
        Preset preset = settings.preset();
        Lang lang = settings.lang();
        Application app = Application.load(Optional.empty());
        PrintWriter err = spec.commandLine().getErr();
        Slug game = NameArguments.resolve(app, ItemType.GAME, gameText, err);
        Slug gpu = NameArguments.resolve(app, ItemType.GPU, gpuText, err);
        Optional<Slug> cpuSlug =
                cpu == null ? Optional.empty() : Optional.of(NameArguments.resolve(app, ItemType.CPU, cpu, err));
        Forecast f =
                app.forecaster().forecast(new ForecastRequest(game, gpu, cpuSlug, res, preset, settings.rendering()));
        answer(app, f, lang, json, spec);
        return ExitCodes.OK;
    }

    /** The positional argument, or the earlier option; one of them, not both. */
    static String either(String label, String option, String positional, String legacy) {
        if (positional != null && legacy != null) {
            throw InvalidParameterException.invalid(
                    option, "Give " + label + " once (" + option + " is its old name).");
        }
        String value = positional != null ? positional : legacy;
        if (value == null) {
            throw InvalidParameterException.invalid(label, "Missing " + label + ": forecast fps GAME GPU.");
        }
        return value;
    }

    /** Prints a forecast as text or JSON: shared by fps and canrun. */
    static void answer(Application app, Forecast f, Lang lang, boolean json, CommandLine.Model.CommandSpec spec) {
        String defaultCpu = app.catalog().modelParameters().global().defaultCpuName();
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            CliJson.print(out, CliJson.Fps.of(f, defaultCpu, lang, app.catalog().metadata()));
        } else {
            print(f, defaultCpu, lang, Main.terminal(spec), out);
        }
    }

    static void print(Forecast f, String defaultCpu, Lang lang, Terminal t, PrintWriter out) {
        out.printf(
                Locale.ROOT,
                "%s on %s, CPU: %s%n",
                t.bold(f.game().name()),
                t.bold(f.gpu().name()),
                f.cpu().map(c -> c.name()).orElse(defaultCpu + " class (assumed)"));
        String number = f.fps().average() + " FPS";
        out.printf(
                Locale.ROOT,
                "%s %s: %s, 1%% low %d%s%n",
                f.resolution().label(),
                f.preset().key(),
                t.bold(f.source() == Source.MEASURED ? t.green(number) : number),
                f.fps().low1(),
                f.fps().low1Measured() || f.source() != Source.MEASURED ? "" : " (estimated)");
        out.printf(
                Locale.ROOT,
                "Source: %s (%s: %s; %s)%n",
                f.source().key(),
                f.basis().key(),
                lang.text("basis." + f.basis().key()),
                lang.text("confidence." + f.confidence().key()));
        if (f.source() != Source.MEASURED) {
            out.printf(
                    Locale.ROOT,
                    "Game demand: %s (%s)%n",
                    f.demand().description(),
                    f.demand().key());
        }
        f.rendering()
                .ifPresent(r -> out.printf(
                        Locale.ROOT,
                        "Rendering: upscaling %s%s, ray tracing %s, frame generation %s%s: %d FPS displayed, %d"
                                + " rendered%s%n",
                        r.options().upscaling().key(),
                        r.upscaler().map(u -> " (" + u + ")").orElse(""),
                        r.options().rayTracing().key(),
                        r.options().frameGeneration().key(),
                        r.frameGenerator().map(g -> " (" + g + ")").orElse(""),
                        f.fps().average(),
                        r.renderedFps(),
                        r.backed() ? "" : "; no measurement backs one of these factors on this card (wider range)"));
        f.engineCap()
                .ifPresent(cap -> out.printf(
                        Locale.ROOT,
                        "Engine cap: %d FPS%s%n",
                        cap,
                        f.capped(f.resolution(), f.preset()) ? " (this answer is capped by the engine)" : ""));
        f.evidence()
                .ifPresent(
                        e -> out.printf(Locale.ROOT, "Measured: %d samples, source %s%n", e.samples(), e.sourceId()));
        f.fps()
                .range()
                .ifPresent(r -> out.printf(
                        Locale.ROOT,
                        "80%% range: %d-%d FPS, typical error %.1f%%%n",
                        r.low(),
                        r.high(),
                        f.expectedErrorPct().orElse(0)));
        GpuScoreJson score = GpuScoreJson.of(f.gpu(), lang);
        if (score != null) {
            out.printf(Locale.ROOT, "GPU score: %s%n", score.label());
        }
        out.printf(
                Locale.ROOT,
                "Verdict: %s (%s, at %s %s)%n",
                verdictColor(t, f.verdict(), lang.verdictText(f.verdict())),
                f.verdict().key(),
                Verdict.BASIS_RESOLUTION.label(),
                Verdict.BASIS_PRESET.key());
        // Never read as the verdict of the asked cell: that cell's own reading, on the same scale.
        f.askedVerdict()
                .ifPresent(asked -> out.printf(
                        Locale.ROOT,
                        "  (the verdict is for %s %s; at the %s %s asked: %s, %d FPS)%n",
                        Verdict.BASIS_RESOLUTION.label(),
                        Verdict.BASIS_PRESET.key(),
                        f.resolution().label(),
                        f.preset().key(),
                        verdictColor(t, asked, lang.verdictText(asked)),
                        f.askedReadingFps()));
        f.bottleneck()
                .ifPresent(b -> out.printf(
                        Locale.ROOT,
                        "Bottleneck: %s (%s; limits %.1f%% apart, GPU load %.1f%%)%n",
                        b.limitedBy().key(),
                        lang.text("limited_by." + b.limitedBy().key()),
                        b.pct(),
                        b.gpuLoadPct()));
        out.println();
        matrix(f, t, out);
        out.println();
        bars(f, t, out);
        out.flush();
    }

    private static String verdictColor(Terminal t, Verdict v, String text) {
        return switch (v) {
            case EASY, OK -> t.green(text);
            case MID, EDGE -> t.yellow(text);
            case NO -> t.red(text);
        };
    }

    /** The 3 x 4 matrix, aligned, with measured (*) and scaled (~) cells marked and the asked-for cell in bold. */
    private static void matrix(Forecast f, Terminal t, PrintWriter out) {
        out.printf(Locale.ROOT, "%-7s", "");
        for (Preset p : Preset.values()) {
            out.printf(Locale.ROOT, "%9s", p.key());
        }
        out.println();
        boolean anyMeasured = false;
        boolean anyScaled = false;
        for (Resolution r : Resolution.values()) {
            out.printf(Locale.ROOT, "%-7s", r.label());
            for (Preset p : Preset.values()) {
                MatrixCell c = f.matrix().cell(r, p);
                boolean measured = c.basis() == Basis.MEASURED;
                boolean scaled = c.basis() == Basis.SCALED;
                anyMeasured |= measured;
                anyScaled |= scaled;
                String cell = String.format(Locale.ROOT, "%9s", c.fps() + (measured ? "*" : scaled ? "~" : " "));
                if (measured) {
                    cell = t.green(cell);
                }
                out.print(r == f.resolution() && p == f.preset() ? t.bold(cell) : cell);
            }
            out.println();
        }
        if (anyMeasured || anyScaled) {
            out.println(t.dim((anyMeasured ? "* measured  " : "")
                    + (anyScaled ? "~ scaled from this GPU's measurements of this game  " : "")
                    + "other cells modeled"));
        } else {
            out.println(t.dim("All cells modeled."));
        }
    }

    static final int BAR_WIDTH = 40;

    /** A bar per preset at the asked-for resolution, scaled to the fastest, 60 FPS marked. */
    private static void bars(Forecast f, Terminal t, PrintWriter out) {
        Resolution r = f.resolution();
        int max = 1;
        for (Preset p : Preset.values()) {
            max = Math.max(max, f.matrix().cell(r, p).fps());
        }
        char block = Charset.defaultCharset().equals(StandardCharsets.UTF_8) ? '█' : '#';
        out.println(r.label() + " by preset (| = 60 FPS):");
        int mark60 = 60 < max ? (int) Math.round(BAR_WIDTH * 60.0 / max) : -1;
        for (Preset p : Preset.values()) {
            MatrixCell c = f.matrix().cell(r, p);
            int length = (int) Math.round(BAR_WIDTH * (double) c.fps() / max);
            StringBuilder bar = new StringBuilder();
            for (int i = 0; i < BAR_WIDTH; i++) {
                bar.append(i < length ? block : i == mark60 ? '|' : ' ');
            }
            String line = bar.toString();
            out.printf(
                    Locale.ROOT,
                    "  %-7s %s %d%s%n",
                    p.key(),
                    c.basis() == Basis.MEASURED ? t.green(line) : line,
                    c.fps(),
                    c.basis() == Basis.MEASURED ? "*" : c.basis() == Basis.SCALED ? "~" : "");
        }
    }
}
