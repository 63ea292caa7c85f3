package org.fpsforecast.core.domain;

import java.util.Locale;

/**
 * How a video card line of the Steam survey is tied to a catalog GPU, so that a number that stands for several cards
 * is never presented as one card's.
 */
public enum SurveyMapping {
    /** The survey names the catalog card (in one of its spellings). */
    NAME(true),
    /**
     * The survey gives a family name (such as "AMD Radeon(TM) Graphics", which many integrated parts report); a
     * documented representative card of the family stands for it.
     */
    FAMILY(true),
    /**
     * The survey does not tell memory variants apart (such as the RTX 5060 Ti's 8 GB and 16 GB); its share is divided
     * between the catalog's variants at documented shares.
     */
    VARIANT_SHARE(true),
    /** A known part that no score source has a mark for (such as Apple's GPUs): listed, without FPS. */
    NO_SCORE_SOURCE(false),
    /** A name the catalog cannot identify: listed, without FPS. */
    UNKNOWN(false);

    private final boolean mapsToCard;

    SurveyMapping(boolean mapsToCard) {
        this.mapsToCard = mapsToCard;
    }

    /** True when lines of this kind name a catalog GPU. */
    public boolean mapsToCard() {
        return mapsToCard;
    }

    /** The lower-case key used in files and JSON ({@code variant_share}). */
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * The mapping of a key.
     *
     * @param key a {@link #key()}
     * @return the mapping
     * @throws IllegalArgumentException for an unknown key
     */
    public static SurveyMapping ofKey(String key) {
        for (SurveyMapping m : values()) {
            if (m.key().equals(key)) {
                return m;
            }
        }
        throw new IllegalArgumentException("unknown survey mapping: " + key);
    }
}
