package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

/**
 * How the frames are made beyond resolution and preset: upscaling, ray tracing, frame generation. {@link #NATIVE} (all
 * off) is every answer's default, and answers without these options are exactly what they were before they existed.
 */
public record Rendering(Upscaling upscaling, RayTracing rayTracing, FrameGeneration frameGeneration) {
    /** Native resolution, no ray tracing, no frame generation. */
    public static final Rendering NATIVE = new Rendering(Upscaling.OFF, RayTracing.OFF, FrameGeneration.OFF);

    public Rendering {
        requireNonNull(upscaling, "upscaling");
        requireNonNull(rayTracing, "rayTracing");
        requireNonNull(frameGeneration, "frameGeneration");
    }

    /** The options from the {@code upscaling}, {@code rt} and {@code framegen} parameters (null when absent). */
    public static Rendering parse(String upscaling, String rt, String framegen) {
        return new Rendering(
                Upscaling.parse("upscaling", upscaling),
                RayTracing.parse("rt", rt),
                FrameGeneration.parse("framegen", framegen));
    }

    public boolean isNative() {
        return equals(NATIVE);
    }

    /** The same options without frame generation: what the verdict is read on. */
    public Rendering withoutFrameGeneration() {
        return new Rendering(upscaling, rayTracing, FrameGeneration.OFF);
    }

    /** The options as query parameters, e.g. {@code upscaling=quality&rt=on}; empty for {@link #NATIVE}. */
    public String query() {
        StringBuilder q = new StringBuilder();
        if (upscaling != Upscaling.OFF) {
            q.append("upscaling=").append(upscaling.key());
        }
        if (rayTracing != RayTracing.OFF) {
            q.append(q.isEmpty() ? "" : "&").append("rt=").append(rayTracing.key());
        }
        if (frameGeneration != FrameGeneration.OFF) {
            q.append(q.isEmpty() ? "" : "&").append("framegen=").append(frameGeneration.key());
        }
        return q.toString();
    }
}
