package org.fpsforecast.http.v1;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;
import org.fpsforecast.core.domain.G3dRange;

/**
 * The JSON shapes of the earlier interface; names are written in snake_case by {@link V1Api}'s mapper. Each has its
 * schema in this interface's {@code openapi.json}.
 */
final class V1Json {
    private V1Json() {}

    record Ref(String slug, String name) {}

    /** What {@code GET /api/v1/} says of this interface: its endpoints, its document, and the current interface. */
    record Index(
            boolean ok,
            String name,
            String description,
            String openapi,
            List<String> endpoints,
            String currentInterface,
            String methodology) {}

    record Bottleneck(String limitedBy, double pct, double gpuLoadPct) {}

    /**
     * The earlier FPS layout: {@code cpu} and {@code bottleneck} appear only when a CPU was requested, {@code
     * engine_cap} and {@code capped} only for a game whose engine caps its frame rate.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Fps(
            boolean ok,
            Ref game,
            Ref gpu,
            Ref cpu,
            String resolution,
            String preset,
            int fps,
            int fpsMin,
            int fpsMax,
            String verdict,
            String source,
            Bottleneck bottleneck,
            String demandBasis,
            Integer engineCap,
            Boolean capped,
            String url) {}

    record SearchHit(String type, String slug, String name, String brand, String kind, Integer year) {}

    record Search(boolean ok, String q, String type, int count, List<SearchHit> results) {}

    record Game(@JsonUnwrapped GameFactsJson.Profile profile, String url) {}

    record BasketGame(String slug, String name, int fps) {}

    record PcScore(
            boolean ok,
            Ref gpu,
            Ref cpu,
            int ramGb,
            int score,
            String tier,
            double basketFps,
            double ramFactor,
            List<BasketGame> basket,
            String methodology) {}

    /**
     * A GPU of the catalog: {@code score_basis} says where its G3D mark comes from; {@code g3d_range} is the 80% range
     * of a mark estimated from specs (null for a PassMark mark).
     */
    record GpuItem(
            String slug,
            String name,
            String brand,
            String kind,
            int g3dMark,
            String scoreBasis,
            G3dRange g3dRange,
            Integer year,
            Integer vramMb) {}

    record CpuItem(
            String slug,
            String name,
            String brand,
            int singleThreadMark,
            int cpuMark,
            Integer cores,
            Integer threads,
            Integer year) {}

    record GameItem(String slug, String name, Integer year, Integer storeRatingPct, Integer criticScore) {}

    record Listing<T>(
            boolean ok, int total, int offset, int limit, int page, String sort, String order, List<T> items) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Error(boolean ok, String error, String message, String parameter, Long retryAfter) {}
}
