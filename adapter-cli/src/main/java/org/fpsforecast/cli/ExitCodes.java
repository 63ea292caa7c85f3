package org.fpsforecast.cli;

import java.io.PrintWriter;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.UnavailableException;
import org.fpsforecast.data.builds.BuildFileException;
import org.fpsforecast.data.builds.BuildStoreException;
import org.fpsforecast.data.catalog.CatalogFormatException;
import org.fpsforecast.data.importer.ImportException;
import picocli.CommandLine;

/**
 * The documented exit codes, and the one place where failures become a message and a code: 0 ok, 1 unexpected, 2 usage
 * error, 3 not found, 4 invalid data. No stack trace unless {@code --verbose}.
 */
final class ExitCodes implements CommandLine.IExecutionExceptionHandler {
    static final int OK = 0;
    static final int UNEXPECTED = 1;
    static final int USAGE = 2;
    static final int NOT_FOUND = 3;
    static final int INVALID_DATA = 4;

    /** The closest catalog records to a slug that was not found, as a hint line. */
    private static java.util.Optional<String> suggestions(NotFoundException e) {
        try {
            var hits = Application.load(java.util.Optional.empty())
                    .forecaster()
                    .search(e.slug().replace('-', ' '), java.util.Set.of(e.type()), 5);
            if (hits.isEmpty()) {
                return java.util.Optional.of("No similar " + e.type().key() + " found; try 'forecast search'.");
            }
            return java.util.Optional.of("Did you mean: "
                    + String.join(", ", hits.stream().map(h -> h.slug().value()).toList()) + "?");
        } catch (RuntimeException searchFailed) {
            return java.util.Optional.empty();
        }
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine commandLine, CommandLine.ParseResult parseResult) {
        PrintWriter err = commandLine.getErr();
        boolean verbose = parseResult.hasMatchedOption("--verbose")
                || (parseResult.subcommand() != null && parseResult.subcommand().hasMatchedOption("--verbose"));
        int code;
        if (e instanceof InvalidParameterException) {
            err.println("forecast: " + e.getMessage());
            err.println("Try '" + commandLine.getCommandSpec().qualifiedName() + " --help' for usage.");
            code = USAGE;
        } else if (e instanceof NameNotResolvedException) {
            NameNotResolvedException n = (NameNotResolvedException) e;
            err.println("forecast: " + e.getMessage());
            if (n.match() instanceof org.fpsforecast.core.port.in.NameMatch.Ambiguous) {
                for (var hit : ((org.fpsforecast.core.port.in.NameMatch.Ambiguous) n.match()).candidates()) {
                    err.printf(
                            java.util.Locale.ROOT,
                            "  %-40s %s%s%n",
                            hit.slug().value(),
                            hit.name(),
                            hit.releaseYear().isPresent()
                                    ? " (" + hit.releaseYear().getAsInt() + ")"
                                    : "");
                }
            } else {
                err.println("Try: forecast search --type " + n.match().type().key() + " WORDS");
            }
            code = NOT_FOUND;
        } else if (e instanceof NotFoundException) {
            err.println("forecast: " + e.getMessage());
            NotFoundException nf = (NotFoundException) e;
            suggestions(nf).ifPresent(err::println);
            code = NOT_FOUND;
        } else if (e instanceof UnavailableException) {
            UnavailableException u = (UnavailableException) e;
            err.println("forecast: " + e.getMessage());
            if (!u.available().isEmpty()) {
                err.println("Available: " + String.join(", ", u.available()));
            }
            code = NOT_FOUND;
        } else if (e instanceof BuildFileException) {
            err.println("forecast: not a builds file: " + e.getMessage() + " Nothing was stored.");
            code = INVALID_DATA;
        } else if (e instanceof BuildStoreException) {
            err.println("forecast: " + e.getMessage());
            code = UNEXPECTED;
        } else if (e instanceof CatalogFormatException || e instanceof ImportException) {
            err.println("forecast: invalid data: " + e.getMessage());
            code = INVALID_DATA;
        } else {
            err.println("forecast: unexpected failure: " + e);
            code = UNEXPECTED;
        }
        if (verbose) {
            e.printStackTrace(err);
        }
        err.flush();
        return code;
    }
}
