package org.fpsforecast.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.fpsforecast.core.domain.Basis;
import org.fpsforecast.core.domain.Confidence;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.FpsRange;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.LimitedBy;
import org.fpsforecast.core.domain.Matrix;
import org.fpsforecast.core.domain.MatrixCell;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Source;
import org.fpsforecast.core.model.ForecastModel;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.junit.jupiter.api.Test;

class ForecastServiceTest {
    private final ForecastService service = new InMemoryCatalog().forecastService();

    private Forecast forecast(String game, String gpu, String cpu, Resolution res, Preset preset) {
        return service.forecast(new ForecastRequest(
                new Slug(game), new Slug(gpu), Optional.ofNullable(cpu).map(Slug::new), res, preset));
    }

    @Test
    void aMeasuredCellIsReturnedAsMeasuredWithItsEvidenceAndNoRanges() {
        Forecast f = forecast("gta-v", "gtx-1060", null, Resolution.P1080, Preset.HIGH);
        assertThat(f.source()).isEqualTo(Source.MEASURED);
        assertThat(f.basis()).isEqualTo(Basis.MEASURED);
        assertThat(f.confidence()).isEqualTo(Confidence.HIGH);
        assertThat(f.fps().average()).isEqualTo(74);
        assertThat(f.fps().range()).isEmpty();
        assertThat(f.fps().low1Range()).isEmpty();
        assertThat(f.expectedErrorPct()).isEmpty();
        assertThat(f.evidence()).hasValueSatisfying(e -> {
            assertThat(e.samples()).isEqualTo(12);
            assertThat(e.sourceId()).isEqualTo("userbenchmark-2020");
        });
        // UserBenchmark has no 1% lows: the low is estimated from the measured average, and said so.
        assertThat(f.fps().low1Measured()).isFalse();
        assertThat(f.fps().low1()).isEqualTo(60);
        assertThat(f.matrix().cell(Resolution.P1080, Preset.HIGH).basis()).isEqualTo(Basis.MEASURED);
        assertThat(f.matrix().cell(Resolution.P1080, Preset.HIGH).range()).isEmpty();
    }

    @Test
    void theAskedCellGetsItsOwnReadingOnlyWhenItIsNotTheVerdictsCell() {
        assertThat(forecast("gta-v", "gtx-1060", null, Resolution.P1080, Preset.HIGH)
                        .askedVerdict())
                .isEmpty();
        Forecast fourK = forecast("gta-v", "gtx-1060", null, Resolution.P4K, Preset.ULTRA);
        assertThat(fourK.askedVerdict())
                .hasValue(org.fpsforecast.core.domain.Verdict.forFps(fourK.fps().average()))
                .isNotEqualTo(Optional.of(fourK.verdict()));
    }

    @Test
    void noModelOutputIsEverLabelledMeasured() {
        Forecast f = forecast("gta-v", "gtx-1060", null, Resolution.P1080, Preset.HIGH);
        for (Resolution r : Resolution.values()) {
            for (Preset p : Preset.values()) {
                MatrixCell c = f.matrix().cell(r, p);
                boolean isTheMeasuredCell = r == Resolution.P1080 && p == Preset.HIGH;
                assertThat(c.source()).isEqualTo(isTheMeasuredCell ? Source.MEASURED : Source.MODEL);
                assertThat(c.range().isPresent()).isEqualTo(!isTheMeasuredCell);
            }
        }
    }

    @Test
    void aGameWithItsOwnErrorBandIsAnsweredWithIt() {
        // gta-v (57.375 FPS at 1440p ultra) given its own band: 0.95-1.05 x with a typical error of 3%.
        InMemoryCatalog catalog = new InMemoryCatalog();
        catalog.parameters.computeIfPresent(
                new Slug("gta-v"), (slug, p) -> p.withBand(new org.fpsforecast.core.model.ErrorBand(0.95, 1.05, 3)));
        Forecast f = catalog.forecastService()
                .forecast(new ForecastRequest(
                        new Slug("gta-v"), new Slug("gtx-1060"), Optional.empty(), Resolution.P1440, Preset.ULTRA));
        assertThat(f.basis()).isEqualTo(Basis.MODEL);
        assertThat(f.fps().average()).isEqualTo(57);
        assertThat(f.fps().range()).contains(new FpsRange(54, 61));
        assertThat(f.expectedErrorPct()).hasValue(3.0);
        assertThat(f.matrix().cell(Resolution.P1440, Preset.ULTRA).range()).contains(new FpsRange(54, 61));
        // Without its own band: the shared band of fitted games (0.8-1.25 x, 12%).
        Forecast shared = forecast("gta-v", "gtx-1060", null, Resolution.P1440, Preset.ULTRA);
        assertThat(shared.fps().range()).contains(new FpsRange(45, 72));
        assertThat(shared.expectedErrorPct()).hasValue(12.0);
    }

    @Test
    void aModeledAnswerFollowsTheFormulaWithRangeAndExpectedError() {
        // gpu limit = 90 * (10000/10000)^0.8 * 0.75 * 0.85 = 57.375; cpu limit = 200 * 4000/2500 = 320;
        // smooth minimum with k = 6 gives 57.37.
        Forecast f = forecast("gta-v", "gtx-1060", null, Resolution.P1440, Preset.ULTRA);
        assertThat(f.source()).isEqualTo(Source.MODEL);
        assertThat(f.basis()).isEqualTo(Basis.MODEL);
        assertThat(f.fps().average()).isEqualTo(57);
        assertThat(f.fps().range()).contains(new FpsRange(45, 72));
        assertThat(f.fps().low1()).isEqualTo(46);
        assertThat(f.expectedErrorPct()).hasValue(12.0);
        assertThat(f.evidence()).isEmpty();
        assertThat(f.confidence()).isEqualTo(Confidence.MEDIUM);
    }

    @Test
    void aRequestWithACpuIsModeledAndCarriesABottleneck() {
        Forecast f = forecast("gta-v", "gtx-1060", "fast-cpu", Resolution.P1080, Preset.HIGH);
        assertThat(f.source()).isEqualTo(Source.MODEL);
        assertThat(f.bottleneck()).isPresent();
        assertThat(f.matrix().cells()).allSatisfy(c -> assertThat(c.basis()).isEqualTo(Basis.MODEL));
    }

    @Test
    void aCpuBoundCaseIsCorrectedAndReportedAsCpuLimited() {
        // gpu limit = 400 * 3.8^0.8 = 1165; cpu limit = 120 * 1500/2500 = 72.
        Forecast f = forecast("cpu-heavy", "rtx-4090", "slow-cpu", Resolution.P1080, Preset.HIGH);
        assertThat(f.fps().average()).isEqualTo(72);
        assertThat(f.bottleneck()).hasValueSatisfying(b -> {
            assertThat(b.limitedBy()).isEqualTo(LimitedBy.CPU);
            assertThat(b.pct()).isCloseTo(93.8, within(0.1));
            assertThat(b.gpuLoadPct()).isCloseTo(6.2, within(0.1));
        });
        Forecast faster = forecast("cpu-heavy", "rtx-4090", "fast-cpu", Resolution.P1080, Preset.HIGH);
        assertThat(faster.fps().average())
                .as("a faster CPU lifts a CPU-bound game")
                .isEqualTo(216);
    }

    @Test
    void aGpuBoundCaseIsReportedAsGpuLimited() {
        // gpu limit = 30 * 0.25^0.8 = 9.9; cpu limit = 300 * 4500/2500 = 540.
        Forecast f = forecast("gpu-heavy", "gt-1030", "fast-cpu", Resolution.P1080, Preset.HIGH);
        assertThat(f.fps().average()).isEqualTo(10);
        assertThat(f.bottleneck()).hasValueSatisfying(b -> {
            assertThat(b.limitedBy()).isEqualTo(LimitedBy.GPU);
            assertThat(b.gpuLoadPct()).isCloseTo(100.0, within(0.1));
        });
    }

    @Test
    void aGameWithoutFittedParametersIsModeledWithLowConfidence() {
        Forecast f = forecast("new-game", "gtx-1060", null, Resolution.P1080, Preset.HIGH);
        assertThat(f.confidence()).isEqualTo(Confidence.LOW);
        assertThat(f.source()).isEqualTo(Source.MODEL);
    }

    @Test
    void modeledCellsNeverGetFasterWithHeavierSettingsOrSlowerWithAStrongerGpu() {
        List<String> gpusWeakToStrong = List.of("gt-1030", "gtx-1060", "rtx-4090");
        for (String game : List.of("cpu-heavy", "gpu-heavy", "new-game")) {
            int[][] previousGpu = null;
            for (String gpu : gpusWeakToStrong) {
                Forecast f = forecast(game, gpu, null, Resolution.P1080, Preset.HIGH);
                int[][] fps = new int[3][4];
                for (Resolution r : Resolution.values()) {
                    for (Preset p : Preset.values()) {
                        fps[r.ordinal()][p.ordinal()] = f.matrix().cell(r, p).fps();
                        assertThat(fps[r.ordinal()][p.ordinal()]).isPositive();
                        if (p.ordinal() > 0) {
                            assertThat(fps[r.ordinal()][p.ordinal()])
                                    .isLessThanOrEqualTo(fps[r.ordinal()][p.ordinal() - 1]);
                        }
                        if (r.ordinal() > 0) {
                            assertThat(fps[r.ordinal()][p.ordinal()])
                                    .isLessThanOrEqualTo(fps[r.ordinal() - 1][p.ordinal()]);
                        }
                        if (previousGpu != null) {
                            assertThat(fps[r.ordinal()][p.ordinal()])
                                    .isGreaterThanOrEqualTo(previousGpu[r.ordinal()][p.ordinal()]);
                        }
                    }
                }
                previousGpu = fps;
            }
        }
    }

    @Test
    void cellsOfAGpuMeasuredInTheGameAreScaledFromThoseMeasurements() {
        InMemoryCatalog catalog = new InMemoryCatalog();
        // Two more measured cells of GTA V on the GTX 1060, both 20% above the model.
        for (Preset preset : List.of(Preset.LOW, Preset.ULTRA)) {
            double modeled = catalog.forecastService()
                    .forecast(new ForecastRequest(
                            new Slug("gta-v"),
                            new Slug("gtx-1060"),
                            Optional.of(new Slug("fast-cpu")),
                            Resolution.P1080,
                            preset))
                    .fps()
                    .average();
            catalog.measurements.add(new org.fpsforecast.core.domain.Measurement(
                    new Slug("gta-v"),
                    new Slug("gtx-1060"),
                    Resolution.P1080,
                    preset,
                    modeled * 1.2,
                    java.util.OptionalDouble.of(modeled),
                    1,
                    "techspot-hub-2024"));
        }
        Forecast f = catalog.forecastService()
                .forecast(new ForecastRequest(
                        new Slug("gta-v"), new Slug("gtx-1060"), Optional.empty(), Resolution.P1440, Preset.HIGH));
        assertThat(f.basis()).isEqualTo(Basis.SCALED);
        assertThat(f.source()).isEqualTo(Source.MODEL);
        assertThat(f.confidence()).isEqualTo(Confidence.MEDIUM);
        assertThat(f.fps().range()).isPresent();
        assertThat(f.expectedErrorPct()).hasValue(6.0);
        assertThat(f.matrix().cell(Resolution.P1080, Preset.LOW).basis()).isEqualTo(Basis.MEASURED);
        // Another GPU, never measured in this game, stays modeled.
        assertThat(catalog.forecastService()
                        .forecast(new ForecastRequest(
                                new Slug("gta-v"),
                                new Slug("rtx-4090"),
                                Optional.empty(),
                                Resolution.P1440,
                                Preset.HIGH))
                        .basis())
                .isEqualTo(Basis.MODEL);

        // The game's own band of scaled answers, where its held-out cells gave one, replaces the shared one.
        catalog.parameters.computeIfPresent(
                new Slug("gta-v"),
                (slug, p) ->
                        p.withBands(p.band(), Optional.of(new org.fpsforecast.core.model.ErrorBand(0.97, 1.03, 2))));
        Forecast own = catalog.forecastService()
                .forecast(new ForecastRequest(
                        new Slug("gta-v"), new Slug("gtx-1060"), Optional.empty(), Resolution.P1440, Preset.HIGH));
        assertThat(own.basis()).isEqualTo(Basis.SCALED);
        assertThat(own.fps().average()).isEqualTo(f.fps().average());
        assertThat(own.expectedErrorPct()).hasValue(2.0);
        int fps = own.fps().average();
        assertThat(own.fps().range().orElseThrow().low()).isBetween((int) Math.floor(fps * 0.97) - 1, fps);
        assertThat(own.fps().range().orElseThrow().high()).isBetween(fps, (int) Math.ceil(fps * 1.03) + 1);
    }

    @Test
    void userCellsAreComparedWithTheModelOnTheirCpusSoACpuBoundCellDoesNotPullTheGpuDown() {
        InMemoryCatalog catalog = new InMemoryCatalog();
        Slug game = new Slug("cpu-heavy");
        Slug gpu = new Slug("gtx-1060");
        Forecast unmeasured = catalog.forecastService()
                .forecast(new ForecastRequest(game, gpu, Optional.empty(), Resolution.P1080, Preset.LOW));
        assertThat(unmeasured.basis()).isEqualTo(Basis.MODEL);
        // Two 4K user cells exactly as the model gives them on the submitters' CPUs (the reference single-thread mark),
        // both held back by those CPUs: slower than the answer on the default CPU class, but no sign that this GPU is
        // off.
        ForecastModel model = new ForecastModel(InMemoryCatalog.GLOBAL);
        List<Measurement> cells = new ArrayList<>();
        for (Preset preset : List.of(Preset.HIGH, Preset.ULTRA)) {
            Measurement cell =
                    new Measurement(game, gpu, Resolution.P4K, preset, 1, OptionalDouble.empty(), 30, "userbenchmark");
            double onTheirCpus = model.onItsCpu(
                    catalog.parameters.get(game),
                    InMemoryCatalog.GLOBAL.scoreOf(catalog.gpus.get(gpu)),
                    cell,
                    Double.POSITIVE_INFINITY);
            int onTheDefaultCpu =
                    unmeasured.matrix().cell(Resolution.P4K, preset).fps();
            assertThat(onTheirCpus).isLessThan(onTheDefaultCpu - 25.0);
            cells.add(new Measurement(
                    game, gpu, Resolution.P4K, preset, onTheirCpus, OptionalDouble.empty(), 30, "userbenchmark"));
        }
        catalog.measurements.addAll(cells);
        Forecast scaled = catalog.forecastService()
                .forecast(new ForecastRequest(game, gpu, Optional.empty(), Resolution.P1080, Preset.LOW));
        assertThat(scaled.basis()).isEqualTo(Basis.SCALED);
        assertThat(scaled.fps().average()).isEqualTo(unmeasured.fps().average());
    }

    private static Measurement cell(Resolution r, Preset p, double fps, int samples) {
        return new Measurement(
                new Slug("gpu-heavy"),
                new Slug("rtx-4090"),
                r,
                p,
                fps,
                OptionalDouble.empty(),
                samples,
                "userbenchmark");
    }

    private static Forecast heavyOn4090(InMemoryCatalog catalog) {
        return catalog.forecastService()
                .forecast(new ForecastRequest(
                        new Slug("gpu-heavy"), new Slug("rtx-4090"), Optional.empty(), Resolution.P1080, Preset.HIGH));
    }

    @Test
    void aModeledCellIsNeverFasterThanAWellMeasuredLighterCellNorSlowerThanAHeavierOne() {
        int modeledMedium = heavyOn4090(new InMemoryCatalog())
                .matrix()
                .cell(Resolution.P1080, Preset.MEDIUM)
                .fps();
        // 30 users each: 1080p low well below the model's 1080p medium, 1440p ultra well above it.
        InMemoryCatalog slowLow = new InMemoryCatalog();
        slowLow.measurements.add(cell(Resolution.P1080, Preset.LOW, modeledMedium / 2.0, 30));
        Matrix capped = heavyOn4090(slowLow).matrix();
        assertThat(capped.cell(Resolution.P1080, Preset.MEDIUM).fps()).isLessThanOrEqualTo(modeledMedium / 2 + 1);
        assertThat(capped.cell(Resolution.P4K, Preset.ULTRA).fps()).isLessThanOrEqualTo(modeledMedium / 2 + 1);

        InMemoryCatalog fastUltra = new InMemoryCatalog();
        fastUltra.measurements.add(cell(Resolution.P1440, Preset.ULTRA, modeledMedium * 2.0, 30));
        Matrix floored = heavyOn4090(fastUltra).matrix();
        for (Resolution r : List.of(Resolution.P1080, Resolution.P1440)) {
            for (Preset p : Preset.values()) {
                assertThat(floored.cell(r, p).fps())
                        .as("%s %s is lighter than a 1440p ultra measured at %d", r, p, modeledMedium * 2)
                        .isGreaterThanOrEqualTo(modeledMedium * 2);
            }
        }
        assertThat(floored.cell(Resolution.P4K, Preset.LOW).fps())
                .as("4K is not lighter than 1440p ultra")
                .isLessThan(modeledMedium * 2);
    }

    @Test
    void aFewUsersMeasurementFarFromTheModelIsShownButBindsNoModeledCell() {
        Matrix unmeasured = heavyOn4090(new InMemoryCatalog()).matrix();
        int modeledMedium = unmeasured.cell(Resolution.P1080, Preset.MEDIUM).fps();
        // Three users at 20 FPS at 1080p low, where the model says several times that for the heavier 1080p medium.
        assertThat(modeledMedium).isGreaterThan(60);
        InMemoryCatalog catalog = new InMemoryCatalog();
        catalog.measurements.add(cell(Resolution.P1080, Preset.LOW, 20, 3));
        Matrix m = heavyOn4090(catalog).matrix();
        assertThat(m.cell(Resolution.P1080, Preset.LOW).fps()).isEqualTo(20);
        assertThat(m.cell(Resolution.P1080, Preset.LOW).basis()).isEqualTo(Basis.MEASURED);
        assertThat(m.cell(Resolution.P1080, Preset.MEDIUM).fps()).isEqualTo(modeledMedium);
        assertThat(m.cell(Resolution.P1440, Preset.LOW).fps())
                .isEqualTo(unmeasured.cell(Resolution.P1440, Preset.LOW).fps());

        // The same three users inside the model's 80% range of the cell bind as a well-measured cell does.
        int modeledLow = unmeasured.cell(Resolution.P1080, Preset.LOW).fps();
        InMemoryCatalog agreeing = new InMemoryCatalog();
        agreeing.measurements.add(cell(Resolution.P1080, Preset.LOW, modeledLow * 0.9, 3));
        assertThat(heavyOn4090(agreeing)
                        .matrix()
                        .cell(Resolution.P1080, Preset.MEDIUM)
                        .fps())
                .isLessThanOrEqualTo((int) Math.round(modeledLow * 0.9));
    }

    @Test
    void aGameWithAYearButNoMeasurementsIsEstimatedFromItsYear() {
        InMemoryCatalog catalog = new InMemoryCatalog();
        Forecast f = catalog.forecastService()
                .forecast(new ForecastRequest(
                        new Slug("new-game"), new Slug("gtx-1060"), Optional.empty(), Resolution.P1080, Preset.HIGH));
        assertThat(f.confidence()).isEqualTo(Confidence.LOW);
        // The unfitted-game band: 0.6..1.6 and 30% in the fixture.
        assertThat(f.expectedErrorPct()).hasValue(30.0);
    }

    @Test
    void unknownSlugsAreNotFoundWithTheirType() {
        assertThatThrownBy(() -> forecast("nope", "gtx-1060", null, Resolution.P1080, Preset.HIGH))
                .isInstanceOfSatisfying(NotFoundException.class, e -> {
                    assertThat(e.type()).isEqualTo(ItemType.GAME);
                    assertThat(e.slug()).isEqualTo("nope");
                });
        assertThatThrownBy(() -> forecast("gta-v", "nope", null, Resolution.P1080, Preset.HIGH))
                .isInstanceOfSatisfying(
                        NotFoundException.class, e -> assertThat(e.type()).isEqualTo(ItemType.GPU));
        assertThatThrownBy(() -> forecast("gta-v", "gtx-1060", "nope", Resolution.P1080, Preset.HIGH))
                .isInstanceOfSatisfying(
                        NotFoundException.class, e -> assertThat(e.type()).isEqualTo(ItemType.CPU));
    }
}
