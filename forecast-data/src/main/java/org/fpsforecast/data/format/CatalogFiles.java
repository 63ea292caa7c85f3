package org.fpsforecast.data.format;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.List;
import java.util.Map;

/** The names of the catalog's files, and how its version is derived from their content. */
public final class CatalogFiles {
    private CatalogFiles() {}

    /** Classpath folder of the bundled catalog. */
    public static final String RESOURCE_DIR = "catalog";

    public static final String MANIFEST = "manifest.tsv";
    public static final String SOURCES = "sources.tsv";
    public static final String GPUS = "gpus.tsv";
    public static final String CPUS = "cpus.tsv";
    public static final String GAMES = "games.tsv";
    public static final String MEASUREMENTS = "measurements.tsv";
    public static final String MODEL_GLOBAL = "model-global.tsv";
    public static final String MODEL_GAMES = "model-games.tsv";
    public static final String SURVEY = "survey.tsv";
    public static final String ALIASES = "aliases.tsv";
    /** The publisher's requirements of each game that has them: one line per game and level. */
    public static final String REQUIREMENTS = "requirements.tsv";
    /**
     * Average FPS of GPUs over suites of recent games (settings unrecorded): read only for how steeply recent games
     * follow the GPU score, never shown as an answer.
     */
    public static final String SUITE = "suite.tsv";
    /**
     * The importer's report (fits and cross-validation): read when present, never required, and not part of the
     * version.
     */
    public static final String REPORT = "build-report.txt";
    /** Measured rows with upscaling, ray tracing or frame generation on ({@link RenderingFiles}). */
    public static final String MEASUREMENTS_RENDERED = "measurements-rendered.tsv";
    /** The factors of upscaling, ray tracing and frame generation ({@link RenderingFiles}). */
    public static final String MODEL_RENDERING = "model-rendering.tsv";

    /** The files whose content makes up the catalog version, in hashing order. */
    public static final List<String> DATA_FILES = List.of(
            SOURCES,
            GPUS,
            CPUS,
            GAMES,
            REQUIREMENTS,
            MEASUREMENTS,
            SUITE,
            MODEL_GLOBAL,
            MODEL_GAMES,
            SURVEY,
            ALIASES,
            MEASUREMENTS_RENDERED,
            MODEL_RENDERING);

    /** Format of the files; the loader refuses other formats. */
    public static final String FORMAT = "3";

    /**
     * The catalog version: the first 12 hex digits of SHA-256 over the data files (name, NUL, content, NUL, in {@link
     * #DATA_FILES} order). Any change to a served number changes it; the build date does not.
     */
    public static String version(Map<String, String> contentByFile) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            for (String file : DATA_FILES) {
                String content = contentByFile.get(file);
                if (content == null) {
                    throw new CatalogFormatException(file, 0, "file is missing");
                }
                sha.update(file.getBytes(StandardCharsets.UTF_8));
                sha.update((byte) 0);
                sha.update(content.getBytes(StandardCharsets.UTF_8));
                sha.update((byte) 0);
            }
            StringBuilder hex = new StringBuilder();
            byte[] digest = sha.digest();
            for (int i = 0; i < 6; i++) {
                hex.append(String.format("%02x", digest[i]));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java platform", e);
        }
    }
}
