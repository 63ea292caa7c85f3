package org.fpsforecast.archfixture.core;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Breaks the core rule on purpose: a "core" class doing file I/O. Only the architecture test imports it. */
public final class WritesFiles {
    private WritesFiles() {}

    public static void write(Path path) throws IOException {
        Files.writeString(path, "x");
    }
}
