package org.fpsforecast.builds;

/** The builds database failed (unreachable, full, refused a statement); nothing of the failed operation was kept. */
public final class BuildStoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BuildStoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
