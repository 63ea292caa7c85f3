package org.fpsforecast.core.domain;

/** Base of the domain's errors: every adapter maps these to its own error format in one place. */
public abstract class ForecastException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    protected ForecastException(String message) {
        super(message);
    }
}
