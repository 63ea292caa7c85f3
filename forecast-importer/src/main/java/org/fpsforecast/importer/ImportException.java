package org.fpsforecast.importer;

/** The raw inputs cannot be turned into a catalog; the message says which file and why. */
public final class ImportException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ImportException(String message) {
        super(message);
    }
}
