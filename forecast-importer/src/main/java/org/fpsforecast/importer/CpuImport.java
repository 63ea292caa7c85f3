package org.fpsforecast.importer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.CpuScoreBasis;
import org.fpsforecast.core.domain.Slug;

/** The CPU list: PassMark single-thread marks, and marks estimated from the 2026 score lists for newer CPUs. */
final class CpuImport extends ImportStep {
    CpuImport(Path datasets, CatalogImporter.Progress progress, StringBuilder report) {
        super(datasets, progress, report);
    }

    // --- CPUs: PassMark (2022 and 2021 lists), then the 2026 Geekbench 6 / Cinebench R23 lists on the PassMark scale.

    /** One CPU of a PassMark list, by its key. */
    record PassMarkCpu(String name, int thread, int mark, int cores, int threads, int year) {}

    Map<Slug, Cpu> importCpus(Map<String, Cpu> byKey) {
        Map<String, PassMarkCpu> passMark = new LinkedHashMap<>();
        Path kaggle = datasets.resolve("kaggle-hw-benchmarks-2022/CPU_benchmark_v4.csv");
        List<Map<String, String>> kaggleRows = RawCsv.read(kaggle);
        progress.step("Reading " + kaggleRows.size() + " CPUs from " + datasets.relativize(kaggle));
        for (Map<String, String> row : kaggleRows) {
            String name =
                    HardwareNames.cpuDisplayName(row.getOrDefault("cpuName", "").replaceAll("\\s+", " "));
            passMark.putIfAbsent(
                    HardwareNames.cpuKey(name),
                    new PassMarkCpu(
                            name,
                            RawCsv.number(row.get("threadMark")),
                            RawCsv.number(row.get("cpuMark")),
                            RawCsv.number(row.get("cores")),
                            -1,
                            RawCsv.number(row.get("testDate"))));
        }
        Path mega = datasets.resolve("passmark-megalist-2021-ugroups/cpubenchmark.csv");
        List<Map<String, String>> megaRows = RawCsv.read(mega);
        progress.step("Reading " + megaRows.size() + " CPUs from " + datasets.relativize(mega));
        for (Map<String, String> row : megaRows) {
            String name = HardwareNames.cpuDisplayName(
                    row.getOrDefault("data/name", "").replaceAll("\\s+", " "));
            int cores = RawCsv.number(row.get("data/cores"));
            int perCore = RawCsv.number(row.get("data/logicals"));
            int threads = cores > 0 && perCore > 0 ? cores * perCore : -1;
            int year = SteamGames.year(row.get("data/date")).orElse(-1);
            PassMarkCpu megaCpu = new PassMarkCpu(
                    name,
                    RawCsv.number(row.get("data/thread")),
                    RawCsv.number(row.get("data/cpumark")),
                    cores,
                    threads,
                    year);
            // The 2022 list's scores are newer; the 2021 list adds thread counts, dates and the CPUs the 2022 one
            // lacks.
            passMark.merge(
                    HardwareNames.cpuKey(name),
                    megaCpu,
                    (newer, older) -> new PassMarkCpu(
                            newer.name(),
                            newer.thread() > 0 ? newer.thread() : older.thread(),
                            newer.mark() > 0 ? newer.mark() : older.mark(),
                            newer.cores() > 0 ? newer.cores() : older.cores(),
                            older.threads(),
                            newer.year() > 0 ? newer.year() : older.year()));
        }

        // The CPUs of the 2026 lists, by key, with their display names (first seen, Geekbench 6 lists first).
        Map<String, String> displayNames = new LinkedHashMap<>();
        Map<String, Double> gb6Single = scoreList("geekbench6_single_cpu.csv", "gb6_single", displayNames);
        Map<String, Double> gb6Multi = scoreList("geekbench6_multi_cpu.csv", "gb6_multi", displayNames);
        Map<String, Double> r23Single = scoreList("cinebench_r23_single_cpu.csv", "r23_single", displayNames);
        Map<String, Double> r23Multi = scoreList("cinebench_r23_multi_cpu.csv", "r23_multi", displayNames);
        LogLinearFit stFromGb6 = fitOnShared(gb6Single, passMark, true);
        LogLinearFit stFromR23 = fitOnShared(r23Single, passMark, true);
        LogLinearFit mtFromGb6 = fitOnShared(gb6Multi, passMark, false);
        LogLinearFit mtFromR23 = fitOnShared(r23Multi, passMark, false);

        Map<Slug, Cpu> out = new TreeMap<>();
        List<String> skipped = new ArrayList<>();
        for (PassMarkCpu p : passMark.values()) {
            if (p.name().isEmpty() || p.thread() <= 0 || p.mark() <= 0) {
                skipped.add(p.name() + " (no CPU Mark or single-thread rating)");
                continue;
            }
            add(
                    out,
                    byKey,
                    skipped,
                    p.name(),
                    p.thread(),
                    p.mark(),
                    p.cores(),
                    p.threads(),
                    p.year(),
                    CpuScoreBasis.PASSMARK);
        }
        int estimated = 0;
        for (Map.Entry<String, String> e : displayNames.entrySet()) {
            String key = e.getKey();
            if (key.isEmpty() || passMark.containsKey(key)) {
                continue;
            }
            double st = estimate(key, gb6Single, stFromGb6, r23Single, stFromR23);
            double mt = estimate(key, gb6Multi, mtFromGb6, r23Multi, mtFromR23);
            if (Double.isNaN(st) || Double.isNaN(mt)) {
                skipped.add(e.getValue() + " (only a single-core or only a multi-core score in the 2026 lists)");
                continue;
            }
            boolean singleFromR23 = r23Single.containsKey(key)
                    && (stFromR23.residualSd() <= stFromGb6.residualSd() || !gb6Single.containsKey(key));
            CpuScoreBasis basis = singleFromR23 ? CpuScoreBasis.CINEBENCH_R23 : CpuScoreBasis.GEEKBENCH6;
            if (add(out, byKey, skipped, e.getValue(), (int) Math.round(st), (int) Math.round(mt), -1, -1, -1, basis)) {
                estimated++;
            }
        }
        progress.step("Kept " + out.size() + " CPUs (" + estimated + " with scores estimated from 2026 lists)");
        report.append(String.format(
                Locale.ROOT,
                "CPU score mappings onto PassMark (fitted on CPUs in both lists, log-log):%n"
                        + "  single-thread from Geekbench 6 single: %s%n"
                        + "  single-thread from Cinebench R23 single: %s%n"
                        + "  CPU Mark from Geekbench 6 multi: %s%n"
                        + "  CPU Mark from Cinebench R23 multi: %s%n"
                        + "  %d CPUs of the 2026 lists got estimated scores%n",
                stFromGb6.describe(),
                stFromR23.describe(),
                mtFromGb6.describe(),
                mtFromR23.describe(),
                estimated));
        section("CPUs", passMark.size() + displayNames.size(), out.size(), skipped);
        return out;
    }

    boolean add(
            Map<Slug, Cpu> out,
            Map<String, Cpu> byKey,
            List<String> skipped,
            String name,
            int thread,
            int mark,
            int cores,
            int threads,
            int year,
            CpuScoreBasis basis) {
        Optional<String> junk = HardwareNames.junkName(name);
        if (junk.isPresent()) {
            skipped.add(name + " (" + junk.get() + ")");
            return false;
        }
        Slug slug;
        try {
            slug = Slug.fromName(HardwareNames.cpuSlugText(name));
        } catch (IllegalArgumentException e) {
            skipped.add(name + " (no letters or digits for a slug)");
            return false;
        }
        Cpu cpu = new Cpu(
                slug,
                name,
                HardwareNames.cpuBrand(name),
                thread,
                mark,
                cores > 0 ? OptionalInt.of(cores) : OptionalInt.empty(),
                threads >= Math.max(cores, 1) ? OptionalInt.of(threads) : OptionalInt.empty(),
                year >= 1970 ? OptionalInt.of(year) : OptionalInt.empty(),
                basis);
        if (out.putIfAbsent(slug, cpu) != null) {
            skipped.add(name + " (slug " + slug + " taken by " + out.get(slug).name() + ")");
            return false;
        }
        byKey.putIfAbsent(HardwareNames.cpuKey(name), cpu);
        return true;
    }

    /**
     * The PassMark-scale estimate from whichever of the CPU's 2026 scores maps with the smaller residual error (the
     * fits decide, not a fixed order), or NaN when it has neither.
     */
    static double estimate(
            String key, Map<String, Double> gb6, LogLinearFit fromGb6, Map<String, Double> r23, LogLinearFit fromR23) {
        boolean preferR23 = fromR23.residualSd() <= fromGb6.residualSd();
        if (r23.containsKey(key) && (preferR23 || !gb6.containsKey(key))) {
            return fromR23.apply(r23.get(key));
        }
        if (gb6.containsKey(key)) {
            return fromGb6.apply(gb6.get(key));
        }
        return Double.NaN;
    }

    /** A 2026 score list (lainbo-cpu-mark-2026), by CPU key; records each CPU's display name too. */
    Map<String, Double> scoreList(String file, String column, Map<String, String> displayNames) {
        Path path = datasets.resolve("lainbo-cpu-mark-2026").resolve(file);
        Map<String, Double> out = new LinkedHashMap<>();
        for (Map<String, String> row : RawCsv.read(path)) {
            String name =
                    row.getOrDefault("cpu_name", "").replaceAll("\\s+", " ").strip();
            if (!name.isEmpty()) {
                displayNames.putIfAbsent(HardwareNames.cpuKey(name), name);
            }
            double v = RawCsv.decimal(row.get(column));
            if (v > 0) {
                out.putIfAbsent(HardwareNames.cpuKey(row.getOrDefault("cpu_name", "")), v);
            }
        }
        progress.step("Reading " + out.size() + " CPU scores from " + datasets.relativize(path));
        return out;
    }

    static LogLinearFit fitOnShared(Map<String, Double> scores, Map<String, PassMarkCpu> passMark, boolean single) {
        List<double[]> xy = new ArrayList<>();
        scores.forEach((key, x) -> {
            PassMarkCpu p = passMark.get(key);
            int y = p == null ? -1 : single ? p.thread() : p.mark();
            if (y > 0) {
                xy.add(new double[] {x, y});
            }
        });
        return LogLinearFit.of(xy);
    }
}
