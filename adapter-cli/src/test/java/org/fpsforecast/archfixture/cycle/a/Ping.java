package org.fpsforecast.archfixture.cycle.a;

import org.fpsforecast.archfixture.cycle.b.Pong;

/** Breaks the package-cycle rule on purpose, with {@link Pong}: each package needs the other. */
public final class Ping {
    private Ping() {}

    public static int serve() {
        return Pong.answer() + 1;
    }
}
