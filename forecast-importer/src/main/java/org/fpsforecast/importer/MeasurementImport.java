package org.fpsforecast.importer;

import static org.fpsforecast.importer.CatalogImporter.SRC_SUITE;
import static org.fpsforecast.importer.CatalogImporter.SRC_TECHSPOT;
import static org.fpsforecast.importer.CatalogImporter.SRC_UB;
import static org.fpsforecast.importer.CatalogImporter.SUITE_YEAR;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.FrameGeneration;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Names;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.RayTracing;
import org.fpsforecast.core.domain.RenderedMeasurement;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Upscaling;
import org.fpsforecast.core.model.SuiteResult;
import org.fpsforecast.core.model.WeightedStats;
import org.fpsforecast.data.format.MeasurementsFile.CellKey;
import org.fpsforecast.importer.fit.CpuRuns;

/**
 * The measured cells: UserBenchmark rows aggregated per cell (and the runs behind them), the TechSpot/HUB lab rows
 * (native ones as cells, upscaled ones as rendered rows), and the suite chart read for its slope.
 */
final class MeasurementImport extends ImportStep {
    MeasurementImport(Path datasets, CatalogImporter.Progress progress, StringBuilder report) {
        super(datasets, progress, report);
    }

    static final Map<String, Preset> UB_SETTINGS =
            Map.of("low", Preset.LOW, "med", Preset.MEDIUM, "high_INFERRED", Preset.HIGH, "max", Preset.ULTRA);

    /** TechSpot/HUB presets; Wukong's top preset "Cinematic" is its ultra. */
    static final Map<String, Preset> TECHSPOT_SETTINGS =
            Map.of("Medium", Preset.MEDIUM, "High", Preset.HIGH, "Ultra", Preset.ULTRA, "Cinematic", Preset.ULTRA);

    // --- UserBenchmark cells (peeters-fps-2020): real but noisy; aggregated by sample-weighted median.

    double importUserBenchmark(
            Map<String, Game> games,
            Map<String, Gpu> gpus,
            Map<String, Cpu> cpus,
            Map<CellKey, Measurement> out,
            CpuRuns.Builder runs) {
        Path file = datasets.resolve("peeters-fps-2020/fps_measurements.csv");
        List<Map<String, String>> rows = RawCsv.read(file);
        progress.step("Reading " + rows.size() + " FPS rows from " + datasets.relativize(file));
        Map<CellKey, List<double[]>> samples = new TreeMap<>(CellKey.ORDER);
        Map<String, Integer> unmatchedGpus = new TreeMap<>();
        Map<String, Integer> skipped = new TreeMap<>();
        double stWeighted = 0;
        double stWeight = 0;
        int used = 0;
        for (Map<String, String> row : rows) {
            if (!"userbenchmark".equals(row.get("source"))) {
                skipped.merge("not a measurement (fpsbenchmark rows are formula-generated)", 1, Integer::sum);
                continue;
            }
            Game game = games.get(row.get("game"));
            Preset preset = UB_SETTINGS.get(row.get("setting"));
            Resolution res = "1080".equals(row.get("resolution_height"))
                    ? Resolution.P1080
                    : "1440".equals(row.get("resolution_height")) ? Resolution.P1440 : null;
            int n = RawCsv.number(row.get("sample_count"));
            double fps = RawCsv.decimal(row.get("fps"));
            if (game == null) {
                skipped.merge("unknown game id " + row.get("game"), 1, Integer::sum);
                continue;
            }
            if (res == null) {
                skipped.merge("resolution " + row.get("resolution_height") + "p is not served", 1, Integer::sum);
                continue;
            }
            if (preset == null || n < 1 || !(fps > 0)) {
                skipped.merge("unknown setting, no samples or no FPS", 1, Integer::sum);
                continue;
            }
            String gpuName = row.get("gpu_name");
            Gpu gpu = null;
            for (String key : HardwareNames.userBenchmarkGpuKeys(gpuName)) {
                gpu = gpus.get(key);
                if (gpu != null) {
                    break;
                }
            }
            if (gpu == null) {
                unmatchedGpus.merge(gpuName, n, Integer::sum);
                continue;
            }
            Cpu cpu = cpus.get(HardwareNames.cpuKey(row.getOrDefault("cpu_name", "")));
            // The reference is of the rows the model fits: not those on GPUs scored from specs (see build()).
            if (cpu != null && gpu.scoreBasis() != GpuScoreBasis.SPEC_ESTIMATE) {
                stWeighted += (double) cpu.singleThreadMark() * n;
                stWeight += n;
            }
            if (cpu != null) {
                runs.add(
                        game.slug(),
                        gpu.slug(),
                        res,
                        preset,
                        new CpuRuns.Run(fps, n, cpu.singleThreadMark(), cpu.threads()));
            }
            samples.computeIfAbsent(new CellKey(game.slug(), gpu.slug(), res, preset), k -> new ArrayList<>())
                    .add(new double[] {fps, n});
            used++;
        }
        for (Map.Entry<CellKey, List<double[]>> e : samples.entrySet()) {
            List<double[]> list = e.getValue();
            double[] v = new double[list.size()];
            double[] w = new double[list.size()];
            int total = 0;
            for (int i = 0; i < v.length; i++) {
                v[i] = list.get(i)[0];
                w[i] = list.get(i)[1];
                total += (int) w[i];
            }
            CellKey k = e.getKey();
            out.put(
                    k,
                    new Measurement(
                            k.game(),
                            k.gpu(),
                            k.resolution(),
                            k.preset(),
                            round1(WeightedStats.median(v, w)),
                            OptionalDouble.empty(),
                            total,
                            SRC_UB));
        }
        if (stWeight == 0) {
            throw new ImportException("no UserBenchmark CPU matched the CPU list: cannot set the reference CPU");
        }
        double reference = Math.round(stWeighted / stWeight);
        report.append("UserBenchmark: ")
                .append(used)
                .append(" rows used, aggregated into ")
                .append(samples.size())
                .append(" cells; reference single-thread mark of their CPUs (sample-weighted) ")
                .append((long) reference)
                .append('\n');
        skipped.forEach((why, count) -> report.append("  skipped ")
                .append(count)
                .append(" rows: ")
                .append(why)
                .append('\n'));
        report.append(
                unmatchedGpus.isEmpty()
                        ? "  GPU names not matched to the catalog: none\n"
                        : "  GPU names not matched to the catalog (name: samples), not guessed:\n");
        unmatchedGpus.forEach((name, count) ->
                report.append("    ").append(name).append(": ").append(count).append('\n'));
        report.append('\n');
        return reference;
    }

    // --- A suite of recent games (br-avg-fps-2025-caio): average FPS per GPU, settings unrecorded.

    /**
     * The GPU chart's rows whose card the catalog has (a short name like "RTX 4060 Ti 8GB" as "GeForce RTX 4060 Ti 8GB",
     * else without its memory size, the base model); the others are reported, not guessed.
     */
    List<SuiteResult> importSuite(Map<String, Gpu> gpus) {
        Path file = datasets.resolve("br-avg-fps-2025-caio/gpu_2025_avg_fps_games.csv");
        List<Map<String, String>> rows = RawCsv.read(file);
        progress.step("Reading " + rows.size() + " suite rows from " + datasets.relativize(file));
        List<SuiteResult> out = new ArrayList<>();
        List<String> unmatched = new ArrayList<>();
        for (Map<String, String> row : rows) {
            String name = row.getOrDefault("Placa de Vídeo", "").strip();
            double fps = RawCsv.decimal(row.get("Pontuação"));
            String full = name.replaceFirst("^RTX ", "GeForce RTX ")
                    .replaceFirst("^RX ", "Radeon RX ")
                    .replaceFirst("^ARC ", "Arc ");
            Gpu gpu = gpus.get(Names.normalize(full));
            if (gpu == null) {
                gpu = gpus.get(Names.normalize(full.replaceFirst(" \\d+GB$", "")));
            }
            if (gpu == null || !(fps > 0)) {
                unmatched.add(name);
                continue;
            }
            out.add(new SuiteResult(gpu.slug(), fps, SUITE_YEAR, SRC_SUITE));
        }
        out.sort(Comparator.comparing(SuiteResult::gpu));
        report.append("Suite of recent games (")
                .append(SRC_SUITE)
                .append("): ")
                .append(out.size())
                .append(" GPUs used; not in the catalog: ")
                .append(unmatched.isEmpty() ? "none" : String.join(", ", unmatched))
                .append("\n\n");
        return out;
    }

    // --- TechSpot / Hardware Unboxed 2024: native rows, and rows with upscaling, ray tracing or frame generation.

    /** The source's ray-tracing settings as this service's: "Very High" is Wukong's full ray tracing, what reviews test. */
    static final Map<String, RayTracing> TECHSPOT_RT =
            Map.of("Off", RayTracing.OFF, "On", RayTracing.ON, "Very High", RayTracing.ON);

    void importTechSpot(
            Map<String, Game> games,
            Map<String, Gpu> gpus,
            Map<CellKey, Measurement> out,
            List<RenderedMeasurement> renderedOut) {
        Path file = datasets.resolve("techspot-hub-2024-gerardini/gpu_game_fps_2024.csv");
        List<Map<String, String>> rows = RawCsv.read(file);
        progress.step("Reading " + rows.size() + " FPS rows from " + datasets.relativize(file));
        Map<String, Integer> skipped = new TreeMap<>();
        Map<String, RenderedMeasurement> rendered = new TreeMap<>();
        int used = 0;
        for (Map<String, String> row : rows) {
            String upscalingText = row.getOrDefault("Upscaling", "");
            String rtText = row.getOrDefault("RayTracing", "");
            String fgText = row.getOrDefault("Frame Generation", "");
            Upscaling upscaling = "Native Res".equals(upscalingText)
                    ? Upscaling.OFF
                    : "Quality".equals(upscalingText) ? Upscaling.QUALITY : null;
            RayTracing rt = TECHSPOT_RT.get(rtText);
            FrameGeneration fg =
                    "Off".equals(fgText) ? FrameGeneration.OFF : "On".equals(fgText) ? FrameGeneration.X2 : null;
            if (upscaling == null || rt == null || fg == null) {
                skipped.merge(
                        "options this service does not name (ray tracing " + rtText + ", upscaling " + upscalingText
                                + ")",
                        1,
                        Integer::sum);
                continue;
            }
            Rendering options = new Rendering(upscaling, rt, fg);
            Game game = games.get(row.get("Games"));
            Gpu gpu = gpus.get(Names.normalize(row.getOrDefault("Model", "")));
            Preset preset = TECHSPOT_SETTINGS.get(row.get("Graphic Settings"));
            double avg = RawCsv.decimal(row.get("Average FPS"));
            double low = RawCsv.decimal(row.get("1% Low FPS"));
            if (game == null || gpu == null || preset == null || !(avg > 0)) {
                skipped.merge(
                        "unknown game, GPU or preset: " + row.get("Games") + " / " + row.get("Model"), 1, Integer::sum);
                continue;
            }
            Resolution res;
            try {
                res = Resolution.parse("Resolution", row.get("Resolution"));
            } catch (RuntimeException e) {
                skipped.merge("unknown resolution " + row.get("Resolution"), 1, Integer::sum);
                continue;
            }
            if (!(low > 0) || low > avg) {
                skipped.merge("1% low missing or above the average (transcription error)", 1, Integer::sum);
                continue;
            }
            CellKey key = new CellKey(game.slug(), gpu.slug(), res, preset);
            Measurement m =
                    new Measurement(game.slug(), gpu.slug(), res, preset, avg, OptionalDouble.of(low), 1, SRC_TECHSPOT);
            if (!options.isNative()) {
                String settings = row.get("Graphic Settings") + ", upscaling " + upscalingText + " (DLSS/FSR)"
                        + ", ray tracing " + rtText + ", frame generation " + fgText;
                if (rendered.putIfAbsent(key + "|" + options, new RenderedMeasurement(m, options, settings)) != null) {
                    skipped.merge("second row for the same cell and options", 1, Integer::sum);
                } else {
                    used++;
                }
                continue;
            }
            if (out.putIfAbsent(key, m) != null) {
                skipped.merge("second row for the same cell", 1, Integer::sum);
                continue;
            }
            used++;
        }
        renderedOut.addAll(rendered.values());
        report.append("TechSpot/HUB: ")
                .append(used)
                .append(" rows used (")
                .append(rendered.size())
                .append(" of them with upscaling, ray tracing or frame generation)\n");
        skipped.forEach((why, count) -> report.append("  skipped ")
                .append(count)
                .append(" rows: ")
                .append(why)
                .append('\n'));
        report.append('\n');
    }

    /** An FPS value to one decimal, as the measurements file keeps it. */
    private static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
