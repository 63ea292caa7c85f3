package org.fpsforecast.archfixture.cycle.b;

import org.fpsforecast.archfixture.cycle.a.Ping;

/** The other half of the cycle {@link Ping} starts. */
public final class Pong {
    private Pong() {}

    public static int answer() {
        return 1;
    }

    public static int back() {
        return Ping.serve();
    }
}
