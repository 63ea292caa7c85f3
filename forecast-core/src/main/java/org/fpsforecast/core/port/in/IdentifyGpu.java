package org.fpsforecast.core.port.in;

import org.fpsforecast.core.renderer.Identification;

/** Use case: which catalog GPU a browser's WebGL renderer string names. */
public interface IdentifyGpu {
    /**
     * @throws org.fpsforecast.core.domain.InvalidParameterException when the string is longer than {@link
     *     org.fpsforecast.core.renderer.RendererParser#MAX_LENGTH}
     */
    Identification identify(String renderer);
}
