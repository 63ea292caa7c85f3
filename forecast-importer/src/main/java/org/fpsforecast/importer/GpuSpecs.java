package org.fpsforecast.importer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.Names;

/**
 * Release years and VRAM of GPUs, by normalized name, from the spec sources in a fixed priority. Year: Wikipedia
 * launch date, then the TechPowerUp-derived Kaggle table (rows up to 2021 only: its 2022+ rows hold pre-launch
 * rumours), then the month PassMark first saw the card (2021 mega page), then the 2022 PassMark list's test year. VRAM:
 * the size in the card's own name ("GeForce GTX 1060 3GB"), then Wikipedia, the Kaggle table (up to 2021), PassMark's
 * 2021 mega page. Kind: PassMark's category (2021/2022 lists) where the name rules would say desktop. A value no
 * source has stays empty.
 */
final class GpuSpecs {
    private static final Pattern YEAR = Pattern.compile("\\b(19[89]\\d|20[0-4]\\d)\\b");
    private static final Pattern NAME_MEMORY = Pattern.compile("(\\d{1,2})\\s?GB\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern SIZE_WITH_UNIT =
            Pattern.compile("^\\s*(\\d+(?:\\.\\d+)?)\\s*(GB|GiB|MB|MiB)\\s*$", Pattern.CASE_INSENSITIVE);
    private static final Pattern PARENTHESES = Pattern.compile("\\s*\\([^)]*\\)");
    private static final Pattern VENDOR = Pattern.compile("^(NVIDIA|AMD|ATI|Intel)\\s+", Pattern.CASE_INSENSITIVE);
    private static final List<String> WIKI_NAME_KEYS = List.of(
            "Model name",
            "Model",
            "Model (Codename)",
            "Model (Code name)",
            "Model (codename)",
            "Model name (Architecture)",
            "Model (Code name) Model (Code name) Model (Code name)",
            "Branding and Model");
    static final int TRUSTED_SPEC_TABLE_UNTIL = 2021;

    private final Map<String, Integer> years = new HashMap<>();
    private final Map<String, Integer> vram = new HashMap<>();
    private final Map<String, GpuKind> categories = new HashMap<>();

    /** The TechPowerUp-derived Kaggle spec table: years and VRAM here, the specs {@link GpuSpecEstimates} fits on. */
    static final String SPEC_TABLE = "kaggle-hw-benchmarks-2022/gpu_specs_v6.csv";

    static final String PASSMARK_2021 = "passmark-megalist-2021-ugroups/gpubenchmark.csv";
    static final String PASSMARK_2022 = "kaggle-hw-benchmarks-2022/GPU_benchmarks_v7.csv";

    /**
     * Reads the spec sources; {@code datasets} is the shared/datasets folder, {@code specTable} the rows of {@link
     * #SPEC_TABLE}, {@code passMark2021} and {@code passMark2022} the rows of the older PassMark lists, which the
     * importer reads once for their specs and scores too.
     */
    static GpuSpecs read(
            Path datasets,
            List<Map<String, String>> specTable,
            List<Map<String, String>> passMark2021,
            List<Map<String, String>> passMark2022) {
        GpuSpecs specs = new GpuSpecs();
        specs.readWikipedia(datasets.resolve("gpu-specs-wikipedia-voidful/gpu.json"));
        for (Map<String, String> row : specTable) {
            int year = RawCsv.number(row.get("releaseYear"));
            if (year <= 0 || year > TRUSTED_SPEC_TABLE_UNTIL) {
                continue;
            }
            String key = key(row.getOrDefault("productName", ""));
            specs.years.putIfAbsent(key, year);
            // Sizes under a megabyte (the EGA Wonder's 256 KB) have no whole MB to give.
            int mb = (int) Math.round(RawCsv.decimal(row.get("memSize")) * 1024);
            if (mb > 0) {
                specs.vram.putIfAbsent(key, mb);
            }
        }
        for (Map<String, String> row : passMark2021) {
            String key = key(row.getOrDefault("data/name", ""));
            specs.category(key, row.get("data/cat"));
            yearOf(row.get("data/date")).ifPresent(y -> specs.years.putIfAbsent(key, y));
            String mem = row.getOrDefault("data/memSize", "").replace(",", "");
            Matcher m = SIZE_WITH_UNIT.matcher(mem);
            if (m.matches() && Double.parseDouble(m.group(1)) > 0) {
                specs.vram.putIfAbsent(key, megabytes(Double.parseDouble(m.group(1)), m.group(2)));
            }
        }
        for (Map<String, String> row : passMark2022) {
            int year = RawCsv.number(row.get("testDate"));
            String key = key(row.getOrDefault("gpuName", ""));
            specs.category(key, row.get("category"));
            if (year >= 1990) {
                specs.years.putIfAbsent(key, year);
            }
        }
        return specs;
    }

    /** PassMark's category ("Mobile", "Workstation", "Mobile, Workstation", "Desktop"); Unknown is not kept. */
    private void category(String key, String category) {
        if (category == null) {
            return;
        }
        GpuKind kind = category.contains("Workstation")
                ? GpuKind.WORKSTATION
                : category.equals("Mobile") ? GpuKind.LAPTOP : category.equals("Desktop") ? GpuKind.DESKTOP : null;
        if (kind != null) {
            categories.putIfAbsent(key, kind);
        }
    }

    /**
     * The kind of a GPU: the name rules of {@link HardwareNames#gpuKind}, except that a name the rules take for a
     * desktop card is a laptop or workstation one where PassMark's own category says so.
     */
    GpuKind kind(String name) {
        GpuKind byName = HardwareNames.gpuKind(name);
        GpuKind byCategory = categories.get(key(name));
        return byName == GpuKind.DESKTOP && byCategory != null ? byCategory : byName;
    }

    /**
     * The release year by the card's name, else by its name without a memory size ("Radeon RX 9060 XT 16GB" is the
     * spec lists' "Radeon RX 9060 XT"; "Arc A770" their "Arc A770 8GB": the earliest of the sizes).
     */
    OptionalInt year(String name) {
        Integer y = years.get(key(name));
        if (y == null) {
            y = years.get(key(withoutMemory(name)));
        }
        return y == null ? OptionalInt.empty() : OptionalInt.of(y);
    }

    /** The name without a memory size ("GeForce RTX 5060 Ti 8GB" is "GeForce RTX 5060 Ti"). */
    static String withoutMemory(String name) {
        return NAME_MEMORY.matcher(name).replaceAll("").replaceAll("\\s+", " ").strip();
    }

    OptionalInt vramMb(String name) {
        Matcher m = NAME_MEMORY.matcher(name);
        if (m.find() && Integer.parseInt(m.group(1)) > 0) {
            return OptionalInt.of(Integer.parseInt(m.group(1)) * 1024);
        }
        Integer v = vram.get(key(name));
        return v == null ? OptionalInt.empty() : OptionalInt.of(v);
    }

    /**
     * Model-number series whose members launch within a year or two of each other: the brand line with the
     * generation's digits ("geforce rtx 50" for the RTX 5090 Laptop GPU, "radeon rx 9" for the RX 9060 XT, "radeon r 2"
     * for the R9 290 and the R7 240, "arc a"), on {@link #key} (where letters and digits are apart: "arc a 770").
     */
    private static final List<Pattern> SERIES = List.of(
            Pattern.compile("^(geforce (?:rtx|gtx)) (\\d{2})\\d{2}\\b"),
            Pattern.compile("^(geforce (?:gtx|gts|gt)) (\\d)\\d{2}\\b"),
            Pattern.compile("^(radeon rx) (\\d)\\d{3}\\b"),
            Pattern.compile("^(radeon rx) (\\d)\\d{2}\\b"),
            Pattern.compile("^(radeon r) [579] (\\d)\\d{2}\\b"),
            Pattern.compile("^(radeon hd) (\\d)\\d{3}\\b"),
            Pattern.compile("^(arc) ([abc]) \\d{3}\\b"));

    /** The card's series (see {@link #SERIES}), or empty for a name outside them. */
    static Optional<String> series(String name) {
        String k = key(name);
        for (Pattern p : SERIES) {
            Matcher m = p.matcher(k);
            if (m.find()) {
                return Optional.of(m.group(1) + " " + m.group(2));
            }
        }
        return Optional.empty();
    }

    /** The lookup key: normalized, without a vendor word ("Intel Arc B580" and "Arc B580" meet). */
    static String key(String name) {
        return Names.normalize(VENDOR.matcher(name.strip()).replaceFirst(""));
    }

    private void readWikipedia(Path file) {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(Files.readString(file));
        } catch (IOException e) {
            throw new ImportException("cannot read " + file + ": " + e.getMessage());
        }
        // Several rows may share a name (the RTX 3060 of 2021 with 12 GB, its 2022 8 GB variant): the earliest
        // launched row stands for the name, as the original model.
        Map<String, int[]> earliest = new HashMap<>();
        for (Iterator<JsonNode> rows = root.elements(); rows.hasNext(); ) {
            JsonNode row = rows.next();
            String name = wikiName(row);
            // One row for several models ("GeForce RTX 4090 Mobile/ Laptop") cannot give one model's facts.
            if (name == null || name.contains("/")) {
                continue;
            }
            int year = -1;
            int mb = -1;
            for (Map.Entry<String, JsonNode> f : row.properties()) {
                String column = f.getKey();
                if (year < 0
                        && (column.startsWith("Launch")
                                || column.toLowerCase(Locale.ROOT).startsWith("release date"))) {
                    year = yearOf(f.getValue().asText()).orElse(-1);
                }
                if (mb < 0 && column.startsWith("Memory Size")) {
                    mb = wikiMemory(column, f.getValue());
                }
            }
            int[] candidate = {year, mb};
            earliest.merge(key(name), candidate, (a, b) -> a[0] < 0 || (b[0] > 0 && b[0] < a[0]) ? b : a);
        }
        earliest.forEach((key, facts) -> {
            if (facts[0] > 0) {
                years.putIfAbsent(key, facts[0]);
                // The name without its memory size stands for the earliest of its sizes ("Arc A770 8GB", "16GB").
                years.merge(key(withoutMemory(key)), facts[0], Math::min);
            }
            if (facts[1] > 0) {
                vram.putIfAbsent(key, facts[1]);
            }
        });
        // Wikipedia's "GeForce RTX 5090 Laptop" is PassMark's "GeForce RTX 5090 Laptop GPU".
        for (Map<String, Integer> facts : List.of(years, vram)) {
            Map.copyOf(facts).forEach((key, value) -> {
                if (key.endsWith(" laptop")) {
                    facts.putIfAbsent(key + " gpu", value);
                }
            });
        }
    }

    /** Intel's Arc tables: the tier in "Branding and Model" ("Arc 7"), the model beside it ("A770", "A7708GB"). */
    private static final String ARC_MODEL = "Branding and Model Branding and Model.1";

    private static final Pattern ARC_MODEL_MEMORY = Pattern.compile("([A-Z]\\d{2,3}M?)(\\d{1,2}GB)");

    /**
     * The model name of a Wikipedia row: the first name column holding text other than "nan", without "(Navi 32)"; Arc
     * rows by tier and model; NVIDIA's bare "5090 Laptop" as the GeForce RTX 5090 Laptop.
     */
    private static String wikiName(JsonNode row) {
        String named = namedRow(row);
        // NVIDIA's RTX 50 laptop rows name the model only ("5090 Laptop"): it is the GeForce RTX one.
        return named != null
                        && named.matches("\\d{4}\\b.*")
                        && row.path("Vendor").asText("").equals("NVIDIA")
                ? "GeForce RTX " + named
                : named;
    }

    private static String namedRow(JsonNode row) {
        JsonNode arc = row.get(ARC_MODEL);
        if (arc != null && arc.isTextual() && !arc.asText().isBlank()) {
            // "Arc 7" + "A7708GB" is the Arc A770 8GB; "Arc Pro" + "A40" the Arc Pro A40.
            String tier = row.path("Branding and Model").asText("");
            String model = ARC_MODEL_MEMORY.matcher(arc.asText().strip()).replaceFirst("$1 $2");
            return (tier.startsWith("Arc Pro") ? "Arc Pro " : "Arc ") + model;
        }
        for (String k : WIKI_NAME_KEYS) {
            JsonNode v = row.get(k);
            if (v != null
                    && v.isTextual()
                    && !v.asText().isBlank()
                    && !v.asText().equalsIgnoreCase("nan")) {
                String name = PARENTHESES.matcher(v.asText()).replaceAll("").strip();
                return name.isEmpty() ? null : name;
            }
        }
        return null;
    }

    /** "Memory Size (GiB)": 12, "Memory Size (MiB)": 256, "Memory Size": "16 GB"; several sizes give nothing. */
    static int wikiMemory(String column, JsonNode value) {
        if (value.isNumber()) {
            String unit = column.contains("GiB") || column.contains("(GB)")
                    ? "GB"
                    : column.contains("MiB") || column.contains("MB") ? "MB" : null;
            return unit == null || !(value.asDouble() > 0) ? -1 : megabytes(value.asDouble(), unit);
        }
        Matcher m = SIZE_WITH_UNIT.matcher(value.asText());
        return m.matches() && Double.parseDouble(m.group(1)) > 0
                ? megabytes(Double.parseDouble(m.group(1)), m.group(2))
                : -1;
    }

    private static int megabytes(double amount, String unit) {
        return (int) Math.round(unit.toUpperCase(Locale.ROOT).startsWith("G") ? amount * 1024 : amount);
    }

    private static OptionalInt yearOf(String text) {
        if (text == null) {
            return OptionalInt.empty();
        }
        Matcher m = YEAR.matcher(text);
        return m.find() ? OptionalInt.of(Integer.parseInt(m.group(1))) : OptionalInt.empty();
    }
}
