package org.fpsforecast.core.port.in;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableMap;
import java.util.Map;
import java.util.Optional;
import org.fpsforecast.core.domain.Demandingness;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Slug;

/**
 * What the catalog and the model say about one game.
 *
 * @param minimumGpu the weakest mainstream desktop GPU the model gives 30 FPS at 1080p low (derived by the model, not
 *     the publisher's requirement)
 * @param recommendedGpu the weakest one the model gives 60 FPS at 1080p high
 * @param namedGpus the catalog GPUs the publisher's requirement lines name ({@link
 *     org.fpsforecast.core.domain.PublisherRequirements.Level#gpus}), by slug
 */
public record GameProfile(
        Game game,
        Demandingness demandingness,
        Optional<Gpu> minimumGpu,
        Optional<Gpu> recommendedGpu,
        Map<Slug, Gpu> namedGpus) {
    public GameProfile {
        requireNonNull(game, "game");
        requireNonNull(demandingness, "demandingness");
        requireNonNull(minimumGpu, "minimumGpu");
        requireNonNull(recommendedGpu, "recommendedGpu");
        namedGpus = ImmutableMap.copyOf(requireNonNull(namedGpus, "namedGpus"));
    }
}
