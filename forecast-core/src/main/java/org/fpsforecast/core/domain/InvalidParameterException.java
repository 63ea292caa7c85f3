package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

/** A request value that is missing, malformed or outside its allowed set. */
public final class InvalidParameterException extends ForecastException {
    private static final long serialVersionUID = 1L;

    /** What went wrong, so adapters can choose a code without parsing the message. */
    public enum Problem {
        MISSING,
        INVALID
    }

    private final String parameter;
    private final Problem problem;

    public InvalidParameterException(String parameter, Problem problem, String message) {
        super(message);
        this.parameter = requireNonNull(parameter);
        this.problem = requireNonNull(problem);
    }

    public static InvalidParameterException missing(String parameter) {
        return new InvalidParameterException(parameter, Problem.MISSING, "Parameter '" + parameter + "' is required.");
    }

    public static InvalidParameterException invalid(String parameter, String message) {
        return new InvalidParameterException(parameter, Problem.INVALID, message);
    }

    public String parameter() {
        return parameter;
    }

    public Problem problem() {
        return problem;
    }
}
