package org.fpsforecast.importer;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.fpsforecast.core.domain.G3dRange;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.Names;
import org.fpsforecast.core.model.WeightedStats;
import org.fpsforecast.importer.internal.NormalEquations;

/**
 * G3D marks for the cards no PassMark list has, estimated from their specs in the TechPowerUp-derived Kaggle table
 * (rows up to {@value GpuSpecs#TRUSTED_SPEC_TABLE_UNTIL}: its later rows are pre-launch rumours).
 *
 * <pre>
 * ln G3D = b0 + b1 ln(shaders x core clock) + b2 ln(memory bandwidth) + b3 (year - 2015) + b4 integrated + b5 AMD + b6 Intel
 * </pre>
 *
 * fitted by least squares on the table's cards that have a current PassMark mark, separately for three groups ({@link
 * Era}): unified shaders (2006 on), the same integrated on shared memory (without the bandwidth term), and the older
 * separate pixel shaders, whose fit is far looser. Each group's 80% range is the 10th and 90th percentile of its
 * residuals in a ten-fold cross-validation (folds by the order of the cards' names, no randomness), and that range goes
 * with every estimate of the group. Consoles and compute-only
 * datacenter parts (no display output) are not estimated: nobody plays PC games on them; nor family names without a
 * model number ("Intel HD Graphics", "Mobility Radeon"), nor cards from before {@value #FIRST_YEAR}.
 */
final class GpuSpecEstimates {
    static final int FOLDS = 10;
    /** A group is fitted from at least this many cards (ten folds of five). */
    static final int MIN_CARDS = 50;
    /** The ridge on each feature's coefficient: small beside the hundreds of cards each fit has. */
    private static final double RIDGE = 1e-3;

    /** Parts that are not PC graphics: consoles and handheld game systems, and compute-only datacenter boards. */
    private static final Pattern NOT_A_PC_GPU = Pattern.compile("(?i)playstation|xbox|\\bswitch\\b|\\bwii\\b|gamecube"
            + "|atari|aerobox|\\bvita\\b|\\btegra\\b|\\brsx\\b|^[AHLTVP]\\d{1,3}[A-Z]?\\b|instinct|\\bcmp\\b|\\bpg\\d{3}"
            + "|tesla|\\bgrid\\b|arctic sound|\\bsxm|data ?center|accelerator|computing|radeon pro v\\d|h3c|firestream"
            + "|jetson|aubrey isle");
    /** The first year estimated: older cards predate the shader models games of the catalog need. */
    static final int FIRST_YEAR = 2001;

    private static final Pattern DIGIT = Pattern.compile("\\d");
    /** A chip code after the model ("GeForce RTX 3060 GA104"): the same product on another die. */
    private static final Pattern CHIP_SUFFIX = Pattern.compile("\\s+[A-Z]{2}\\d{3}[A-Z0-9-]*$");
    /** A memory type after the model ("GeForce GTX 1650 GDDR6", "GeForce GT 1030 DDR4"). */
    private static final Pattern MEMORY_TYPE_SUFFIX = Pattern.compile("(?i)\\s+(G?DDR\\d\\w*)$");

    /**
     * Words that make a board variant of one model, not another model: bus, revision, OEM, profile, Apple's editions,
     * memory speed, power limit ("GeForce GT 630 Rev. 2 PCIe x8", "GeForce 8800 GT Mac Edition", "GeForce 7300 GS Low
     * Profile", "GeForce MX450 30.5W 10Gbps", "GeForce RTX 2060 Mobile Refresh").
     */
    private static final Pattern VARIANT_WORDS = Pattern.compile("(?i)\\s+(AGP Edition|PCIe Edition|PCIe x\\d+"
            + "|PCIe|PCI|AGP|OEM|Rebrand|Rev\\. ?\\d+|Low Profile|Mac Edition|Green Edition|Passive|Refresh"
            + "|\\d+ ?Gbps|\\d+(?:\\.\\d+)? ?W)(?=\\s|$)");

    /** A second TechPowerUp-style spec table (Peeters et al.), read for the cards the Kaggle table lacks. */
    static final String SUPPLEMENT_TABLE = "peeters-fps-2020/gpu_specs.csv";

    /**
     * The cards of {@link #SUPPLEMENT_TABLE} that the Kaggle table lacks, as rows in that table's columns. That table
     * gives no release year, which the fit needs: only the cards with a year in {@code curatedYears} (by their name in
     * that table; curated-gpu-years.tsv, each with its citation) are taken. Memory bandwidth is given there in MB/s: it
     * becomes a memory clock for the bus width and memory type. A card without a memory bus is integrated, on shared
     * memory.
     */
    static List<Map<String, String>> supplementRows(
            List<Map<String, String>> table, List<Map<String, String>> supplement, Map<String, Integer> curatedYears) {
        Set<String> listed = new HashSet<>();
        for (Map<String, String> r : table) {
            listed.add(GpuSpecs.key(r.getOrDefault("productName", "")));
        }
        List<Map<String, String>> out = new ArrayList<>();
        for (Map<String, String> r : supplement) {
            String name = r.getOrDefault("gpu_name", "").strip();
            Integer year = curatedYears.get(name);
            if (year == null || listed.contains(GpuSpecs.key(name))) {
                continue;
            }
            String[] vendorAndProduct = name.split("\\s+", 2);
            double bus = RawCsv.decimal(r.get("Memory Bus"));
            double bandwidthMbs = RawCsv.decimal(r.get("Bandwidth"));
            String memoryType = r.getOrDefault("Memory Type", "");
            Map<String, String> row = new HashMap<>();
            row.put("manufacturer", vendorAndProduct[0]);
            row.put("productName", vendorAndProduct.length > 1 ? vendorAndProduct[1] : name);
            row.put("releaseYear", Integer.toString(year));
            row.put("unifiedShader", r.getOrDefault("Shading Units", ""));
            row.put("gpuClock", r.getOrDefault("Base Clock", ""));
            row.put("memType", memoryType);
            row.put("igp", bus > 0 ? "No" : "Yes");
            if (bus > 0 && bandwidthMbs > 0) {
                row.put("memBusWidth", r.get("Memory Bus"));
                row.put("memClock", Double.toString(bandwidthMbs / (bus / 8) / transfersPerClock(memoryType)));
            }
            out.add(row);
        }
        return out;
    }

    /** Transfers per memory clock cycle, by memory type, as the table gives the clock. */
    private static double transfersPerClock(String memoryType) {
        String t = memoryType == null ? "" : memoryType.strip().toUpperCase(Locale.ROOT);
        if (t.startsWith("GDDR6X") || t.startsWith("GDDR7")) {
            return 16;
        }
        if (t.startsWith("GDDR6") || t.startsWith("GDDR5X")) {
            return 8;
        }
        if (t.startsWith("GDDR5")) {
            return 4;
        }
        if (t.equals("SDR") || t.equals("EDO") || t.equals("FPM") || t.equals("VRAM") || t.startsWith("SG")) {
            return 1;
        }
        return 2;
    }

    /** One card of the table with what the fit reads. */
    record Row(String name, String key, Era era, boolean integrated, double[] features) {}

    /**
     * The groups fitted apart: cards with unified shaders and their own memory, integrated ones with unified shaders
     * on shared system memory (no bandwidth in the table: the feature is left out), and the older pixel-shader cards.
     */
    enum Era {
        UNIFIED("unified shaders"),
        SHARED_MEMORY("unified shaders, integrated on shared memory"),
        PIXEL_SHADERS("pixel shaders (before 2007)");

        final String label;

        Era(String label) {
            this.label = label;
        }
    }

    /** One group's fit: coefficients over {@link Row#features} (intercept first), held-out residual quantiles. */
    record EraFit(String era, double[] beta, boolean[] used, int cards, double q10, double q90, double medianApePct) {
        double predict(double[] x) {
            return GpuSpecEstimates.predict(beta, used, x);
        }
    }

    /** ln G3D by coefficients over the used features (intercept first). */
    private static double predict(double[] beta, boolean[] used, double[] x) {
        double y = beta[0];
        for (int i = 0, j = 1; i < x.length; i++) {
            if (used[i]) {
                y += beta[j++] * x[i];
            }
        }
        return y;
    }

    /** An estimated card: its name as the table spells it (Intel's with the vendor, as PassMark), mark and range. */
    record Estimate(String name, boolean integrated, int g3dMark, G3dRange range) {}

    record Result(List<Estimate> estimates, List<EraFit> fits, List<String> skipped) {}

    private GpuSpecEstimates() {}

    /**
     * Fits each group on the table's cards that {@code byKey} resolves to a current PassMark mark, and estimates every
     * card of the table it does not resolve by any spelling of the same product. The table lists some cards twice (one
     * row per chip revision): a card is estimated, and listed as skipped, once.
     */
    static Result estimate(List<Map<String, String>> table, Map<String, Gpu> byKey) {
        Set<String> skipped = new LinkedHashSet<>();
        Map<String, Row> training = new TreeMap<>();
        Map<String, Double> marks = new TreeMap<>();
        Map<String, Row> candidates = new TreeMap<>();
        for (Map<String, String> r : table) {
            String product = r.getOrDefault("productName", "").strip().replaceAll("\\s+", " ");
            int year = RawCsv.number(r.get("releaseYear"));
            if (product.isEmpty() || year <= 0 || year > GpuSpecs.TRUSTED_SPEC_TABLE_UNTIL) {
                continue;
            }
            String manufacturer = r.getOrDefault("manufacturer", "").strip();
            String name = manufacturer.equals("Intel") && !product.startsWith("Intel") ? "Intel " + product : product;
            Optional<Gpu> same = sameCard(name, byKey);
            if (same.isPresent()) {
                if (same.get().scoreBasis() == GpuScoreBasis.PASSMARK) {
                    row(name, year, manufacturer, r).ifPresent(row -> {
                        if (training.putIfAbsent(row.key(), row) == null) {
                            marks.put(row.key(), Math.log(same.get().g3dMark()));
                        }
                    });
                }
                continue;
            }
            if (variantOfKnown(name, byKey)) {
                continue;
            }
            if (NOT_A_PC_GPU.matcher(product).find() || manufacturer.equals("Sony")) {
                skipped.add(name + " (console or compute-only part)");
                continue;
            }
            if (!DIGIT.matcher(product).find()) {
                skipped.add(name + " (a family name, not one card)");
                continue;
            }
            if (year < FIRST_YEAR) {
                skipped.add(name + " (from " + year + ", before " + FIRST_YEAR + ")");
                continue;
            }
            Optional<Row> row = row(name, year, manufacturer, r);
            if (row.isEmpty()) {
                skipped.add(name + " (shaders, clock or memory bandwidth missing)");
                continue;
            }
            candidates.putIfAbsent(row.get().key(), row.get());
        }
        List<EraFit> fits = new ArrayList<>();
        List<Estimate> estimates = new ArrayList<>();
        for (Era era : Era.values()) {
            List<Row> rows =
                    training.values().stream().filter(row -> row.era() == era).toList();
            if (rows.size() < MIN_CARDS) {
                candidates.values().stream()
                        .filter(c -> c.era() == era)
                        .forEach(c -> skipped.add(c.name() + " (" + era.label + ": only " + rows.size()
                                + " cards with a PassMark mark to fit on)"));
                continue;
            }
            double[] y = rows.stream().mapToDouble(row -> marks.get(row.key())).toArray();
            EraFit fit = fit(era.label, rows, y);
            fits.add(fit);
            for (Row c : candidates.values()) {
                if (c.era() == era) {
                    double ln = fit.predict(c.features());
                    int mark = (int) Math.max(1, Math.round(Math.exp(ln)));
                    int low = (int) Math.max(1, Math.min(mark, Math.floor(Math.exp(ln + fit.q10()))));
                    int high = (int) Math.max(mark, Math.ceil(Math.exp(ln + fit.q90())));
                    estimates.add(new Estimate(c.name(), c.integrated(), mark, new G3dRange(low, high)));
                }
            }
        }
        estimates.sort(Comparator.comparing(Estimate::name));
        return new Result(estimates, fits, List.copyOf(skipped));
    }

    /** The features of a row, or empty when it lacks shaders, core clock or (unless integrated) memory bandwidth. */
    private static Optional<Row> row(String name, int year, String manufacturer, Map<String, String> r) {
        double unifiedShaders = RawCsv.decimal(r.get("unifiedShader"));
        double pixelShaders = RawCsv.decimal(r.get("pixelShader"));
        double shaders = unifiedShaders > 0 ? unifiedShaders : pixelShaders;
        double clock = RawCsv.decimal(r.get("gpuClock"));
        double memoryClock = RawCsv.decimal(r.get("memClock"));
        double bus = RawCsv.decimal(r.get("memBusWidth"));
        boolean integrated = "Yes".equalsIgnoreCase(r.getOrDefault("igp", "").strip());
        boolean ownMemory = memoryClock > 0 && bus > 0;
        if (!(shaders > 0 && clock > 0) || !(ownMemory || integrated && unifiedShaders > 0)) {
            return Optional.empty();
        }
        Era era = !(unifiedShaders > 0) ? Era.PIXEL_SHADERS : ownMemory ? Era.UNIFIED : Era.SHARED_MEMORY;
        double bandwidthGbs = ownMemory ? bus / 8 * memoryClock * transfersPerClock(r.get("memType")) / 1000 : 1;
        boolean amd = manufacturer.equals("AMD") || manufacturer.equals("ATI");
        double[] x = {
            Math.log(shaders * clock / 1000),
            Math.log(bandwidthGbs),
            year - 2015,
            integrated ? 1 : 0,
            amd ? 1 : 0,
            manufacturer.equals("Intel") ? 1 : 0
        };
        return Optional.of(new Row(name, Names.normalize(name), era, integrated, x));
    }

    /** Least squares on the features that vary among the rows, and the ten-fold held-out residuals' quantiles. */
    static EraFit fit(String era, List<Row> rows, double[] y) {
        int p = rows.isEmpty() ? 0 : rows.get(0).features().length;
        boolean[] used = new boolean[p];
        for (int i = 0; i < p; i++) {
            final int column = i;
            used[i] = rows.stream()
                            .mapToDouble(r -> r.features()[column])
                            .distinct()
                            .count()
                    > 1;
        }
        double[] residuals = new double[rows.size()];
        for (int k = 0; k < FOLDS; k++) {
            List<Integer> train = new ArrayList<>();
            List<Integer> held = new ArrayList<>();
            for (int i = 0; i < rows.size(); i++) {
                (i % FOLDS == k ? held : train).add(i);
            }
            double[] beta = solve(rows, y, used, train);
            for (int i : held) {
                residuals[i] = y[i] - predict(beta, used, rows.get(i).features());
            }
        }
        double[] ones = new double[residuals.length];
        Arrays.fill(ones, 1);
        double[] ape = Arrays.stream(residuals)
                .map(e -> 100 * Math.abs(Math.expm1(-e)))
                .toArray();
        List<Integer> all = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            all.add(i);
        }
        return new EraFit(
                era,
                solve(rows, y, used, all),
                used,
                rows.size(),
                WeightedStats.quantile(residuals, ones, 0.1),
                WeightedStats.quantile(residuals, ones, 0.9),
                WeightedStats.median(ape));
    }

    /**
     * Least squares over the used features of some rows, intercept first, with a tiny ridge: two features that coincide
     * within a group (every Intel card of the pixel-shader era is integrated) share their effect instead of making the
     * system singular.
     */
    private static double[] solve(List<Row> rows, double[] y, boolean[] used, List<Integer> which) {
        int width = 1;
        for (boolean u : used) {
            width += u ? 1 : 0;
        }
        NormalEquations equations = new NormalEquations(width);
        for (int i : which) {
            double[] x = new double[width];
            x[0] = 1;
            for (int c = 0, j = 1; c < used.length; c++) {
                if (used[c]) {
                    x[j++] = rows.get(i).features()[c];
                }
            }
            equations.add(x, y[i], 1);
        }
        double[] ridge = new double[width];
        Arrays.fill(ridge, 1, width, RIDGE);
        return equations.solve(ridge);
    }

    /** The catalog card a table name is, spelled as PassMark spells it ({@link HardwareNames#passMarkSpellings}). */
    static Optional<Gpu> sameCard(String name, Map<String, Gpu> byKey) {
        for (String spelling : HardwareNames.passMarkSpellings(name)) {
            Gpu g = byKey.get(Names.normalize(spelling));
            if (g != null) {
                return Optional.of(g);
            }
        }
        return Optional.empty();
    }

    /**
     * Whether a table name is a board variant of a card the catalog has: the same model on another chip, with another
     * memory type or size, on another bus, revision or edition ("GeForce GTX 1650 TU106", "GeForce GT 1030 DDR4",
     * "GeForce 210 Rev. 2"). Such a card is left to the catalog's record rather than estimated as a second one. A
     * mobile part is another model (lower clocks): it is estimated where PassMark has none.
     */
    static boolean variantOfKnown(String name, Map<String, Gpu> byKey) {
        String stripped = CHIP_SUFFIX.matcher(name).replaceAll("");
        stripped = MEMORY_TYPE_SUFFIX.matcher(stripped).replaceAll("");
        stripped = HardwareNames.JOINED_MEMORY_SIZE.matcher(stripped).replaceAll("");
        stripped = VARIANT_WORDS.matcher(stripped).replaceAll("").strip();
        stripped = HardwareNames.quadroWithoutMobile(stripped);
        for (String s : HardwareNames.passMarkSpellings(stripped)) {
            if (byKey.containsKey(Names.normalize(s))) {
                return true;
            }
        }
        return false;
    }
}
