package org.fpsforecast.core.port.in;

/**
 * Use case: "can this PC run it". The GPU named wins; without one, the GPU a browser's WebGL renderer string names
 * (identified, or a family's representative as an estimate); a renderer that names no GPU the service can forecast for
 * (software, masked, Apple, unknown) is an answer of its own, never a guess. Then the forecast, as {@link ForecastFps}.
 */
public interface CanRunGame {
    /**
     * @throws org.fpsforecast.core.domain.NotFoundException when the game, the GPU named or the CPU is not in the catalog
     * @throws org.fpsforecast.core.domain.InvalidParameterException when the renderer string is too long
     */
    CanRunAnswer canRun(CanRunRequest request);
}
