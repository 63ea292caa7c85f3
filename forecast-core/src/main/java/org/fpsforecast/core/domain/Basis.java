package org.fpsforecast.core.domain;

import java.util.Locale;

/** How a number was made, from the strongest evidence to the weakest. Only {@link #MEASURED} is a measurement. */
public enum Basis {
    /** A real measurement of this exact game, GPU, resolution and preset. */
    MEASURED,
    /** Scaled from real measurements of the same game on the same GPU at other settings. */
    SCALED,
    /** The fitted model: GPU score, the game's demandingness, resolution/preset scaling and CPU correction. */
    MODEL;

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The source label: measured only for {@link #MEASURED}; everything else is modeled. */
    public Source source() {
        return this == MEASURED ? Source.MEASURED : Source.MODEL;
    }
}
