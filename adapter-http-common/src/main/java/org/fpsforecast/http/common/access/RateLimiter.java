package org.fpsforecast.http.common.access;

/**
 * Per-client request counters. Implementations keep the counters (in process, or in a store shared by several
 * instances) and must be thread-safe.
 */
public interface RateLimiter {
    /**
     * The limits this limiter enforces.
     *
     * @return the per-minute and per-day limits
     */
    Quota quota();

    /**
     * Counts one request and says whether it may proceed; a refused request is not counted.
     *
     * @param clientKey the client's key (from a {@link ClientIdentifier})
     * @return whether the request may proceed, with the client's remaining allowance
     */
    QuotaDecision acquire(String clientKey);

    /**
     * The client's allowance without counting a request (for CORS preflights, which browsers send on their own).
     *
     * @param clientKey the client's key (from a {@link ClientIdentifier})
     * @return the client's remaining allowance
     */
    QuotaDecision peek(String clientKey);

    /**
     * Whether {@link #acquire} may wait on another process (a network round trip to a shared store), so that it must
     * not run on a thread that serves many connections at once. In-process counters never wait.
     *
     * @return true when counting a request may wait on I/O
     */
    default boolean waitsOnIo() {
        return false;
    }
}
