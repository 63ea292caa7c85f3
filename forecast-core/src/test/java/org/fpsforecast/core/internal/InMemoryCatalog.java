package org.fpsforecast.core.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.TestGlobals;
import org.fpsforecast.core.port.out.Cpus;
import org.fpsforecast.core.port.out.Games;
import org.fpsforecast.core.port.out.Gpus;
import org.fpsforecast.core.port.out.Measurements;
import org.fpsforecast.core.port.out.ModelParameters;

/** A small catalog in memory for the core's tests: real records behind the real ports, with stated parameters. */
final class InMemoryCatalog {
    static final GlobalParameters GLOBAL = TestGlobals.global(0.8, 6, 1.3, 1.15, 0.85);

    final Map<Slug, Game> games = new TreeMap<>();
    final Map<Slug, Gpu> gpus = new TreeMap<>();
    final Map<Slug, Cpu> cpus = new TreeMap<>();
    final List<Measurement> measurements = new ArrayList<>();
    final Map<Slug, GameParameters> parameters = new TreeMap<>();

    InMemoryCatalog() {
        game("gta-v", "Grand Theft Auto V", 90, 200, 40);
        game("cpu-heavy", "A CPU-heavy strategy game", 400, 120, 40);
        game("gpu-heavy", "A GPU-heavy showcase", 30, 300, 40);
        game("new-game", "A game with no fitted parameters", -1, -1, 0);
        gpu("gtx-1060", 10_000);
        gpu("rtx-4090", 38_000);
        gpu("gt-1030", 2_500);
        cpu("slow-cpu", 1_500);
        cpu("fast-cpu", 4_500);
        measurements.add(new Measurement(
                new Slug("gta-v"),
                new Slug("gtx-1060"),
                Resolution.P1080,
                Preset.HIGH,
                74.4,
                OptionalDouble.empty(),
                12,
                "userbenchmark-2020"));
    }

    private void game(String slug, String name, double demand, double cpuFps, int measured) {
        Slug s = new Slug(slug);
        games.put(s, new Game(s, name, OptionalInt.of(2020)));
        if (demand > 0) {
            parameters.put(s, GameParameters.simple(s, demand, 0.8, cpuFps, measured, DemandBasis.FITTED));
        }
    }

    private void gpu(String slug, int g3d) {
        Slug s = new Slug(slug);
        gpus.put(s, new Gpu(s, "GPU " + slug, Brand.NVIDIA, GpuKind.DESKTOP, g3d));
    }

    private void cpu(String slug, int singleThread) {
        Slug s = new Slug(slug);
        cpus.put(s, new Cpu(s, "CPU " + slug, Brand.AMD, singleThread, singleThread * 6, OptionalInt.of(6)));
    }

    Games gamePort() {
        return new Games() {
            @Override
            public Optional<Game> find(Slug slug) {
                return Optional.ofNullable(games.get(slug));
            }

            @Override
            public List<Game> all() {
                return List.copyOf(games.values());
            }
        };
    }

    Gpus gpuPort() {
        return new Gpus() {
            @Override
            public Optional<Gpu> find(Slug slug) {
                return Optional.ofNullable(gpus.get(slug));
            }

            @Override
            public List<Gpu> all() {
                return List.copyOf(gpus.values());
            }
        };
    }

    Cpus cpuPort() {
        return new Cpus() {
            @Override
            public Optional<Cpu> find(Slug slug) {
                return Optional.ofNullable(cpus.get(slug));
            }

            @Override
            public List<Cpu> all() {
                return List.copyOf(cpus.values());
            }
        };
    }

    Measurements measurementPort() {
        return new Measurements() {
            @Override
            public Optional<Measurement> find(Slug game, Slug gpu, Resolution resolution, Preset preset) {
                return measurements.stream()
                        .filter(m -> m.game().equals(game)
                                && m.gpu().equals(gpu)
                                && m.resolution() == resolution
                                && m.preset() == preset)
                        .findFirst();
            }

            @Override
            public List<Measurement> all() {
                return List.copyOf(measurements);
            }
        };
    }

    ModelParameters modelPort() {
        return new ModelParameters() {
            @Override
            public GlobalParameters global() {
                return GLOBAL;
            }

            @Override
            public Optional<GameParameters> game(Slug game) {
                return Optional.ofNullable(parameters.get(game));
            }
        };
    }

    ForecastService forecastService() {
        return new ForecastService(gamePort(), gpuPort(), cpuPort(), measurementPort(), modelPort());
    }
}
