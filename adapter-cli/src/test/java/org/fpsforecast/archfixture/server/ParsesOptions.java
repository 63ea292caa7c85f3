package org.fpsforecast.archfixture.server;

import picocli.CommandLine;

/**
 * Breaks the server rule on purpose: a "server" class that reads command-line options itself. Only the architecture
 * test imports it.
 */
public final class ParsesOptions {
    private ParsesOptions() {}

    public static Object commandLine() {
        return new CommandLine(new ParsesOptions());
    }
}
