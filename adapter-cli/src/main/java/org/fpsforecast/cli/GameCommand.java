package org.fpsforecast.cli;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.fpsforecast.core.domain.Demandingness;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.in.GameProfile;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.v1.GameFactsJson;
import org.fpsforecast.server.Application;
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

    /** The fields of {@code /api/v1/game/{slug}} without its address, and whether the project curated the game. */
    record GameJson(@JsonUnwrapped GameFactsJson.Profile profile, boolean curated) {}

    @Override
    public Integer call() {
        Application app = Application.load(Optional.empty());
        Slug slug = NameArguments.resolve(
                app, ItemType.GAME, game, spec.commandLine().getErr());
        GameProfile p = app.forecaster().describe(slug);
        Game g = p.game();
        Demandingness d = p.demandingness();
        PrintWriter out = spec.commandLine().getOut();
        CatalogMetadata metadata = app.catalog().metadata();
        GameFactsJson.Facts facts = GameFactsJson.of(p, metadata::source);
        if (json) {
            CliJson.print(out, new GameJson(GameFactsJson.profile(p, metadata::source), g.curated()));
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
        g.details().releaseDate().ifPresent(date -> row(out, "Release date", date.toString()));
        g.details().reviewCount().ifPresent(n -> row(out, "Steam reviews", String.format(Locale.ROOT, "%,d", n)));
        if (!g.details().genres().isEmpty()) {
            row(out, "Genres", String.join(", ", g.details().genres()));
        }
        g.details()
                .engineFpsCap()
                .ifPresent(cap -> row(out, "Engine cap", cap + " FPS (the engine never renders more)"));
        g.steamAppId().ifPresent(id -> row(out, "Steam", "https://store.steampowered.com/app/" + id));
        printRequirements(out, t, facts.publisherRequirements());
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
                d.fitted()
                        ? "fitted to " + d.measurements() + " measured cells"
                        : "no measurements: " + d.basis().description());
        row(out, "Minimum GPU", p.minimumGpu().map(Gpu::name).orElse("none in the catalog") + " (30 FPS, 1080p low)");
        row(
                out,
                "Recommended",
                p.recommendedGpu().map(Gpu::name).orElse("none in the catalog") + " (60 FPS, 1080p high)");
        out.println(t.dim("The minimum and recommended GPUs are derived by the model; the publisher's requirements"
                + " are listed above as published."));
        out.flush();
        return ExitCodes.OK;
    }

    /** The publisher's requirements as listed, labelled as such, with their sources' credits. */
    private static void printRequirements(PrintWriter out, Terminal t, GameFactsJson.Requirements r) {
        if (r == null) {
            row(out, "Publisher", "no source lists this game's system requirements");
            return;
        }
        out.println("  " + t.bold("Publisher's requirements")
                + " (as listed on Steam; the publisher's claims, not tested)");
        for (var level : List.of(
                Map.entry("Minimum", Optional.ofNullable(r.minimum())),
                Map.entry("Recommended", Optional.ofNullable(r.recommended())))) {
            if (level.getValue().isEmpty()) {
                row(out, "  " + level.getKey(), "not listed");
                continue;
            }
            GameFactsJson.Level l = level.getValue().get();
            List<String> parts = new ArrayList<>();
            if (l.gpuText() != null) {
                String named = l.gpus().isEmpty()
                        ? ""
                        : " = "
                                + String.join(
                                        ", ",
                                        l.gpus().stream()
                                                .map(GameFactsJson.GpuRef::name)
                                                .toList());
                parts.add("graphics \"" + l.gpuText() + "\"" + named);
            }
            if (l.gpuG3d() != null) {
                parts.add(String.format(Locale.ROOT, "GPU of G3D mark %,d", l.gpuG3d()));
            }
            if (l.cpuText() != null) {
                parts.add("processor \"" + l.cpuText() + "\"");
            }
            if (l.ramGb() != null) {
                parts.add(l.ramGb() + " GB RAM");
            } else if (l.ramText() != null) {
                parts.add("memory \"" + l.ramText() + "\"");
            }
            row(out, "  " + level.getKey(), String.join("; ", parts));
        }
        for (GameFactsJson.Source s : r.sources()) {
            out.println(t.dim("    " + s.provides() + ": " + s.title() + " " + s.url()
                    + (s.license().isEmpty() ? "" : " (" + s.license() + ")")));
        }
    }

    private static void row(PrintWriter out, String label, String value) {
        out.printf(Locale.ROOT, "  %-13s %s%n", label + ":", value);
    }
}
