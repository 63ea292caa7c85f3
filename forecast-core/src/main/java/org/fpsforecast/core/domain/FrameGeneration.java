package org.fpsforecast.core.domain;

import java.util.List;

/**
 * Frame generation: frames interpolated between rendered ones. It multiplies the <em>displayed</em> frames, not the
 * rendered ones (which it slightly lowers: generating costs GPU time), and not how the game responds to input.
 */
public enum FrameGeneration {
    OFF("off", 1),
    X2("2x", 2),
    X4("4x", 4);

    /** The keys, in order (a form's choices). */
    public static final List<String> KEYS = OptionKeys.keys(values(), FrameGeneration::key);

    /** The keys, as error messages and the API index list them. */
    public static final String ACCEPTED = String.join(", ", KEYS);

    private final String key;
    private final int displayedPerRendered;

    FrameGeneration(String key, int displayedPerRendered) {
        this.key = key;
        this.displayedPerRendered = displayedPerRendered;
    }

    /** {@code off}, {@code 2x} or {@code 4x}. */
    public String key() {
        return key;
    }

    /** Displayed frames per rendered frame: 1, 2 or 4. */
    public int displayedPerRendered() {
        return displayedPerRendered;
    }

    /**
     * Parses the {@code framegen} parameter, ignoring case and surrounding blanks; {@link #OFF} when absent.
     *
     * @throws InvalidParameterException naming the accepted values
     */
    public static FrameGeneration parse(String parameter, String raw) {
        return OptionKeys.parse(values(), FrameGeneration::key, OFF, parameter, "framegen", raw);
    }
}
