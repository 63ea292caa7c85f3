package org.fpsforecast.http.v1;

import com.fasterxml.jackson.annotation.JsonInclude;

/** The JSON shapes of the earlier interface; names are written in snake_case by {@link V1Api}'s mapper. */
final class V1Json {
    private V1Json() {}

    record Ref(String slug, String name) {}

    record Bottleneck(String limitedBy, double pct, double gpuLoadPct) {}

    /** The earlier FPS layout: {@code cpu} and {@code bottleneck} appear only when a CPU was requested. */
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
            String url) {}

    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Error(boolean ok, String error, String message, String parameter) {}
}
