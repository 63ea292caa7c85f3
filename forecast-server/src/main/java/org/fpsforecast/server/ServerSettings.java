package org.fpsforecast.server;

import static java.util.Objects.requireNonNull;

import java.time.Duration;
import java.util.List;
import org.fpsforecast.http.common.access.Quota;

/**
 * What an operator sets for a server: the public address used in links, the request limits, and the proxies whose
 * {@code X-Forwarded-For} is believed.
 *
 * @param baseUrl scheme and host used in response links
 * @param perMinute requests per minute per client address (both interfaces; the earlier one has no daily quota)
 * @param perDay requests per day per client address (current interface)
 * @param trustedProxies addresses or CIDR blocks of reverse proxies in front of this server
 * @param connections how many connections are held, queued and for how long headers may take
 */
public record ServerSettings(
        String baseUrl, long perMinute, long perDay, List<String> trustedProxies, Connections connections) {
    public static final long DEFAULT_PER_MINUTE = 60;
    public static final long DEFAULT_PER_DAY = 10_000;

    public ServerSettings {
        requireNonNull(baseUrl, "baseUrl");
        trustedProxies = List.copyOf(trustedProxies);
        Quota.of(perMinute, perDay); // validates the pair
        requireNonNull(connections, "connections");
    }

    /** With the default connection limits. */
    public ServerSettings(String baseUrl, long perMinute, long perDay, List<String> trustedProxies) {
        this(baseUrl, perMinute, perDay, trustedProxies, Connections.DEFAULTS);
    }

    /**
     * The connection limits (docs/OPERATIONS.md, "Request limits"): what keeps slow or many clients from taking every file
     * descriptor.
     *
     * @param max open connections at most; at the limit, new ones wait in the backlog and the open ones get {@link
     *     #LOADED_IDLE_TIMEOUT} as their idle timeout
     * @param backlog connections the kernel queues before they are accepted (capped by net.core.somaxconn)
     * @param headerDeadline a request whose line and headers are not complete this long after they began is cut off
     *     (checked every this long, so cut after one to two of it)
     * @param perClient open connections per client address at most (trusted proxies exempt)
     */
    public record Connections(int max, int backlog, Duration headerDeadline, int perClient) {
        public static final int DEFAULT_MAX = 10_000;
        public static final int DEFAULT_BACKLOG = 1_024;
        /** Browsers open 6 per host; this leaves room for many people behind one NAT address. */
        public static final int DEFAULT_PER_CLIENT = 128;

        public static final Duration DEFAULT_HEADER_DEADLINE = Duration.ofSeconds(5);
        /** The idle timeout of every connection while the server is at its connection limit. */
        public static final Duration LOADED_IDLE_TIMEOUT = Duration.ofSeconds(2);

        public static final Connections DEFAULTS =
                new Connections(DEFAULT_MAX, DEFAULT_BACKLOG, DEFAULT_HEADER_DEADLINE, DEFAULT_PER_CLIENT);

        public Connections {
            if (max < 1) {
                throw new IllegalArgumentException("the connection limit must be at least 1, got " + max);
            }
            if (backlog < 1) {
                throw new IllegalArgumentException("the backlog must be at least 1, got " + backlog);
            }
            if (perClient < 1) {
                throw new IllegalArgumentException(
                        "the per-client connection limit must be at least 1, got " + perClient);
            }
            if (headerDeadline.isNegative() || headerDeadline.isZero()) {
                throw new IllegalArgumentException("the header deadline must be positive");
            }
        }
    }

    /** The spec's limits, no trusted proxies. */
    public static ServerSettings defaults(String baseUrl) {
        return new ServerSettings(baseUrl, DEFAULT_PER_MINUTE, DEFAULT_PER_DAY, List.of(), Connections.DEFAULTS);
    }

    Quota currentQuota() {
        return Quota.of(perMinute, perDay);
    }

    Quota earlierQuota() {
        return Quota.perMinuteOnly(perMinute);
    }

    /** Pages a client may ask for per minute: five times the APIs' per-minute limit (300 by default). */
    static final int PAGES_PER_API_REQUEST = 5;

    /** The pages' per-client budget (per instance): {@link #PAGES_PER_API_REQUEST} times the per-minute limit. */
    Quota pagesQuota() {
        return Quota.perMinuteOnly(Math.multiplyExact(perMinute, PAGES_PER_API_REQUEST));
    }
}
