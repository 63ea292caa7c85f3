package org.fpsforecast.http.publicapi;

import java.util.ArrayList;
import java.util.List;
import org.fpsforecast.core.domain.DataLicense;
import org.fpsforecast.core.domain.FrameGeneration;
import org.fpsforecast.core.domain.RayTracing;
import org.fpsforecast.core.domain.Upscaling;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.core.port.in.ReportSurvey;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.renderer.RendererParser;
import org.fpsforecast.http.common.access.Quota;

/**
 * What {@code GET /api/public/v1/} answers: every endpoint with its parameters, the limits, the terms and the statuses
 * (the OpenAPI document says the same per endpoint; a test holds the two together).
 */
final class PublicIndex {
    private PublicIndex() {}

    /** The index of the interface for a catalog version and the quota its clients get. */
    static PublicJson.Index describe(Links links, String catalogVersion, Quota quota) {
        String langs = Lang.ACCEPTED;
        PublicJson.Parameter lang = new PublicJson.Parameter("lang", false, langs, "en");
        PublicJson.Parameter upscaling = new PublicJson.Parameter("upscaling", false, Upscaling.ACCEPTED, "off");
        PublicJson.Parameter rt = new PublicJson.Parameter("rt", false, RayTracing.ACCEPTED, "off");
        PublicJson.Parameter framegen = new PublicJson.Parameter("framegen", false, FrameGeneration.ACCEPTED, "off");
        PublicJson.Parameter q = new PublicJson.Parameter(
                "q", true, "text, at most " + SearchCatalog.MAX_QUERY_LENGTH + " characters", null);
        PublicJson.Parameter limit = new PublicJson.Parameter(
                "limit", false, "1.." + SearchCatalog.MAX_LIMIT, Integer.toString(SearchCatalog.DEFAULT_LIMIT));
        // The cell's parameters, shared by /fps and /canrun after their own.
        PublicJson.Parameter cpu = new PublicJson.Parameter("cpu", false, "CPU slug", null);
        PublicJson.Parameter res = new PublicJson.Parameter("res", false, "1080p, 1440p, 4k", "1080p");
        PublicJson.Parameter preset = new PublicJson.Parameter("preset", false, "low, medium, high, ultra", "high");
        List<PublicJson.Parameter> cell = List.of(cpu, res, preset, upscaling, rt, framegen, lang);
        List<PublicJson.EndpointDoc> endpoints = List.of(
                new PublicJson.EndpointDoc(
                        PublicApi.PREFIX + "/fps",
                        "FPS of a game on a GPU (optionally with a CPU) at a resolution and preset, with the full"
                                + " 3 x 4 matrix; source says measured or model",
                        withCellParameters(
                                cell,
                                new PublicJson.Parameter("game", true, "game slug", null),
                                new PublicJson.Parameter("gpu", true, "GPU slug", null))),
                new PublicJson.EndpointDoc(
                        PublicApi.PREFIX + "/canrun",
                        "can this PC run it: the GPU identified from a WebGL renderer string (or given as gpu, which"
                                + " wins), then the /fps record plus what was detected",
                        withCellParameters(
                                cell,
                                new PublicJson.Parameter("game", true, "game slug", null),
                                new PublicJson.Parameter(
                                        "renderer",
                                        false,
                                        "WebGL UNMASKED_RENDERER_WEBGL string, at most " + RendererParser.MAX_LENGTH
                                                + " characters; required unless gpu is given",
                                        null),
                                new PublicJson.Parameter("gpu", false, "GPU slug; wins over renderer", null))),
                new PublicJson.EndpointDoc(PublicApi.PREFIX + "/games", "game search by name", List.of(q, limit, lang)),
                new PublicJson.EndpointDoc(PublicApi.PREFIX + "/gpus", "GPU search by name", List.of(q, limit, lang)),
                new PublicJson.EndpointDoc(
                        PublicApi.PREFIX + "/stats",
                        "shares of GPUs, CPUs, RAM sizes and operating systems among gamers' builds; countries only"
                                + " with at least " + ReportStats.MIN_COUNTRY_BUILDS + " builds; sample.synthetic says"
                                + " when the builds are the bundled synthetic sample",
                        List.of(
                                new PublicJson.Parameter(
                                        "country",
                                        false,
                                        "ISO 3166-1 alpha-2 code, one of the answer's countries",
                                        null),
                                lang)),
                new PublicJson.EndpointDoc(
                        PublicApi.PREFIX + "/survey",
                        "the Steam hardware survey of a month: its largest video cards with their FPS over a basket"
                                + " of games at 1080p high (model), who reaches 60 and 30 FPS, RAM, VRAM, OS and"
                                + " resolution shares",
                        List.of(
                                new PublicJson.Parameter("month", false, "YYYY-MM", "the latest month"),
                                new PublicJson.Parameter(
                                        "top",
                                        false,
                                        "1.." + ReportSurvey.MAX_TOP,
                                        Integer.toString(ReportSurvey.DEFAULT_TOP)),
                                lang)),
                new PublicJson.EndpointDoc(
                        PublicApi.PREFIX + "/openapi.json", "this interface as an OpenAPI 3.1 document", List.of()),
                new PublicJson.EndpointDoc(PublicApi.PREFIX + "/", "this description", List.of()));
        String openApiUrl = links.base() + PublicApi.PREFIX + "/openapi.json";
        return new PublicJson.Index(
                true,
                "FPS Forecast: current public interface",
                "How many frames per second a game reaches on a GPU (and CPU), at a resolution and quality preset;"
                        + " every number says whether it was measured or modeled.",
                catalogVersion,
                openApiUrl,
                links.methodology(Lang.EN),
                endpoints,
                List.of(langs.split(", ")),
                new PublicJson.Limits(
                        quota.perMinute(),
                        quota.perDay().isPresent() ? quota.perDay().getAsLong() : null,
                        "client address",
                        PublicEnvelope.MAX_PARAMETER_LENGTH,
                        SearchCatalog.MAX_QUERY_LENGTH,
                        SearchCatalog.MAX_LIMIT,
                        "Responses carry ETag and Cache-Control (" + PublicEnvelope.CACHE_OK
                                + "); send If-None-Match to get" + " 304 without a body. Please cache on your side."),
                new PublicJson.Terms(
                        DataLicense.NAME,
                        DataLicense.URL,
                        "Wherever the data is shown, credit FPS Forecast visibly with a link to the response's url"
                                + " field (its attribution field is ready-made text).",
                        "Values with source 'model' are estimates and must not be presented as measurements.",
                        "None: no API key, token or login. Cross-origin browser calls are allowed."),
                STATUSES,
                links.base() + "/api/v1/");
    }

    /** The statuses of this interface, as the index lists them (the OpenAPI document has the same per endpoint). */
    static final List<PublicJson.StatusDoc> STATUSES = List.of(
            new PublicJson.StatusDoc(200, List.of(), "the answer", false),
            new PublicJson.StatusDoc(
                    304, List.of(), "If-None-Match matched the answer's ETag: nothing changed, no body", false),
            new PublicJson.StatusDoc(
                    400,
                    List.of("missing_parameter", "invalid_parameter", "bad_request"),
                    "a parameter is missing, outside its accepted values, repeated or too long (parameter names"
                            + " it); bad_request: a path the HTTP server cannot decode",
                    false),
            new PublicJson.StatusDoc(
                    404,
                    List.of(
                            "game_not_found",
                            "gpu_not_found",
                            "cpu_not_found",
                            "not_found",
                            "sample_too_small",
                            "month_not_found"),
                    "no such game, GPU, CPU or path (with up to 5 suggestions); /stats: a country with fewer than 20"
                            + " builds; /survey: a month without survey data (available lists the nearest)",
                    false),
            new PublicJson.StatusDoc(
                    405,
                    List.of("method_not_allowed"),
                    "a method other than GET, HEAD or OPTIONS; Allow lists them",
                    true),
            new PublicJson.StatusDoc(
                    413, List.of("request_too_large"), "a request body over 16 KiB (no endpoint reads one)", true),
            new PublicJson.StatusDoc(414, List.of("uri_too_long"), "a request line over 8 KiB", true),
            new PublicJson.StatusDoc(
                    422,
                    List.of(
                            "software_renderer",
                            "renderer_masked",
                            "gpu_without_score",
                            "gpu_not_identified",
                            PublicEnvelope.RENDERING_UNSUPPORTED),
                    "/canrun: a well-formed renderer string that names no GPU to forecast for: a software or"
                            + " virtual renderer (hardware acceleration may be off), a browser that hides the GPU, an"
                            + " Apple GPU (no score source has a mark for it), or a model no catalog GPU matches (nothing is guessed); detected says what was read. Choose"
                            + " the GPU with /gpus and send it as gpu. /fps and /canrun: rendering_unsupported, a"
                            + " rendering option the card cannot use (rt=on without ray-tracing hardware, framegen=4x"
                            + " without a GeForce RTX 50); parameter names it",
                    true),
            new PublicJson.StatusDoc(
                    429,
                    List.of("rate_limited"),
                    "the per-minute or per-day allowance is used up; Retry-After says when to try again",
                    false),
            new PublicJson.StatusDoc(431, List.of("headers_too_large"), "request line and headers over 8 KiB", true),
            new PublicJson.StatusDoc(
                    500,
                    List.of("internal_error"),
                    "never expected: the service failed to answer (it is logged)",
                    true),
            new PublicJson.StatusDoc(
                    503,
                    List.of("store_unavailable"),
                    "/stats only: the builds store does not answer and these statistics were never read before;"
                            + " Retry-After says when to try again",
                    true));

    private static List<PublicJson.Parameter> withCellParameters(
            List<PublicJson.Parameter> cell, PublicJson.Parameter... own) {
        List<PublicJson.Parameter> out = new ArrayList<>(List.of(own));
        out.addAll(cell);
        return List.copyOf(out);
    }
}
