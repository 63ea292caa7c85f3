package org.fpsforecast.archfixture.core;

/** Breaks the core rule on purpose: a "core" class that uses Javalin. Only the architecture test imports it. */
public final class UsesJavalin {
    private UsesJavalin() {}

    public static Object server() {
        return io.javalin.Javalin.create();
    }
}
