package org.fpsforecast.cli;

import java.io.PrintWriter;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.port.in.SearchHit;
import org.fpsforecast.server.Application;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code forecast search}: turn what people type into slugs. */
@Command(
        name = "search",
        mixinStandardHelpOptions = true,
        description = "Find games, GPUs and CPUs by name (typos, acronyms and missing brand words are fine).",
        footer = {
            "",
            "Examples:",
            "  forecast search \"gta 5\"",
            "  forecast search rtx4070ti --type gpu",
            "  forecast search \"r5 5600x\" --type cpu --limit 3 --json"
        })
final class SearchCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "QUERY", description = "What to look for.")
    List<String> words;

    @Option(names = "--type", defaultValue = "all", description = "game, gpu, cpu or all (default ${DEFAULT-VALUE}).")
    String type;

    @Option(
            names = "--limit",
            defaultValue = "" + SearchCatalog.DEFAULT_LIMIT,
            description = "At most this many results, 1-50 (default ${DEFAULT-VALUE}).")
    int limit;

    @Option(names = "--json", description = "Print the results as JSON.")
    boolean json;

    @CommandLine.Mixin
    VerboseOption verbose;

    @Override
    public Integer call() throws Exception {
        Set<ItemType> types = types(type);
        SearchCatalog search = Application.load(Optional.empty()).forecaster();
        List<SearchHit> hits = search.search(String.join(" ", words), types, limit);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            List<Map<String, Object>> rows = hits.stream()
                    .map(h -> {
                        Map<String, Object> row = new LinkedHashMap<>();
                        row.put("type", h.type().key());
                        row.put("slug", h.slug().value());
                        row.put("name", h.name());
                        row.put("brand", h.brand().map(b -> b.displayName()).orElse(null));
                        row.put("kind", h.gpuKind().map(k -> k.key()).orElse(null));
                        row.put(
                                "year",
                                h.releaseYear().isPresent() ? h.releaseYear().getAsInt() : null);
                        return row;
                    })
                    .toList();
            CliJson.print(out, rows);
        } else if (hits.isEmpty()) {
            out.println("No match.");
        } else {
            for (SearchHit h : hits) {
                out.printf(
                        Locale.ROOT,
                        "%-5s %-45s %s%s%n",
                        h.type().key(),
                        h.slug().value(),
                        h.name(),
                        h.releaseYear().isPresent() ? " (" + h.releaseYear().getAsInt() + ")" : "");
            }
        }
        out.flush();
        return hits.isEmpty() ? ExitCodes.NOT_FOUND : ExitCodes.OK;
    }

    static Set<ItemType> types(String type) {
        switch (type.strip().toLowerCase(Locale.ROOT)) {
            case "all":
                return EnumSet.allOf(ItemType.class);
            case "game":
                return EnumSet.of(ItemType.GAME);
            case "gpu":
                return EnumSet.of(ItemType.GPU);
            case "cpu":
                return EnumSet.of(ItemType.CPU);
            default:
                throw InvalidParameterException.invalid(
                        "--type", "--type must be game, gpu, cpu or all, got '" + type + "'.");
        }
    }
}
