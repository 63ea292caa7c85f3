package org.fpsforecast.builds;

/** A file that is not a builds file at all (unknown format, no usable header): refused before anything is stored. */
public final class BuildFileException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BuildFileException(String message) {
        super(message);
    }
}
