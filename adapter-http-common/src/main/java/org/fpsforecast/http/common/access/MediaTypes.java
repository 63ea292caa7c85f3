package org.fpsforecast.http.common.access;

/** The media types the service answers with, spelled once for both interfaces and the server's own error pages. */
public final class MediaTypes {
    private MediaTypes() {}

    /**
     * Every JSON answer: bodies, errors, the OpenAPI documents. Spelled as Jetty writes a content type it was given,
     * so a header written directly (the fast path, the server's own error answers) has the same bytes as one Jetty
     * wrote.
     */
    public static final String JSON = "application/json;charset=utf-8";

    /** The JSON media type without parameters, as a link's {@code type} attribute names what it points to. */
    public static final String JSON_TYPE = "application/json";
}
