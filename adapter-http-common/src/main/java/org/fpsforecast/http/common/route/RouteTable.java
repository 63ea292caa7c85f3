package org.fpsforecast.http.common.route;

import static java.util.Objects.requireNonNull;

import io.javalin.config.JavalinConfig;
import io.javalin.http.Handler;
import io.javalin.http.HandlerType;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The routes of one interface, built by {@link RouteEnvelope#table}: the GET (and HEAD) handlers by path under the
 * interface's prefix, its preflight, and what answers any other path (404) or a method it never accepts (405).
 */
public final class RouteTable {
    /** The methods a read-only interface refuses with a 405. */
    private static final List<HandlerType> OTHER_METHODS =
            List.of(HandlerType.POST, HandlerType.PUT, HandlerType.PATCH, HandlerType.DELETE);

    private final Map<String, Handler> routes;
    private final Handler preflight;
    private final Handler notFound;
    private final Handler notAllowed;

    private RouteTable(Map<String, Handler> routes, Handler preflight, Handler notFound, Handler notAllowed) {
        this.routes = routes;
        this.preflight = requireNonNull(preflight);
        this.notFound = requireNonNull(notFound);
        this.notAllowed = requireNonNull(notAllowed);
    }

    static RouteTable of(
            Map<String, RouteEnvelope.Endpoint> endpoints,
            Function<RouteEnvelope.Endpoint, Handler> around,
            Handler preflight,
            Handler notFound,
            Handler notAllowed) {
        Map<String, Handler> routes = new LinkedHashMap<>();
        endpoints.forEach((path, endpoint) -> routes.put(path, around.apply(endpoint)));
        return new RouteTable(Collections.unmodifiableMap(routes), preflight, notFound, notAllowed);
    }

    /** The paths of the GET routes under the prefix, in the order they were given. */
    public Set<String> paths() {
        return routes.keySet();
    }

    /**
     * Registers every route of an interface under {@code prefix}, each request answered by the table {@code current}
     * gives when it arrives. Swapping the table behind {@code current} (one built on a newer catalog) swaps the whole
     * interface at once: a request sees one catalog from its first byte to its last, and requests already running
     * finish on the catalog they started with. Give every table's envelope the same rate limiter, so that a swap keeps
     * the clients' counts.
     */
    public static void mount(JavalinConfig config, String prefix, Supplier<RouteTable> current) {
        for (String path : current.get().routes.keySet()) {
            Handler live = ctx -> current.get().routes.get(path).handle(ctx);
            config.routes.get(prefix + path, live);
            config.routes.head(prefix + path, live);
        }
        Handler preflight = ctx -> current.get().preflight.handle(ctx);
        config.routes.options(prefix, preflight);
        config.routes.options(prefix + "/*", preflight);
        // Anything else under the prefix: a JSON 404, or 405 for methods this read-only interface never accepts.
        Handler notFound = ctx -> current.get().notFound.handle(ctx);
        config.routes.get(prefix + "/*", notFound);
        config.routes.head(prefix + "/*", notFound);
        Handler notAllowed = ctx -> current.get().notAllowed.handle(ctx);
        for (HandlerType method : OTHER_METHODS) {
            config.routes.addHttpHandler(method, prefix + "/*", notAllowed);
            config.routes.addHttpHandler(method, prefix, notAllowed);
        }
    }

    /** An interface's OpenAPI document: the resource {@code openapi.json} beside {@code anchor}. */
    public static byte[] openApiDocument(Class<?> anchor) {
        try (InputStream in = anchor.getResourceAsStream("openapi.json")) {
            if (in == null) {
                throw new IllegalStateException("openapi.json is missing from the jar");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read openapi.json", e);
        }
    }
}
