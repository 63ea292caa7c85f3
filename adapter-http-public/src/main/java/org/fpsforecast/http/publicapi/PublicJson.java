package org.fpsforecast.http.publicapi;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;
import java.util.Map;

/** The JSON shapes of the current interface; names are written in snake_case by {@link PublicApi}'s mapper. */
final class PublicJson {
    private PublicJson() {}

    record GameRef(String slug, String name, String url) {}

    record GpuRef(String slug, String name, String brand, String url) {}

    record CpuRef(String slug, String name, String brand, String url) {}

    /** An 80% prediction interval. */
    record Range(int low, int high) {}

    record Verdict(String key, String text, String basis) {}

    record Bottleneck(String limitedBy, double pct, double gpuLoadPct) {}

    record SourceRef(String id, String title, String url, String period) {}

    /** The real measurement behind a measured answer. */
    record Measurement(int samples, SourceRef source, boolean low1Measured) {}

    record Fps(
            boolean ok,
            GameRef game,
            GpuRef gpu,
            CpuRef cpu,
            String res,
            String preset,
            int fps,
            int low1,
            Range fpsRange,
            Double expectedErrorPct,
            Range low1Range,
            String source,
            String basis,
            String confidence,
            Verdict verdict,
            Map<String, Map<String, Integer>> matrix,
            Map<String, Map<String, Range>> matrixRange,
            Measurement measurement,
            Bottleneck bottleneck,
            String url,
            String methodology,
            String attribution,
            String license,
            String licenseUrl) {}

    record Suggestion(String slug, String name) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Error(boolean ok, String error, String message, String parameter, List<Suggestion> suggestions) {}
}
