package org.fpsforecast.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.fpsforecast.core.domain.Basis;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.MatrixCell;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Verdict;
import org.fpsforecast.core.port.in.ForecastRequest;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code forecast fps}: one answer and the whole matrix, offline on the bundled catalog. */
@Command(
        name = "fps",
        mixinStandardHelpOptions = true,
        description = "Forecast the FPS of a game on a GPU (and optionally a CPU), with the 3 x 4 matrix.",
        footer = {
            "",
            "Examples:",
            "  forecast fps --game grand-theft-auto-v --gpu geforce-gtx-1060",
            "  forecast fps --game black-myth-wukong --gpu geforce-rtx-4070 --res 1440p --preset ultra",
            "  forecast fps --game fortnite --gpu geforce-rtx-3060 --cpu core-i5-12400f"
        })
final class FpsCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--game", required = true, paramLabel = "SLUG", description = "Game slug.")
    String game;

    @Option(names = "--gpu", required = true, paramLabel = "SLUG", description = "GPU slug.")
    String gpu;

    @Option(names = "--cpu", paramLabel = "SLUG", description = "CPU slug (default: a current mid-to-high-end CPU).")
    String cpu;

    @CommandLine.Mixin
    SettingsOptions settings;

    @CommandLine.Mixin
    VerboseOption verbose;

    @Override
    public Integer call() {
        ForecastRequest request = new ForecastRequest(
                Slug.parse("--game", game),
                Slug.parse("--gpu", gpu),
                cpu == null ? Optional.empty() : Optional.of(Slug.parse("--cpu", cpu)),
                settings.resolution(),
                settings.preset());
        Application app = Application.load(Optional.empty());
        Forecast f = app.forecasts().forecast(request);
        print(
                f,
                app.catalog().modelParameters().global().defaultCpuName(),
                spec.commandLine().getOut());
        return ExitCodes.OK;
    }

    static void print(Forecast f, String defaultCpu, PrintWriter out) {
        out.printf(
                Locale.ROOT,
                "%s on %s, CPU: %s%n",
                f.game().name(),
                f.gpu().name(),
                f.cpu().map(c -> c.name()).orElse(defaultCpu + " class (assumed)"));
        out.printf(
                Locale.ROOT,
                "%s %s: %d FPS, 1%% low %d%s%n",
                f.resolution().label(),
                f.preset().key(),
                f.fps().average(),
                f.fps().low1(),
                f.fps().low1Measured() || f.source() != org.fpsforecast.core.domain.Source.MEASURED
                        ? ""
                        : " (estimated)");
        out.printf(
                Locale.ROOT,
                "Source: %s (basis %s, confidence %s)%n",
                f.source().key(),
                f.basis().key(),
                f.confidence().key());
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
        out.printf(
                Locale.ROOT,
                "Verdict: %s (at %s %s)%n",
                f.verdict().key(),
                Verdict.BASIS_RESOLUTION.label(),
                Verdict.BASIS_PRESET.key());
        f.bottleneck()
                .ifPresent(b -> out.printf(
                        Locale.ROOT,
                        "Bottleneck: %s (limits %.1f%% apart, GPU load %.1f%%)%n",
                        b.limitedBy().key(),
                        b.pct(),
                        b.gpuLoadPct()));
        out.println();
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
                out.printf(Locale.ROOT, "%9s", c.fps() + (measured ? "*" : scaled ? "~" : " "));
            }
            out.println();
        }
        if (anyMeasured || anyScaled) {
            out.println((anyMeasured ? "* measured  " : "")
                    + (anyScaled ? "~ scaled from this GPU's measurements of this game  " : "")
                    + "other cells modeled");
        } else {
            out.println("All cells modeled.");
        }
        out.flush();
    }
}
