package org.fpsforecast.core.port.in;

import org.fpsforecast.core.domain.ItemType;

/**
 * Use case: turn a slug or a name as people type it ("rtx 4070", "gta 5") into one catalog record, without guessing
 * between records that match about equally well.
 */
public interface ResolveName {
    /**
     * How far ahead of the runner-up the best search hit must score to be taken without asking: one unmatched word of
     * the record's name costs this much in the search's relevance, so a lead this large means the runner-up has at
     * least one word more that the text did not ask for ("rtx 4070" takes the RTX 4070, not the RTX 4070 Ti).
     */
    double CLEAR_LEAD = 8;

    /** How many candidates an ambiguous match lists. */
    int CANDIDATES = 5;

    /**
     * @throws org.fpsforecast.core.domain.InvalidParameterException for an empty text or one longer than the search
     *     takes ({@value SearchCatalog#MAX_QUERY_LENGTH} characters)
     */
    NameMatch resolve(ItemType type, String text);
}
