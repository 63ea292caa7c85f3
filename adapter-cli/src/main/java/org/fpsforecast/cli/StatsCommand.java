package org.fpsforecast.cli;

import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.fpsforecast.builds.JdbcBuilds;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.in.GamerStats;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.server.Application;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code forecast stats}: what /stats answers, as tables. */
@Command(
        name = "stats",
        mixinStandardHelpOptions = true,
        description = "Shares of GPUs, CPUs, RAM sizes and operating systems among gamers' builds (global, or one"
                + " country with at least 20 builds).",
        footer = {
            "",
            "Examples:",
            "  forecast stats",
            "  forecast stats --country DE --top 5",
            "  forecast stats --json"
        })
final class StatsCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--country", paramLabel = "XX", description = "ISO 3166-1 alpha-2 country code, e.g. DE.")
    String country;

    @Option(
            names = "--top",
            paramLabel = "N",
            defaultValue = "10",
            description = "Lines per category in the tables (default ${DEFAULT-VALUE}; --json prints all).")
    int top;

    @Option(names = "--json", description = "Print the statistics as JSON.")
    boolean json;

    @CommandLine.Mixin
    BuildsOptions builds;

    @CommandLine.Mixin
    VerboseOption verbose;

    @Override
    public Integer call() throws Exception {
        Optional<Country> c = country == null ? Optional.empty() : Optional.of(Country.parse("--country", country));
        if (top < 1) {
            throw InvalidParameterException.invalid("--top", "--top must be 1 or more.");
        }
        Application app = Application.load(Optional.empty());
        PrintWriter out = spec.commandLine().getOut();
        try (JdbcBuilds store = builds.openSeeded(app)) {
            GamerStats s = app.forecaster().statistics(store).stats(c);
            if (json) {
                CliJson.print(out, json(s));
            } else {
                print(out, s);
            }
            out.flush();
            return ExitCodes.OK;
        }
    }

    private void print(PrintWriter out, GamerStats s) {
        out.printf(
                Locale.ROOT,
                "%s: %,d builds%s%n",
                s.country().map(x -> "Builds from " + x).orElse("All builds"),
                s.sampleSize(),
                s.synthetic() ? " (a SYNTHETIC sample drawn from the Steam survey's shares, not real builds)" : "");
        out.printf(
                Locale.ROOT,
                "Countries with %d or more builds: %s%n",
                ReportStats.MIN_COUNTRY_BUILDS,
                s.countries().isEmpty()
                        ? "none"
                        : String.join(
                                ", ",
                                s.countries().stream()
                                        .map(x -> String.format(Locale.ROOT, "%s %,d", x.country(), x.builds()))
                                        .toList()));
        table(out, "GPU", s.gpus());
        table(out, "CPU", s.cpus());
        table(out, "RAM", s.ram());
        table(out, "OS", s.os());
        out.printf(
                Locale.ROOT,
                "%nItems with fewer than %d builds are counted as 'other'.%n",
                ReportStats.MIN_ITEM_BUILDS);
    }

    private void table(PrintWriter out, String title, List<GamerStats.Share> shares) {
        out.println();
        out.printf(Locale.ROOT, "%-48s %7s %9s%n", title, "share", "builds");
        shares.stream()
                .limit(top)
                .forEach(x -> out.printf(
                        Locale.ROOT,
                        "  %-46s %6.1f%% %,9d%n",
                        x.name().length() > 46 ? x.name().substring(0, 45) + "…" : x.name(),
                        100 * x.share(),
                        x.count()));
        if (shares.size() > top) {
            out.printf(Locale.ROOT, "  (%d more lines; --top or --json shows them)%n", shares.size() - top);
        }
    }

    private static Map<String, Object> json(GamerStats s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("country", s.country().map(Country::code).orElse(null));
        m.put("sample_size", s.sampleSize());
        m.put("origin", s.origin().map(Builds.Origin::key).orElse(null));
        m.put("synthetic", s.synthetic());
        m.put(
                "countries",
                s.countries().stream()
                        .map(x -> Map.of("code", x.country().code(), "builds", x.builds()))
                        .toList());
        m.put("gpus", items(s.gpus()));
        m.put("cpus", items(s.cpus()));
        m.put("ram", items(s.ram()));
        m.put("os", items(s.os()));
        return m;
    }

    private static List<Map<String, Object>> items(List<GamerStats.Share> shares) {
        return shares.stream()
                .map(x -> {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("slug", x.slug().map(Slug::value).orElse(null));
                    m.put("name", x.name());
                    m.put("count", x.count());
                    m.put("share", Math.round(x.share() * 10_000) / 10_000.0);
                    m.put("other", x.other());
                    return m;
                })
                .toList();
    }
}
