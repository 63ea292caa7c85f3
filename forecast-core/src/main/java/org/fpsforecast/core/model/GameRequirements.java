package org.fpsforecast.core.model;

import static java.util.Objects.requireNonNull;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;

/**
 * The minimum and recommended GPU of a game, derived by the model (never from a publisher's list): the weakest desktop
 * single-GPU card of NVIDIA, AMD or Intel, with a current G3D mark and a known release year, that reaches {@value #MINIMUM_FPS} FPS at 1080p low
 * (minimum) and {@value #RECOMMENDED_FPS} FPS at 1080p high (recommended) with the default CPU. Empty when no such GPU
 * reaches it.
 */
public record GameRequirements(Slug game, Optional<Slug> minimumGpu, Optional<Slug> recommendedGpu) {
    public static final int MINIMUM_FPS = 30;
    public static final int RECOMMENDED_FPS = 60;
    private static final Set<Brand> MAINSTREAM = Set.of(Brand.NVIDIA, Brand.AMD, Brand.INTEL);
    /** Two GPUs sold or listed as one ("HD 6850 X2", "X1950 CrossFire Edition", "7520G + HD 7600 Dual"). */
    private static final Pattern MULTI_GPU = Pattern.compile("(?i)\\+|\\bX2\\b|crossfire|\\bdual\\b|\\bsli\\b");

    public GameRequirements {
        requireNonNull(game, "game");
        requireNonNull(minimumGpu, "minimumGpu");
        requireNonNull(recommendedGpu, "recommendedGpu");
    }

    /** Derives the requirements of a fitted game from the model and the catalog's GPUs. */
    public static GameRequirements derive(ForecastModel model, GameParameters game, List<Gpu> gpus) {
        return deriveFrom(model, game, candidates(gpus));
    }

    /**
     * The GPUs requirements are chosen from, weakest first: single mainstream desktop GPUs with a PassMark score and a
     * known year (what a store's system requirements would name).
     */
    public static List<Gpu> candidates(List<Gpu> gpus) {
        return gpus.stream()
                .filter(g -> g.kind() == GpuKind.DESKTOP
                        && MAINSTREAM.contains(g.brand())
                        && g.scoreBasis() == GpuScoreBasis.PASSMARK
                        && g.releaseYear().isPresent()
                        && !MULTI_GPU.matcher(g.name()).find()
                        && isGamingCard(g.name()))
                .sorted(Comparator.comparingInt(Gpu::g3dMark).thenComparing(Gpu::slug))
                .toList();
    }

    /** The consumer gaming lines: GeForce GT/GTS/GTX/RTX and numbered GeForce cards, Radeon HD/R7/R9/RX/VII, Arc. */
    private static final Pattern GAMING_LINE = Pattern.compile(
            "(?i)^(GeForce (GTX|RTX|GTS|GT) ?\\d|GeForce \\d{4}( (GT|GTS|GTX|GS|Ultra|LE))?$|Radeon (HD|R7|R9|RX) ?\\d|Radeon VII$"
                    + "|Arc [AB]\\d)");
    /** Workstation, datacenter, virtual, special-edition, OEM and integrated parts, never named as a requirement. */
    private static final Pattern NOT_CONSUMER = Pattern.compile(
            "(?i)titan|\\bceo\\b|edition|founders|quadro|tesla|grid|firepro|\\bpro\\b|instinct|workstation|embedded"
                    + "|\\boem\\b|nforce|\\bmobile\\b|max-q|\\bmod\\b|\\d{3,4}[DG]\\b|/|\\(|\\bseries?\\b"
                    // laptop parts listed as desktop ones (GTX 970XM, RX 6700S), China-only and OEM-only variants
                    + "|\\d(XM|MX|M)\\b|\\bforce\\b|\\b\\d{4}S\\b|\\bGME\\b|\\b\\d{4}SP\\b|\\bRX ?\\d{3}X\\b");

    /**
     * Whether a GPU's name is a consumer gaming card that gamers own (a desktop GeForce, Radeon or Arc gaming line),
     * never a workstation, datacenter, virtual or special-edition part, nor a family named as a whole ("Radeon HD
     * 7800-serie", as a localized driver string lists it).
     */
    public static boolean isGamingCard(String name) {
        return GAMING_LINE.matcher(name).find() && !NOT_CONSUMER.matcher(name).find();
    }

    /** {@link #derive} over candidates already chosen and sorted by {@link #candidates}. */
    public static GameRequirements deriveFrom(ForecastModel model, GameParameters game, List<Gpu> candidates) {
        double cpuLimit =
                model.cpuLimit(game.cpuFpsAtReference(), model.global().defaultSingleThread());
        return new GameRequirements(
                game.game(),
                weakestReaching(model, game, candidates, cpuLimit, Preset.LOW, MINIMUM_FPS),
                weakestReaching(model, game, candidates, cpuLimit, Preset.HIGH, RECOMMENDED_FPS));
    }

    private static Optional<Slug> weakestReaching(
            ForecastModel model, GameParameters game, List<Gpu> candidates, double cpuLimit, Preset preset, int fps) {
        for (Gpu gpu : candidates) {
            double f = model.combine(model.gpuLimit(game, gpu, Resolution.P1080, preset), cpuLimit);
            if (f >= fps) {
                return Optional.of(gpu.slug());
            }
        }
        return Optional.empty();
    }
}
