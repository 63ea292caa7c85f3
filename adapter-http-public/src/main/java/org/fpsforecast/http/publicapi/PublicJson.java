package org.fpsforecast.http.publicapi;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;
import java.util.Map;

/**
 * The JSON shapes of the current interface; names are written in snake_case by {@link PublicApi}'s mapper. Each shape
 * has its schema in {@code openapi.json}, and the tests validate every response against it.
 */
public final class PublicJson {
    private PublicJson() {}

    /**
     * The closing fields of every data answer: its language, its page, the methodology, and what attribution needs.
     * Unwrapped: they stand at the answer's top level.
     */
    record Credit(String lang, String url, String methodology, String attribution, String license, String licenseUrl) {}

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
    record Labels(
            String source, String basis, String confidence, String limitedBy, String demandBasis, String engineCap) {}

    /** One cell of the matrix. */
    record Cell(String res, String preset) {}

    /**
     * The frame rate the game's engine never exceeds: {@code capped} says whether the requested (modeled) value sits
     * at it, {@code capped_cells} which modeled cells of the matrix do. A measured cell is never called capped.
     */
    record EngineCap(int fps, boolean capped, List<Cell> cappedCells) {}

    public record Fps(
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
            String demandBasis,
            EngineCap engineCap,
            Labels labels,
            @JsonInclude(JsonInclude.Include.NON_NULL) GpuScoreJson gpuScore,
            @JsonInclude(JsonInclude.Include.NON_NULL) RenderingJson rendering,
            @JsonUnwrapped Credit credit) {}

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
            List<StatusDoc> statuses,
            String earlierInterface) {}

    /**
     * One HTTP status this interface answers with: its error codes (none for a success) and what it means;
     * {@code beyondSpec} marks the ones the published specification does not list.
     */
    record StatusDoc(int status, List<String> errors, String meaning, boolean beyondSpec) {}

    record Suggestion(String slug, String name) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Error(
            boolean ok,
            String error,
            String message,
            String parameter,
            List<Suggestion> suggestions,
            String docs,
            Detected detected,
            List<String> available) {
        Error(boolean ok, String error, String message, String parameter, List<Suggestion> suggestions, String docs) {
            this(ok, error, message, parameter, suggestions, docs, null, null);
        }

        Error(
                boolean ok,
                String error,
                String message,
                String parameter,
                List<Suggestion> suggestions,
                String docs,
                Detected detected) {
            this(ok, error, message, parameter, suggestions, docs, detected, null);
        }
    }

    /**
     * What /canrun made of its input: {@code source} is "renderer" or "gpu" (the gpu parameter wins when both are
     * given; {@code renderer_ignored} says so); {@code match} is identified, family, software, masked or unknown.
     */
    public record Detected(
            String source,
            String renderer,
            boolean rendererIgnored,
            String vendor,
            String model,
            String match,
            double confidence,
            boolean estimate) {}

    /** One line of a /stats category; slug is null for unmapped names and for the "other" line. */
    record StatsItem(String slug, String name, long count, double share, boolean other) {}

    /**
     * What the numbers of /stats are drawn from; note only when synthetic; stale_since (when the builds database last
     * answered) only on the last answer served while the database does not answer.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Sample(long size, String origin, boolean synthetic, String note, String staleSince) {}

    record CountrySample(String code, long builds) {}

    record Stats(
            boolean ok,
            String country,
            Sample sample,
            int minCountryBuilds,
            int minItemBuilds,
            List<CountrySample> countries,
            List<StatsItem> gpus,
            List<StatsItem> cpus,
            List<StatsItem> ram,
            List<StatsItem> os,
            @JsonUnwrapped Credit credit) {}

    record BasketGame(String slug, String name, String url) {}

    /** How a card's basket FPS is made. */
    record Basket(String res, String preset, String cpu, String mean, List<BasketGame> games) {}

    record SurveyCard(
            int rank,
            String name,
            double share,
            GpuRef gpu,
            String mapping,
            Integer basketFps,
            String source,
            int measuredGames,
            Verdict verdict) {}

    record Coverage(double listed, double mapped, double unmapped, double unlisted) {}

    record ReachLine(double ofSurveyed, double ofMapped) {}

    record Reach(ReachLine fps60, ReachLine fps30) {}

    record SurveyLine(String name, double share) {}

    record Survey(
            boolean ok,
            String month,
            String firstMonth,
            String latestMonth,
            int top,
            Basket basket,
            List<SurveyCard> cards,
            Coverage coverage,
            Reach reach,
            List<SurveyLine> ram,
            List<SurveyLine> vram,
            List<SurveyLine> os,
            List<SurveyLine> resolution,
            SourceRef source,
            @JsonUnwrapped Credit credit) {}

    /** The /canrun answer: the FPS record of the detected GPU, plus what was detected. */
    record CanRun(@JsonUnwrapped Fps fps, Detected detected) {}
}
