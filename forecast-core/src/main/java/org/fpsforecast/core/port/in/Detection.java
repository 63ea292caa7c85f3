package org.fpsforecast.core.port.in;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.fpsforecast.core.renderer.Identification;
import org.fpsforecast.core.renderer.ParsedRenderer;

/**
 * How a can-run answer found its GPU.
 *
 * @param source {@code gpu} (named by the asker) or {@code renderer} (identified from the renderer string)
 * @param renderer the renderer string given, if any
 * @param rendererIgnored a renderer string was given along with a GPU, which wins
 * @param vendor the vendor the renderer string names, if any
 * @param model the model the renderer string names, if any
 * @param match {@code chosen} for a named GPU, else the identification's outcome ({@link
 *     Identification.Outcome#key()})
 * @param confidence 1 for a named GPU, else the identification's confidence (0..1)
 * @param estimate the GPU is an estimate: a family's representative, or an approximate model
 */
public record Detection(
        String source,
        Optional<String> renderer,
        boolean rendererIgnored,
        Optional<String> vendor,
        Optional<String> model,
        String match,
        double confidence,
        boolean estimate) {
    public static final String NAMED = "gpu";
    public static final String IDENTIFIED = "renderer";
    public static final String CHOSEN = "chosen";

    public Detection {
        requireNonNull(source, "source");
        requireNonNull(renderer, "renderer");
        requireNonNull(vendor, "vendor");
        requireNonNull(model, "model");
        requireNonNull(match, "match");
    }

    /** The GPU was named; a renderer string given with it is ignored. */
    public static Detection named(Optional<String> renderer) {
        return new Detection(
                NAMED, renderer, renderer.isPresent(), Optional.empty(), Optional.empty(), CHOSEN, 1, false);
    }

    /** What the renderer string said, whether or not it names a GPU the service can forecast for. */
    public static Detection identified(String renderer, Identification id) {
        ParsedRenderer p = id.parsed();
        return new Detection(
                IDENTIFIED,
                Optional.of(renderer),
                false,
                Optional.of(p.vendor()).filter(v -> !v.isEmpty()),
                Optional.of(p.model()).filter(m -> !m.isEmpty()),
                id.outcome().key(),
                id.confidence(),
                id.estimate());
    }
}
