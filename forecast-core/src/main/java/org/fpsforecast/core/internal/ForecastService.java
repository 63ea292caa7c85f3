package org.fpsforecast.core.internal;

import static java.util.Objects.requireNonNull;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.fpsforecast.core.domain.Basis;
import org.fpsforecast.core.domain.Bottleneck;
import org.fpsforecast.core.domain.Confidence;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.Evidence;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.Fps;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Matrix;
import org.fpsforecast.core.domain.MatrixCell;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.RenderedMeasurement;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.model.DemandRelation;
import org.fpsforecast.core.model.ErrorBand;
import org.fpsforecast.core.model.ForecastModel;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.core.port.out.Cpus;
import org.fpsforecast.core.port.out.Games;
import org.fpsforecast.core.port.out.Gpus;
import org.fpsforecast.core.port.out.Measurements;
import org.fpsforecast.core.port.out.ModelParameters;

/**
 * Answers forecasts, from the strongest evidence to the weakest: a real measurement of the exact cell
 * ({@code measured}); the model shifted by how this GPU measured in the same game at other settings ({@code scaled});
 * the model alone ({@code model}).
 *
 * <p>Measurements aggregate runs on many CPUs, so they answer (and scale) only requests without a CPU; a request with a
 * CPU is modeled with the CPU correction and gets a bottleneck analysis. A modeled or scaled cell is never faster than
 * a lighter modeled cell or well-sampled measurement of the same matrix, nor slower than a heavier well-sampled
 * measurement ({@link #bounded}).
 *
 * <p>Confidence: high for measured cells of a lab run or of at least {@value Measurement#WELL_SAMPLED} submissions,
 * medium for measured cells of fewer ({@link Measurement#confidence()}); medium for scaled cells, and for modeled cells of a game fitted from at least
 * {@value #MEDIUM_CONFIDENCE_MEASUREMENTS} measurements; low otherwise.
 */
public final class ForecastService implements ForecastFps {
    static final int MEDIUM_CONFIDENCE_MEASUREMENTS = 30;
    /** A scaled cell needs at least this many measured cells of the same game on the same GPU. */
    static final int SCALE_FROM_AT_LEAST = ForecastModel.SCALE_FROM_AT_LEAST;

    private static final Resolution[] RESOLUTIONS = Resolution.values();
    private static final Preset[] PRESETS = Preset.values();

    private final Games games;
    private final Gpus gpus;
    private final Cpus cpus;
    private final Measurements measurements;
    private final ModelParameters parameters;

    public ForecastService(Games games, Gpus gpus, Cpus cpus, Measurements measurements, ModelParameters parameters) {
        this.games = requireNonNull(games);
        this.gpus = requireNonNull(gpus);
        this.cpus = requireNonNull(cpus);
        this.measurements = requireNonNull(measurements);
        this.parameters = requireNonNull(parameters);
    }

    @Override
    public Forecast forecast(ForecastRequest request) {
        Game game = games.find(request.game())
                .orElseThrow(() ->
                        new NotFoundException(ItemType.GAME, request.game().value()));
        Gpu gpu = gpus.find(request.gpu())
                .orElseThrow(
                        () -> new NotFoundException(ItemType.GPU, request.gpu().value()));
        Optional<Cpu> cpu = request.cpu()
                .map(slug -> cpus.find(slug).orElseThrow(() -> new NotFoundException(ItemType.CPU, slug.value())));

        GlobalParameters global = parameters.global();
        ForecastModel model = new ForecastModel(global);
        GameParameters p = parameters.game(game.slug()).orElseGet(() -> DemandRelation.estimate(game, global));
        double singleThread =
                cpu.map(Cpu::singleThreadMark).map(Integer::doubleValue).orElse(global.defaultSingleThread());
        double cpuLimit = model.cpuLimit(
                p.cpuFpsAtReference(),
                singleThread,
                cpu.map(ForecastService::threads).orElse(OptionalInt.empty()));
        double cap = game.details().engineFpsCap().isPresent()
                ? game.details().engineFpsCap().getAsInt()
                : Double.POSITIVE_INFINITY;
        double score = global.scoreOf(gpu);

        // The evidence of each cell, then the values, lighter cells first so that heavier ones can be capped.
        Measurement[] measured = new Measurement[Matrix.SIZE];
        double[] modeled = new double[Matrix.SIZE];
        double[] logRatios = new double[Matrix.SIZE];
        double[] weights = new double[Matrix.SIZE];
        int measuredHere = 0;
        for (Resolution r : RESOLUTIONS) {
            for (Preset pr : PRESETS) {
                int i = index(r, pr);
                double gpuLimit = model.gpuLimit(p, score, r, pr);
                modeled[i] = model.combine(gpuLimit, cpuLimit, cap);
                if (cpu.isEmpty()) {
                    measured[i] =
                            measurements.find(game.slug(), gpu.slug(), r, pr).orElse(null);
                    if (measured[i] != null) {
                        // Against the model on the CPU the cell ran on: the shift is about this GPU in this game.
                        logRatios[measuredHere] =
                                Math.log(measured[i].averageFps() / model.onItsCpu(p, measured[i], gpuLimit, cap));
                        weights[measuredHere] = ForecastModel.weight(measured[i]);
                        measuredHere++;
                    }
                }
            }
        }
        double[] nativeLogRatios = Arrays.copyOf(logRatios, measuredHere);
        double[] nativeWeights = Arrays.copyOf(weights, measuredHere);
        if (!request.rendering().isNative()) {
            return new RenderedForecasts(parameters.rendering())
                    .forecast(
                            new RenderedForecasts.Context(
                                    request,
                                    game,
                                    gpu,
                                    cpu,
                                    model,
                                    p,
                                    score,
                                    cpuLimit,
                                    cap,
                                    nativeLogRatios,
                                    nativeWeights,
                                    basis -> band(model, basis, p, gpu)),
                            cpu.isEmpty() ? measurements.rendered(game.slug(), gpu.slug()) : List.of());
        }
        boolean scaled = measuredHere >= SCALE_FROM_AT_LEAST;
        double shift = scaled ? ForecastModel.scaleShift(nativeLogRatios, nativeWeights) : 1;
        // Every modeled cell is of one kind (scaled or model), so of one band: worked out once.
        Basis modeledBasis = scaled ? Basis.SCALED : Basis.MODEL;
        ErrorBand modeledBand = band(model, modeledBasis, p, gpu);
        double[] value = new double[Matrix.SIZE];
        CellKind[] kinds = new CellKind[Matrix.SIZE];
        for (int i = 0; i < Matrix.SIZE; i++) {
            kinds[i] = CellKind.of(measured[i], modeled[i] * shift, modeledBand);
            value[i] = measured[i] != null ? measured[i].averageFps() : 0;
        }
        CellKind[] bounds = kindsOrNull(kinds);
        MatrixCell[] cells = new MatrixCell[Matrix.SIZE];
        for (Resolution r : RESOLUTIONS) {
            for (Preset pr : PRESETS) {
                int i = index(r, pr);
                if (measured[i] != null) {
                    cells[i] = new MatrixCell(ForecastModel.wholeFps(value[i]), Basis.MEASURED, Optional.empty());
                    continue;
                }
                double v = bounded(modeled[i] * shift, cap, value, bounds, r, pr);
                value[i] = v;
                cells[i] = new MatrixCell(
                        ForecastModel.wholeFps(v),
                        modeledBasis,
                        Optional.of(ForecastModel.rangeOf(v, modeledBand, cap)));
            }
        }
        Matrix matrix = new Matrix(List.of(cells));

        Resolution res = request.resolution();
        Preset preset = request.preset();
        int i = index(res, preset);
        double gpuLimit = model.gpuLimit(p, score, res, preset);
        Optional<Bottleneck> bottleneck = cpu.map(c -> model.bottleneck(gpuLimit, cpuLimit, value[i]));
        if (measured[i] != null) {
            Measurement m = measured[i];
            int average = cells[i].fps();
            return new Forecast(
                    game,
                    gpu,
                    cpu,
                    res,
                    preset,
                    measuredFps(m, average, model),
                    Basis.MEASURED,
                    m.confidence(),
                    OptionalDouble.empty(),
                    Optional.of(new Evidence(m.samples(), m.sourceId())),
                    matrix,
                    bottleneck,
                    p.basis());
        }
        Basis basis = cells[i].basis();
        ErrorBand band = modeledBand;
        double v = value[i];
        Fps fps = Fps.modeled(
                cells[i].fps(),
                model.low1Of(v),
                cells[i].range().orElseThrow(),
                ForecastModel.rangeOf(v * global.low1Ratio(), band, cap));
        Confidence confidence = modeledConfidence(basis, p, gpu);
        return new Forecast(
                game,
                gpu,
                cpu,
                res,
                preset,
                fps,
                basis,
                confidence,
                OptionalDouble.of(Math.round(band.expectedErrorPct() * 10) / 10.0),
                Optional.empty(),
                matrix,
                bottleneck,
                p.basis());
    }

    /** What a cell of a matrix is to the bounds of the modeled cells around it ({@link #bounded}). */
    enum CellKind {
        /** Modeled or scaled: bounds the heavier modeled cells from above. */
        MODELED,
        /**
         * Measured by one to four users and outside the 80% range of what the model says for the cell: shown as
         * measured, bounds nothing (one user's run of a low preset at 20 FPS where the model says 450 would otherwise
         * hold every heavier modeled cell at 20).
         */
        MEASURED_FEW,
        /**
         * Measured by a lab or by at least five users, or by fewer inside the model's 80% range for the cell: bounds
         * lighter modeled cells from below, heavier ones from above.
         */
        MEASURED_WELL;

        static CellKind of(Measurement m) {
            return m == null ? MODELED : m.wellSampled() ? MEASURED_WELL : MEASURED_FEW;
        }

        /** As {@link #of(Measurement)}, a cell of few users counting as well measured when the model agrees with it. */
        static CellKind of(Measurement m, double modeled, ErrorBand band) {
            CellKind kind = of(m);
            if (kind == MEASURED_FEW) {
                double ratio = m.averageFps() / modeled;
                return ratio >= band.lowFactor() && ratio <= band.highFactor() ? MEASURED_WELL : MEASURED_FEW;
            }
            return kind;
        }

        static CellKind of(RenderedMeasurement m) {
            return of(m == null ? null : m.cell());
        }

        boolean capsHeavier() {
            return this != MEASURED_FEW;
        }

        boolean floorsLighter() {
            return this == MEASURED_WELL;
        }
    }

    /**
     * A modeled cell's value: at least every heavier cell's well-sampled measurement (a higher preset or resolution
     * measured at 120 FPS is not answered 110 for the lighter setting), then never above the engine cap, nor above
     * a lighter modeled cell or a lighter well-sampled measurement (lower or equal preset and resolution), which wins
     * where well-sampled measurements themselves disagree. {@code value} holds every measured cell and the modeled
     * cells already worked out (lighter ones first); {@code kinds} is null when every cell is modeled ({@link
     * #kindsOrNull}).
     */
    static double bounded(double v, double cap, double[] value, CellKind[] kinds, Resolution r, Preset pr) {
        int ri = r.ordinal();
        int pi = pr.ordinal();
        if (kinds == null) {
            // Every cell modeled: the lighter neighbours already hold the bound of every lighter cell.
            double ceiling = cap;
            if (pi > 0) {
                ceiling = Math.min(ceiling, value[ri * PRESETS.length + pi - 1]);
            }
            if (ri > 0) {
                ceiling = Math.min(ceiling, value[(ri - 1) * PRESETS.length + pi]);
            }
            return Math.min(v, ceiling);
        }
        double floor = 0;
        for (int a = ri; a < RESOLUTIONS.length; a++) {
            for (int b = pi; b < PRESETS.length; b++) {
                int j = a * PRESETS.length + b;
                if ((a != ri || b != pi) && kinds[j].floorsLighter()) {
                    floor = Math.max(floor, value[j]);
                }
            }
        }
        double ceiling = cap;
        for (int a = 0; a <= ri; a++) {
            for (int b = 0; b <= pi; b++) {
                int j = a * PRESETS.length + b;
                if ((a != ri || b != pi) && kinds[j].capsHeavier()) {
                    ceiling = Math.min(ceiling, value[j]);
                }
            }
        }
        return Math.min(Math.max(v, floor), ceiling);
    }

    /** The kinds of a matrix's cells, or null when every cell is modeled ({@link #bounded}'s quick case). */
    static CellKind[] kindsOrNull(CellKind[] kinds) {
        for (CellKind k : kinds) {
            if (k != CellKind.MODELED) {
                return kinds;
            }
        }
        return null;
    }

    /** The frame rates of a measured answer: its 1% low where the source has one, else estimated from its average. */
    static Fps measuredFps(Measurement m, int average, ForecastModel model) {
        boolean lowMeasured = m.low1Fps().isPresent();
        int low1 = lowMeasured
                ? Math.min(average, ForecastModel.wholeFps(m.low1Fps().getAsDouble()))
                : model.low1Of(m.averageFps());
        return Fps.measured(average, low1, lowMeasured);
    }

    /**
     * Medium for a scaled answer or a game fitted from enough measurements, low otherwise, and low on a GPU whose mark
     * is an estimate from its specs (whatever the game).
     */
    static Confidence modeledConfidence(Basis basis, GameParameters p, Gpu gpu) {
        return gpu.g3dRange().isEmpty()
                        && (basis == Basis.SCALED
                                || (p.basis() == DemandBasis.FITTED
                                        && p.measurements() >= MEDIUM_CONFIDENCE_MEASUREMENTS))
                ? Confidence.MEDIUM
                : Confidence.LOW;
    }

    /** A CPU's thread count (its core count when only that is known). */
    static OptionalInt threads(Cpu cpu) {
        return cpu.threads().isPresent() ? cpu.threads() : cpu.cores();
    }

    /**
     * The error band of an answer: scaled (the game's own scaled band when its held-out cells gave one, else the
     * shared one); modeled for a fitted game (its own band, else the fitted games' band); or modeled for a game without
     * its own fit; widened where the GPU's mark is an estimate ({@link ForecastModel#withScoreRange}).
     */
    private static ErrorBand band(ForecastModel model, Basis basis, GameParameters game, Gpu gpu) {
        GlobalParameters global = model.global();
        ErrorBand band;
        if (basis == Basis.SCALED) {
            band = game.scaledBand().orElse(global.scaledBand());
        } else {
            // An estimated game's own band is its kind of estimate's, widened by its spread (DemandRelation.estimate).
            band = game.band()
                    .orElseGet(() -> game.basis().fitted() ? global.modelBand() : global.estimateBand(game.basis()));
        }
        return model.withScoreRange(band, game, gpu);
    }

    static int index(Resolution r, Preset p) {
        return r.ordinal() * PRESETS.length + p.ordinal();
    }
}
