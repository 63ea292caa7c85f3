package org.fpsforecast.core.model;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.Maps;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.PublisherRequirements;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;

/**
 * How demanding a game nobody measured is expected to be, from what is known about it, fitted over the games that have
 * measurements (forecast-importer's DemandRelationFitter) and judged only on games left out of that fit:
 *
 * <pre>
 * log demand = intercept
 *            + perRequirement * (requirement - meanRequirement)     the publisher's card, as a GPU score
 *            + perYear * (yearTerm - meanYearTerm)                   yearTerm = (year - 2015), 0 for competitive games
 *            + competitive * (isCompetitive - meanCompetitive)
 * cpuFps     = demand * cpuPerDemand
 * exponent   = exponentByYear.at(release year)                       the GPU exponent prior when absent or no year
 * </pre>
 *
 * The requirement is the score ({@link GpuScore#ofMark}) of the G3D mark of the publisher's recommended card; for a game
 * whose page lists only a minimum card, of that mark times {@code minimumToRecommended} (the typical ratio between the
 * two levels over the catalog). A fact the game lacks sits at the fitted games' mean, so it moves nothing. Competitive
 * games (store tags Competitive, eSports or MOBA) are built to run fast on the hardware of any year: the release-year
 * drift does not apply to them.
 *
 * @param intercept log demand of a game at the fitted games' means (the typical measured game)
 * @param perRequirement change of log demand per unit of the requirement's GPU score (negative: a stronger card named
 *     means a more demanding game)
 * @param perYear change of log demand per release year, for games that are not competitive
 * @param competitive log demand of a competitive game over another one
 * @param meanRequirement the fitted games' mean requirement score
 * @param meanYearTerm the fitted games' mean year term
 * @param meanCompetitive the share of competitive games among the fitted games
 * @param minimumToRecommended the typical ratio of a recommended card's G3D mark to the minimum card's
 * @param cpuPerDemand the typical ratio of a fitted game's CPU limit to its demand
 * @param exponentByYear the GPU exponent of an estimated game by its release year, when fitted
 * @param spread how much wider an estimate's band is for a game whose facts lie far from the fitted games'
 * @param resolutionAdjust per resolution, an estimated game's log deviation from the global resolution factors: the
 *     FPS ratios between resolutions on one rig, from lab runs (the global factors come mostly from user cells, whose
 *     1440p and 1080p submitters are different people and settings); 0 at 1080p, and 0 everywhere when not fitted
 */
public record DemandRelation(
        double intercept,
        double perRequirement,
        double perYear,
        double competitive,
        double meanRequirement,
        double meanYearTerm,
        double meanCompetitive,
        double minimumToRecommended,
        double cpuPerDemand,
        Optional<EraExponent> exponentByYear,
        EstimateSpread spread,
        Map<Resolution, Double> resolutionAdjust) {
    public static final int REFERENCE_YEAR = 2015;
    /** Store tags and genres that mark a competitive game (compared ignoring case). */
    public static final Set<String> COMPETITIVE_TAGS = competitiveTags();

    private static Set<String> competitiveTags() {
        Set<String> tags = new TreeSet<>(String.CASE_INSENSITIVE_ORDER);
        tags.addAll(List.of("Competitive", "eSports", "MOBA"));
        return Collections.unmodifiableSet(tags);
    }

    public DemandRelation {
        for (double v : new double[] {
            intercept,
            perRequirement,
            perYear,
            competitive,
            meanRequirement,
            meanYearTerm,
            meanCompetitive,
            minimumToRecommended,
            cpuPerDemand
        }) {
            if (!Double.isFinite(v)) {
                throw new IllegalArgumentException("demand relation terms must be finite");
            }
        }
        requireNonNull(exponentByYear, "exponentByYear");
        requireNonNull(spread, "spread");
        resolutionAdjust = Maps.immutableEnumMap(requireNonNull(resolutionAdjust, "resolutionAdjust"));
        if (resolutionAdjust.size() != Resolution.values().length
                || resolutionAdjust.get(Resolution.P1080) != 0
                || resolutionAdjust.values().stream().anyMatch(a -> !Double.isFinite(a))) {
            throw new IllegalArgumentException("a finite resolution adjustment per resolution, 0 at 1080p");
        }
        if (!(minimumToRecommended >= 1) || !(cpuPerDemand > 0)) {
            throw new IllegalArgumentException("need minimumToRecommended >= 1 and cpuPerDemand > 0");
        }
    }

    /** No resolution adjustment: an estimated game follows the global resolution factors. */
    public static final Map<Resolution, Double> NO_RESOLUTION_ADJUST = noResolutionAdjust();

    private static Map<Resolution, Double> noResolutionAdjust() {
        Map<Resolution, Double> none = new EnumMap<>(Resolution.class);
        for (Resolution r : Resolution.values()) {
            none.put(r, 0.0);
        }
        return Maps.immutableEnumMap(none);
    }

    /** A flat relation: every game gets {@code demand} (and {@code cpuPerDemand} times it as its CPU limit). */
    public static DemandRelation flat(double demand, double cpuPerDemand) {
        return new DemandRelation(
                Math.log(demand),
                0,
                0,
                0,
                0,
                0,
                0,
                1,
                cpuPerDemand,
                Optional.empty(),
                EstimateSpread.NONE,
                NO_RESOLUTION_ADJUST);
    }

    /** This relation with other resolution adjustments for the games it estimates. */
    public DemandRelation withResolutionAdjust(Map<Resolution, Double> adjust) {
        return new DemandRelation(
                intercept,
                perRequirement,
                perYear,
                competitive,
                meanRequirement,
                meanYearTerm,
                meanCompetitive,
                minimumToRecommended,
                cpuPerDemand,
                exponentByYear,
                spread,
                adjust);
    }

    /** The facts of a game that the relation reads. */
    public record Facts(
            DemandBasis basis,
            OptionalDouble requirement,
            OptionalDouble yearTerm,
            boolean competitive,
            OptionalInt releaseYear) {
        public Facts {
            requireNonNull(basis, "basis");
            requireNonNull(requirement, "requirement");
            requireNonNull(yearTerm, "yearTerm");
            requireNonNull(releaseYear, "releaseYear");
        }

        /** The same facts on another basis, with another requirement (the cross-validation varies them). */
        public Facts as(DemandBasis otherBasis, OptionalDouble otherRequirement) {
            return new Facts(otherBasis, otherRequirement, yearTerm, competitive, releaseYear);
        }
    }

    /** What the relation knows of a game, and so which basis an estimate of it has. */
    public static Facts facts(Game game, GpuScore score, double referenceG3d, double minimumToRecommended) {
        PublisherRequirements req = game.requirements();
        OptionalDouble requirement = OptionalDouble.empty();
        DemandBasis basis = DemandBasis.METADATA;
        OptionalInt recommended = req.recommendedG3d();
        OptionalInt minimum = req.minimumG3d();
        if (recommended.isPresent()) {
            requirement = OptionalDouble.of(score.ofMark(recommended.getAsInt(), referenceG3d));
            basis = DemandBasis.RECOMMENDED_GPU;
        } else if (minimum.isPresent()) {
            requirement =
                    OptionalDouble.of(score.ofMark((double) minimum.getAsInt() * minimumToRecommended, referenceG3d));
            basis = DemandBasis.MINIMUM_GPU;
        }
        boolean competitive = isCompetitive(game);
        OptionalDouble yearTerm = game.releaseYear().isPresent()
                ? OptionalDouble.of(competitive ? 0 : game.releaseYear().getAsInt() - REFERENCE_YEAR)
                : OptionalDouble.empty();
        if (basis == DemandBasis.METADATA && yearTerm.isEmpty() && !competitive) {
            basis = DemandBasis.TYPICAL;
        }
        return new Facts(basis, requirement, yearTerm, competitive, game.releaseYear());
    }

    /** Whether a store tag or genre of the game marks it competitive ({@link #COMPETITIVE_TAGS}). */
    public static boolean isCompetitive(Game game) {
        return game.tags().stream().anyMatch(COMPETITIVE_TAGS::contains)
                || game.details().genres().stream().anyMatch(COMPETITIVE_TAGS::contains);
    }

    /** The features of some facts, centred on the fitted games' means (a missing fact is 0: it moves nothing). */
    public double[] centred(Facts f) {
        return new double[] {
            f.requirement().isPresent() ? f.requirement().getAsDouble() - meanRequirement : 0,
            f.yearTerm().isPresent() ? f.yearTerm().getAsDouble() - meanYearTerm : 0,
            (f.competitive() ? 1 : 0) - meanCompetitive
        };
    }

    /** How much wider than the standard estimate band the band of a game with these facts is ({@link EstimateSpread}). */
    public double spread(Facts f) {
        return spread.of(centred(f));
    }

    /** The band of an estimate with these facts: its kind's {@code standard} band widened by their spread. */
    public ErrorBand band(Facts f, ErrorBand standard) {
        return standard.widenedBy(spread(f));
    }

    /** The estimated demand of a game with these facts. */
    public double demand(Facts f) {
        double[] x = centred(f);
        return Math.exp(intercept + perRequirement * x[0] + perYear * x[1] + competitive * x[2]);
    }

    /** Parameters for a game without measurements, with the basis its facts give. */
    public static GameParameters estimate(Game game, GlobalParameters global) {
        return estimate(
                game.slug(),
                facts(
                        game,
                        global.gpuScore(),
                        global.referenceG3d(),
                        global.demandRelation().minimumToRecommended()),
                global);
    }

    /**
     * Parameters for a game without measurements from some facts (the cross-validation varies them), with the band of
     * their kind of estimate widened by their spread.
     */
    public static GameParameters estimate(Slug game, Facts facts, GlobalParameters global) {
        DemandRelation r = global.demandRelation();
        double demand = r.demand(facts);
        return GameParameters.uniform(
                game,
                demand,
                r.exponent(facts, global),
                r.resolutionAdjust(),
                demand * r.cpuPerDemand(),
                0,
                facts.basis(),
                Optional.of(r.band(facts, global.estimateBand(facts.basis()))));
    }

    /** The GPU exponent of a game with these facts: by its release year where fitted, else the exponent prior. */
    public double exponent(Facts f, GlobalParameters global) {
        if (exponentByYear.isPresent() && f.releaseYear().isPresent()) {
            return exponentByYear.get().at(f.releaseYear().getAsInt());
        }
        return global.gpuExponent();
    }
}
