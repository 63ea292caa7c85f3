package org.fpsforecast.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import org.fpsforecast.core.domain.Demandingness;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.in.GameProfile;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code forecast game}: what the catalog and the model say about one game. */
@Command(
        name = "game",
        mixinStandardHelpOptions = true,
        description = "A game's data: release year, ratings, tags, how demanding it is (the G3D mark the model needs"
                + " for 60 FPS at 1080p high) and the weakest GPUs the model gives 30 FPS at 1080p low and 60 FPS at"
                + " 1080p high.",
        footer = {
            "",
            "Examples:",
            "  forecast game cyberpunk-2077",
            "  forecast game \"gta 5\" --json",
            "",
            "Exit codes: 0 found, 3 no such game (or several match the name), 2 usage."
        })
final class GameCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(index = "0", paramLabel = "GAME", description = "Game slug or name.")
    String game;

    @Option(names = "--json", description = "Print the game as JSON (the fields of /api/v1/game/{slug}).")
    boolean json;

    @CommandLine.Mixin
    VerboseOption verbose;

    /** How demanding a game is, and whether that was fitted to measurements or estimated from its year. */
    record DemandJson(Integer g3dFor60fps, String level, String basis, int measurements) {}

    /** A GPU the model derived for the game (never the publisher's requirement). */
    record DerivedGpu(String slug, String name, String derivedBy) {
        static DerivedGpu of(Optional<Gpu> g) {
            return g.map(x -> new DerivedGpu(x.slug().value(), x.name(), "model"))
                    .orElse(null);
        }
    }

    record GameJson(
            boolean ok,
            String slug,
            String name,
            Integer year,
            DemandJson demandingness,
            Integer criticScore,
            Integer storeRatingPct,
            DerivedGpu minimumGpu,
            DerivedGpu recommendedGpu,
            List<String> tags,
            Integer steamAppId,
            boolean curated) {}

    @Override
    public Integer call() {
        Application app = Application.load(Optional.empty());
        Slug slug = Names.resolve(app, ItemType.GAME, game, spec.commandLine().getErr());
        GameProfile p = app.forecaster().describe(slug);
        Game g = p.game();
        Demandingness d = p.demandingness();
        String basis = d.measurements() > 0 ? "fitted" : "estimated";
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            CliJson.print(
                    out,
                    new GameJson(
                            true,
                            g.slug().value(),
                            g.name(),
                            boxed(g.releaseYear()),
                            new DemandJson(boxed(d.g3dFor60Fps()), d.level().key(), basis, d.measurements()),
                            boxed(g.criticScore()),
                            boxed(g.storeRatingPct()),
                            DerivedGpu.of(p.minimumGpu()),
                            DerivedGpu.of(p.recommendedGpu()),
                            g.tags(),
                            boxed(g.steamAppId()),
                            g.curated()));
            return ExitCodes.OK;
        }
        Terminal t = Main.terminal(spec);
        out.println(t.bold(g.name()) + " (" + g.slug() + ")");
        row(
                out,
                "Released",
                g.releaseYear().isPresent() ? String.valueOf(g.releaseYear().getAsInt()) : "unknown");
        g.storeRatingPct().ifPresent(r -> row(out, "Store rating", r + "% positive"));
        g.criticScore().ifPresent(c -> row(out, "Critic score", c + "/100"));
        if (!g.tags().isEmpty()) {
            row(out, "Tags", String.join(", ", g.tags()));
        }
        g.steamAppId().ifPresent(id -> row(out, "Steam", "https://store.steampowered.com/app/" + id));
        row(
                out,
                "Demanding",
                d.level().key().replace('_', ' ')
                        + (d.g3dFor60Fps().isPresent()
                                ? String.format(
                                        Locale.ROOT,
                                        " (G3D mark %,d for 60 FPS at 1080p high)",
                                        d.g3dFor60Fps().getAsInt())
                                : " (no GPU of the catalog reaches 60 FPS at 1080p high)"));
        row(
                out,
                "Basis",
                d.measurements() > 0
                        ? "fitted to " + d.measurements() + " measured cells"
                        : "no measurements: estimated from the release year's trend");
        row(out, "Minimum GPU", p.minimumGpu().map(Gpu::name).orElse("none in the catalog") + " (30 FPS, 1080p low)");
        row(
                out,
                "Recommended",
                p.recommendedGpu().map(Gpu::name).orElse("none in the catalog") + " (60 FPS, 1080p high)");
        out.println(t.dim("The GPUs are derived by the model, not the publisher's requirements."));
        out.flush();
        return ExitCodes.OK;
    }

    private static void row(PrintWriter out, String label, String value) {
        out.printf(Locale.ROOT, "  %-13s %s%n", label + ":", value);
    }

    static Integer boxed(OptionalInt v) {
        return v.isPresent() ? v.getAsInt() : null;
    }
}
