package org.fpsforecast.core.port.in;

import org.fpsforecast.core.domain.Forecast;

/** Use case: how many frames per second a game reaches on given hardware, measured or modeled. */
public interface ForecastFps {
    /**
     * @throws org.fpsforecast.core.domain.NotFoundException when the game, GPU or CPU is not in the catalog
     */
    Forecast forecast(ForecastRequest request);
}
