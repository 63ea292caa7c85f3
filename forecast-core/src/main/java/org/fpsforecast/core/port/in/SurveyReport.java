package org.fpsforecast.core.port.in;

import static java.util.Objects.requireNonNull;

import java.time.YearMonth;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Source;
import org.fpsforecast.core.domain.SurveyMapping;
import org.fpsforecast.core.domain.SurveyShare;
import org.fpsforecast.core.domain.Verdict;

/**
 * A month of the Steam hardware survey, with what its video cards reach in a basket of games by the model.
 *
 * @param first the oldest month with survey data
 * @param latest the newest month with survey data
 * @param basket the games whose FPS at 1080p high is averaged (geometric mean) per card
 * @param cards the largest video cards of the month, lines naming the same catalog GPU counted together
 * @param coverage how much of the survey the cards account for
 * @param reach the shares of surveyed gamers whose card reaches 60 and 30 FPS in the basket
 */
public record SurveyReport(
        YearMonth month,
        YearMonth first,
        YearMonth latest,
        List<Game> basket,
        List<Card> cards,
        Coverage coverage,
        Reach reach,
        List<SurveyShare> ram,
        List<SurveyShare> vram,
        List<SurveyShare> os,
        List<SurveyShare> resolution) {
    public SurveyReport {
        requireNonNull(month, "month");
        basket = List.copyOf(basket);
        cards = List.copyOf(cards);
        requireNonNull(coverage, "coverage");
        requireNonNull(reach, "reach");
        ram = List.copyOf(ram);
        vram = List.copyOf(vram);
        os = List.copyOf(os);
        resolution = List.copyOf(resolution);
    }

    /**
     * What a card's basket FPS is: {@link Source#MEASURED} only when every basket game is a measurement for it, else
     * {@link Source#MODEL}; empty for a card that maps to no catalog GPU (it has no FPS).
     */
    public Optional<Source> sourceOf(Card card) {
        if (card.gpu().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(card.measuredGames() == basket.size() ? Source.MEASURED : Source.MODEL);
    }

    /**
     * The catalog cards the survey names, each once, most common first: the cards people say they own. A family's
     * representative and a memory variant at an assumed share are left out (they stand for a name, not for a card).
     *
     * @param limit at most this many
     * @return up to {@code limit} cards among {@link #cards()}
     */
    public List<Gpu> namedGpus(int limit) {
        return cards.stream()
                .filter(c -> c.mapping() == SurveyMapping.NAME)
                .map(c -> c.gpu().orElseThrow())
                .distinct()
                .limit(limit)
                .toList();
    }

    /**
     * One video card of the survey.
     *
     * @param name the survey's name (of its largest line when several lines name the same GPU)
     * @param share of surveyed users, 0..1
     * @param gpu the catalog GPU; empty when the name maps to none (then there is no FPS)
     * @param mapping how the survey's name is tied to {@code gpu} (a family's representative, a memory variant at an
     *     assumed share) or why there is none (no score source, not identified)
     * @param basketFps geometric mean FPS over the basket at 1080p high, no CPU given (the model's default CPU class)
     * @param measuredGames basket games whose FPS for this card is a measurement; the rest are modeled
     * @param verdict the verdict of the basket FPS
     */
    public record Card(
            int rank,
            String name,
            double share,
            Optional<Gpu> gpu,
            SurveyMapping mapping,
            OptionalInt basketFps,
            int measuredGames,
            Optional<Verdict> verdict) {
        public Card {
            requireNonNull(name, "name");
            requireNonNull(gpu, "gpu");
            requireNonNull(mapping, "mapping");
            if (gpu.isPresent() != mapping.mapsToCard()) {
                throw new IllegalArgumentException("a card has a catalog GPU exactly when its mapping names one");
            }
            requireNonNull(basketFps, "basketFps");
            requireNonNull(verdict, "verdict");
            if (gpu.isEmpty() && (basketFps.isPresent() || verdict.isPresent())) {
                throw new IllegalArgumentException("an unmapped card has no FPS and no verdict");
            }
        }
    }

    /**
     * Shares of surveyed users, 0..1.
     *
     * @param listed the video cards Valve published this month (it omits the smallest, so this is under 1)
     * @param mapped listed cards that map to a catalog GPU
     * @param unmapped listed cards that map to none ({@code listed - mapped})
     * @param unlisted cards Valve did not publish ({@code 1 - listed})
     */
    public record Coverage(double listed, double mapped, double unmapped, double unlisted) {}

    /**
     * Who reaches 60 and 30 FPS in the basket.
     *
     * @param at60 surveyed users whose card is mapped and reaches 60 FPS: a lower bound over all surveyed users
     * @param at60OfMapped the same among users with a mapped card: the estimate if unmapped cards were alike
     */
    public record Reach(double at60, double at30, double at60OfMapped, double at30OfMapped) {}
}
