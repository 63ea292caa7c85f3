package org.fpsforecast.core.model;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * The result of a fit: the parameters and how well they reproduce the measurements they were fitted on.
 *
 * @param cells measured cells used
 * @param inSampleMedianApePct median absolute percentage error on those cells (in-sample: optimistic)
 * @param inSampleWithin80Pct weighted share of those cells inside their 80% range
 */
public record FittedModel(
        GlobalParameters global,
        List<GameParameters> games,
        int cells,
        double inSampleMedianApePct,
        double inSampleWithin80Pct) {
    public FittedModel {
        requireNonNull(global, "global");
        games = ImmutableList.copyOf(games);
    }
}
