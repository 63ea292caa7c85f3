package org.fpsforecast.core.internal;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Supplier;
import com.google.common.base.Suppliers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Tier;
import org.fpsforecast.core.model.GameRequirements;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.core.port.in.PcScore;
import org.fpsforecast.core.port.in.ScorePc;
import org.fpsforecast.core.port.out.Cpus;
import org.fpsforecast.core.port.out.Games;
import org.fpsforecast.core.port.out.Gpus;

/**
 * The PC score: the geometric mean FPS a GPU + CPU pair reaches over a fixed basket of popular recent games at 1080p
 * high, placed on a square-root scale between the weakest catalog hardware (score 0) and the flagship pair (score 100).
 * Too little RAM scales that FPS down before it is placed (see {@link #ramFactor}).
 *
 * <p>Why the square root: a linear FPS scale overstates differences at the top (150 against 200 FPS matters less than 30
 * against 60), a log scale overstates them at the bottom (1 against 2 FPS, both unplayable, would be as far apart as 60
 * against 120). docs/METHODOLOGY.md has the details and example scores.
 */
public final class PcScores implements ScorePc {
    /** Popular games of 2019-2024 that players benchmark their PCs with; all in the catalog. */
    public static final List<Slug> BASKET = List.of(
                    "cyberpunk-2077",
                    "elden-ring",
                    "fortnite",
                    "counter-strike-2",
                    "apex-legends",
                    "red-dead-redemption-2",
                    "baldurs-gate-3",
                    "hogwarts-legacy",
                    "call-of-duty-warzone",
                    "forza-horizon-5",
                    "black-myth-wukong")
            .stream()
            .map(Slug::new)
            .toList();

    private final ForecastFps forecasts;
    private final Gpus gpus;
    private final Cpus cpus;
    private final List<Game> basket;
    private final Supplier<double[]> anchors;

    public PcScores(ForecastFps forecasts, Games games, Gpus gpus, Cpus cpus) {
        this.forecasts = requireNonNull(forecasts);
        this.gpus = requireNonNull(gpus);
        this.cpus = requireNonNull(cpus);
        List<Game> b = new ArrayList<>();
        for (Slug s : BASKET) {
            b.add(games.find(s)
                    .orElseThrow(() -> new IllegalStateException("basket game " + s + " is not in the catalog")));
        }
        this.basket = List.copyOf(b);
        this.anchors = Suppliers.memoize(this::computeAnchors);
    }

    /**
     * The flagship pair: the strongest mainstream desktop GPU, and the x86 (Intel or AMD) CPU with the best single-thread
     * mark (games are x86; an ARM laptop chip with a high mark is not a gaming flagship).
     */
    public Gpu flagshipGpu() {
        List<Gpu> c = GameRequirements.candidates(gpus.all());
        return c.get(c.size() - 1);
    }

    public Cpu flagshipCpu() {
        return cpus.all().stream()
                .filter(c -> c.brand() == Brand.INTEL || c.brand() == Brand.AMD)
                .max(Comparator.comparingInt(Cpu::singleThreadMark).thenComparing(Cpu::slug))
                .orElseThrow();
    }

    @Override
    public PcScore score(Slug gpuSlug, Slug cpuSlug, int ramGb) {
        Gpu gpu = gpus.find(gpuSlug).orElseThrow(() -> new NotFoundException(ItemType.GPU, gpuSlug.value()));
        Cpu cpu = cpus.find(cpuSlug).orElseThrow(() -> new NotFoundException(ItemType.CPU, cpuSlug.value()));
        if (ramGb < MIN_RAM_GB || ramGb > MAX_RAM_GB) {
            throw InvalidParameterException.invalid(
                    "ram", "'ram' is in GB, from " + MIN_RAM_GB + " to " + MAX_RAM_GB + "; got " + ramGb + ".");
        }
        List<PcScore.BasketGame> results = new ArrayList<>();
        double logSum = 0;
        for (Game g : basket) {
            int fps = fps(g, gpu, cpu);
            results.add(new PcScore.BasketGame(g, fps));
            logSum += Math.log(fps);
        }
        double mean = Math.exp(logSum / basket.size());
        double factor = ramFactor(ramGb);
        double[] a = anchors.get();
        double position = (Math.sqrt(mean * factor) - a[0]) / (a[1] - a[0]);
        int score = (int) Math.round(100 * Math.max(0, Math.min(1, position)));
        return new PcScore(gpu, cpu, ramGb, score, Tier.of(score), mean, factor, results);
    }

    /**
     * What too little memory does to a PC's frame rates in current games: none at 16 GB (what they recommend), 0.8 at 8
     * GB (their usual minimum: stutter and streaming hitches), 0.45 at 4 GB, 0.2 at 2 GB, 0.1 at 1 GB; linear in log2 of
     * the RAM in between. A documented judgement, not fitted: no dataset here measures RAM.
     */
    public static double ramFactor(int ramGb) {
        double[] gb = {1, 2, 4, 8, 16};
        double[] f = {0.1, 0.2, 0.45, 0.8, 1};
        if (ramGb >= 16) {
            return 1;
        }
        double x = Math.log(ramGb) / Math.log(2);
        int i = (int) Math.floor(x);
        double lo = Math.log(gb[i]) / Math.log(2);
        return f[i] + (f[i + 1] - f[i]) * (x - lo);
    }

    private int fps(Game game, Gpu gpu, Cpu cpu) {
        return forecasts
                .forecast(new ForecastRequest(
                        game.slug(), gpu.slug(), Optional.of(cpu.slug()), Resolution.P1080, Preset.HIGH))
                .fps()
                .average();
    }

    /** Square roots of the geometric-mean FPS of the weakest pair and of the flagship pair. */
    private double[] computeAnchors() {
        Gpu weakestGpu =
                gpus.all().stream().min(Comparator.comparingInt(Gpu::g3dMark)).orElseThrow();
        Cpu weakestCpu = cpus.all().stream()
                .min(Comparator.comparingInt(Cpu::singleThreadMark))
                .orElseThrow();
        return new double[] {scaled(weakestGpu, weakestCpu), scaled(flagshipGpu(), flagshipCpu())};
    }

    private double scaled(Gpu gpu, Cpu cpu) {
        double sum = 0;
        for (Game g : basket) {
            sum += Math.log(fps(g, gpu, cpu));
        }
        return Math.sqrt(Math.exp(sum / basket.size()));
    }
}
