package org.fpsforecast.archfixture.data;

import java.nio.file.Path;
import org.fpsforecast.builds.JdbcBuilds;

/** Breaks the embedder rule on purpose: catalog code that opens the builds database. */
public final class OpensTheBuildsStore {
    private OpensTheBuildsStore() {}

    public static Object open(Path directory) {
        return JdbcBuilds.class.getName() + directory;
    }
}
