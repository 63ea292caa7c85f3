package org.fpsforecast.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.commons.text.similarity.LevenshteinDistance;
import picocli.CommandLine;

/**
 * A command line picocli cannot parse (a mistyped command, an unknown option, a missing argument): one line saying
 * what is wrong, the closest names when something was mistyped, and where help is; exit code 2. Never the whole usage
 * text, which buries the message.
 */
final class UsageErrors implements CommandLine.IParameterExceptionHandler {
    /** The farthest (in edits) a mistyped name may be from a real one to be suggested. */
    static final int MAX_EDITS = 2;

    private static final LevenshteinDistance EDITS = new LevenshteinDistance(MAX_EDITS + 1);

    @Override
    public int handleParseException(CommandLine.ParameterException e, String[] args) {
        CommandLine cli = e.getCommandLine();
        PrintWriter err = cli.getErr();
        err.println("forecast: " + message(e));
        if (e instanceof CommandLine.UnmatchedArgumentException unmatched) {
            List<String> close = suggestions(unmatched);
            if (!close.isEmpty()) {
                err.println("Did you mean: " + String.join(", ", close) + "?");
            }
        }
        err.println("Try '" + cli.getCommandSpec().qualifiedName() + " --help' for usage.");
        err.flush();
        return ExitCodes.USAGE;
    }

    /** Picocli's message, but a mistyped command is called one. */
    static String message(CommandLine.ParameterException e) {
        if (e instanceof CommandLine.UnmatchedArgumentException u) {
            List<String> unmatched = u.getUnmatched();
            CommandLine.Model.CommandSpec spec = e.getCommandLine().getCommandSpec();
            if (!unmatched.isEmpty()
                    && !unmatched.get(0).startsWith("-")
                    && !spec.subcommands().isEmpty()
                    && spec.positionalParameters().isEmpty()) {
                return "'" + unmatched.get(0) + "' is not a " + spec.qualifiedName() + " command.";
            }
        }
        return e.getMessage();
    }

    /** Picocli's own suggestions, else the commands and options within {@link #MAX_EDITS} edits of the typed word. */
    static List<String> suggestions(CommandLine.UnmatchedArgumentException e) {
        Set<String> out = new LinkedHashSet<>(e.getSuggestions());
        List<String> unmatched = e.getUnmatched();
        if (out.isEmpty() && !unmatched.isEmpty()) {
            String typed = unmatched.get(0);
            CommandLine.Model.CommandSpec spec = e.getCommandLine().getCommandSpec();
            List<String> names = new ArrayList<>();
            if (typed.startsWith("-")) {
                spec.options().forEach(o -> names.addAll(List.of(o.names())));
            } else {
                names.addAll(spec.subcommands().keySet());
            }
            names.stream()
                    .filter(n -> distance(typed, n) <= MAX_EDITS)
                    .sorted(Comparator.comparingInt((String n) -> distance(typed, n))
                            .thenComparing(Comparator.naturalOrder()))
                    .limit(3)
                    .forEach(out::add);
        }
        return List.copyOf(out);
    }

    private static int distance(String a, String b) {
        int d = EDITS.apply(a.toLowerCase(Locale.ROOT), b.toLowerCase(Locale.ROOT));
        return d < 0 ? Integer.MAX_VALUE : d;
    }
}
