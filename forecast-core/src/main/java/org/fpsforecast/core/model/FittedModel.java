package org.fpsforecast.core.model;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * The result of the first fitting stage: the global parameters, simple per-game parameters, and how many measured
 * cells they come from. (Its error bands are in-sample placeholders; the cross-validation replaces them.)
 *
 * @param cells measured cells used
 */
public record FittedModel(GlobalParameters global, List<GameParameters> games, int cells) {
    public FittedModel {
        requireNonNull(global, "global");
        games = ImmutableList.copyOf(games);
    }
}
