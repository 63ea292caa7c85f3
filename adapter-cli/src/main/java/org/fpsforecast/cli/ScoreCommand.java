package org.fpsforecast.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.in.PcScore;
import org.fpsforecast.core.port.in.ScorePc;
import org.fpsforecast.server.Application;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code forecast score}: a PC's 0-100 score and tier over the basket of games. */
@Command(
        name = "score",
        mixinStandardHelpOptions = true,
        description = "A PC's score (0-100) and tier (S-F): the geometric mean FPS of a fixed basket of popular recent"
                + " games at 1080p high (model numbers), between the weakest catalog hardware (0) and the current"
                + " flagship pair (100), with a factor for too little RAM.",
        footer = {
            "",
            "Examples:",
            "  forecast score --gpu geforce-rtx-3060 --cpu ryzen-5-5600x",
            "  forecast score --gpu \"rx 6600\" --cpu \"i5 12400f\" --ram 8 --json",
            "",
            "Exit codes: 0 scored, 3 GPU or CPU not found (or ambiguous), 2 usage."
        })
final class ScoreCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--gpu", required = true, paramLabel = "GPU", description = "GPU slug or name.")
    String gpu;

    @Option(names = "--cpu", required = true, paramLabel = "CPU", description = "CPU slug or name.")
    String cpu;

    @Option(
            names = "--ram",
            paramLabel = "GB",
            defaultValue = "16",
            description = "RAM in GB, 1-1024 (default ${DEFAULT-VALUE}).")
    int ram;

    @Option(names = "--json", description = "Print the score as JSON (the fields of /api/v1/pc-score).")
    boolean json;

    @CommandLine.Mixin
    VerboseOption verbose;

    record Ref(String slug, String name, String brand) {}

    record BasketGame(String slug, String name, int fps) {}

    record ScoreJson(
            boolean ok,
            Ref gpu,
            Ref cpu,
            int ramGb,
            int score,
            String tier,
            double basketFps,
            double ramFactor,
            List<BasketGame> basket,
            String source) {}

    @Override
    public Integer call() {
        if (ram < ScorePc.MIN_RAM_GB || ram > ScorePc.MAX_RAM_GB) {
            throw InvalidParameterException.invalid(
                    "--ram",
                    "--ram must be " + ScorePc.MIN_RAM_GB + "-" + ScorePc.MAX_RAM_GB + " GB, got " + ram + ".");
        }
        Application app = Application.load(Optional.empty());
        PrintWriter err = spec.commandLine().getErr();
        Slug gpuSlug = NameArguments.resolve(app, ItemType.GPU, gpu, err);
        Slug cpuSlug = NameArguments.resolve(app, ItemType.CPU, cpu, err);
        PcScore s = app.forecaster().score(gpuSlug, cpuSlug, ram);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            CliJson.print(
                    out,
                    new ScoreJson(
                            true,
                            new Ref(
                                    s.gpu().slug().value(),
                                    s.gpu().name(),
                                    s.gpu().brand().displayName()),
                            new Ref(
                                    s.cpu().slug().value(),
                                    s.cpu().name(),
                                    s.cpu().brand().displayName()),
                            s.ramGb(),
                            s.score(),
                            s.tier().name(),
                            Math.round(s.basketFps() * 10) / 10.0,
                            s.ramFactor(),
                            s.basket().stream()
                                    .map(b -> new BasketGame(
                                            b.game().slug().value(), b.game().name(), b.fps()))
                                    .toList(),
                            "model"));
            return ExitCodes.OK;
        }
        Terminal t = Main.terminal(spec);
        out.printf(Locale.ROOT, "%s + %s + %d GB RAM%n", s.gpu().name(), s.cpu().name(), s.ramGb());
        out.printf(
                Locale.ROOT,
                "Score: %s, tier %s%n",
                t.bold(String.valueOf(s.score())),
                t.bold(s.tier().name()));
        out.printf(
                Locale.ROOT,
                "Basket: %.1f FPS geometric mean at 1080p high (model)%s%n",
                s.basketFps(),
                s.ramFactor() < 1 ? String.format(Locale.ROOT, ", times %.2f for the RAM", s.ramFactor()) : "");
        out.println();
        for (PcScore.BasketGame b : s.basket()) {
            out.printf(Locale.ROOT, "  %-44s %5d FPS%n", b.game().name(), b.fps());
        }
        out.println(t.dim("Model numbers with this CPU; 'forecast fps GAME GPU --cpu CPU' shows any measured cells."));
        out.flush();
        return ExitCodes.OK;
    }
}
