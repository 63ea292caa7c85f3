package org.fpsforecast.archfixture.cli;

import org.eclipse.jetty.server.Server;

/**
 * Breaks the command rule on purpose: a "command" that configures Jetty itself instead of asking forecast-server. Only
 * the architecture test imports it.
 */
public final class StartsJetty {
    private StartsJetty() {}

    public static Object server() {
        return new Server(0);
    }
}
