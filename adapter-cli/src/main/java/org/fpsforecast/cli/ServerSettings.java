package org.fpsforecast.cli;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.fpsforecast.core.access.Quota;

/**
 * What an operator sets for a server: the public address used in links, the request limits, and the proxies whose
 * {@code X-Forwarded-For} is believed.
 *
 * @param baseUrl scheme and host used in response links
 * @param perMinute requests per minute per client address (both interfaces; the earlier one has no daily quota)
 * @param perDay requests per day per client address (current interface)
 * @param trustedProxies addresses or CIDR blocks of reverse proxies in front of this server
 */
public record ServerSettings(String baseUrl, long perMinute, long perDay, List<String> trustedProxies) {
    public static final long DEFAULT_PER_MINUTE = 60;
    public static final long DEFAULT_PER_DAY = 10_000;

    public ServerSettings {
        requireNonNull(baseUrl, "baseUrl");
        trustedProxies = List.copyOf(trustedProxies);
        Quota.of(perMinute, perDay); // validates the pair
    }

    /** The spec's limits, no trusted proxies. */
    public static ServerSettings defaults(String baseUrl) {
        return new ServerSettings(baseUrl, DEFAULT_PER_MINUTE, DEFAULT_PER_DAY, List.of());
    }

    Quota currentQuota() {
        return Quota.of(perMinute, perDay);
    }

    Quota earlierQuota() {
        return Quota.perMinuteOnly(perMinute);
    }
}
