package org.fpsforecast.http.common.access;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The cross-origin headers both read-only HTTP interfaces send: any origin may read every answer, including the
 * headers browser code needs (the ETag, Retry-After and the rate-limit headers of the interface's quota).
 */
public final class Cors {
    /** The methods a read-only interface accepts. */
    public static final String ALLOWED_METHODS = "GET, HEAD, OPTIONS";

    /** The answer to an OPTIONS request (with status 204), besides {@link #everyAnswer}. */
    public static final Map<String, String> PREFLIGHT = Map.of(
            "Allow",
            ALLOWED_METHODS,
            "Access-Control-Allow-Methods",
            ALLOWED_METHODS,
            "Access-Control-Allow-Headers",
            "If-None-Match, Content-Type",
            "Access-Control-Max-Age",
            "86400");

    private Cors() {}

    /** The headers of every answer of an interface limited by {@code quota}. */
    public static Map<String, String> everyAnswer(Quota quota) {
        List<String> exposed = new ArrayList<>(List.of("ETag", "Retry-After"));
        exposed.addAll(quota.headerNames());
        Map<String, String> h = new LinkedHashMap<>();
        h.put("Access-Control-Allow-Origin", "*");
        h.put("Access-Control-Expose-Headers", String.join(", ", exposed));
        return Collections.unmodifiableMap(h);
    }
}
