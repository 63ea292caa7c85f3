package org.fpsforecast.data.format;

/** A catalog file that cannot be served: the message names the file, the line and the problem. */
public final class CatalogFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public CatalogFormatException(String file, int line, String problem) {
        super(file + (line > 0 ? ":" + line : "") + ": " + problem);
    }
}
