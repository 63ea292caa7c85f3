package org.fpsforecast.core.model;

import java.util.EnumMap;
import java.util.Map;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;

/** Stated global parameters for the core's tests: round numbers, so expected values can be worked out by hand. */
public final class TestGlobals {
    private TestGlobals() {}

    /**
     * Resolution factors 1 / 0.75 / 0.45; preset factors {@code low}, {@code medium}, 1, {@code ultra}; 1% low 0.8;
     * reference single-thread 2,500, default 4,000; bands: model 0.8-1.25 (12%), scaled 0.9-1.1 (6%), unfitted game
     * 0.6-1.6 (30%); typical demand 80 and CPU limit 150.
     */
    public static GlobalParameters global(double exponent, double sharpness, double low, double medium, double ultra) {
        return new GlobalParameters(
                10_000,
                exponent,
                new EnumMap<>(Map.of(Resolution.P1080, 1.0, Resolution.P1440, 0.75, Resolution.P4K, 0.45)),
                new EnumMap<>(Map.of(Preset.LOW, low, Preset.MEDIUM, medium, Preset.HIGH, 1.0, Preset.ULTRA, ultra)),
                0.8,
                2_500,
                4_000,
                "Test CPU",
                sharpness,
                1_000,
                new ErrorBand(0.8, 1.25, 12.0),
                new ErrorBand(0.9, 1.1, 6.0),
                org.fpsforecast.core.model.GlobalParameters.sameEstimateBands(new ErrorBand(0.6, 1.6, 30)),
                org.fpsforecast.core.model.DemandRelation.flat(80, 150.0 / 80),
                GpuScore.NONE);
    }
}
