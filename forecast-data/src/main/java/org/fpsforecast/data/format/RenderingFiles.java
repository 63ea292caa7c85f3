package org.fpsforecast.data.format;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;
import org.fpsforecast.core.domain.FrameGeneration;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.RayTracing;
import org.fpsforecast.core.domain.RenderedMeasurement;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Upscaling;
import org.fpsforecast.core.model.ErrorBand;
import org.fpsforecast.core.model.RenderingParameters;
import org.fpsforecast.core.model.RenderingSupport.FrameGenerator;
import org.fpsforecast.core.model.RenderingSupport.RtFamily;

/**
 * The codec of the two catalog files of upscaling, ray tracing and frame generation, shared by the importer (which
 * writes them) and the loader (which reads them), so their columns and keys are spelled once:
 *
 * <ul>
 *   <li>{@value CatalogFiles#MEASUREMENTS_RENDERED}: the measured rows, one per game, GPU, resolution, preset and
 *       options, with the source's own words for the options;
 *   <li>{@value CatalogFiles#MODEL_RENDERING}: the factors (key, value): {@code upscaler_ms_at_4k}, {@code
 *       rt.<family>}, {@code rt.<family>.<game>}, {@code framegen_2x.<generator>} (logs), {@code band.low}, {@code
 *       band.high}, {@code band.expected_error_pct}.
 * </ul>
 */
public final class RenderingFiles {
    private RenderingFiles() {}

    private static final String[] MEASURED_COLUMNS = {
        "game",
        "gpu",
        "res",
        "preset",
        "upscaling",
        "rt",
        "framegen",
        "avg_fps",
        "low1_fps",
        "samples",
        "source",
        "settings"
    };

    /** The measured rows as the file's text. */
    public static String measurements(List<RenderedMeasurement> rows) {
        Tsv.Writer w = new Tsv.Writer(MEASURED_COLUMNS);
        for (RenderedMeasurement r : rows) {
            Measurement m = r.cell();
            w.row(
                    m.game(),
                    m.gpu(),
                    m.resolution().label(),
                    m.preset().key(),
                    r.options().upscaling().key(),
                    r.options().rayTracing().key(),
                    r.options().frameGeneration().key(),
                    CatalogRows.fps(m.averageFps()),
                    m.low1Fps().isPresent() ? CatalogRows.fps(m.low1Fps().getAsDouble()) : null,
                    m.samples(),
                    m.sourceId(),
                    r.settings());
        }
        return w.text();
    }

    /**
     * The measured rows of the file's text, in file order.
     *
     * @param known checks a slug or source id of a column ("game", "gpu", "source") and returns it, or throws
     */
    public static List<RenderedMeasurement> readMeasurements(String text, Known known) {
        List<RenderedMeasurement> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Tsv.read(CatalogFiles.MEASUREMENTS_RENDERED, new BufferedReader(new StringReader(text)), r -> {
            String low = r.optionalText("low1_fps");
            Measurement m = new Measurement(
                    new Slug(known.check("game", r.text("game"), r)),
                    new Slug(known.check("gpu", r.text("gpu"), r)),
                    Resolution.parse("res", r.text("res")),
                    Preset.parse("preset", r.text("preset")),
                    r.positiveDouble("avg_fps"),
                    low == null ? OptionalDouble.empty() : OptionalDouble.of(r.positiveDouble("low1_fps")),
                    r.positiveInt("samples"),
                    known.check("source", r.text("source"), r));
            Rendering options;
            try {
                options = new Rendering(
                        Upscaling.parse("upscaling", r.text("upscaling")),
                        RayTracing.parse("rt", r.text("rt")),
                        FrameGeneration.parse("framegen", r.text("framegen")));
            } catch (RuntimeException e) {
                throw r.error(e.getMessage());
            }
            if (options.isNative()) {
                throw r.error("a native row belongs in " + CatalogFiles.MEASUREMENTS);
            }
            String key = m.game() + "|" + m.gpu() + "|" + m.resolution() + "|" + m.preset() + "|" + options;
            if (!seen.add(key)) {
                throw r.error("second row for " + key);
            }
            out.add(new RenderedMeasurement(m, options, r.text("settings")));
        });
        return out;
    }

    /** Checks one value of a row against the catalog. */
    @FunctionalInterface
    public interface Known {
        String check(String column, String value, Tsv.Row row);
    }

    /** The factors as the file's text. */
    public static String parameters(RenderingParameters p) {
        Tsv.Writer w = new Tsv.Writer("key", "value");
        w.row("upscaler_ms_at_4k", number(p.upscalerMsAt4k()));
        p.rtLog().forEach((family, v) -> w.row("rt." + family.key(), number(v)));
        p.gameRtLog()
                .forEach((game, m) -> m.forEach((family, v) -> w.row("rt." + family.key() + "." + game, number(v))));
        p.twoXLog().forEach((g, v) -> w.row("framegen_2x." + g.name().toLowerCase(Locale.ROOT), number(v)));
        w.row("band.low", number(p.factorBand().lowFactor()));
        w.row("band.high", number(p.factorBand().highFactor()));
        w.row("band.expected_error_pct", number(p.factorBand().expectedErrorPct()));
        return w.text();
    }

    /** The factors of the file's text. */
    public static RenderingParameters readParameters(String text) {
        Map<String, String> values = new LinkedHashMap<>();
        Tsv.read(CatalogFiles.MODEL_RENDERING, new BufferedReader(new StringReader(text)), r -> {
            if (values.put(r.text("key"), r.text("value")) != null) {
                throw r.error("second row for key '" + r.text("key") + "'");
            }
        });
        Function<String, Double> number = key -> {
            String v = values.get(key);
            if (v == null) {
                throw new CatalogFormatException(CatalogFiles.MODEL_RENDERING, 0, "missing key '" + key + "'");
            }
            try {
                double d = Double.parseDouble(v);
                if (!Double.isFinite(d)) {
                    throw new NumberFormatException();
                }
                return d;
            } catch (NumberFormatException e) {
                throw new CatalogFormatException(
                        CatalogFiles.MODEL_RENDERING, 0, "'" + key + "' is not a number: " + v);
            }
        };
        Map<RtFamily, Double> rt = new EnumMap<>(RtFamily.class);
        Map<Slug, Map<RtFamily, Double>> games = new TreeMap<>();
        Map<FrameGenerator, Double> twoX = new EnumMap<>(FrameGenerator.class);
        for (String key : values.keySet()) {
            for (RtFamily f : RtFamily.values()) {
                String prefix = "rt." + f.key();
                if (key.equals(prefix)) {
                    rt.put(f, number.apply(key));
                } else if (key.startsWith(prefix + ".")) {
                    games.computeIfAbsent(
                                    new Slug(key.substring(prefix.length() + 1)), g -> new EnumMap<>(RtFamily.class))
                            .put(f, number.apply(key));
                }
            }
            for (FrameGenerator g : FrameGenerator.values()) {
                if (key.equals("framegen_2x." + g.name().toLowerCase(Locale.ROOT))) {
                    twoX.put(g, number.apply(key));
                }
            }
        }
        try {
            return new RenderingParameters(
                    number.apply("upscaler_ms_at_4k"),
                    rt,
                    games,
                    twoX,
                    new ErrorBand(
                            number.apply("band.low"),
                            number.apply("band.high"),
                            number.apply("band.expected_error_pct")));
        } catch (IllegalArgumentException e) {
            throw new CatalogFormatException(CatalogFiles.MODEL_RENDERING, 0, e.getMessage());
        }
    }

    private static String number(double v) {
        return String.format(Locale.ROOT, "%.6f", v);
    }
}
