package org.fpsforecast.server;

import static java.util.Objects.requireNonNull;

import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.router.Endpoint;
import io.prometheus.metrics.core.datapoints.CounterDataPoint;
import io.prometheus.metrics.core.datapoints.DistributionDataPoint;
import io.prometheus.metrics.core.metrics.Counter;
import io.prometheus.metrics.core.metrics.GaugeWithCallback;
import io.prometheus.metrics.core.metrics.Histogram;
import io.prometheus.metrics.core.metrics.Info;
import io.prometheus.metrics.expositionformats.PrometheusTextFormatWriter;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.fpsforecast.http.publicapi.FpsFastPath;
import org.fpsforecast.http.publicapi.PublicApi;
import org.fpsforecast.http.v1.V1Api;

/**
 * What operators and load balancers ask a server, outside both API prefixes: {@code /healthz} (the process answers),
 * {@code /readyz} (the catalog is loaded and the indexes built; a dependency the forecasts do not need is reported as
 * degraded without failing it) and {@code /metrics} (Prometheus text
 * format: requests and latencies by route and status, rate-limit rejections, the catalog version, heap in use).
 */
final class Operations {
    static final String HEALTH = "/healthz";
    static final String READY = "/readyz";
    static final String METRICS = "/metrics";

    /**
     * One readiness condition.
     *
     * @param problem what is wrong, or empty when the condition holds; must not block for long
     */
    record Check(String name, Supplier<Optional<String>> problem, boolean required) {
        Check {
            requireNonNull(name, "name");
            requireNonNull(problem, "problem");
        }

        /** A condition the server cannot serve without: its problem makes /readyz a 503. */
        Check(String name, Supplier<Optional<String>> problem) {
            this(name, problem, true);
        }

        static Check ok(String name) {
            return new Check(name, Optional::empty);
        }

        /**
         * A dependency some endpoints need and the forecasts do not: its problem is reported as {@code degraded: ...}
         * and /readyz stays 200, so a proxy keeps the instance in rotation.
         */
        static Check degradable(String name, Supplier<Optional<String>> problem) {
            return new Check(name, problem, false);
        }
    }

    private final Supplier<String> catalogVersion;
    private final List<Check> readiness;
    private final PrometheusRegistry registry = new PrometheusRegistry();
    private final Counter requests;
    private final Histogram latency;
    private final Counter rejections;
    private final Info catalogInfo;

    /** @param catalogVersion the version of the catalog being served now (it changes when a new one is swapped in) */
    Operations(Supplier<String> catalogVersion, List<Check> readiness) {
        this.catalogVersion = requireNonNull(catalogVersion);
        this.readiness = List.copyOf(readiness);
        this.requests = Counter.builder()
                .name("fps_forecast_http_requests")
                .help("HTTP requests answered, by route template, method and status")
                .labelNames("route", "method", "status")
                .register(registry);
        this.latency = Histogram.builder()
                .name("fps_forecast_http_request_duration_seconds")
                .help("Time from request to the end of the handler, by route template")
                .labelNames("route")
                .classicOnly()
                .classicUpperBounds(0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1)
                .register(registry);
        this.rejections = Counter.builder()
                .name("fps_forecast_rate_limit_rejections")
                .help("Requests refused with 429 by the rate limit, by interface")
                .labelNames("api")
                .register(registry);
        this.catalogInfo = Info.builder()
                .name("fps_forecast_catalog_info")
                .help("The catalog being served")
                .labelNames("version")
                .register(registry);
        var memory = ManagementFactory.getMemoryMXBean();
        GaugeWithCallback.builder()
                .name("fps_forecast_jvm_heap_used_bytes")
                .help("Java heap in use")
                .callback(cb -> cb.call(memory.getHeapMemoryUsage().getUsed()))
                .register(registry);
    }

    /** Registers the three routes and the request metrics; call before any catch-all route. */
    void mount(JavalinConfig config) {
        config.requestLogger.http(this::record);
        config.routes.get(HEALTH, ctx -> ctx.json(Map.of("ok", true, "status", "alive")));
        config.routes.get(READY, this::ready);
        config.routes.get(METRICS, this::metrics);
    }

    private void ready(Context ctx) {
        Map<String, String> checks = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        boolean degraded = false;
        for (Check check : readiness) {
            Optional<String> problem;
            try {
                problem = check.problem().get();
            } catch (RuntimeException e) {
                problem = Optional.of(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
            }
            if (problem.isPresent() && !check.required()) {
                checks.put(check.name(), "degraded: " + problem.get());
                degraded = true;
                continue;
            }
            checks.put(check.name(), problem.orElse("ok"));
            problem.ifPresent(p -> problems.add(check.name() + ": " + p));
        }
        if (problems.isEmpty()) {
            ctx.json(new Ready(true, degraded ? "degraded" : "ready", catalogVersion.get(), checks));
        } else {
            ctx.status(503)
                    .json(new NotReady(false, "not_ready", "Not ready: " + String.join("; ", problems) + ".", checks));
        }
    }

    /** {@code GET /readyz} when every required check holds: status {@code ready}, or {@code degraded} naming what is not. */
    record Ready(boolean ok, String status, String catalog_version, Map<String, String> checks) {}

    /** {@code GET /readyz} (503) when a check fails: the error shape of the interfaces, with every check's state. */
    record NotReady(boolean ok, String error, String message, Map<String, String> checks) {}

    private void metrics(Context ctx) {
        // One series: the catalog served now (the scrape after a swap shows the new version only).
        catalogInfo.setLabelValues(catalogVersion.get());
        ByteArrayOutputStream out = new ByteArrayOutputStream(16 * 1024);
        try {
            PrometheusTextFormatWriter.create().write(out, registry.scrape());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        ctx.contentType(PrometheusTextFormatWriter.CONTENT_TYPE).result(out.toByteArray());
    }

    /** The series one kind of answer updates, looked up once per route, method and status. */
    private record Series(
            CounterDataPoint requests, DistributionDataPoint latency, Optional<CounterDataPoint> rejected) {}

    private record SeriesKey(String route, String method, int status) {}

    private final Map<SeriesKey, Series> series = new ConcurrentHashMap<>();

    private void record(Context ctx, Float millis) {
        // The route template, never the raw path: a label per URL would grow without bound.
        Endpoint endpoint = ctx.endpoints().lastHttpEndpoint();
        count(endpoint == null ? "unmatched" : endpoint.path, ctx.method().name(), ctx.statusCode(), millis / 1000.0);
    }

    /** One answer given in front of the app ({@link FpsFastPath}), counted like the app's own. */
    void record(String route, String method, int status, long nanos) {
        count(route, method, status, nanos / 1e9);
    }

    private void count(String route, String method, int status, double seconds) {
        Series s = series.computeIfAbsent(new SeriesKey(route, method, status), this::series);
        s.requests().inc();
        s.latency().observe(seconds);
        s.rejected().ifPresent(CounterDataPoint::inc);
    }

    private Series series(SeriesKey key) {
        String api = key.route().startsWith(PublicApi.PREFIX)
                ? "public"
                : key.route().startsWith(V1Api.PREFIX) ? "v1" : "other";
        return new Series(
                requests.labelValues(key.route(), key.method(), Integer.toString(key.status())),
                latency.labelValues(key.route()),
                key.status() == 429 ? Optional.of(rejections.labelValues(api)) : Optional.empty());
    }
}
