package org.fpsforecast.core.domain;

/** The license of the service's answers and catalog: attribution required (the measured sources' terms pass on). */
public final class DataLicense {
    /** The license's name, as every answer, page and command states it. */
    public static final String NAME = "CC BY 4.0";

    public static final String URL = "https://creativecommons.org/licenses/by/4.0/";

    private DataLicense() {}
}
