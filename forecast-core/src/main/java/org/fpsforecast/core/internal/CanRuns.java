package org.fpsforecast.core.internal;

import static java.util.Objects.requireNonNull;

import org.fpsforecast.core.port.in.CanRunAnswer;
import org.fpsforecast.core.port.in.CanRunGame;
import org.fpsforecast.core.port.in.CanRunRequest;
import org.fpsforecast.core.port.in.Detection;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.IdentifyGpu;
import org.fpsforecast.core.renderer.Identification;

/** The can-run rule, once for the API, the pages and the command line: a named GPU wins over the renderer string. */
public final class CanRuns implements CanRunGame {
    private final ForecastFps forecasts;
    private final IdentifyGpu gpus;

    public CanRuns(ForecastFps forecasts, IdentifyGpu gpus) {
        this.forecasts = requireNonNull(forecasts);
        this.gpus = requireNonNull(gpus);
    }

    @Override
    public CanRunAnswer canRun(CanRunRequest request) {
        if (request.gpu().isPresent()) {
            return new CanRunAnswer.Forecasted(
                    forecasts.forecast(request.forecastOn(request.gpu().get())), Detection.named(request.renderer()));
        }
        String renderer = request.renderer().orElseThrow();
        Identification id = gpus.identify(renderer);
        Detection detected = Detection.identified(renderer, id);
        if (id.gpu().isEmpty()) {
            return new CanRunAnswer.NoGpu(
                    detected,
                    id.refusal().orElseThrow(),
                    id.refusalMessage().orElseThrow(),
                    id.outcome() == Identification.Outcome.UNKNOWN);
        }
        return new CanRunAnswer.Forecasted(
                forecasts.forecast(request.forecastOn(id.gpu().get().slug())), detected);
    }
}
