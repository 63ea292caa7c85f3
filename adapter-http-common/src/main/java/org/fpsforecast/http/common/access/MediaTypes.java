package org.fpsforecast.http.common.access;

/** The media types the service answers with, spelled once for both interfaces and the server's own error pages. */
public final class MediaTypes {
    private MediaTypes() {}

    /** Every JSON answer: bodies, errors, the OpenAPI documents. */
    public static final String JSON = "application/json; charset=utf-8";
}
