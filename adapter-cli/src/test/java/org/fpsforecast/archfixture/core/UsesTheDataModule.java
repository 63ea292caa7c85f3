package org.fpsforecast.archfixture.core;

/** Breaks the adapter rule on purpose: depends on forecast-data. Only the architecture test imports it. */
public final class UsesTheDataModule {
    private UsesTheDataModule() {}

    public static Object catalog() {
        return org.fpsforecast.data.catalog.BundledCatalog.load();
    }
}
