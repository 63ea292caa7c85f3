package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Predicate;

/**
 * What a game's publisher lists as the minimum and recommended PC on its Steam store page: the publisher's claims, as
 * published, never a test of this service. Publishers rarely say which resolution, preset or frame rate a level aims
 * at.
 *
 * @param minimum the minimum block, when the store page lists one
 * @param recommended the recommended block, when the store page lists one
 * @param markSource id of the source of the G3D marks and RAM sizes (the named GPUs' marks as resolved by
 *     PCGameBenchmarks), when either level has one
 * @param textSource id of the source of the lines as listed (graphics, processor, memory), when either level has one
 */
public record PublisherRequirements(
        Optional<Level> minimum,
        Optional<Level> recommended,
        Optional<String> markSource,
        Optional<String> textSource) {
    /** A game whose publisher's requirements no source has. */
    public static final PublisherRequirements NONE =
            new PublisherRequirements(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());

    public PublisherRequirements {
        requireNonNull(minimum, "minimum");
        requireNonNull(recommended, "recommended");
        requireNonNull(markSource, "markSource");
        requireNonNull(textSource, "textSource");
        boolean marks = any(minimum, recommended, Level::hasMarks);
        boolean texts = any(minimum, recommended, Level::hasText);
        if (marks != markSource.isPresent()) {
            throw new IllegalArgumentException("a mark source is required exactly when a level has a mark or RAM size");
        }
        if (texts != textSource.isPresent()) {
            throw new IllegalArgumentException("a text source is required exactly when a level has a listed line");
        }
    }

    /**
     * The requirements of two levels, naming each source only when a level has a value of it.
     *
     * @param markSource the source of G3D marks and RAM sizes, should a level have one
     * @param textSource the source of the lines as listed, should a level have one
     */
    public static PublisherRequirements of(
            Optional<Level> minimum, Optional<Level> recommended, String markSource, String textSource) {
        return new PublisherRequirements(
                minimum,
                recommended,
                any(minimum, recommended, Level::hasMarks) ? Optional.of(markSource) : Optional.empty(),
                any(minimum, recommended, Level::hasText) ? Optional.of(textSource) : Optional.empty());
    }

    private static boolean any(Optional<Level> a, Optional<Level> b, Predicate<Level> test) {
        return a.filter(test).isPresent() || b.filter(test).isPresent();
    }

    /** The G3D mark of the minimum level's card, when the level has one. */
    public OptionalInt minimumG3d() {
        return minimum.map(Level::gpuG3d).orElse(OptionalInt.empty());
    }

    /** The G3D mark of the recommended level's card, when the level has one. */
    public OptionalInt recommendedG3d() {
        return recommended.map(Level::gpuG3d).orElse(OptionalInt.empty());
    }

    /** Whether no level is known. */
    public boolean isEmpty() {
        return minimum.isEmpty() && recommended.isEmpty();
    }

    /**
     * One level (minimum or recommended) of the requirements.
     *
     * @param gpuG3d the G3D mark (PassMark scale) of the GPU the level names, as resolved by the mark source; where the
     *     text names no card ("1 GB VRAM", "DirectX 9 card") the source's nominal reading of it
     * @param gpuText the graphics line as listed
     * @param gpus the catalog GPUs the graphics line names, in the order listed, resolved by the project's GPU matcher
     *     (a name it cannot resolve is left out, never guessed)
     * @param cpuText the processor line as listed
     * @param ramGb memory in GB as listed
     * @param ramText the memory line as listed
     */
    public record Level(
            OptionalInt gpuG3d,
            Optional<String> gpuText,
            List<Slug> gpus,
            Optional<String> cpuText,
            OptionalInt ramGb,
            Optional<String> ramText) {
        public Level {
            requireNonNull(gpuG3d, "gpuG3d").ifPresent(v -> Checks.positive(v, "G3D mark"));
            requireNonNull(gpuText, "gpuText").ifPresent(t -> Checks.name(t, "graphics line"));
            gpus = ImmutableList.copyOf(requireNonNull(gpus, "gpus"));
            requireNonNull(cpuText, "cpuText").ifPresent(t -> Checks.name(t, "processor line"));
            requireNonNull(ramGb, "ramGb").ifPresent(v -> Checks.positive(v, "RAM"));
            requireNonNull(ramText, "ramText").ifPresent(t -> Checks.name(t, "memory line"));
            if (!gpus.isEmpty() && gpuText.isEmpty()) {
                throw new IllegalArgumentException("resolved GPUs need the graphics line they come from");
            }
            boolean marks = gpuG3d.isPresent() || ramGb.isPresent();
            boolean text = gpuText.isPresent() || cpuText.isPresent() || ramText.isPresent();
            if (!marks && !text) {
                throw new IllegalArgumentException("an empty requirement level");
            }
        }

        /** Whether the level has a G3D mark or a RAM size (from the mark source). */
        public boolean hasMarks() {
            return gpuG3d.isPresent() || ramGb.isPresent();
        }

        /** Whether the level has a line as listed (from the text source). */
        public boolean hasText() {
            return gpuText.isPresent() || cpuText.isPresent() || ramText.isPresent();
        }
    }
}
