package org.fpsforecast.http.publicapi;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;
import java.util.Map;

/**
 * The JSON shapes of the current interface; names are written in snake_case by {@link PublicApi}'s mapper. Each shape
 * has its schema in {@code openapi.json}, and the tests validate every response against it.
 */
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

    /** The answer's keys in words, in the request's language. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Labels(String source, String basis, String confidence, String limitedBy) {}

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
            Labels labels,
            String lang,
            String url,
            String methodology,
            String attribution,
            String license,
            String licenseUrl) {}

    record GameHit(String slug, String name, Integer year, String url) {}

    record GpuHit(String slug, String name, String brand, String kind, Integer year, String url) {}

    record Results<T>(boolean ok, String q, int count, List<T> results) {}

    record Parameter(String name, boolean required, String values, String defaultValue) {}

    record EndpointDoc(String path, String returns, List<Parameter> parameters) {}

    record Limits(
            long requestsPerMinute,
            Long requestsPerDay,
            String per,
            int maxParameterLength,
            int maxQueryLength,
            int maxSearchResults,
            String caching) {}

    record Terms(String license, String licenseUrl, String attribution, String modeledValues, String authentication) {}

    record Index(
            boolean ok,
            String name,
            String description,
            String catalogVersion,
            String openapi,
            String methodology,
            List<EndpointDoc> endpoints,
            List<String> languages,
            Limits limits,
            Terms terms,
            String earlierInterface) {}

    record Suggestion(String slug, String name) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Error(
            boolean ok,
            String error,
            String message,
            String parameter,
            List<Suggestion> suggestions,
            String docs,
            Detected detected) {
        Error(boolean ok, String error, String message, String parameter, List<Suggestion> suggestions, String docs) {
            this(ok, error, message, parameter, suggestions, docs, null);
        }
    }

    /**
     * What /canrun made of its input: {@code source} is "renderer" or "gpu" (the gpu parameter wins when both are
     * given; {@code renderer_ignored} says so); {@code match} is identified, family, software, masked or unknown.
     */
    record Detected(
            String source,
            String renderer,
            boolean rendererIgnored,
            String vendor,
            String model,
            String match,
            double confidence,
            boolean estimate) {}

    /** The /canrun answer: the FPS record of the detected GPU, plus what was detected. */
    record CanRun(@JsonUnwrapped Fps fps, Detected detected) {}
}
