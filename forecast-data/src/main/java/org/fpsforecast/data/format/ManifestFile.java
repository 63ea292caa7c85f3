package org.fpsforecast.data.format;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The codec of {@value CatalogFiles#MANIFEST}: the format, the catalog version (see {@link CatalogFiles#version}), the
 * build date and counts, as key and value lines.
 */
public final class ManifestFile {
    private ManifestFile() {}

    /** The file's text, the entries in the order given. */
    public static String write(Map<String, Object> entries) {
        Tsv.Writer w = new Tsv.Writer("key", "value");
        entries.forEach(w::row);
        return w.text();
    }

    /** The entries of the catalog's files, in file order. */
    public static Map<String, String> read(Map<String, String> files) {
        Map<String, String> manifest = new LinkedHashMap<>();
        CatalogRows.read(files, CatalogFiles.MANIFEST, r -> manifest.put(r.text("key"), r.text("value")));
        return manifest;
    }
}
