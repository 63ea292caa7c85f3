package org.fpsforecast.importer.fit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.ErrorBand;
import org.fpsforecast.core.model.ForecastModel;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.importer.internal.GameFitter;

/** The evaluation line of answers on GPUs whose G3D marks are estimated from their specs. */
public final class SpecScoredGpus {
    private SpecScoredGpus() {}

    /** The method name of answers on GPUs whose marks are estimated from specs. */
    public static final String SPEC_SCORE = "model, GPU scored from specs";

    /**
     * Measured cells split by their GPU's mark: {@code forFit} on a measured mark (everything is fitted and
     * cross-validated on these), {@code onEstimatedMarks} on a mark estimated from specs (served as measured, fit
     * nothing, judged by {@link #lines}).
     */
    public record Split(List<Measurement> forFit, List<Measurement> onEstimatedMarks) {
        public Split {
            forFit = List.copyOf(forFit);
            onEstimatedMarks = List.copyOf(onEstimatedMarks);
        }
    }

    /** The one rule of which cells the model is fitted on: those of GPUs with a measured mark. */
    public static Split split(List<Measurement> measurements, Map<Slug, Gpu> gpus) {
        List<Measurement> forFit = new ArrayList<>();
        List<Measurement> onEstimatedMarks = new ArrayList<>();
        for (Measurement m : measurements) {
            Gpu gpu = gpus.get(m.gpu());
            (gpu != null && gpu.g3dRange().isPresent() ? onEstimatedMarks : forFit).add(m);
        }
        return new Split(forFit, onEstimatedMarks);
    }

    /**
     * How the served model does on the measured cells of GPUs whose marks are estimated from specs: those cells are
     * left out of every fit (the estimate is not a measurement of the card), so the served model has never seen them.
     * Each cell is predicted as if unmeasured and judged against the band it would be served with: its game's (or the
     * fitted games') band widened by the mark's range ({@link ForecastModel#withScoreRange}).
     *
     * @param global the served global parameters, bands included
     * @param games the served games, with their own bands
     */
    public static List<Evaluation.Line> lines(
            List<Measurement> cells, Map<Slug, Gpu> gpus, GlobalParameters global, Map<Slug, GameParameters> games) {
        ForecastModel model = new ForecastModel(global);
        Map<String, List<double[]>> bySource = new LinkedHashMap<>();
        for (Measurement m : cells) {
            Gpu gpu = gpus.get(m.gpu());
            GameParameters p = games.get(m.game());
            if (gpu == null || gpu.g3dRange().isEmpty() || p == null || !m.wellSampled()) {
                continue;
            }
            double predicted = GameFitter.predict(model, p, gpu, m);
            ErrorBand band = model.withScoreRange(p.band().orElse(global.modelBand()), p, gpu);
            double ratio = m.averageFps() / predicted;
            double[] row = {
                100 * Math.abs(predicted - m.averageFps()) / m.averageFps(),
                ratio >= band.lowFactor() && ratio <= band.highFactor() ? 1 : 0
            };
            bySource.computeIfAbsent(
                            m.labRun()
                                    ? "TechSpot/HUB, average"
                                    : "UserBenchmark, >= " + Measurement.WELL_SAMPLED + " samples",
                            k -> new ArrayList<>())
                    .add(row);
        }
        List<Evaluation.Line> lines = new ArrayList<>();
        bySource.forEach((source, rows) -> {
            double[] ape = rows.stream().mapToDouble(r -> r[0]).toArray();
            double inside = rows.stream().mapToDouble(r -> r[1]).sum();
            lines.add(new Evaluation.Line(
                    source,
                    SPEC_SCORE,
                    rows.size(),
                    Evaluation.median(ape),
                    Evaluation.mean(ape),
                    100 * inside / rows.size()));
        });
        return lines;
    }
}
