package org.fpsforecast.core.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.YearMonth;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class ValueTypesTest {
    static final Slug GAME = new Slug("grand-theft-auto-v");
    static final Slug GPU = new Slug("geforce-gtx-1060");

    static Gpu gpu() {
        return new Gpu(GPU, "GeForce GTX 1060", Brand.NVIDIA, GpuKind.DESKTOP, 10027);
    }

    static Game game() {
        return new Game(GAME, "Grand Theft Auto V", OptionalInt.of(2015));
    }

    @Test
    void gpuNeedsANameAndAPositiveScore() {
        assertThat(gpu().g3dMark()).isEqualTo(10027);
        assertThatThrownBy(() -> new Gpu(GPU, " ", Brand.NVIDIA, GpuKind.DESKTOP, 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Gpu(GPU, "GeForce GTX 1060 ", Brand.NVIDIA, GpuKind.DESKTOP, 1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Gpu(GPU, "GeForce GTX 1060", Brand.NVIDIA, GpuKind.DESKTOP, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Gpu(GPU, "GeForce GTX 1060", null, GpuKind.DESKTOP, 1))
                .isInstanceOf(NullPointerException.class);
    }

    @Test
    void cpuNeedsPositiveScoresAndCores() {
        Slug slug = new Slug("core-i5-12400f");
        assertThat(new Cpu(slug, "Intel Core i5-12400F", Brand.INTEL, 3567, 19659, OptionalInt.of(6)).cores())
                .hasValue(6);
        assertThatThrownBy(() -> new Cpu(slug, "Intel Core i5-12400F", Brand.INTEL, 0, 19659, OptionalInt.empty()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Cpu(slug, "Intel Core i5-12400F", Brand.INTEL, 3567, -1, OptionalInt.empty()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Cpu(slug, "Intel Core i5-12400F", Brand.INTEL, 3567, 19659, OptionalInt.of(0)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aSurveyLineNamesACardExactlyWhenItsMappingDoes() {
        YearMonth month = YearMonth.of(2026, 4);
        assertThat(new SurveyShare(month, SurveyCategory.GPU, "NVIDIA GeForce GTX 1060", 0.01, Optional.of(GPU))
                        .mapping())
                .contains(SurveyMapping.NAME);
        assertThat(new SurveyShare(month, SurveyCategory.GPU, "NVIDIA Graphics Device", 0.01, Optional.empty())
                        .mapping())
                .contains(SurveyMapping.UNKNOWN);
        assertThat(new SurveyShare(month, SurveyCategory.RAM, "16 GB", 0.4, Optional.empty()).mapping())
                .isEmpty();
        assertThat(new SurveyShare(
                                month,
                                SurveyCategory.GPU,
                                "AMD Radeon(TM) Graphics",
                                0.02,
                                Optional.of(GPU),
                                Optional.of(SurveyMapping.FAMILY))
                        .gpu())
                .contains(GPU);
        assertThatThrownBy(() -> new SurveyShare(
                        month,
                        SurveyCategory.GPU,
                        "Apple M2",
                        0.02,
                        Optional.of(GPU),
                        Optional.of(SurveyMapping.NO_SCORE_SOURCE)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SurveyShare(
                        month, SurveyCategory.GPU, "x", 0.02, Optional.empty(), Optional.of(SurveyMapping.FAMILY)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SurveyShare(
                        month, SurveyCategory.RAM, "16 GB", 0.4, Optional.empty(), Optional.of(SurveyMapping.UNKNOWN)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(SurveyMapping.ofKey("variant_share")).isEqualTo(SurveyMapping.VARIANT_SHARE);
        assertThatThrownBy(() -> SurveyMapping.ofKey("guess")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void gameReleaseYearIsPlausible() {
        assertThat(game().releaseYear()).hasValue(2015);
        assertThatThrownBy(() -> new Game(GAME, "Grand Theft Auto V", OptionalInt.of(1969)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void measurementLowNeverAboveAverageAndHasSamples() {
        Measurement ok = new Measurement(
                GAME, GPU, Resolution.P1080, Preset.HIGH, 74.0, OptionalDouble.of(60), 12, "userbenchmark-2020");
        assertThat(ok.samples()).isEqualTo(12);
        assertThatThrownBy(() -> new Measurement(
                        GAME, GPU, Resolution.P1080, Preset.HIGH, 74.0, OptionalDouble.of(75), 1, "src"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Measurement(
                        GAME, GPU, Resolution.P1080, Preset.HIGH, 74.0, OptionalDouble.empty(), 0, "src"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Measurement(
                        GAME, GPU, Resolution.P1080, Preset.HIGH, Double.NaN, OptionalDouble.empty(), 1, "src"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aMeasurementOfFewSubmissionsIsMediumConfidenceALabRunHigh() {
        assertThat(new Measurement(GAME, GPU, Resolution.P1080, Preset.HIGH, 63, OptionalDouble.empty(), 4, "ub")
                        .confidence())
                .isEqualTo(Confidence.MEDIUM);
        assertThat(new Measurement(GAME, GPU, Resolution.P1080, Preset.HIGH, 25, OptionalDouble.empty(), 5, "ub")
                        .confidence())
                .isEqualTo(Confidence.HIGH);
        assertThat(new Measurement(GAME, GPU, Resolution.P1080, Preset.HIGH, 90, OptionalDouble.of(70), 1, "lab")
                        .confidence())
                .isEqualTo(Confidence.HIGH);
    }

    @Test
    void fpsRangeIsOrderedAndPositive() {
        assertThat(new FpsRange(50, 70).contains(60)).isTrue();
        assertThat(new FpsRange(50, 70).contains(71)).isFalse();
        assertThatThrownBy(() -> new FpsRange(0, 10)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new FpsRange(11, 10)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void fpsKeepsMeasuredAndModeledApart() {
        assertThat(Fps.measured(74, 60, false).hasRange()).isFalse();
        Fps modeled = Fps.modeled(74, 62, new FpsRange(60, 90), new FpsRange(50, 75));
        assertThat(modeled.range()).contains(new FpsRange(60, 90));
        assertThatThrownBy(() -> Fps.measured(74, 75, true)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Fps.modeled(74, 62, new FpsRange(75, 90), new FpsRange(50, 75)))
                .as("range must contain the value")
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Fps(74, 62, false, Optional.of(new FpsRange(60, 90)), Optional.empty()))
                .as("both ranges or none")
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() ->
                        new Fps(74, 62, true, Optional.of(new FpsRange(60, 90)), Optional.of(new FpsRange(50, 75))))
                .as("a measured 1% low has no range")
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void matrixCellRangeFollowsItsBasis() {
        assertThat(new MatrixCell(60, Basis.MEASURED, Optional.empty()).source())
                .isEqualTo(Source.MEASURED);
        assertThat(new MatrixCell(60, Basis.SCALED, Optional.of(new FpsRange(50, 70))).source())
                .isEqualTo(Source.MODEL);
        assertThatThrownBy(() -> new MatrixCell(60, Basis.MEASURED, Optional.of(new FpsRange(50, 70))))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MatrixCell(60, Basis.MODEL, Optional.empty()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new MatrixCell(0, Basis.MEASURED, Optional.empty()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void matrixHasTwelveCellsAddressedByResolutionAndPreset() {
        Matrix m = Matrix.of(
                (r, p) -> new MatrixCell(100 * (r.ordinal() + 1) + p.ordinal() + 1, Basis.MEASURED, Optional.empty()));
        assertThat(m.cells()).hasSize(12);
        assertThat(m.cell(Resolution.P1080, Preset.LOW).fps()).isEqualTo(101);
        assertThat(m.cell(Resolution.P1440, Preset.HIGH).fps()).isEqualTo(203);
        assertThat(m.cell(Resolution.P4K, Preset.ULTRA).fps()).isEqualTo(304);
        assertThatThrownBy(() -> new Matrix(List.of(new MatrixCell(1, Basis.MEASURED, Optional.empty()))))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void bottleneckPercentagesStayWithin0And100() {
        assertThat(new Bottleneck(LimitedBy.CPU, 35.5, 64.5).limitedBy().key()).isEqualTo("cpu");
        assertThatThrownBy(() -> new Bottleneck(LimitedBy.GPU, 101, 50)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Bottleneck(LimitedBy.GPU, 10, -1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void basisDecidesTheSourceLabel() {
        assertThat(Basis.MEASURED.source()).isEqualTo(Source.MEASURED);
        assertThat(Basis.SCALED.source()).isEqualTo(Source.MODEL);
        assertThat(Basis.MODEL.source()).isEqualTo(Source.MODEL);
    }

    private static Matrix uniform(int fps, Basis basis) {
        Optional<FpsRange> range =
                basis == Basis.MEASURED ? Optional.empty() : Optional.of(new FpsRange(fps - 10, fps + 10));
        return Matrix.of((r, p) -> new MatrixCell(fps, basis, range));
    }

    @Test
    void forecastEnforcesTheHonestyRules() {
        Evidence evidence = new Evidence(12, "userbenchmark-2020");
        Forecast measured = new Forecast(
                game(),
                gpu(),
                Optional.empty(),
                Resolution.P1080,
                Preset.HIGH,
                Fps.measured(74, 60, false),
                Basis.MEASURED,
                Confidence.HIGH,
                OptionalDouble.empty(),
                Optional.of(evidence),
                uniform(74, Basis.MEASURED),
                Optional.empty(),
                DemandBasis.FITTED);
        assertThat(measured.source()).isEqualTo(Source.MEASURED);
        assertThat(measured.verdict()).isEqualTo(Verdict.OK);

        Fps modeledFps = Fps.modeled(74, 60, new FpsRange(64, 84), new FpsRange(50, 70));
        assertThatThrownBy(() -> new Forecast(
                        game(),
                        gpu(),
                        Optional.empty(),
                        Resolution.P1080,
                        Preset.HIGH,
                        modeledFps,
                        Basis.MEASURED,
                        Confidence.HIGH,
                        OptionalDouble.empty(),
                        Optional.of(evidence),
                        uniform(74, Basis.MEASURED),
                        Optional.empty(),
                        DemandBasis.FITTED))
                .as("a modeled number cannot be labelled measured")
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Forecast(
                        game(),
                        gpu(),
                        Optional.empty(),
                        Resolution.P1080,
                        Preset.HIGH,
                        Fps.measured(74, 60, false),
                        Basis.MODEL,
                        Confidence.LOW,
                        OptionalDouble.of(12),
                        Optional.empty(),
                        uniform(74, Basis.MODEL),
                        Optional.empty(),
                        DemandBasis.FITTED))
                .as("a model answer needs its range")
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Forecast(
                        game(),
                        gpu(),
                        Optional.empty(),
                        Resolution.P1080,
                        Preset.HIGH,
                        Fps.measured(75, 60, false),
                        Basis.MEASURED,
                        Confidence.HIGH,
                        OptionalDouble.empty(),
                        Optional.of(evidence),
                        uniform(74, Basis.MEASURED),
                        Optional.empty(),
                        DemandBasis.FITTED))
                .as("the answer must equal its matrix cell")
                .isInstanceOf(IllegalArgumentException.class);
        Cpu cpu = new Cpu(
                new Slug("core-i5-12400f"), "Intel Core i5-12400F", Brand.INTEL, 3567, 19659, OptionalInt.empty());
        assertThatThrownBy(() -> new Forecast(
                        game(),
                        gpu(),
                        Optional.of(cpu),
                        Resolution.P1080,
                        Preset.HIGH,
                        Fps.measured(74, 60, false),
                        Basis.MEASURED,
                        Confidence.HIGH,
                        OptionalDouble.empty(),
                        Optional.of(evidence),
                        uniform(74, Basis.MEASURED),
                        Optional.empty(),
                        DemandBasis.FITTED))
                .as("a CPU comes with a bottleneck analysis")
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void namesNormalizeCaseSpacingAndPunctuation() {
        assertThat(Names.normalize("GeForce RTX4070 Ti")).isEqualTo("geforce rtx 4070 ti");
        assertThat(Names.normalize("geforce rtx 4070-ti")).isEqualTo("geforce rtx 4070 ti");
        assertThat(Names.normalize("Radeon™ RX 7800 XT (16GB)")).isEqualTo("radeon rx 7800 xt 16 gb");
        assertThat(Names.tokens("")).isEmpty();
    }

    @Test
    void demandingnessIsFittedExactlyWhenMeasurementsStandBehindIt() {
        var fitted = Demandingness.of(OptionalInt.of(9_000), 120, DemandBasis.FITTED);
        assertThat(fitted.fitted()).isTrue();
        assertThat(fitted.level()).isEqualTo(Demandingness.Level.MODERATE);
        assertThat(Demandingness.of(OptionalInt.empty(), 0, DemandBasis.RECOMMENDED_GPU)
                        .fitted())
                .isFalse();
        assertThatThrownBy(() -> Demandingness.of(OptionalInt.of(9_000), 0, DemandBasis.FITTED))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Demandingness.of(OptionalInt.of(9_000), 5, DemandBasis.METADATA))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
