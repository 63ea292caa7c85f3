package org.fpsforecast.archfixture.core;

import org.fpsforecast.http.v1.V1Api;

/** Breaks the common HTTP rule on purpose: shared HTTP code that knows one interface. Only the test imports it. */
public final class UsesAnInterface {
    private UsesAnInterface() {}

    public static Class<?> api() {
        return V1Api.class;
    }
}
