package org.fpsforecast.importer.fit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.fpsforecast.core.domain.Basis;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.MatrixCell;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Source;
import org.fpsforecast.core.internal.ForecastService;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.junit.jupiter.api.Test;

/**
 * Properties of every answer, on random combinations of the real catalog. Seeded: a failure replays with the same
 * seed (printed in the assertion message).
 */
class ForecastPropertiesTest {
    static final long SEED = 20261121L;
    static final int CASES = 3_000;
    static final BundledCatalog CATALOG = BundledCatalog.load();
    static final ForecastService SERVICE = new ForecastService(
            CATALOG.games(), CATALOG.gpus(), CATALOG.cpus(), CATALOG.measurements(), CATALOG.modelParameters());

    /**
     * The CPU side of every game of the catalog: a 2008 dual-core or a 2014 Celeron holds an RTX 4090 back at 1080p low
     * in every game (never GPU-limited), and a Ryzen 7 9800X3D never holds a GTX 1650 back (never CPU-limited).
     */
    @Test
    void weakCpusLimitAFlagshipAndAFastCpuNeverLimitsAnEntryCard() {
        List<String> wrong = new java.util.ArrayList<>();
        for (Game game : CATALOG.games().all()) {
            for (String cpu : List.of("core2-duo-e8400", "celeron-g1820")) {
                Forecast f = SERVICE.forecast(forecast(game, "geforce-rtx-4090", cpu, Resolution.P1080, Preset.LOW));
                if (f.bottleneck().orElseThrow().limitedBy() == org.fpsforecast.core.domain.LimitedBy.GPU) {
                    wrong.add(game.slug() + " GPU-limited on an RTX 4090 with " + cpu);
                }
            }
            for (Resolution r : Resolution.values()) {
                for (Preset p : Preset.values()) {
                    Forecast f = SERVICE.forecast(forecast(game, "geforce-gtx-1650", "ryzen-7-9800x3d", r, p));
                    if (f.bottleneck().orElseThrow().limitedBy() == org.fpsforecast.core.domain.LimitedBy.CPU) {
                        wrong.add(game.slug() + " CPU-limited on a GTX 1650 with a 9800X3D at " + r + " " + p);
                    }
                }
            }
        }
        assertThat(wrong).isEmpty();
    }

    /** A game whose engine caps its frame rate (Elden Ring, 60 FPS) never gets more in a modeled cell or range. */
    @Test
    void anEngineCapBoundsEveryModeledCellAndRangeAndSaysSo() {
        Game elden = CATALOG.games()
                .find(new org.fpsforecast.core.domain.Slug("elden-ring"))
                .orElseThrow();
        assertThat(elden.details().engineFpsCap()).hasValue(60);
        Forecast f =
                SERVICE.forecast(request(elden, "geforce-rtx-4090", Optional.empty(), Resolution.P1080, Preset.LOW));
        assertThat(f.source()).isEqualTo(Source.MODEL);
        assertThat(f.fps().average()).isEqualTo(60);
        assertThat(f.capped(Resolution.P1080, Preset.LOW)).isTrue();
        for (MatrixCell c : f.matrix().cells()) {
            assertThat(c.fps()).isLessThanOrEqualTo(60);
            assertThat(c.range().orElseThrow().high()).isLessThanOrEqualTo(60);
        }
        // A weak card stays below the cap, and is not called capped.
        Forecast weak =
                SERVICE.forecast(request(elden, "geforce-gtx-1650", Optional.empty(), Resolution.P4K, Preset.ULTRA));
        assertThat(weak.fps().average()).isLessThan(60);
        assertThat(weak.capped(Resolution.P4K, Preset.ULTRA)).isFalse();
    }

    private static ForecastRequest forecast(Game game, String gpu, String cpu, Resolution r, Preset p) {
        return request(game, gpu, Optional.of(cpu), r, p);
    }

    private static ForecastRequest request(Game game, String gpu, Optional<String> cpu, Resolution r, Preset p) {
        return new ForecastRequest(
                game.slug(),
                new org.fpsforecast.core.domain.Slug(gpu),
                cpu.map(org.fpsforecast.core.domain.Slug::new),
                r,
                p);
    }

    @Test
    void answersArePositiveMonotoneAndHonestlyLabelled() {
        Random random = new Random(SEED);
        List<Game> games = CATALOG.games().all();
        List<Gpu> gpus = CATALOG.gpus().all();
        List<Cpu> cpus = CATALOG.cpus().all();
        // Half of the cases use games with measurements, where measured and scaled cells appear.
        List<Game> measured = games.stream()
                .filter(g -> CATALOG.modelParameters().game(g.slug()).isPresent())
                .toList();
        GlobalParameters global = CATALOG.modelParameters().global();
        double maxFps = global.maxFps();
        for (int i = 0; i < CASES; i++) {
            Game game = i % 2 == 0
                    ? measured.get(random.nextInt(measured.size()))
                    : games.get(random.nextInt(games.size()));
            Gpu a = gpus.get(random.nextInt(gpus.size()));
            Gpu b = gpus.get(random.nextInt(gpus.size()));
            // "Stronger" is the higher gaming score: the G3D mark corrected for year and memory (GpuScore); among
            // cards of the same year and memory it is the higher G3D mark (GpuScoreTest).
            Gpu weaker = global.scoreOf(a) <= global.scoreOf(b) ? a : b;
            Gpu stronger = weaker == a ? b : a;
            Optional<Cpu> cpu = i % 3 == 0 ? Optional.empty() : Optional.of(cpus.get(random.nextInt(cpus.size())));
            Resolution res = Resolution.values()[random.nextInt(3)];
            Preset preset = Preset.values()[random.nextInt(4)];
            String context = "seed " + SEED + ", case " + i + ": " + game.slug() + " on " + weaker.slug() + " / "
                    + stronger.slug() + ", cpu "
                    + cpu.map(c -> c.slug().value()).orElse("-") + ", " + res + " " + preset;

            Forecast low =
                    SERVICE.forecast(new ForecastRequest(game.slug(), weaker.slug(), cpu.map(Cpu::slug), res, preset));
            Forecast high = SERVICE.forecast(
                    new ForecastRequest(game.slug(), stronger.slug(), cpu.map(Cpu::slug), res, preset));
            for (Forecast f : List.of(low, high)) {
                assertThat(f.fps().average()).as(context).isBetween(1, (int) Math.round(maxFps));
                assertThat(f.fps().low1()).as(context).isBetween(1, f.fps().average());
                assertThat(f.source() == Source.MEASURED).as(context).isEqualTo(f.basis() == Basis.MEASURED);
                for (MatrixCell c : f.matrix().cells()) {
                    assertThat(c.fps()).as(context).isPositive();
                    assertThat(c.range().isPresent()).as(context).isEqualTo(c.basis() != Basis.MEASURED);
                }
                if (cpu.isPresent()) {
                    assertThat(f.source())
                            .as("a CPU request is never answered by a measurement: " + context)
                            .isEqualTo(Source.MODEL);
                    assertMonotoneInSettings(f, context);
                }
            }
            if (cpu.isPresent()) {
                for (Resolution r : Resolution.values()) {
                    for (Preset p : Preset.values()) {
                        assertThat(high.matrix().cell(r, p).fps())
                                .as("a stronger GPU is never slower: %s at %s %s", context, r, p)
                                .isGreaterThanOrEqualTo(low.matrix().cell(r, p).fps());
                    }
                }
            }
        }
    }

    /**
     * Every matrix of a GPU measured in a game (no CPU named): a modeled or scaled cell is never faster than a lighter
     * modeled cell, nor slower than a heavier cell measured by a lab or by at least five users, unless a lighter
     * measured cell (or the engine cap) is slower still: measurements that disagree with each other, where the lighter
     * one bounds.
     */
    @Test
    void modeledCellsKeepTheOrderOfSettingsAroundWellMeasuredCells() {
        java.util.Set<String> pairs = new java.util.TreeSet<>();
        CATALOG.measurements()
                .all()
                .forEach(m -> pairs.add(m.game().value() + "|" + m.gpu().value()));
        assertThat(pairs).hasSizeGreaterThan(2_000);
        for (String pair : pairs) {
            String[] gameGpu = pair.split("\\|");
            org.fpsforecast.core.domain.Slug game = new org.fpsforecast.core.domain.Slug(gameGpu[0]);
            org.fpsforecast.core.domain.Slug gpu = new org.fpsforecast.core.domain.Slug(gameGpu[1]);
            Forecast f =
                    SERVICE.forecast(new ForecastRequest(game, gpu, Optional.empty(), Resolution.P1080, Preset.HIGH));
            int cap = f.engineCap().orElse(Integer.MAX_VALUE);
            for (Resolution r : Resolution.values()) {
                for (Preset p : Preset.values()) {
                    MatrixCell c = f.matrix().cell(r, p);
                    if (c.basis() == Basis.MEASURED) {
                        continue;
                    }
                    int lowestLighterMeasured = cap;
                    for (Resolution r2 : Resolution.values()) {
                        for (Preset p2 : Preset.values()) {
                            MatrixCell other = f.matrix().cell(r2, p2);
                            boolean lighter = r2.compareTo(r) <= 0 && p2.compareTo(p) <= 0 && (r2 != r || p2 != p);
                            if (lighter && other.basis() != Basis.MEASURED) {
                                assertThat(c.fps())
                                        .as("%s: %s %s not faster than the lighter %s %s", pair, r, p, r2, p2)
                                        .isLessThanOrEqualTo(other.fps());
                            }
                            if (lighter && other.basis() == Basis.MEASURED) {
                                lowestLighterMeasured = Math.min(lowestLighterMeasured, other.fps());
                            }
                        }
                    }
                    for (Resolution r2 : Resolution.values()) {
                        for (Preset p2 : Preset.values()) {
                            boolean heavier = r2.compareTo(r) >= 0 && p2.compareTo(p) >= 0 && (r2 != r || p2 != p);
                            boolean well = CATALOG.measurements()
                                    .find(game, gpu, r2, p2)
                                    .map(org.fpsforecast.core.domain.Measurement::wellSampled)
                                    .orElse(false);
                            if (heavier && well) {
                                int h = f.matrix().cell(r2, p2).fps();
                                assertThat(c.fps())
                                        .as(
                                                "%s: %s %s not slower than the heavier %s %s measured at %d",
                                                pair, r, p, r2, p2, h)
                                        .isGreaterThanOrEqualTo(Math.min(h, lowestLighterMeasured) - 1);
                            }
                        }
                    }
                }
            }
        }
    }

    private static void assertMonotoneInSettings(Forecast f, String context) {
        for (Resolution r : Resolution.values()) {
            for (Preset p : Preset.values()) {
                int fps = f.matrix().cell(r, p).fps();
                if (p.ordinal() > 0) {
                    assertThat(fps)
                            .as("heavier preset not faster: %s at %s %s", context, r, p)
                            .isLessThanOrEqualTo(f.matrix()
                                    .cell(r, Preset.values()[p.ordinal() - 1])
                                    .fps());
                }
                if (r.ordinal() > 0) {
                    assertThat(fps)
                            .as("higher resolution not faster: %s at %s %s", context, r, p)
                            .isLessThanOrEqualTo(f.matrix()
                                    .cell(Resolution.values()[r.ordinal() - 1], p)
                                    .fps());
                }
            }
        }
    }
}
