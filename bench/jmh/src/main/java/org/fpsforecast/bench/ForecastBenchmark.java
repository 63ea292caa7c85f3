package org.fpsforecast.bench;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.fpsforecast.core.Forecaster;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.core.port.in.SearchHit;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** A full answer (value, matrix, ranges, bottleneck), search, and catalog load, on the bundled catalog. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ForecastBenchmark {
    BundledCatalog catalog;
    Forecaster forecaster;
    ForecastRequest measured;
    ForecastRequest modeledWithCpu;
    ForecastRequest unmeasuredGame;
    Set<ItemType> gpus = EnumSet.of(ItemType.GPU);
    Set<ItemType> games = EnumSet.of(ItemType.GAME);
    Set<ItemType> all = EnumSet.allOf(ItemType.class);

    @Setup
    public void setUp() {
        catalog = BundledCatalog.load();
        forecaster = Forecaster.of(catalog).warmUp();
        measured = new ForecastRequest(
                new Slug("grand-theft-auto-v"), new Slug("geforce-gtx-1060"), Optional.empty(), Resolution.P1080, Preset.HIGH);
        modeledWithCpu = new ForecastRequest(
                new Slug("fortnite"),
                new Slug("geforce-rtx-4070"),
                Optional.of(new Slug("core-i5-12400f")),
                Resolution.P1440,
                Preset.ULTRA);
        unmeasuredGame = new ForecastRequest(
                new Slug("cyberpunk-2077"), new Slug("radeon-rx-7800-xt"), Optional.empty(), Resolution.P4K, Preset.HIGH);
    }

    @Benchmark
    public Forecast fullAnswerMeasuredCell() {
        return forecaster.forecast(measured);
    }

    @Benchmark
    public Forecast fullAnswerModeledWithCpu() {
        return forecaster.forecast(modeledWithCpu);
    }

    @Benchmark
    public Forecast fullAnswerUnmeasuredGame() {
        return forecaster.forecast(unmeasuredGame);
    }

    @Benchmark
    public List<SearchHit> searchGpu() {
        return forecaster.search("rtx 4070 ti", gpus, 10);
    }

    /** Initials and a numeral over 7,039 games ("gta 5" = Grand Theft Auto V). */
    @Benchmark
    public List<SearchHit> searchGameInitials() {
        return forecaster.search("gta 5", games, 10);
    }

    /** A typo (edit distance checked) over the games. */
    @Benchmark
    public List<SearchHit> searchGameTypo() {
        return forecaster.search("cyberpnuk", games, 10);
    }

    /** Every kind at once (games, GPUs, CPUs: 14,480 names), as /api/v1/search does by default. */
    @Benchmark
    public List<SearchHit> searchAllKinds() {
        return forecaster.search("ryzen 5 5600", all, 10);
    }

    @Benchmark
    @OutputTimeUnit(TimeUnit.MILLISECONDS)
    public BundledCatalog catalogLoad() {
        return BundledCatalog.load();
    }
}
