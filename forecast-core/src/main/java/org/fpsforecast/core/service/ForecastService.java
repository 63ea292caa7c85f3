package org.fpsforecast.core.service;

import static java.util.Objects.requireNonNull;

import java.util.Optional;
import java.util.OptionalDouble;
import org.fpsforecast.core.domain.Basis;
import org.fpsforecast.core.domain.Bottleneck;
import org.fpsforecast.core.domain.Confidence;
import org.fpsforecast.core.domain.Cpu;
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
import org.fpsforecast.core.domain.Resolution;
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
 * Answers forecasts: a real measurement when one exists for the exact cell, the fitted model otherwise.
 *
 * <p>Measurements aggregate runs on many CPUs, so they answer only requests without a CPU; a request with a CPU is
 * modeled with the CPU correction and gets a bottleneck analysis. Confidence: high for measured cells; medium for
 * modeled cells of a game fitted from at least {@value #MEDIUM_CONFIDENCE_MEASUREMENTS} measurements; low otherwise.
 */
public final class ForecastService implements ForecastFps {
    static final int MEDIUM_CONFIDENCE_MEASUREMENTS = 30;

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
        Optional<GameParameters> fitted = parameters.game(game.slug());
        double demand = fitted.map(GameParameters::demand).orElse(global.typicalDemand());
        double cpuFps = fitted.map(GameParameters::cpuFpsAtReference).orElse(global.typicalCpuFps());
        double singleThread =
                cpu.map(Cpu::singleThreadMark).map(Integer::doubleValue).orElse(global.defaultSingleThread());
        double cpuLimit = model.cpuLimit(cpuFps, singleThread);

        Matrix matrix = Matrix.of((res, preset) -> {
            Optional<Measurement> m = measured(game, gpu, cpu, res, preset);
            if (m.isPresent()) {
                return new MatrixCell(ForecastModel.wholeFps(m.get().averageFps()), Basis.MEASURED, Optional.empty());
            }
            double fps = model.combine(model.gpuLimit(demand, gpu, res, preset), cpuLimit);
            return new MatrixCell(ForecastModel.wholeFps(fps), Basis.MODEL, Optional.of(model.rangeOf(fps)));
        });

        Resolution res = request.resolution();
        Preset preset = request.preset();
        double gpuLimit = model.gpuLimit(demand, gpu, res, preset);
        double modeled = model.combine(gpuLimit, cpuLimit);
        Optional<Bottleneck> bottleneck = cpu.map(c -> model.bottleneck(gpuLimit, cpuLimit, modeled));
        Optional<Measurement> m = measured(game, gpu, cpu, res, preset);
        if (m.isPresent()) {
            Measurement measurement = m.get();
            int average = ForecastModel.wholeFps(measurement.averageFps());
            boolean lowMeasured = measurement.low1Fps().isPresent();
            int low1 = lowMeasured
                    ? Math.min(
                            average,
                            ForecastModel.wholeFps(measurement.low1Fps().getAsDouble()))
                    : model.low1Of(measurement.averageFps());
            return new Forecast(
                    game,
                    gpu,
                    cpu,
                    res,
                    preset,
                    Fps.measured(average, low1, lowMeasured),
                    Basis.MEASURED,
                    Confidence.HIGH,
                    OptionalDouble.empty(),
                    Optional.of(new Evidence(measurement.samples(), measurement.sourceId())),
                    matrix,
                    bottleneck);
        }
        Fps fps = Fps.modeled(
                ForecastModel.wholeFps(modeled),
                model.low1Of(modeled),
                model.rangeOf(modeled),
                model.rangeOf(modeled * global.low1Ratio()));
        Confidence confidence = fitted.filter(p -> p.measurements() >= MEDIUM_CONFIDENCE_MEASUREMENTS)
                        .isPresent()
                ? Confidence.MEDIUM
                : Confidence.LOW;
        return new Forecast(
                game,
                gpu,
                cpu,
                res,
                preset,
                fps,
                Basis.MODEL,
                confidence,
                OptionalDouble.of(Math.round(global.expectedErrorPct() * 10) / 10.0),
                Optional.empty(),
                matrix,
                bottleneck);
    }

    private Optional<Measurement> measured(Game game, Gpu gpu, Optional<Cpu> cpu, Resolution res, Preset preset) {
        return cpu.isPresent() ? Optional.empty() : measurements.find(game.slug(), gpu.slug(), res, preset);
    }
}
