package org.fpsforecast.importer.fit;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;

/**
 * The runs behind measured cells, each on its own CPU: a UserBenchmark cell (one game, GPU, resolution and preset) is
 * the median of rows of many CPUs, and those rows show how the game's frame rate follows the CPU on the same GPU (League
 * of Legends on a GTX 1080 Ti: 203 FPS with a Ryzen 7 1700, 275 with a Core i7-8700K). The model is fitted on the
 * cells; the runs judge its answers for a named CPU ({@code Evaluation}). Runs whose CPU the catalog lacks are not kept.
 */
public final class CpuRuns {
    /**
     * One row of a cell: its frame rate and samples on one CPU.
     *
     * @param singleThread the CPU's single-thread mark
     * @param threads the CPU's thread count, when known
     */
    public record Run(double fps, int samples, double singleThread, OptionalInt threads) {
        public Run {
            if (!(fps > 0) || samples < 1 || !(singleThread > 0)) {
                throw new IllegalArgumentException("a run needs FPS, samples and a single-thread mark");
            }
            requireNonNull(threads);
        }
    }

    /** No runs: every cell is fitted as itself. */
    public static final CpuRuns NONE = new CpuRuns(Map.of());

    private final Map<String, List<Run>> byCell;

    private CpuRuns(Map<String, List<Run>> byCell) {
        this.byCell = byCell;
    }

    /** Collects runs cell by cell. */
    public static final class Builder {
        private final Map<String, List<Run>> byCell = new TreeMap<>();

        public Builder add(Slug game, Slug gpu, Resolution resolution, Preset preset, Run run) {
            byCell.computeIfAbsent(key(game, gpu, resolution, preset), k -> new ArrayList<>())
                    .add(requireNonNull(run));
            return this;
        }

        public CpuRuns build() {
            Map<String, List<Run>> copy = new TreeMap<>();
            byCell.forEach((k, v) -> copy.put(k, List.copyOf(v)));
            return new CpuRuns(copy);
        }
    }

    /** The runs behind a cell (empty when none was kept). */
    public List<Run> of(Measurement cell) {
        return byCell.getOrDefault(key(cell.game(), cell.gpu(), cell.resolution(), cell.preset()), List.of());
    }

    /** How many runs are kept. */
    public int size() {
        return byCell.values().stream().mapToInt(List::size).sum();
    }

    private static String key(Slug game, Slug gpu, Resolution resolution, Preset preset) {
        return game + "|" + gpu + "|" + resolution + "|" + preset;
    }
}
