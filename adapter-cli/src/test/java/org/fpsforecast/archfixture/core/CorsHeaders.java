package org.fpsforecast.archfixture.core;

/** Breaks the core's vocabulary rule on purpose: an HTTP concept named in a core package. Only the test imports it. */
public final class CorsHeaders {
    private CorsHeaders() {}

    public static String allowOrigin() {
        return "*";
    }
}
