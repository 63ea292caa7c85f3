package org.fpsforecast.server;

import java.nio.ByteBuffer;
import java.util.Set;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.fpsforecast.http.common.access.Cors;
import org.fpsforecast.http.common.access.MediaTypes;

/**
 * A method no route knows (TRACE, CONNECT, PROPFIND, anything made up) gets the documented JSON 405 with {@code Allow},
 * like POST does, instead of the framework's plain-text 404. The methods the routes answer themselves pass on.
 */
final class UnknownMethods extends Handler.Wrapper {
    /** Methods the interfaces route (GET, HEAD, OPTIONS answered; the others a JSON 405 of their own). */
    private static final Set<String> ROUTED = Set.of("GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE");

    UnknownMethods(Handler next) {
        super(next);
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        if (ROUTED.contains(request.getMethod())) {
            return super.handle(request, response, callback);
        }
        response.setStatus(405);
        response.getHeaders().put(HttpHeader.ALLOW, Cors.ALLOWED_METHODS);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, MediaTypes.JSON);
        response.getHeaders().put("Access-Control-Allow-Origin", "*");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.write(true, ByteBuffer.wrap(JsonErrorHandler.body(405)), callback);
        return true;
    }
}
