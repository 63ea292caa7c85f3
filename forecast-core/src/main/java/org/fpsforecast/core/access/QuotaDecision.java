package org.fpsforecast.core.access;

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

    /** What {@code X-RateLimit-Remaining} says: the smaller of what is left in either window. */
    public long remaining() {
        return dayRemaining.isPresent() ? Math.min(minuteRemaining, dayRemaining.getAsLong()) : minuteRemaining;
    }
}
