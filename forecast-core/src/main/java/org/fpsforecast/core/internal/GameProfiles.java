package org.fpsforecast.core.internal;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Supplier;
import com.google.common.base.Suppliers;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.fpsforecast.core.domain.Demandingness;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.DemandRelation;
import org.fpsforecast.core.model.ForecastModel;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GameRequirements;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.port.in.DescribeGame;
import org.fpsforecast.core.port.in.GameProfile;
import org.fpsforecast.core.port.out.Games;
import org.fpsforecast.core.port.out.Gpus;
import org.fpsforecast.core.port.out.ModelParameters;

/**
 * A game's profile: its catalog data, its demandingness and its minimum and recommended GPU. Fitted games have their
 * requirements in the catalog (derived by the importer); for the others they are derived here the same way, from the
 * release-year estimate of their parameters.
 */
public final class GameProfiles implements DescribeGame {
    private final Games games;
    private final Gpus gpus;
    private final ModelParameters parameters;
    private final Supplier<List<Gpu>> candidates;
    private final Map<Slug, GameRequirements> fittedRequirements = new ConcurrentHashMap<>();

    public GameProfiles(Games games, Gpus gpus, ModelParameters parameters) {
        this.games = requireNonNull(games);
        this.gpus = requireNonNull(gpus);
        this.parameters = requireNonNull(parameters);
        this.candidates = Suppliers.memoize(() -> GameRequirements.candidates(gpus.all()));
    }

    @Override
    public GameProfile describe(Slug slug) {
        Game game = games.find(slug).orElseThrow(() -> new NotFoundException(ItemType.GAME, slug.value()));
        GlobalParameters global = parameters.global();
        ForecastModel model = new ForecastModel(global);
        Optional<GameParameters> fitted = parameters.game(game.slug());
        GameParameters p = fitted.orElseGet(() -> DemandRelation.estimate(game, global));
        double cpuLimit = model.cpuLimit(p.cpuFpsAtReference(), global.defaultSingleThread());
        OptionalDouble g3d = model.g3dFor(p, Resolution.P1080, Preset.HIGH, 60, cpuLimit);
        OptionalInt needed = g3d.isPresent() ? OptionalInt.of((int) Math.ceil(g3d.getAsDouble())) : OptionalInt.empty();
        // A fitted game's cards are the same for every request on this catalog: derived once. An estimated game's are
        // derived on each request, as its estimate is.
        GameRequirements req = fitted.isPresent()
                ? fittedRequirements.computeIfAbsent(
                        game.slug(), s -> GameRequirements.deriveFrom(model, p, candidates.get()))
                : GameRequirements.deriveFrom(model, p, candidates.get());
        Map<Slug, Gpu> named = new LinkedHashMap<>();
        Stream.of(game.requirements().minimum(), game.requirements().recommended())
                .flatMap(Optional::stream)
                .flatMap(level -> level.gpus().stream())
                .forEach(s -> gpus.find(s).ifPresent(g -> named.putIfAbsent(s, g)));
        return new GameProfile(
                game,
                Demandingness.of(needed, p.measurements(), p.basis()),
                req.minimumGpu().flatMap(gpus::find),
                req.recommendedGpu().flatMap(gpus::find),
                named);
    }
}
