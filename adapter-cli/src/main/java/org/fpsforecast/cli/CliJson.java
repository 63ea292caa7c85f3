package org.fpsforecast.cli;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.FpsRange;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Matrix;
import org.fpsforecast.core.domain.MatrixCell;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Verdict;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.publicapi.GpuScoreJson;
import org.fpsforecast.http.publicapi.Lang;
import org.fpsforecast.http.publicapi.RenderingJson;

/**
 * The JSON the commands print with {@code --json}: snake_case records, with the current HTTP interface's field names
 * wherever the same thing is said (a script written against /api/public/v1/fps reads {@code forecast fps --json}). No
 * links: the command line has no address to link to. Maps (the commands that build their JSON as maps) keep their
 * keys as written.
 */
final class CliJson {
    private static final ObjectMapper MAPPER =
            new ObjectMapper().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);

    private CliJson() {}

    /** Writes one JSON document on one line (what `jq` and line-based tools read), and a newline. */
    static void print(PrintWriter out, Object value) {
        try {
            out.println(MAPPER.writeValueAsString(value));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
        out.flush();
    }

    record Ref(String slug, String name, String brand) {
        static Ref of(Gpu g) {
            return new Ref(g.slug().value(), g.name(), g.brand().displayName());
        }

        static Ref of(Cpu c) {
            return new Ref(c.slug().value(), c.name(), c.brand().displayName());
        }
    }

    record Range(int low, int high) {
        static Range of(Optional<FpsRange> r) {
            return r.map(x -> new Range(x.low(), x.high())).orElse(null);
        }
    }

    record VerdictJson(String key, String text, String basis) {
        static VerdictJson of(Verdict v, Lang lang) {
            return new VerdictJson(
                    v.key(), lang.verdictText(v), Verdict.BASIS_RESOLUTION.label() + " " + Verdict.BASIS_PRESET.key());
        }
    }

    record SourceRef(String id, String title, String url, String period) {}

    record Measurement(int samples, SourceRef source, boolean low1Measured) {}

    record Bottleneck(String limitedBy, double pct, double gpuLoadPct) {}

    record Labels(
            String source, String basis, String confidence, String limitedBy, String demandBasis, String engineCap) {}

    /** The game's engine cap, as /api/public/v1/fps gives it: which modeled cells sit at it. */
    record EngineCap(int fps, boolean capped, List<String> cappedCells) {
        static EngineCap of(Forecast f) {
            if (f.engineCap().isEmpty()) {
                return null;
            }
            List<String> cells = new ArrayList<>();
            for (Resolution r : Resolution.values()) {
                for (Preset p : Preset.values()) {
                    if (f.capped(r, p)) {
                        cells.add(r.label() + " " + p.key());
                    }
                }
            }
            return new EngineCap(f.engineCap().getAsInt(), f.capped(f.resolution(), f.preset()), List.copyOf(cells));
        }
    }

    /**
     * The answer of {@code forecast fps} and {@code forecast canrun}.
     *
     * @param cpuAssumed the CPU class the model assumes when none was given (null when one was)
     * @param matrixBasis how each cell of the matrix was made: measured, scaled or model
     */
    record Fps(
            boolean ok,
            Ref game,
            Ref gpu,
            Ref cpu,
            String cpuAssumed,
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
            VerdictJson verdict,
            Map<String, Map<String, Integer>> matrix,
            Map<String, Map<String, String>> matrixBasis,
            Map<String, Map<String, Range>> matrixRange,
            Measurement measurement,
            Bottleneck bottleneck,
            String demandBasis,
            EngineCap engineCap,
            Labels labels,
            @JsonInclude(JsonInclude.Include.NON_NULL) GpuScoreJson gpuScore,
            @JsonInclude(JsonInclude.Include.NON_NULL) RenderingJson rendering,
            String lang,
            String catalogVersion,
            String license) {
        static Fps of(Forecast f, String defaultCpu, Lang lang, CatalogMetadata catalog) {
            return new Fps(
                    true,
                    new Ref(f.game().slug().value(), f.game().name(), null),
                    Ref.of(f.gpu()),
                    f.cpu().map(Ref::of).orElse(null),
                    f.cpu().isPresent() ? null : defaultCpu,
                    f.resolution() == Resolution.P4K ? "4k" : f.resolution().label(),
                    f.preset().key(),
                    f.fps().average(),
                    f.fps().low1(),
                    Range.of(f.fps().range()),
                    f.expectedErrorPct().isPresent() ? f.expectedErrorPct().getAsDouble() : null,
                    Range.of(f.fps().low1Range()),
                    f.source().key(),
                    f.basis().key(),
                    f.confidence().key(),
                    VerdictJson.of(f.verdict(), lang),
                    cells(f.matrix(), c -> c.fps()),
                    cells(f.matrix(), c -> c.basis().key()),
                    cells(f.matrix(), c -> Range.of(c.range())),
                    f.evidence()
                            .map(e -> new Measurement(
                                    e.samples(),
                                    catalog.source(e.sourceId())
                                            .map(s -> new SourceRef(s.id(), s.title(), s.url(), s.period()))
                                            .orElse(new SourceRef(e.sourceId(), e.sourceId(), "", "")),
                                    f.fps().low1Measured()))
                            .orElse(null),
                    f.bottleneck()
                            .map(b -> new Bottleneck(b.limitedBy().key(), b.pct(), b.gpuLoadPct()))
                            .orElse(null),
                    f.demand().key(),
                    EngineCap.of(f),
                    new Labels(
                            lang.text("source." + f.source().key()),
                            lang.text("basis." + f.basis().key()),
                            lang.text("confidence." + f.confidence().key()),
                            f.bottleneck()
                                    .map(b -> lang.text(
                                            "limited_by." + b.limitedBy().key()))
                                    .orElse(null),
                            lang.text("demand." + f.demand().key()),
                            f.capped(f.resolution(), f.preset())
                                    ? lang.engineCapText(f.engineCap().getAsInt())
                                    : null),
                    GpuScoreJson.of(f.gpu(), lang),
                    RenderingJson.of(f, lang),
                    lang.code(),
                    catalog.version(),
                    Main.DATA_LICENSE);
        }
    }

    /** What canrun identified: the same fields as /api/public/v1/canrun's {@code detected}. */
    record Detected(
            String source,
            String renderer,
            boolean rendererIgnored,
            String vendor,
            String model,
            String match,
            double confidence,
            boolean estimate) {}

    /** The answer of {@code forecast canrun}: the fps answer's fields and what was detected. */
    record CanRun(
            @com.fasterxml.jackson.annotation.JsonUnwrapped Fps fps, Detected detected) {}

    /** A value per cell, rows by resolution and columns by preset, in the spec's order. */
    static <T> Map<String, Map<String, T>> cells(Matrix m, Function<MatrixCell, T> value) {
        Map<String, Map<String, T>> out = new LinkedHashMap<>();
        for (Resolution r : Resolution.values()) {
            Map<String, T> row = new LinkedHashMap<>();
            for (Preset p : Preset.values()) {
                row.put(p.key(), value.apply(m.cell(r, p)));
            }
            out.put(r.label(), row);
        }
        return out;
    }
}
