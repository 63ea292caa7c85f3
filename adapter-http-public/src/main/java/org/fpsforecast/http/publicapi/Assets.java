package org.fpsforecast.http.publicapi;

import static java.util.Objects.requireNonNull;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.fpsforecast.http.common.access.ResponseCache;
import org.fpsforecast.http.common.route.Replies;

// ---------------------------------------------------------------- assets

/** The pages' own files and the API viewer's, from the jar, with strong ETags and a day's caching. */
final class Assets {
    private static final Map<String, String> TYPES = Map.of(
            "css", "text/css; charset=utf-8",
            "js", "text/javascript; charset=utf-8",
            "svg", "image/svg+xml");
    private static final Set<String> OWN = Set.of("site.css", "canrun.js", "api-docs.js", "favicon.svg");
    private static final Set<String> VIEWER = Set.of("swagger-ui-bundle.js", "swagger-ui.css");
    private static final String VIEWER_DIR = "META-INF/resources/webjars/swagger-ui/" + viewerVersion() + "/";
    private static final Map<String, ResponseCache.Entry> LOADED = new ConcurrentHashMap<>();

    private Assets() {}

    static void serve(Context ctx) {
        String file = ctx.pathParam("file");
        send(ctx, file, OWN.contains(file) ? "org/fpsforecast/http/publicapi/assets/" + file : null);
    }

    static void serveViewer(Context ctx) {
        String file = ctx.pathParam("file");
        send(ctx, file, VIEWER.contains(file) ? VIEWER_DIR + file : null);
    }

    private static void send(Context ctx, String file, String resource) {
        if (resource == null) {
            ctx.status(404).contentType("text/plain; charset=utf-8").result("No such file: " + file);
            return;
        }
        ResponseCache.Entry entry = LOADED.computeIfAbsent(resource, r -> ResponseCache.Entry.of("asset", read(r)));
        ctx.header("X-Content-Type-Options", "nosniff");
        if (Replies.notModified(ctx, entry, "public, max-age=86400")) {
            return;
        }
        Replies.send(ctx, 200, TYPES.get(file.substring(file.lastIndexOf('.') + 1)), entry.body());
    }

    private static byte[] read(String resource) {
        try (InputStream in = PublicPages.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException(resource + " is missing from the jar");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }

    /** The Swagger UI version on the class path, from its WebJar's Maven properties. */
    private static String viewerVersion() {
        String props = "META-INF/maven/org.webjars/swagger-ui/pom.properties";
        try (InputStream in = PublicPages.class.getClassLoader().getResourceAsStream(props)) {
            if (in == null) {
                throw new IllegalStateException("Swagger UI's WebJar is missing (" + props + ")");
            }
            Properties p = new Properties();
            p.load(in);
            return requireNonNull(p.getProperty("version"), "version in " + props);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + props, e);
        }
    }
}
