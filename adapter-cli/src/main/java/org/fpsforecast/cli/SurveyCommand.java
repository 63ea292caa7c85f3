package org.fpsforecast.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Source;
import org.fpsforecast.core.domain.SurveyMapping;
import org.fpsforecast.core.domain.SurveyShare;
import org.fpsforecast.core.port.in.ReportSurvey;
import org.fpsforecast.core.port.in.SurveyReport;
import org.fpsforecast.server.Application;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code forecast survey}: what /survey answers, as tables. */
@Command(
        name = "survey",
        mixinStandardHelpOptions = true,
        description = "The Steam hardware survey of a month: its largest video cards with their FPS over a basket of"
                + " games at 1080p high (model), who reaches 60 and 30 FPS, RAM, VRAM, OS and resolution shares.",
        footer = {"", "Examples:", "  forecast survey", "  forecast survey --month 2024-01 --top 5 --json"})
final class SurveyCommand implements Callable<Integer> {
    /** What the source column adds for a card that stands for more than one part ({gpu}: the catalog card). */
    private static final Map<SurveyMapping, String> MAPPING_NOTES = Map.of(
            SurveyMapping.FAMILY, "; a family name, shown as {gpu}",
            SurveyMapping.VARIANT_SHARE, "; as {gpu}, an assumed share of the name");

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--month", paramLabel = "YYYY-MM", description = "The survey month (default: the latest).")
    String month;

    @Option(
            names = "--top",
            paramLabel = "N",
            defaultValue = "20",
            description = "Video cards to list, 1-100 (default ${DEFAULT-VALUE}).")
    String top;

    @Option(names = "--json", description = "Print the report as JSON.")
    boolean json;

    @CommandLine.Mixin
    VerboseOption verbose;

    @Override
    public Integer call() throws Exception {
        SurveyReport r = Application.load(Optional.empty())
                .forecaster()
                .survey(ReportSurvey.parseMonth(month), ReportSurvey.parseTop(top));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            CliJson.print(out, json(r));
        } else {
            print(out, r);
        }
        out.flush();
        return ExitCodes.OK;
    }

    private static void print(PrintWriter out, SurveyReport r) {
        out.printf(
                Locale.ROOT,
                "Steam Hardware & Software Survey, %s (months %s to %s). FPS: geometric mean over %d games at 1080p"
                        + " high, no CPU given.%n%n",
                r.month(),
                r.first(),
                r.latest(),
                r.basket().size());
        out.printf(Locale.ROOT, "%3s  %-40s %6s %5s  %-5s %s%n", "#", "video card", "share", "FPS", "", "source");
        for (SurveyReport.Card c : r.cards()) {
            out.printf(
                    Locale.ROOT,
                    "%3d  %-40s %5.2f%% %5s  %-5s %s%n",
                    c.rank(),
                    c.name().length() > 40 ? c.name().substring(0, 39) + "…" : c.name(),
                    100 * c.share(),
                    c.basketFps().isPresent() ? Integer.toString(c.basketFps().getAsInt()) : "-",
                    c.verdict().map(v -> v.key()).orElse(""),
                    r.sourceOf(c)
                                    .map(source -> source == Source.MEASURED
                                            ? "measured"
                                            : "model (" + c.measuredGames() + " of "
                                                    + r.basket().size() + " games measured)")
                                    .orElse(
                                            c.mapping() == SurveyMapping.NO_SCORE_SOURCE
                                                    ? "no score source"
                                                    : "not identified")
                            + MAPPING_NOTES
                                    .getOrDefault(c.mapping(), "")
                                    .replace("{gpu}", c.gpu().map(Gpu::name).orElse("")));
        }
        SurveyReport.Reach reach = r.reach();
        SurveyReport.Coverage cov = r.coverage();
        out.printf(
                Locale.ROOT,
                "%nReach 60 FPS: %.1f%% of surveyed gamers at least (%.1f%% of those with a mapped card)%n",
                100 * reach.at60(),
                100 * reach.at60OfMapped());
        out.printf(
                Locale.ROOT,
                "Reach 30 FPS: %.1f%% of surveyed gamers at least (%.1f%% of those with a mapped card)%n",
                100 * reach.at30(),
                100 * reach.at30OfMapped());
        out.printf(
                Locale.ROOT,
                "Coverage: cards listed by Valve %.1f%%, mapped to the catalog %.1f%%, not mapped %.1f%%, not listed"
                        + " %.1f%%%n",
                100 * cov.listed(),
                100 * cov.mapped(),
                100 * cov.unmapped(),
                100 * cov.unlisted());
        line(out, "RAM", r.ram());
        line(out, "VRAM", r.vram());
        line(out, "OS", r.os());
        line(out, "Resolution", r.resolution());
        out.println();
        out.println("Basket: "
                + String.join(", ", r.basket().stream().map(g -> g.name()).toList()) + ".");
    }

    private static void line(PrintWriter out, String title, List<SurveyShare> shares) {
        out.printf(
                Locale.ROOT,
                "%s: %s%n",
                title,
                String.join(
                        ", ",
                        shares.stream()
                                .limit(6)
                                .map(s -> String.format(Locale.ROOT, "%s %.1f%%", s.name(), 100 * s.share()))
                                .toList()));
    }

    private static Map<String, Object> json(SurveyReport r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("month", r.month().toString());
        m.put("first_month", r.first().toString());
        m.put("latest_month", r.latest().toString());
        m.put("basket", r.basket().stream().map(g -> g.slug().value()).toList());
        m.put(
                "cards",
                r.cards().stream()
                        .map(c -> {
                            Map<String, Object> x = new LinkedHashMap<>();
                            x.put("rank", c.rank());
                            x.put("name", c.name());
                            x.put("share", c.share());
                            x.put("gpu", c.gpu().map(g -> g.slug().value()).orElse(null));
                            x.put("mapping", c.mapping().key());
                            x.put(
                                    "basket_fps",
                                    c.basketFps().isPresent() ? c.basketFps().getAsInt() : null);
                            x.put("measured_games", c.measuredGames());
                            x.put("verdict", c.verdict().map(v -> v.key()).orElse(null));
                            return x;
                        })
                        .toList());
        m.put(
                "coverage",
                Map.of(
                        "listed", r.coverage().listed(),
                        "mapped", r.coverage().mapped(),
                        "unmapped", r.coverage().unmapped(),
                        "unlisted", r.coverage().unlisted()));
        m.put(
                "reach",
                Map.of(
                        "fps60",
                                Map.of(
                                        "of_surveyed",
                                        r.reach().at60(),
                                        "of_mapped",
                                        r.reach().at60OfMapped()),
                        "fps30",
                                Map.of(
                                        "of_surveyed",
                                        r.reach().at30(),
                                        "of_mapped",
                                        r.reach().at30OfMapped())));
        m.put("ram", lines(r.ram()));
        m.put("vram", lines(r.vram()));
        m.put("os", lines(r.os()));
        m.put("resolution", lines(r.resolution()));
        return m;
    }

    private static List<Map<String, Object>> lines(List<SurveyShare> shares) {
        return shares.stream()
                .map(s -> Map.<String, Object>of("name", s.name(), "share", s.share()))
                .toList();
    }
}
