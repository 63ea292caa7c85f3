package org.fpsforecast.core.model;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.FrameGeneration;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.RayTracing;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.UnsupportedRenderingException;
import org.fpsforecast.core.domain.Upscaling;

/**
 * Which card supports which upscaler, ray tracing and frame generation: the table of docs/METHODOLOGY.md, read from the
 * card's name (the catalog has no architecture column). DLSS needs a GeForce RTX card, DLSS frame generation an RTX 40
 * or 50 (or Ada/Blackwell workstation) card, DLSS 4 multi frame generation (4x) an RTX 50 one; XeSS and its frame
 * generation are Intel Arc's; FSR upscaling and FSR 3 frame generation run on every card. Ray tracing needs hardware
 * ray tracing: GeForce RTX, Radeon RDNA 2 or newer (RX 6000 and later, Radeon 600M-800M integrated, the Steam Deck and
 * the ROG Ally's chips), Intel Arc.
 */
public final class RenderingSupport {
    private RenderingSupport() {}

    /** A family of ray-tracing hardware; the model has one ray-tracing factor per family. */
    public enum RtFamily {
        NVIDIA_RTX,
        AMD_RDNA,
        INTEL_ARC;

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** Frame generators: each has its own measured (or assumed) efficiency. */
    public enum FrameGenerator {
        DLSS_FG("DLSS Frame Generation"),
        DLSS_MFG("DLSS Multi Frame Generation"),
        FSR_FG("FSR Frame Generation"),
        XESS_FG("XeSS Frame Generation");

        private final String label;

        FrameGenerator(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    /** What one card can do. */
    public record Features(
            String upscaler, Optional<RtFamily> rt, FrameGenerator twoX, Optional<FrameGenerator> fourX) {
        /** The frame generator used for {@code f}, empty for off (or unsupported). */
        public Optional<FrameGenerator> generator(FrameGeneration f) {
            return switch (f) {
                case OFF -> Optional.empty();
                case X2 -> Optional.of(twoX);
                case X4 -> fourX;
            };
        }

        /** The upscaler's name for {@code u}, empty when off. */
        public Optional<String> upscalerFor(Upscaling u) {
            return u == Upscaling.OFF ? Optional.empty() : Optional.of(upscaler);
        }

        /**
         * Refuses options the card cannot use.
         *
         * @throws UnsupportedRenderingException naming the parameter ({@code rt} or {@code framegen}) at fault
         */
        public void check(String card, Rendering options) {
            if (options.rayTracing() == RayTracing.ON && rt.isEmpty()) {
                throw new UnsupportedRenderingException(
                        "rt",
                        card + " has no ray-tracing hardware (it needs a GeForce RTX, a Radeon RX 6000 or newer, or"
                                + " an Intel Arc card): ask without ray tracing.");
            }
            if (options.frameGeneration() == FrameGeneration.X4 && fourX.isEmpty()) {
                throw new UnsupportedRenderingException(
                        "framegen",
                        "4x frame generation (DLSS 4 Multi Frame Generation) needs a GeForce RTX 50 card; " + card
                                + " can use 2x frame generation (" + twoX.label() + ").");
            }
        }
    }

    private static final Pattern RTX = Pattern.compile("\\bRTX\\b");
    private static final Pattern RTX_40_50 = Pattern.compile("\\bRTX\\s*(40|50)\\d\\d|\\bAda\\b|\\bBlackwell\\b");
    private static final Pattern RTX_50 = Pattern.compile("\\bRTX\\s*50\\d\\d|\\bBlackwell\\b");
    private static final Pattern RDNA2_PLUS = Pattern.compile(
            "\\bRX\\s*[6-9]\\d{3}|\\bW[6-9]\\d{3}\\b|\\bRadeon\\s*(6\\d0M|7\\d0M|8\\d0M|80\\d0S)\\b|Steam Deck"
                    + "|Ryzen Z[12]|Van ?Gogh",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern ARC = Pattern.compile("\\bArc\\b");

    /** The features of {@code gpu}. */
    public static Features of(Gpu gpu) {
        String name = gpu.name();
        if (gpu.brand() == Brand.NVIDIA && RTX.matcher(name).find()) {
            boolean fg = RTX_40_50.matcher(name).find();
            boolean mfg = RTX_50.matcher(name).find();
            return new Features(
                    "DLSS",
                    Optional.of(RtFamily.NVIDIA_RTX),
                    fg ? FrameGenerator.DLSS_FG : FrameGenerator.FSR_FG,
                    mfg ? Optional.of(FrameGenerator.DLSS_MFG) : Optional.empty());
        }
        if (gpu.brand() == Brand.INTEL && ARC.matcher(name).find()) {
            return new Features("XeSS", Optional.of(RtFamily.INTEL_ARC), FrameGenerator.XESS_FG, Optional.empty());
        }
        if (gpu.brand() == Brand.AMD && RDNA2_PLUS.matcher(name).find()) {
            return new Features("FSR", Optional.of(RtFamily.AMD_RDNA), FrameGenerator.FSR_FG, Optional.empty());
        }
        return new Features("FSR", Optional.empty(), FrameGenerator.FSR_FG, Optional.empty());
    }
}
