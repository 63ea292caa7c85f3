package org.fpsforecast.http.common.access;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The outcome of counting one request against a client's {@link Quota}: whether it may proceed, and what the client is
 * told in the rate-limit headers.
 *
 * @param exceeded the window whose limit refused the request; empty when the request is allowed
 * @param minuteLimit requests allowed per minute
 * @param minuteRemaining requests left in the current minute window
 * @param minuteResetSeconds seconds until the minute window is full again
 * @param dayLimit requests allowed per day, when the quota has one
 * @param dayRemaining requests left today, when the quota has a daily limit
 * @param retryAfterSeconds when refused: seconds until a request can succeed again (at least 1); 0 when allowed
 */
public record QuotaDecision(
        Optional<Window> exceeded,
        long minuteLimit,
        long minuteRemaining,
        long minuteResetSeconds,
        OptionalLong dayLimit,
        OptionalLong dayRemaining,
        long retryAfterSeconds) {

    /** The two windows of a quota. */
    public enum Window {
        MINUTE,
        DAY
    }

    public QuotaDecision {
        if (minuteRemaining < 0 || minuteResetSeconds < 0 || retryAfterSeconds < 0) {
            throw new IllegalArgumentException("counts and times cannot be negative");
        }
        if (exceeded.isPresent() && retryAfterSeconds < 1) {
            throw new IllegalArgumentException("a refused request needs a Retry-After of at least one second");
        }
        if (dayLimit.isPresent() != dayRemaining.isPresent()) {
            throw new IllegalArgumentException("a daily limit comes with its remaining count");
        }
    }

    public boolean allowed() {
        return exceeded.isEmpty();
    }

    /**
     * The rate-limit headers of an answer, in order: {@code X-RateLimit-Limit} (per minute), {@code
     * X-RateLimit-Remaining}, {@code X-RateLimit-Reset} (seconds until the minute's allowance is full), and with a
     * daily limit {@code X-RateLimit-Limit-Day} and {@code X-RateLimit-Remaining-Day}.
     */
    public Map<String, String> headers() {
        Map<String, String> h = new LinkedHashMap<>();
        h.put(Quota.LIMIT, Long.toString(minuteLimit));
        h.put(Quota.REMAINING, Long.toString(remaining()));
        h.put(Quota.RESET, Long.toString(minuteResetSeconds));
        if (dayLimit.isPresent()) {
            h.put(Quota.LIMIT_DAY, Long.toString(dayLimit.getAsLong()));
            h.put(Quota.REMAINING_DAY, Long.toString(dayRemaining.getAsLong()));
        }
        return h;
    }

    /** What {@code X-RateLimit-Remaining} says: the smaller of what is left in either window. */
    public long remaining() {
        return dayRemaining.isPresent() ? Math.min(minuteRemaining, dayRemaining.getAsLong()) : minuteRemaining;
    }
}
