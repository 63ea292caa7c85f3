package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

/**
 * A well-formed request for a rendering option the card cannot use: ray tracing on a card without ray-tracing
 * hardware, 4x frame generation on a card without DLSS 4. The HTTP interface answers 422 {@code
 * rendering_unsupported}, naming the parameter.
 */
public final class UnsupportedRenderingException extends ForecastException {
    private static final long serialVersionUID = 1L;

    private final String parameter;

    public UnsupportedRenderingException(String parameter, String message) {
        super(message);
        this.parameter = requireNonNull(parameter);
    }

    /** {@code rt} or {@code framegen}. */
    public String parameter() {
        return parameter;
    }
}
