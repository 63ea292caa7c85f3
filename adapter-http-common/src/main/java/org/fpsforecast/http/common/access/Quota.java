package org.fpsforecast.http.common.access;

import java.util.List;
import java.util.OptionalLong;

/**
 * How many requests one client address may make: per minute, and optionally per day.
 *
 * @param perMinute requests per minute, at least 1
 * @param perDay requests per day, at least {@code perMinute}; empty for an interface with no daily quota
 */
public record Quota(long perMinute, OptionalLong perDay) {
    public Quota {
        if (perMinute < 1) {
            throw new IllegalArgumentException("the per-minute limit must be at least 1, got " + perMinute);
        }
        if (perDay.isPresent() && perDay.getAsLong() < perMinute) {
            throw new IllegalArgumentException("the daily limit (" + perDay.getAsLong()
                    + ") must be at least the per-minute limit (" + perMinute + ")");
        }
    }

    static final String LIMIT = "X-RateLimit-Limit";
    static final String REMAINING = "X-RateLimit-Remaining";
    static final String RESET = "X-RateLimit-Reset";
    static final String LIMIT_DAY = "X-RateLimit-Limit-Day";
    static final String REMAINING_DAY = "X-RateLimit-Remaining-Day";

    /** The names of the rate-limit headers answers carry under this quota (see {@link QuotaDecision#headers()}). */
    public List<String> headerNames() {
        return perDay.isPresent()
                ? List.of(LIMIT, REMAINING, RESET, LIMIT_DAY, REMAINING_DAY)
                : List.of(LIMIT, REMAINING, RESET);
    }

    public static Quota of(long perMinute, long perDay) {
        return new Quota(perMinute, OptionalLong.of(perDay));
    }

    public static Quota perMinuteOnly(long perMinute) {
        return new Quota(perMinute, OptionalLong.empty());
    }
}
