package org.fpsforecast.http.common.access;

import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.UnavailableException;

/** The machine-readable {@code error} codes both HTTP interfaces give the domain's refusals. */
public final class ErrorCodes {
    private ErrorCodes() {}

    /** {@code missing_parameter} or {@code invalid_parameter}. */
    public static String of(InvalidParameterException e) {
        return e.problem() == InvalidParameterException.Problem.MISSING ? "missing_parameter" : "invalid_parameter";
    }

    /** {@code sample_too_small}, {@code month_not_found} or {@code store_unavailable}. */
    public static String of(UnavailableException e) {
        return e.reason().key();
    }

    /** {@code game_not_found}, {@code gpu_not_found} or {@code cpu_not_found}. */
    public static String of(NotFoundException e) {
        return e.type().key() + "_not_found";
    }
}
