package org.fpsforecast.server;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.util.Callback;
import org.fpsforecast.http.common.access.MediaTypes;

/**
 * Jetty's own errors, raised before any route runs (a URI or headers too large, a request that cannot be parsed), as the
 * same JSON as the APIs' errors: {@code {"ok":false,"error":...,"message":...}}, never an HTML page.
 */
final class JsonErrorHandler extends ErrorHandler {
    JsonErrorHandler() {
        setShowStacks(false);
    }

    @Override
    protected void generateResponse(
            Request request, Response response, int code, String message, Throwable cause, Callback callback)
            throws IOException {
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, MediaTypes.JSON);
        response.getHeaders().put("Access-Control-Allow-Origin", "*");
        // A refusal is never cached: the next request may well be readable.
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-store");
        response.write(true, ByteBuffer.wrap(body(code)), callback);
    }

    static byte[] body(int status) {
        String code;
        String message;
        switch (status) {
            case 400:
                code = "bad_request";
                message = "The request could not be read.";
                break;
            case 404:
                code = "not_found";
                message = "No such page.";
                break;
            case 405:
                code = "method_not_allowed";
                message = "This service is read-only: use GET.";
                break;
            case 413:
                code = "request_too_large";
                message = "The request is too large.";
                break;
            case 414:
                code = "uri_too_long";
                message = "The address is too long: keep every parameter short (at most 200 characters each).";
                break;
            case 431:
                code = "headers_too_large";
                message = "The request headers are too large.";
                break;
            case 503:
                // Jetty's own 503: the server is stopping (or out of threads); nothing failed that a log would show.
                code = "internal_error";
                message = "The service is stopping or too busy; try again in a moment.";
                break;
            case 505:
                code = "internal_error";
                message = "This HTTP version is not supported: use HTTP/1.1.";
                break;
            default:
                code = status >= 500 ? "internal_error" : "http_error";
                message = status >= 500 ? "The service failed to answer." : "HTTP error " + status + ".";
        }
        return ("{\"ok\":false,\"error\":\"" + code + "\",\"message\":\"" + message + "\"}")
                .getBytes(StandardCharsets.UTF_8);
    }
}
