package org.fpsforecast.core.renderer;

import static java.util.Objects.requireNonNull;

import java.util.Locale;
import java.util.Optional;
import org.fpsforecast.core.domain.Gpu;

/**
 * What a renderer string says about the visitor's GPU.
 *
 * @param gpu the catalog GPU: the identified one, or a family's representative; empty for the other outcomes
 * @param confidence 0..1: 1 for an exact name match, less for a relaxed or approximate one, 0.5 for a family
 */
public record Identification(ParsedRenderer parsed, Outcome outcome, Optional<Gpu> gpu, double confidence) {
    /** The outcomes, each reported explicitly. */
    public enum Outcome {
        /** One catalog GPU. */
        IDENTIFIED,
        /** A family ("Radeon R9 200 Series", "AMD Radeon Graphics"): its representative GPU is an estimate. */
        FAMILY,
        /** A software or virtual renderer: there is no GPU to forecast for. */
        SOFTWARE,
        /** The browser hides the GPU: choose it by hand. */
        MASKED,
        /** A known part that no score source has a mark for (Apple's GPUs): there is no forecast for it. */
        NO_SCORE_SOURCE,
        /** A hardware name the catalog has no GPU for. */
        UNKNOWN;

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public Identification {
        requireNonNull(parsed, "parsed");
        requireNonNull(outcome, "outcome");
        requireNonNull(gpu, "gpu");
        if (gpu.isPresent() != (outcome == Outcome.IDENTIFIED || outcome == Outcome.FAMILY)) {
            throw new IllegalArgumentException("a GPU comes with an identified or family outcome, and only then");
        }
        if (!(confidence >= 0 && confidence <= 1)) {
            throw new IllegalArgumentException("confidence is 0..1, got " + confidence);
        }
    }

    /** The GPU is an estimate: a family's representative, or the renderer names its model only approximately. */
    public boolean estimate() {
        return outcome == Outcome.FAMILY || parsed.approximate();
    }

    /**
     * Why there is no GPU to forecast for, as the interfaces name it: {@code software_renderer}, {@code
     * renderer_masked}, {@code gpu_without_score} or {@code gpu_not_identified}; empty when a GPU was found.
     */
    public Optional<String> refusal() {
        return switch (outcome) {
            case IDENTIFIED, FAMILY -> Optional.empty();
            case SOFTWARE -> Optional.of("software_renderer");
            case MASKED -> Optional.of("renderer_masked");
            case NO_SCORE_SOURCE -> Optional.of("gpu_without_score");
            case UNKNOWN -> Optional.of("gpu_not_identified");
        };
    }

    /**
     * Why there is no GPU to forecast for, in a sentence naming what the renderer said; empty when a GPU was found.
     * The interfaces add how to choose the GPU by hand.
     */
    public Optional<String> refusalMessage() {
        String model = parsed.model();
        return switch (outcome) {
            case IDENTIFIED, FAMILY -> Optional.empty();
            case SOFTWARE ->
                Optional.of("The renderer is a software or virtual one (" + model + "): there is no GPU"
                        + " to forecast for (hardware acceleration may be off or blocked).");
            case MASKED ->
                Optional.of("The browser hides the GPU (it reports '" + model + "'), so it cannot be identified.");
            case NO_SCORE_SOURCE ->
                Optional.of("'" + model + "' is an Apple GPU: no score source the service uses"
                        + " has a mark for Apple GPUs, so there is no forecast for it.");
            case UNKNOWN -> Optional.of("No catalog GPU matches '" + model + "'; nothing is guessed.");
        };
    }
}
