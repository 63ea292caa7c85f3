package org.fpsforecast.http.publicapi;

import io.javalin.http.HttpStatus;

/** A page that answers with a redirect to another address of the site. */
final class Redirect extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final String location;
    final HttpStatus status;

    Redirect(String location, HttpStatus status) {
        super(location, null, false, false);
        this.location = location;
        this.status = status;
    }
}
