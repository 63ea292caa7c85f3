package org.fpsforecast.core.port.out;

import org.fpsforecast.core.access.Quota;
import org.fpsforecast.core.access.QuotaDecision;

/**
 * Per-client request counters. Implementations keep the counters (in process, or in a store shared by several
 * instances) and must be thread-safe.
 */
public interface RateLimiter {
    /** The limits this limiter enforces. */
    Quota quota();

    /** Counts one request of {@code clientKey} and says whether it may proceed; a refused request is not counted. */
    QuotaDecision acquire(String clientKey);

    /** The client's allowance without counting a request (for CORS preflights, which browsers send on their own). */
    QuotaDecision peek(String clientKey);
}
