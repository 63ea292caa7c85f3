package org.fpsforecast.core.model;

import static java.util.Objects.requireNonNull;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.TreeMap;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.RenderingSupport.FrameGenerator;
import org.fpsforecast.core.model.RenderingSupport.RtFamily;

/**
 * The factors of upscaling, ray tracing and frame generation ({@link RenderingModel}); the fitted ones come from the
 * measured upscaled, ray-traced and frame-generated rows ({@link RenderingFitter}), the others are the documented
 * assumptions of docs/METHODOLOGY.md.
 *
 * @param upscalerMsAt4k the upscaler's own cost per frame at 4K output on a card of {@link #UPSCALER_REFERENCE_G3D}
 *     (assumed from the upscalers' published timings; scales with output pixels and inversely with the G3D mark)
 * @param rtLog the log ray-tracing factor of each hardware family, over the games that measured it
 * @param gameRtLog a game's own log ray-tracing factor per family, where it was measured
 * @param twoXLog the log of displayed over rendered-without-it frame rate of 2x frame generation, per generator
 * @param factorBand the held-out spread of the factors' predictions (1 .. 1 when nothing was evaluated)
 */
public record RenderingParameters(
        double upscalerMsAt4k,
        Map<RtFamily, Double> rtLog,
        Map<Slug, Map<RtFamily, Double>> gameRtLog,
        Map<FrameGenerator, Double> twoXLog,
        ErrorBand factorBand) {
    /** The G3D mark at which the upscaler costs {@link #upscalerMsAt4k} at 4K. */
    public static final double UPSCALER_REFERENCE_G3D = 25_000;
    /** How much wider a factor's range is when no measurement backs it (an assumption, not a fit). */
    public static final double UNBACKED_WIDENING = 2.0;

    /** What an unmeasured family or generator is assumed to do when no family or generator at all was measured. */
    static final double ASSUMED_RT_FACTOR = 0.5;

    static final double ASSUMED_TWO_X_GAIN = 1.8;

    /** Nothing measured: only the assumptions, and the widest band. */
    public static final RenderingParameters UNFITTED =
            new RenderingParameters(1.0, Map.of(), Map.of(), Map.of(), new ErrorBand(0.7, 1.4, 20));

    public RenderingParameters {
        if (!(upscalerMsAt4k >= 0 && upscalerMsAt4k < 100)) {
            throw new IllegalArgumentException("upscaler cost out of range: " + upscalerMsAt4k);
        }
        rtLog = immutable(copy(RtFamily.class, rtLog));
        TreeMap<Slug, Map<RtFamily, Double>> games = new TreeMap<>();
        requireNonNull(gameRtLog).forEach((g, m) -> games.put(g, immutable(copy(RtFamily.class, m))));
        gameRtLog = Collections.unmodifiableMap(games);
        twoXLog = immutable(copy(FrameGenerator.class, twoXLog));
        requireNonNull(factorBand);
        if (twoXLog.containsKey(FrameGenerator.DLSS_MFG)) {
            throw new IllegalArgumentException("4x frame generation is derived from 2x, not fitted");
        }
    }

    private static <K extends Enum<K>, V> EnumMap<K, V> copy(Class<K> type, Map<K, V> m) {
        EnumMap<K, V> out = new EnumMap<>(type);
        out.putAll(requireNonNull(m));
        return out;
    }

    private static <K, V> Map<K, V> immutable(Map<K, V> m) {
        return Collections.unmodifiableMap(m);
    }

    /**
     * The ray-tracing factor (below 1) of a game on a family: the game's own where measured, else the family's over the
     * measured games, else (a family nobody measured, such as Intel Arc) the mean of the measured families.
     */
    public double rtFactor(Slug game, RtFamily family) {
        Map<RtFamily, Double> own = gameRtLog.get(game);
        if (own != null && own.containsKey(family)) {
            return Math.exp(own.get(family));
        }
        if (rtLog.containsKey(family)) {
            return Math.exp(rtLog.get(family));
        }
        return rtLog.isEmpty()
                ? ASSUMED_RT_FACTOR
                : Math.exp(rtLog.values().stream()
                        .mapToDouble(Double::doubleValue)
                        .average()
                        .orElseThrow());
    }

    /** Whether measurements back the ray-tracing factor of this family. */
    public boolean rtBacked(RtFamily family) {
        return rtLog.containsKey(family);
    }

    /**
     * Displayed frames over the frame rate without frame generation: 2x as measured for the generator (XeSS frame
     * generation, never measured here, as FSR's); 4x (DLSS Multi Frame Generation) assumed to lose as much per
     * doubling as 2x DLSS frame generation does.
     */
    public double frameGenerationGain(FrameGenerator generator) {
        if (generator == FrameGenerator.DLSS_MFG) {
            double two = frameGenerationGain(FrameGenerator.DLSS_FG);
            return two * two;
        }
        Double log = twoXLog.get(generator);
        if (log == null && generator == FrameGenerator.XESS_FG) {
            log = twoXLog.get(FrameGenerator.FSR_FG);
        }
        return log == null ? ASSUMED_TWO_X_GAIN : Math.exp(log);
    }

    /** Whether measurements back the gain of this generator. */
    public boolean frameGenerationBacked(FrameGenerator generator) {
        return twoXLog.containsKey(generator);
    }

    public RenderingParameters withFactorBand(ErrorBand band) {
        return new RenderingParameters(upscalerMsAt4k, rtLog, gameRtLog, twoXLog, band);
    }
}
