package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * A complete answer: the FPS at the requested settings, how it was made, and the whole matrix.
 *
 * <p>The constructor enforces the honesty rules: a measured answer has evidence and no range or expected error; a
 * modeled one has both and no evidence; the answer equals its matrix cell; a bottleneck exists exactly when a CPU was
 * given.
 */
public record Forecast(
        Game game,
        Gpu gpu,
        Optional<Cpu> cpu,
        Resolution resolution,
        Preset preset,
        Fps fps,
        Basis basis,
        Confidence confidence,
        OptionalDouble expectedErrorPct,
        Optional<Evidence> evidence,
        Matrix matrix,
        Optional<Bottleneck> bottleneck,
        DemandBasis demand,
        Optional<RenderedFrames> rendering) {
    /** A native answer (no upscaling, ray tracing or frame generation). */
    public Forecast(
            Game game,
            Gpu gpu,
            Optional<Cpu> cpu,
            Resolution resolution,
            Preset preset,
            Fps fps,
            Basis basis,
            Confidence confidence,
            OptionalDouble expectedErrorPct,
            Optional<Evidence> evidence,
            Matrix matrix,
            Optional<Bottleneck> bottleneck,
            DemandBasis demand) {
        this(
                game,
                gpu,
                cpu,
                resolution,
                preset,
                fps,
                basis,
                confidence,
                expectedErrorPct,
                evidence,
                matrix,
                bottleneck,
                demand,
                Optional.empty());
    }

    public Forecast {
        requireNonNull(game, "game");
        requireNonNull(gpu, "gpu");
        requireNonNull(cpu, "cpu");
        requireNonNull(resolution, "resolution");
        requireNonNull(preset, "preset");
        requireNonNull(fps, "fps");
        requireNonNull(basis, "basis");
        requireNonNull(confidence, "confidence");
        requireNonNull(expectedErrorPct, "expectedErrorPct");
        requireNonNull(evidence, "evidence");
        requireNonNull(matrix, "matrix");
        requireNonNull(bottleneck, "bottleneck");
        requireNonNull(demand, "demand");
        requireNonNull(rendering, "rendering");
        rendering.ifPresent(r -> {
            if (r.renderedRange().isPresent() != fps.hasRange()) {
                throw new IllegalArgumentException("the rendered rate has a range exactly when the answer has one");
            }
            if (r.renderedFps() > fps.average()) {
                throw new IllegalArgumentException("more frames rendered than displayed");
            }
        });
        boolean measured = basis == Basis.MEASURED;
        if (measured == fps.hasRange()
                || measured == expectedErrorPct.isPresent()
                || measured != evidence.isPresent()) {
            throw new IllegalArgumentException(
                    "a measured answer has evidence and no range or expected error; a modeled one the opposite");
        }
        expectedErrorPct.ifPresent(e -> Checks.percent(e, "expected error pct"));
        MatrixCell cell = matrix.cell(resolution, preset);
        if (cell.fps() != fps.average()
                || cell.basis() != basis
                || !cell.range().equals(fps.range())) {
            throw new IllegalArgumentException("the answer must equal its matrix cell");
        }
        if (cpu.isPresent() != bottleneck.isPresent()) {
            throw new IllegalArgumentException("a bottleneck analysis comes with a CPU, and only then");
        }
        OptionalInt cap = game.details().engineFpsCap();
        if (cap.isPresent()) {
            for (MatrixCell c : matrix.cells()) {
                if (c.basis() != Basis.MEASURED
                        && (c.fps() > cap.getAsInt() || c.range().orElseThrow().high() > cap.getAsInt())) {
                    throw new IllegalArgumentException("a modeled cell of a game capped at " + cap.getAsInt()
                            + " FPS must not exceed the cap, got " + c);
                }
            }
        }
    }

    /** The frame rate the game's engine never exceeds, where a source records one. */
    public OptionalInt engineCap() {
        return game.details().engineFpsCap();
    }

    /**
     * Whether a modeled cell sits at the engine cap: the hardware would allow more, the engine does not. A measured
     * cell is never called capped (it is what was measured).
     */
    public boolean capped(Resolution r, Preset p) {
        MatrixCell c = matrix.cell(r, p);
        return c.basis() != Basis.MEASURED
                && engineCap().isPresent()
                && c.fps() >= engineCap().getAsInt();
    }

    /** {@code measured} only for a real measurement, {@code model} otherwise. */
    public Source source() {
        return basis.source();
    }

    /**
     * The verdict, always computed on {@link Verdict#BASIS_RESOLUTION} at {@link Verdict#BASIS_PRESET} (with the asked
     * upscaling and ray tracing, and on the rendered rate without frame generation, which never changes it).
     */
    public Verdict verdict() {
        return Verdict.forFps(rendering
                .map(RenderedFrames::verdictFps)
                .orElseGet(() -> matrix.cell(Verdict.BASIS_RESOLUTION, Verdict.BASIS_PRESET)
                        .fps()));
    }

    /** The options asked for: {@link Rendering#NATIVE} unless upscaling, ray tracing or frame generation is on. */
    public Rendering options() {
        return rendering.map(RenderedFrames::options).orElse(Rendering.NATIVE);
    }

    /**
     * The asked cell's own reading on the verdict's thresholds, when another cell than the verdict's was asked (so the
     * verdict is never read as that cell's); empty at {@link Verdict#BASIS_RESOLUTION} {@link Verdict#BASIS_PRESET}.
     */
    public Optional<Verdict> askedVerdict() {
        return resolution == Verdict.BASIS_RESOLUTION && preset == Verdict.BASIS_PRESET
                ? Optional.empty()
                : Optional.of(Verdict.forFps(askedReadingFps()));
    }

    /**
     * The rate the asked cell's reading ({@link #askedVerdict()}) is made on: its average, or with upscaling, ray
     * tracing or frame generation the rate rendered without frame generation.
     */
    public int askedReadingFps() {
        return rendering.map(RenderedFrames::baseFps).orElse(fps.average());
    }
}
