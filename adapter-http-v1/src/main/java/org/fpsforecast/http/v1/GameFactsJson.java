package org.fpsforecast.http.v1;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Function;
import org.fpsforecast.core.domain.DataSource;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.PublisherRequirements;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.in.GameProfile;

/**
 * The JSON of a described game (its demandingness, the model's cards, its store facts and its publisher's
 * requirements), shared by {@code /api/v1/game/{slug}} and {@code forecast game --json} (names in snake_case by
 * either's mapper; unwrapped into the {@code Game} schema of this interface's {@code openapi.json}, with {@code
 * PublisherRequirements} and {@code PublisherRequirementLevel}).
 */
public final class GameFactsJson {
    /** What every requirements object says of itself. */
    public static final String NOTE = "As the publisher lists them on the game's Steam store page: the publisher's"
            + " claims, not tested by this service. Publishers rarely say which resolution, preset or frame rate a"
            + " level aims at. A G3D mark is the mark of the GPU the level names, resolved by the mark source; where"
            + " the text names no card, that source's nominal reading of it.";

    private GameFactsJson() {}

    /**
     * The facts.
     *
     * @param releaseDate ISO date, where a source gives the day
     * @param reviewCount Steam user reviews when the store source was collected
     * @param genres Steam's genres
     * @param engineFpsCap the engine's frame-rate cap, where a source records one
     * @param publisherRequirements null when no source lists them
     */
    public record Facts(
            Integer steamAppId,
            String releaseDate,
            Integer reviewCount,
            List<String> genres,
            Integer engineFpsCap,
            Requirements publisherRequirements) {}

    /**
     * A described game as {@code /api/v1/game/{slug}} writes it, without its address: what the interface and {@code
     * forecast game --json} share (each adds its own fields after it).
     *
     * @param demandingness how demanding the game is, fitted to measurements or estimated
     * @param minimumGpu the model's weakest card for 30 FPS at 1080p low, never the publisher's requirement
     * @param recommendedGpu the model's card for 60 FPS at 1080p high
     */
    public record Profile(
            boolean ok,
            String slug,
            String name,
            Integer year,
            Demandingness demandingness,
            Integer criticScore,
            Integer storeRatingPct,
            DerivedGpu minimumGpu,
            DerivedGpu recommendedGpu,
            List<String> tags,
            @JsonUnwrapped Facts facts) {}

    /** How demanding a game is, and whether that was fitted to measurements or estimated. */
    public record Demandingness(
            @JsonProperty("g3d_for_60fps") Integer g3dFor60fps, String level, String basis, int measurements) {}

    /** A GPU named by the model (minimum/recommended): {@code derived_by} is always "model". */
    public record DerivedGpu(String slug, String name, String derivedBy) {}

    public record Requirements(String listedBy, Level minimum, Level recommended, String note, List<Source> sources) {}

    public record Level(
            Integer gpuG3d, String gpuText, List<GpuRef> gpus, String cpuText, Integer ramGb, String ramText) {}

    public record GpuRef(String slug, String name) {}

    /** A source of the requirement values, with the credit its license asks for. */
    public record Source(String id, String title, String url, String license, String provides) {}

    /**
     * A described game: its demandingness, the model's cards and its facts.
     *
     * @param sources finds a catalog source by id
     */
    public static Profile profile(GameProfile p, Function<String, Optional<DataSource>> sources) {
        Game g = p.game();
        var d = p.demandingness();
        return new Profile(
                true,
                g.slug().value(),
                g.name(),
                boxed(g.releaseYear()),
                new Demandingness(
                        boxed(d.g3dFor60Fps()), d.level().key(), d.fitted() ? "fitted" : "estimated", d.measurements()),
                boxed(g.criticScore()),
                boxed(g.storeRatingPct()),
                p.minimumGpu().map(GameFactsJson::derived).orElse(null),
                p.recommendedGpu().map(GameFactsJson::derived).orElse(null),
                g.tags(),
                of(p, sources));
    }

    private static DerivedGpu derived(Gpu g) {
        return new DerivedGpu(g.slug().value(), g.name(), "model");
    }

    /**
     * The facts of a described game; the cards its requirement lines name come from the profile.
     *
     * @param sources finds a catalog source by id
     */
    public static Facts of(GameProfile p, Function<String, Optional<DataSource>> sources) {
        return of(p.game(), s -> Optional.ofNullable(p.namedGpus().get(s)), sources);
    }

    /**
     * @param gpus finds a catalog GPU by slug
     * @param sources finds a catalog source by id
     */
    static Facts of(Game g, Function<Slug, Optional<Gpu>> gpus, Function<String, Optional<DataSource>> sources) {
        return new Facts(
                boxed(g.steamAppId()),
                g.details().releaseDate().map(Object::toString).orElse(null),
                boxed(g.details().reviewCount()),
                g.details().genres(),
                boxed(g.details().engineFpsCap()),
                requirements(g.requirements(), gpus, sources));
    }

    private static Requirements requirements(
            PublisherRequirements r,
            Function<Slug, Optional<Gpu>> gpus,
            Function<String, Optional<DataSource>> sources) {
        if (r.isEmpty()) {
            return null;
        }
        List<Source> from = new ArrayList<>();
        r.markSource().flatMap(sources).ifPresent(s -> from.add(source(s, "gpu_g3d, ram_gb")));
        r.textSource().flatMap(sources).ifPresent(s -> from.add(source(s, "gpu_text, gpus, cpu_text, ram_text")));
        return new Requirements(
                "publisher",
                r.minimum().map(l -> level(l, gpus)).orElse(null),
                r.recommended().map(l -> level(l, gpus)).orElse(null),
                NOTE,
                from);
    }

    private static Source source(DataSource s, String provides) {
        return new Source(s.id(), s.title(), s.url(), s.license(), provides);
    }

    private static Level level(PublisherRequirements.Level l, Function<Slug, Optional<Gpu>> gpus) {
        return new Level(
                boxed(l.gpuG3d()),
                l.gpuText().orElse(null),
                l.gpus().stream()
                        .flatMap(s -> gpus.apply(s).stream())
                        .map(g -> new GpuRef(g.slug().value(), g.name()))
                        .toList(),
                l.cpuText().orElse(null),
                boxed(l.ramGb()),
                l.ramText().orElse(null));
    }

    private static Integer boxed(OptionalInt v) {
        return v.isPresent() ? v.getAsInt() : null;
    }
}
