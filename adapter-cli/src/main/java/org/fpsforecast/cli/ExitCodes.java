package org.fpsforecast.cli;

import java.io.PrintWriter;
import java.net.BindException;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.fpsforecast.builds.BuildFileException;
import org.fpsforecast.builds.BuildStoreException;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.UnavailableException;
import org.fpsforecast.core.domain.UnsupportedRenderingException;
import org.fpsforecast.core.port.in.NameMatch;
import org.fpsforecast.data.format.CatalogFormatException;
import org.fpsforecast.importer.ImportException;
import org.fpsforecast.server.Application;
import org.fpsforecast.server.RunningServer;
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
    private static Optional<String> suggestions(NotFoundException e) {
        try {
            var hits = Application.load(Optional.empty())
                    .forecaster()
                    .search(e.slug().replace('-', ' '), Set.of(e.type()), 5);
            if (hits.isEmpty()) {
                return Optional.of("No similar " + e.type().key() + " found; try 'forecast search'.");
            }
            return Optional.of("Did you mean: "
                    + String.join(", ", hits.stream().map(h -> h.slug().value()).toList()) + "?");
        } catch (RuntimeException searchFailed) {
            return Optional.empty();
        }
    }

    /**
     * The core names a use case's parameters ("Parameter 'limit' ..."); on the command line the same value is an option
     * ({@code --limit}) or an argument ({@code QUERY}), and the message says so.
     */
    static String inCliWords(InvalidParameterException e, CommandLine.Model.CommandSpec spec) {
        String name = cliName(e.parameter(), spec);
        if (e.problem() == InvalidParameterException.Problem.MISSING) {
            return name + " is required and cannot be blank.";
        }
        String message = e.getMessage();
        String http = "Parameter '" + e.parameter() + "'";
        return message.startsWith(http) ? name + message.substring(http.length()) : message;
    }

    /** The option or argument of {@code spec} that carries the request parameter {@code parameter}. */
    static String cliName(String parameter, CommandLine.Model.CommandSpec spec) {
        CommandLine.Model.OptionSpec option = spec.findOption("--" + parameter);
        if (option != null) {
            return option.longestName();
        }
        for (CommandLine.Model.PositionalParamSpec p : spec.positionalParameters()) {
            if (p.paramLabel().equalsIgnoreCase(parameter)) {
                return p.paramLabel();
            }
        }
        // The search use case's query is the command's first argument.
        if (parameter.equals("query") && !spec.positionalParameters().isEmpty()) {
            return spec.positionalParameters().get(0).paramLabel();
        }
        return "'" + parameter + "'";
    }

    /** The failure to open the server's port, if that is what {@code e} is (the server's, or the JDK's). */
    private static Exception bindFailure(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof BindException || t instanceof RunningServer.PortUnavailableException) {
                return (Exception) t;
            }
        }
        return null;
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine commandLine, CommandLine.ParseResult parseResult) {
        PrintWriter err = commandLine.getErr();
        // --verbose may be given to the command at any depth ("forecast builds import FILE --verbose").
        boolean verbose = false;
        for (CommandLine.ParseResult r = parseResult; r != null; r = r.subcommand()) {
            verbose |= r.hasMatchedOption("--verbose");
        }
        Exception bind = bindFailure(e);
        int code;
        if (e instanceof InvalidParameterException invalid) {
            err.println("forecast: " + inCliWords(invalid, commandLine.getCommandSpec()));
            err.println("Try '" + commandLine.getCommandSpec().qualifiedName() + " --help' for usage.");
            code = USAGE;
        } else if (e instanceof UnsupportedRenderingException u) {
            // A valid value the card cannot use (the HTTP interface's 422): the option is at fault, as for 2.
            err.println("forecast: " + cliName(u.parameter(), commandLine.getCommandSpec()) + ": " + e.getMessage());
            code = USAGE;
        } else if (e instanceof NameNotResolvedException n) {
            err.println("forecast: " + e.getMessage());
            if (n.match() instanceof NameMatch.Ambiguous ambiguous) {
                for (var hit : ambiguous.candidates()) {
                    err.printf(
                            Locale.ROOT,
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
        } else if (e instanceof NotFoundException nf) {
            err.println("forecast: " + e.getMessage());
            suggestions(nf).ifPresent(err::println);
            code = NOT_FOUND;
        } else if (e instanceof UnavailableException u) {
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
        } else if (bind != null) {
            err.println("forecast: cannot listen: " + bind.getMessage()
                    + " Choose another port with --port (or stop the other server).");
            code = UNEXPECTED;
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
