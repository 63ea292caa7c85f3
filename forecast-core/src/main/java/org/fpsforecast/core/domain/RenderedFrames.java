package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.util.Optional;

/**
 * What a forecast with upscaling, ray tracing or frame generation adds: the options, the technologies this card uses
 * for them, and the <em>rendered</em> frame rate beside the displayed one ({@link Forecast#fps()}). Frame generation
 * multiplies displayed frames, not rendered ones, so the verdict reads the rate rendered without it.
 *
 * @param options the options asked for (never {@link Rendering#NATIVE})
 * @param upscaler DLSS, FSR or XeSS when upscaling is on
 * @param frameGenerator e.g. "DLSS Frame Generation" when frame generation is on
 * @param renderedFps frames the game renders per second (the displayed rate over 2 or 4 with frame generation)
 * @param renderedRange its 80% range, for a modeled answer
 * @param baseFps the asked cell's rendered rate without frame generation (what the asked cell's reading uses)
 * @param verdictFps the verdict cell's (1080p high) rendered rate without frame generation, with the same options
 * @param backed whether measurements back every factor used (false: a wider range, see the methodology)
 * @param measuredSettings the source's words for the options of a measured answer
 */
public record RenderedFrames(
        Rendering options,
        Optional<String> upscaler,
        Optional<String> frameGenerator,
        int renderedFps,
        Optional<FpsRange> renderedRange,
        int baseFps,
        int verdictFps,
        boolean backed,
        Optional<String> measuredSettings) {
    public RenderedFrames {
        requireNonNull(options, "options");
        requireNonNull(upscaler, "upscaler");
        requireNonNull(frameGenerator, "frameGenerator");
        requireNonNull(renderedRange, "renderedRange");
        requireNonNull(measuredSettings, "measuredSettings");
        if (options.isNative()) {
            throw new IllegalArgumentException("a native answer has no rendering part");
        }
        if ((options.upscaling() != Upscaling.OFF) != upscaler.isPresent()) {
            throw new IllegalArgumentException("an upscaler is named exactly when upscaling is on");
        }
        if ((options.frameGeneration() != FrameGeneration.OFF) != frameGenerator.isPresent()) {
            throw new IllegalArgumentException("a frame generator is named exactly when frame generation is on");
        }
        if (renderedFps < 1 || baseFps < 1 || verdictFps < 1) {
            throw new IllegalArgumentException("frame rates are at least 1");
        }
    }
}
