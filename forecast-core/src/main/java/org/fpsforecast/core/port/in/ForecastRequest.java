package org.fpsforecast.core.port.in;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;

/**
 * What to forecast: a game on a GPU, optionally with a CPU, at a resolution and preset, natively or with upscaling, ray
 * tracing or frame generation.
 */
public record ForecastRequest(
        Slug game, Slug gpu, Optional<Slug> cpu, Resolution resolution, Preset preset, Rendering rendering) {
    /** A native request (no upscaling, ray tracing or frame generation). */
    public ForecastRequest(Slug game, Slug gpu, Optional<Slug> cpu, Resolution resolution, Preset preset) {
        this(game, gpu, cpu, resolution, preset, Rendering.NATIVE);
    }

    /** The same request with other rendering options. */
    public ForecastRequest with(Rendering options) {
        return new ForecastRequest(game, gpu, cpu, resolution, preset, options);
    }

    public ForecastRequest {
        requireNonNull(rendering, "rendering");
        requireNonNull(game, "game");
        requireNonNull(gpu, "gpu");
        requireNonNull(cpu, "cpu");
        requireNonNull(resolution, "resolution");
        requireNonNull(preset, "preset");
    }

    /** The resolution when none is asked for, in both HTTP interfaces. */
    public static final Resolution DEFAULT_RESOLUTION = Resolution.P1080;
    /** The preset when none is asked for, in both HTTP interfaces. */
    public static final Preset DEFAULT_PRESET = Preset.HIGH;

    /**
     * A request from the query parameters {@code game}, {@code gpu}, {@code cpu}, {@code res} and {@code preset} (null
     * when absent): the one place their defaults and errors are decided for the HTTP interfaces.
     *
     * @throws org.fpsforecast.core.domain.InvalidParameterException naming the parameter at fault
     */
    public static ForecastRequest parse(String game, String gpu, String cpu, String res, String preset) {
        Slug gameSlug = Slug.parse("game", game);
        Slug gpuSlug = Slug.parse("gpu", gpu);
        return new ForecastRequest(gameSlug, gpuSlug, parseCpu(cpu), parseResolution(res), parsePreset(preset));
    }

    /** The optional {@code cpu} parameter. */
    public static Optional<Slug> parseCpu(String raw) {
        return raw == null ? Optional.empty() : Optional.of(Slug.parse("cpu", raw));
    }

    /** The {@code res} parameter, {@link #DEFAULT_RESOLUTION} when absent. */
    public static Resolution parseResolution(String raw) {
        return raw == null ? DEFAULT_RESOLUTION : Resolution.parse("res", raw);
    }

    /** The {@code preset} parameter, {@link #DEFAULT_PRESET} when absent. */
    public static Preset parsePreset(String raw) {
        return raw == null ? DEFAULT_PRESET : Preset.parse("preset", raw);
    }
}
