package org.fpsforecast.cli;

import picocli.CommandLine.Option;

/** The option every command shares: failures show their stack trace ({@link ExitCodes} reads it). */
final class VerboseOption {
    @Option(names = "--verbose", description = "Show stack traces of failures.")
    boolean verbose;
}
