package org.fpsforecast.core.port.in;

import static java.util.Objects.requireNonNull;

import java.util.List;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Tier;

/**
 * A hardware pair's score: what it achieves across the fixed basket of popular recent games, on a 0-100 scale between
 * the weakest catalog hardware (0) and the current flagship pair (100).
 *
 * @param basketFps the geometric mean FPS over the basket at 1080p high, before the RAM factor
 * @param ramFactor what too little RAM does to that figure (1 at 16 GB or more)
 * @param basket the forecast FPS of each basket game (model numbers, with the CPU)
 */
public record PcScore(
        Gpu gpu,
        Cpu cpu,
        int ramGb,
        int score,
        Tier tier,
        double basketFps,
        double ramFactor,
        List<BasketGame> basket) {
    public PcScore {
        requireNonNull(gpu, "gpu");
        requireNonNull(cpu, "cpu");
        requireNonNull(tier, "tier");
        basket = List.copyOf(basket);
        if (score < 0 || score > 100 || Tier.of(score) != tier) {
            throw new IllegalArgumentException("score " + score + " with tier " + tier);
        }
    }

    /** One basket game and the FPS the pair reaches in it at 1080p high. */
    public record BasketGame(Game game, int fps) {
        public BasketGame {
            requireNonNull(game, "game");
        }
    }
}
