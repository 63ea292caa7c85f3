package org.fpsforecast.cli;

import java.io.PrintWriter;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.NotFoundException;
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
        } else if (e instanceof NotFoundException) {
            err.println("forecast: " + e.getMessage() + " Try 'forecast search' (coming) or check the slug.");
            code = NOT_FOUND;
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
