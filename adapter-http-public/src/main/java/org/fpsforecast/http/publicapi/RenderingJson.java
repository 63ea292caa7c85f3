package org.fpsforecast.http.publicapi;

import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.FpsRange;

/**
 * The {@code rendering} object of an /fps answer, present only when upscaling, ray tracing or frame generation was
 * asked for: one mapping for the public interface and {@code forecast fps --json}. {@code fps} is then the displayed
 * rate and {@code rendered_fps} the frames the game renders; the verdict reads {@code verdict_fps}.
 */
public record RenderingJson(
        String upscaling,
        String rt,
        String framegen,
        String upscaler,
        String frameGenerator,
        int renderedFps,
        FpsRange renderedRange,
        int verdictFps,
        boolean factorsMeasured,
        String measuredSettings,
        String note) {
    /** The rendering object of {@code f} in {@code lang}; null for a native answer. */
    public static RenderingJson of(Forecast f, Lang lang) {
        return f.rendering()
                .map(r -> new RenderingJson(
                        r.options().upscaling().key(),
                        r.options().rayTracing().key(),
                        r.options().frameGeneration().key(),
                        r.upscaler().orElse(null),
                        r.frameGenerator().orElse(null),
                        r.renderedFps(),
                        r.renderedRange().orElse(null),
                        r.verdictFps(),
                        r.backed(),
                        r.measuredSettings().orElse(null),
                        lang.text(r.backed() ? "rendering.note" : "rendering.note_unbacked")))
                .orElse(null);
    }
}
