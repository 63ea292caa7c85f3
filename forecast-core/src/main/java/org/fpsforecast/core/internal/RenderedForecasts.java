package org.fpsforecast.core.internal;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Function;
import org.fpsforecast.core.domain.Basis;
import org.fpsforecast.core.domain.Bottleneck;
import org.fpsforecast.core.domain.Confidence;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.Evidence;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.Fps;
import org.fpsforecast.core.domain.FpsRange;
import org.fpsforecast.core.domain.FrameGeneration;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Matrix;
import org.fpsforecast.core.domain.MatrixCell;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.RenderedFrames;
import org.fpsforecast.core.domain.RenderedMeasurement;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Verdict;
import org.fpsforecast.core.model.ErrorBand;
import org.fpsforecast.core.model.ForecastModel;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.RenderingModel;
import org.fpsforecast.core.model.RenderingParameters;
import org.fpsforecast.core.model.RenderingSupport;
import org.fpsforecast.core.port.in.ForecastRequest;

/**
 * Forecasts with upscaling, ray tracing or frame generation ({@link RenderingModel}), from the strongest evidence to
 * the weakest as native ones: a measured row with the same options ({@code measured}); the model shifted by how this
 * GPU measured in the same game, natively or with any options ({@code scaled}); the model ({@code model}). The matrix
 * holds every resolution and preset with the same options; frame generation's displayed rate is the answer, its
 * rendered rate is given beside it and the verdict reads the rate rendered without it.
 */
final class RenderedForecasts {
    /** What the native forecast already resolved for the request. */
    record Context(
            ForecastRequest request,
            Game game,
            Gpu gpu,
            Optional<Cpu> cpu,
            ForecastModel model,
            GameParameters parameters,
            double score,
            double cpuLimit,
            double cap,
            double[] nativeLogRatios,
            double[] nativeWeights,
            Function<Basis, ErrorBand> nativeBand) {}

    private final RenderingParameters factors;

    RenderedForecasts(RenderingParameters factors) {
        this.factors = factors;
    }

    Forecast forecast(Context c, List<RenderedMeasurement> rows) {
        Rendering options = c.request().rendering();
        RenderingSupport.Features features = RenderingSupport.of(c.gpu());
        features.check(c.gpu().name(), options);
        // The shift: how this GPU measured in this game, natively and with any options, against the model.
        int n = c.nativeLogRatios().length;
        double[] logRatios = Arrays.copyOf(c.nativeLogRatios(), n + rows.size());
        double[] weights = Arrays.copyOf(c.nativeWeights(), n + rows.size());
        for (RenderedMeasurement row : rows) {
            Measurement m = row.cell();
            logRatios[n] = Math.log(m.averageFps() / displayed(c, features, row.options(), m.resolution(), m.preset()));
            weights[n++] = ForecastModel.weight(m);
        }
        boolean scaled = n >= ForecastService.SCALE_FROM_AT_LEAST;
        double shift = scaled ? ForecastModel.scaleShift(logRatios, weights) : 1;
        boolean backed = RenderingModel.backed(options, features, factors);
        Basis modelBasis = scaled ? Basis.SCALED : Basis.MODEL;
        ErrorBand band = RenderingModel.band(c.nativeBand().apply(modelBasis), factors, backed);

        RenderedMeasurement[] measured = new RenderedMeasurement[Matrix.SIZE];
        for (RenderedMeasurement row : rows) {
            if (row.options().equals(options)) {
                measured[
                        ForecastService.index(
                                row.cell().resolution(), row.cell().preset())] = row;
            }
        }
        double[] value = values(c, features, options, measured, shift);
        double[] base = options.frameGeneration() == FrameGeneration.OFF
                ? value
                : values(c, features, options.withoutFrameGeneration(), new RenderedMeasurement[Matrix.SIZE], shift);
        MatrixCell[] cells = new MatrixCell[Matrix.SIZE];
        for (int i = 0; i < Matrix.SIZE; i++) {
            cells[i] = measured[i] != null
                    ? new MatrixCell(ForecastModel.wholeFps(value[i]), Basis.MEASURED, Optional.empty())
                    : new MatrixCell(
                            ForecastModel.wholeFps(value[i]),
                            modelBasis,
                            Optional.of(ForecastModel.rangeOf(value[i], band, c.cap())));
        }
        Matrix matrix = new Matrix(List.of(cells));

        Resolution res = c.request().resolution();
        Preset preset = c.request().preset();
        int i = ForecastService.index(res, preset);
        int perRendered = options.frameGeneration().displayedPerRendered();
        double rendered = value[i] / perRendered;
        double renderedGpuLimit = gpuLimit(c, features, options, res, preset);
        Optional<Bottleneck> bottleneck =
                c.cpu().map(x -> c.model().bottleneck(renderedGpuLimit, c.cpuLimit(), Math.min(rendered, base[i])));
        int verdictCell = ForecastService.index(Verdict.BASIS_RESOLUTION, Verdict.BASIS_PRESET);
        Optional<String> upscaler = features.upscalerFor(options.upscaling());
        Optional<String> generator =
                features.generator(options.frameGeneration()).map(RenderingSupport.FrameGenerator::label);
        boolean measuredHere = measured[i] != null;
        // A modeled cell's range, in rendered frames (a measured cell has none).
        Optional<FpsRange> renderedRange = cells[i].range()
                .map(d -> new FpsRange(
                        Math.max(1, d.low() / perRendered),
                        Math.max(ForecastModel.wholeFps(rendered), (d.high() + perRendered - 1) / perRendered)));
        RenderedFrames frames = new RenderedFrames(
                options,
                upscaler,
                generator,
                Math.min(cells[i].fps(), ForecastModel.wholeFps(rendered)),
                renderedRange,
                ForecastModel.wholeFps(base[i]),
                ForecastModel.wholeFps(base[verdictCell]),
                measuredHere || backed,
                measuredHere ? Optional.of(measured[i].settings()) : Optional.empty());
        if (measuredHere) {
            Measurement m = measured[i].cell();
            return new Forecast(
                    c.game(),
                    c.gpu(),
                    c.cpu(),
                    res,
                    preset,
                    ForecastService.measuredFps(m, cells[i].fps(), c.model()),
                    Basis.MEASURED,
                    m.confidence(),
                    OptionalDouble.empty(),
                    Optional.of(new Evidence(m.samples(), m.sourceId())),
                    matrix,
                    bottleneck,
                    c.parameters().basis(),
                    Optional.of(frames));
        }
        double v = value[i];
        Fps fps = Fps.modeled(
                cells[i].fps(),
                c.model().low1Of(v),
                cells[i].range().orElseThrow(),
                ForecastModel.rangeOf(v * c.model().global().low1Ratio(), band, c.cap()));
        Confidence confidence =
                backed ? ForecastService.modeledConfidence(modelBasis, c.parameters(), c.gpu()) : Confidence.LOW;
        return new Forecast(
                c.game(),
                c.gpu(),
                c.cpu(),
                res,
                preset,
                fps,
                modelBasis,
                confidence,
                OptionalDouble.of(Math.round(band.expectedErrorPct() * 10) / 10.0),
                Optional.empty(),
                matrix,
                bottleneck,
                c.parameters().basis(),
                Optional.of(frames));
    }

    /**
     * The displayed rate of every cell with {@code options}: the measured row where there is one, else the model times
     * the shift, bounded by the cells around it as a native answer's ({@link ForecastService#bounded}).
     */
    private double[] values(
            Context c,
            RenderingSupport.Features features,
            Rendering options,
            RenderedMeasurement[] measured,
            double shift) {
        double[] value = new double[Matrix.SIZE];
        ForecastService.CellKind[] kinds = new ForecastService.CellKind[Matrix.SIZE];
        for (int i = 0; i < Matrix.SIZE; i++) {
            kinds[i] = ForecastService.CellKind.of(measured[i]);
            value[i] = measured[i] != null ? measured[i].cell().averageFps() : 0;
        }
        ForecastService.CellKind[] bounds = ForecastService.kindsOrNull(kinds);
        for (Resolution r : Resolution.values()) {
            for (Preset pr : Preset.values()) {
                int i = ForecastService.index(r, pr);
                if (measured[i] == null) {
                    value[i] = ForecastService.bounded(
                            displayed(c, features, options, r, pr) * shift, c.cap(), value, bounds, r, pr);
                }
            }
        }
        return value;
    }

    /** The model's displayed rate of one cell with {@code options}. */
    private double displayed(
            Context c, RenderingSupport.Features features, Rendering options, Resolution r, Preset pr) {
        double rendered = c.model().combine(gpuLimit(c, features, options, r, pr), c.cpuLimit(), c.cap());
        return RenderingModel.displayed(rendered, options, features, factors, c.cap());
    }

    /** The model's GPU limit of one cell with {@code options}. */
    private double gpuLimit(Context c, RenderingSupport.Features features, Rendering options, Resolution r, Preset pr) {
        return RenderingModel.gpuLimit(
                c.model(),
                c.parameters(),
                c.game().slug(),
                c.score(),
                c.gpu().g3dMark(),
                r,
                pr,
                options,
                features,
                factors);
    }
}
