package org.fpsforecast.importer;

import static org.fpsforecast.importer.CatalogImporter.readCuratedTable;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.fpsforecast.core.domain.G3dRange;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.Names;
import org.fpsforecast.core.domain.Slug;

/**
 * The GPU list: PassMark marks (2026 list first, the 2021/2022 lists for older cards), release years and video memory
 * from the spec tables, marks estimated from specs where no list has one, and the handhelds.
 */
final class GpuImport extends ImportStep {
    GpuImport(Path datasets, CatalogImporter.Progress progress, StringBuilder report) {
        super(datasets, progress, report);
    }

    // --- GPUs: the 2026 PassMark G3D list, completed with the GPUs only older lists have, on one score scale.

    Map<Slug, Gpu> importGpus(Map<String, Gpu> byKey) {
        Path file = datasets.resolve("lainbo-cpu-mark-2026/passmark_g3d_gpu.csv");
        List<Map<String, String>> rows = RawCsv.read(file);
        progress.step("Reading " + rows.size() + " GPUs from " + datasets.relativize(file));
        // The older PassMark lists give scores here and dates, VRAM and categories to GpuSpecs: read once.
        Map<String, List<Map<String, String>>> olderLists = new LinkedHashMap<>();
        olderLists.put(GpuSpecs.PASSMARK_2022, RawCsv.read(datasets.resolve(GpuSpecs.PASSMARK_2022)));
        olderLists.put(GpuSpecs.PASSMARK_2021, RawCsv.read(datasets.resolve(GpuSpecs.PASSMARK_2021)));
        // The spec table gives years and VRAM to GpuSpecs and the specs the marks of unlisted cards are estimated from.
        List<Map<String, String>> specTable = new ArrayList<>(RawCsv.read(datasets.resolve(GpuSpecs.SPEC_TABLE)));
        Map<String, Integer> curatedYears = new HashMap<>();
        readCuratedTable(
                "curated-gpu-years.tsv", r -> curatedYears.put(r.text("source_name"), r.positiveInt("release_year")));
        specTable.addAll(GpuSpecEstimates.supplementRows(
                specTable, RawCsv.read(datasets.resolve(GpuSpecEstimates.SUPPLEMENT_TABLE)), curatedYears));
        GpuSpecs specs = GpuSpecs.read(
                datasets, specTable, olderLists.get(GpuSpecs.PASSMARK_2021), olderLists.get(GpuSpecs.PASSMARK_2022));
        progress.step("Read GPU release years and VRAM from the spec sources");
        Map<Slug, Gpu> out = new TreeMap<>();
        List<String> skipped = new ArrayList<>();
        Map<String, Integer> current = new LinkedHashMap<>();
        for (Map<String, String> row : rows) {
            String name = row.getOrDefault("gpu_name", "").strip().replaceAll("\\s+", " ");
            int g3d = RawCsv.number(row.get("g3d_mark"));
            if (name.isEmpty() || g3d <= 0) {
                skipped.add(name + " (no usable G3D mark)");
                continue;
            }
            current.putIfAbsent(Names.normalize(name), g3d);
            addGpu(out, byKey, skipped, specs, name, g3d, GpuScoreBasis.PASSMARK, Optional.empty(), false);
        }
        // Older lists: the GPUs the 2026 list lacks, their G3D rescaled by a fit on the GPUs both lists have.
        int rescaled = 0;
        for (String[] older : List.of(
                new String[] {GpuSpecs.PASSMARK_2022, "gpuName", "G3Dmark"},
                new String[] {GpuSpecs.PASSMARK_2021, "data/name", "data/g3d"})) {
            Map<String, Integer> scores = new LinkedHashMap<>();
            Map<String, String> names = new LinkedHashMap<>();
            for (Map<String, String> row : olderLists.get(older[0])) {
                String name = row.getOrDefault(older[1], "").strip().replaceAll("\\s+", " ");
                int g3d = RawCsv.number(row.get(older[2]));
                if (!name.isEmpty() && g3d > 0) {
                    scores.putIfAbsent(Names.normalize(name), g3d);
                    names.putIfAbsent(Names.normalize(name), name);
                }
            }
            List<double[]> shared = new ArrayList<>();
            scores.forEach((key, g3d) -> {
                if (current.containsKey(key)) {
                    shared.add(new double[] {g3d, current.get(key)});
                }
            });
            LogLinearFit fit = LogLinearFit.of(shared);
            report.append("G3D rescaling of ")
                    .append(older[0])
                    .append(" onto the 2026 list: ")
                    .append(fit.describe())
                    .append('\n');
            for (Map.Entry<String, Integer> e : scores.entrySet()) {
                if (!byKey.containsKey(e.getKey())) {
                    int g3d = (int) Math.max(1, Math.round(fit.apply(e.getValue())));
                    if (addGpu(
                            out,
                            byKey,
                            skipped,
                            specs,
                            names.get(e.getKey()),
                            g3d,
                            GpuScoreBasis.PASSMARK_RESCALED,
                            Optional.empty(),
                            false)) {
                        rescaled++;
                    }
                }
            }
        }
        boardsNamedWithTheirMemory(out, byKey, skipped, specs);
        // Combined names ("Radeon RX 470/570") also stand for each model they cover, unless a record has that name.
        for (Gpu gpu : List.copyOf(byKey.values())) {
            for (String alternative : HardwareNames.passMarkAlternatives(gpu.name())) {
                byKey.putIfAbsent(Names.normalize(alternative), gpu);
            }
        }
        // Cards no PassMark list has: a mark estimated from their specs, with its 80% range.
        GpuSpecEstimates.Result estimated = GpuSpecEstimates.estimate(specTable, byKey);
        int fromSpecs = 0;
        for (GpuSpecEstimates.Estimate e : estimated.estimates()) {
            if (addGpu(
                    out,
                    byKey,
                    skipped,
                    specs,
                    e.name(),
                    e.g3dMark(),
                    GpuScoreBasis.SPEC_ESTIMATE,
                    Optional.of(e.range()),
                    e.integrated())) {
                fromSpecs++;
            }
        }
        skipped.addAll(estimated.skipped());
        reportSpecFits(estimated, fromSpecs);
        int bySeries = yearsBySeries(out, byKey);
        long withYear =
                out.values().stream().filter(g -> g.releaseYear().isPresent()).count();
        long withVram =
                out.values().stream().filter(g -> g.vramMb().isPresent()).count();
        progress.step("Kept " + out.size() + " GPUs (" + rescaled + " from older lists, rescaled; " + fromSpecs
                + " estimated from specs)");
        report.append(String.format(
                Locale.ROOT,
                "GPUs from older lists only (G3D rescaled): %d; with release year: %d (%d of them their series'"
                        + " median year); with VRAM: %d%n",
                rescaled,
                withYear,
                bySeries,
                withVram));
        report.append("  no release year, a series without a dated card (")
                .append(String.join(
                        ", ",
                        out.values().stream()
                                .filter(g -> g.releaseYear().isEmpty()
                                        && GpuSpecs.series(g.name()).isPresent())
                                .map(Gpu::name)
                                .toList()))
                .append(")\n");
        section("GPUs", rows.size(), out.size(), skipped);
        return out;
    }

    void reportSpecFits(GpuSpecEstimates.Result estimated, int kept) {
        report.append(String.format(
                Locale.ROOT,
                "GPUs estimated from specs (%s; %s for the cards it lacks that have a year in"
                        + " curated-gpu-years.tsv; no PassMark mark): %d; fits on the cards with both, ten-fold held out:%n",
                GpuSpecs.SPEC_TABLE,
                GpuSpecEstimates.SUPPLEMENT_TABLE,
                kept));
        for (GpuSpecEstimates.EraFit f : estimated.fits()) {
            report.append(String.format(
                    Locale.ROOT,
                    "  %s: %d cards, median error %.1f%%, 80%% of marks within %.2f-%.2f x the estimate%n",
                    f.era(),
                    f.cards(),
                    f.medianApePct(),
                    Math.exp(f.q10()),
                    Math.exp(f.q90())));
        }
    }

    /**
     * A card no spec source dates takes the median year (the lower one of an even count) of the dated cards of its
     * series ({@link GpuSpecs#series}: the GeForce RTX 50 cards, the Radeon RX 9000 cards). How often that is a dated
     * card's own year, each left out in turn, goes to the build report.
     *
     * @return how many cards got a year this way
     */
    int yearsBySeries(Map<Slug, Gpu> out, Map<String, Gpu> byKey) {
        Map<String, List<Integer>> years = new TreeMap<>();
        for (Gpu g : out.values()) {
            if (g.releaseYear().isPresent()) {
                GpuSpecs.series(g.name())
                        .ifPresent(s -> years.computeIfAbsent(s, k -> new ArrayList<>())
                                .add(g.releaseYear().getAsInt()));
            }
        }
        Map<Gpu, Gpu> dated = new HashMap<>();
        for (Gpu g : out.values()) {
            Optional<String> series = GpuSpecs.series(g.name());
            if (g.releaseYear().isEmpty() && series.isPresent() && years.containsKey(series.get())) {
                int median = lowerMedian(years.get(series.get()));
                dated.put(g, g.withReleaseYear(median));
            }
        }
        dated.forEach((before, after) -> out.put(after.slug(), after));
        byKey.replaceAll((key, g) -> dated.getOrDefault(g, g));
        // How good the rule is: each dated card against the median of the other dated cards of its series.
        int checked = 0;
        int exact = 0;
        int withinOne = 0;
        for (List<Integer> series : years.values()) {
            for (int i = 0; i < series.size() && series.size() > 1; i++) {
                List<Integer> others = new ArrayList<>(series);
                int own = others.remove(i);
                int median = lowerMedian(others);
                checked++;
                exact += median == own ? 1 : 0;
                withinOne += Math.abs(median - own) <= 1 ? 1 : 0;
            }
        }
        report.append(String.format(
                Locale.ROOT,
                "Series median year, each dated card left out: %d cards, the year itself %.0f%%, within a year"
                        + " %.0f%%%n",
                checked,
                100.0 * exact / Math.max(1, checked),
                100.0 * withinOne / Math.max(1, checked)));
        return dated.size();
    }

    /** The median of some years, the lower one of an even count. */
    static int lowerMedian(List<Integer> years) {
        List<Integer> sorted = years.stream().sorted().toList();
        return sorted.get((sorted.size() - 1) / 2);
    }

    /**
     * A board whose memory is written before the model ("128 DDR Radeon 9800 Pro", "256MB RADEON X600") is the model:
     * where the catalog has the model, the board's own record (an old list's lone benchmark, dated by when PassMark
     * first saw it, years after the card) is dropped and its name becomes a key of the model's; where it has not, the
     * board's record is renamed to the model (its mark kept, its year and memory looked up under the model's name).
     * The build report lists both; slug-aliases.tsv keeps the old slugs resolving.
     */
    static void boardsNamedWithTheirMemory(
            Map<Slug, Gpu> out, Map<String, Gpu> byKey, List<String> skipped, GpuSpecs specs) {
        for (Gpu board : List.copyOf(out.values())) {
            Optional<String> modelName = HardwareNames.withoutLeadingMemory(board.name());
            if (modelName.isEmpty()) {
                continue;
            }
            Gpu model = byKey.get(Names.normalize(modelName.get()));
            if (model == board) {
                continue;
            }
            out.remove(board.slug());
            if (model == null) {
                if (!addGpu(
                        out,
                        byKey,
                        skipped,
                        specs,
                        modelName.get(),
                        board.g3dMark(),
                        board.scoreBasis(),
                        board.g3dRange(),
                        board.kind() == GpuKind.INTEGRATED)) {
                    out.put(board.slug(), board);
                    continue;
                }
                model = byKey.get(Names.normalize(modelName.get()));
                skipped.add(board.name() + " (renamed " + model.name() + ": its memory was named before the model)");
            } else {
                skipped.add(board.name() + " (a board of " + model.name() + ", its memory named before the model)");
            }
            Gpu now = model;
            byKey.replaceAll((key, gpu) -> gpu == board ? now : gpu);
        }
    }

    static boolean addGpu(
            Map<Slug, Gpu> out,
            Map<String, Gpu> byKey,
            List<String> skipped,
            GpuSpecs specs,
            String name,
            int g3d,
            GpuScoreBasis basis,
            Optional<G3dRange> range,
            boolean integrated) {
        String source = name;
        name = HardwareNames.repairTrademarks(name);
        Handheld handheld = HANDHELDS.get(Names.normalize(name));
        if (handheld != null) {
            name = handheld.name();
        }
        Optional<String> junk = HardwareNames.junkName(name);
        if (junk.isPresent()) {
            skipped.add(source + " (" + junk.get() + ")");
            return false;
        }
        Slug slug;
        try {
            slug = Slug.fromName(name);
        } catch (IllegalArgumentException e) {
            skipped.add(name + " (no letters or digits for a slug)");
            return false;
        }
        GpuKind kind = handheld != null ? GpuKind.HANDHELD : specs.kind(name);
        Gpu gpu = new Gpu(
                slug,
                name,
                HardwareNames.gpuBrand(name),
                integrated && kind == GpuKind.DESKTOP ? GpuKind.INTEGRATED : kind,
                g3d,
                handheld != null ? OptionalInt.of(handheld.year()) : specs.year(name),
                specs.vramMb(name),
                basis,
                range);
        if (out.putIfAbsent(slug, gpu) != null) {
            skipped.add(name + " (slug " + slug + " taken by " + out.get(slug).name() + ")");
            return false;
        }
        byKey.putIfAbsent(Names.normalize(name), gpu);
        // The source's own spelling (before a trademark repair or a handheld's device name) stays a key, so the other
        // sources' rows for the card still find it.
        byKey.putIfAbsent(Names.normalize(source), gpu);
        if (handheld != null) {
            handheld.otherNames().forEach(other -> byKey.putIfAbsent(Names.normalize(other), gpu));
        }
        return true;
    }

    /**
     * A handheld's record: its device name (with the chip's), the device's release year, and other names sources give
     * the chip ("AMD Radeon Graphics (RADV VANGOGH)": the Steam Deck under Linux, as Steam's survey lists it).
     */
    record Handheld(String name, int year, List<String> otherNames) {}

    /** curated-handhelds.tsv by the normalized name the benchmark lists give the chip. */
    static final Map<String, Handheld> HANDHELDS = handhelds();

    static Map<String, Handheld> handhelds() {
        Map<String, Handheld> out = new LinkedHashMap<>();
        readCuratedTable(
                "curated-handhelds.tsv",
                r -> out.put(
                        Names.normalize(r.text("source_name")),
                        new Handheld(
                                r.text("name"),
                                Integer.parseInt(r.text("release_year")),
                                r.optionalText("other_names") == null
                                        ? List.of()
                                        : List.of(r.optionalText("other_names").split("\\|")))));
        return Map.copyOf(out);
    }
}
