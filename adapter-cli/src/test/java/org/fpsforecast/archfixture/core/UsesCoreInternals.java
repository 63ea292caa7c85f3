package org.fpsforecast.archfixture.core;

import org.fpsforecast.core.internal.ForecastService;

/** Breaks the internal-package rule on purpose: an outside class using a core service directly. */
public final class UsesCoreInternals {
    private UsesCoreInternals() {}

    public static Class<?> service() {
        return ForecastService.class;
    }
}
