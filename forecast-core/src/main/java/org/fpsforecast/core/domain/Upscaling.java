package org.fpsforecast.core.domain;

import java.util.List;

/**
 * Temporal upscaling (DLSS, FSR, XeSS): the game renders at a lower internal resolution and the upscaler reconstructs
 * the output resolution. The modes' internal scales per axis are the ones the three upscalers share (DLSS 2+, FSR 2+,
 * XeSS 1.3+ use the same ratios for these four names).
 */
public enum Upscaling {
    OFF("off", 1.0),
    QUALITY("quality", 1 / 1.5),
    BALANCED("balanced", 1 / 1.7),
    PERFORMANCE("performance", 1 / 2.0),
    ULTRA_PERFORMANCE("ultra_performance", 1 / 3.0);

    /** The keys, in order (a form's choices). */
    public static final List<String> KEYS = OptionKeys.keys(values(), Upscaling::key);

    /** The keys, as error messages and the API index list them. */
    public static final String ACCEPTED = String.join(", ", KEYS);

    private final String key;
    private final double axisScale;

    Upscaling(String key, double axisScale) {
        this.key = key;
        this.axisScale = axisScale;
    }

    /** As the interfaces write it: {@code off}, {@code quality}, ... {@code ultra_performance}. */
    public String key() {
        return key;
    }

    /** The internal resolution over the output resolution, per axis (Quality renders 4K at 1440p: 2/3). */
    public double axisScale() {
        return axisScale;
    }

    /** The internal pixel count over the output pixel count. */
    public double pixelScale() {
        return axisScale * axisScale;
    }

    /**
     * Parses the {@code upscaling} parameter, ignoring case and surrounding blanks; {@link #OFF} when absent.
     *
     * @throws InvalidParameterException naming the accepted values
     */
    public static Upscaling parse(String parameter, String raw) {
        return OptionKeys.parse(values(), Upscaling::key, OFF, parameter, "upscaling", raw);
    }
}
