package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Locale;

/**
 * A well-formed request for data the service does not give out: a country with too few builds to publish statistics
 * for, or a survey month that is not in the catalog (it names what is available instead), or data whose store does not
 * answer just now.
 */
public final class UnavailableException extends ForecastException {
    private static final long serialVersionUID = 1L;

    /** Why the data is not given out. */
    public enum Reason {
        /** Fewer builds than the publication threshold (privacy and meaning both need a sample). */
        SAMPLE_TOO_SMALL,
        /** No survey data for the month. */
        MONTH_NOT_FOUND,
        /** The store the data is read from does not answer, and no earlier answer is kept (a 503, retried later). */
        STORE_UNAVAILABLE;

        /** The reason as the interfaces write it, e.g. {@code sample_too_small}. */
        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private final Reason reason;
    private final String parameter;
    private final List<String> available;

    public UnavailableException(Reason reason, String parameter, String message, List<String> available) {
        super(message);
        this.reason = requireNonNull(reason);
        this.parameter = requireNonNull(parameter);
        this.available = List.copyOf(available);
    }

    public Reason reason() {
        return reason;
    }

    /** The request parameter the refusal is about. */
    public String parameter() {
        return parameter;
    }

    /** What can be asked for instead (country codes, months), nearest or largest first. */
    public List<String> available() {
        return available;
    }
}
