package org.fpsforecast.importer;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.Names;

/**
 * Rules that read hardware names of the different sources: brand and kind of a GPU from its PassMark name, the
 * candidate catalog keys of a UserBenchmark GPU name, and the key of a CPU name. Each rule is tested with real names.
 */
final class HardwareNames {
    private HardwareNames() {}

    private static final Pattern VENDOR_PREFIX = Pattern.compile("^(NVIDIA|AMD|ATI|Intel\\(R\\)|Intel)\\s+");
    /** Memory-speed, memory-type, bus and revision markers that PassMark does not use in its names. */
    private static final Pattern GPU_NOISE =
            Pattern.compile("\\s+(\\d+\\s*Gbps|GDDR\\dX?|DDR\\d|AGP|Rev\\.\\s*\\d+)\\b", Pattern.CASE_INSENSITIVE);
    /** OEM boards: PassMark lists a few under their own name ("Radeon R5 340X OEM"), most under the retail card's. */
    private static final Pattern OEM = Pattern.compile("\\s+OEM\\b", Pattern.CASE_INSENSITIVE);
    /** A chipset named after the GPU ("GeForce Go 6150 + nForce Go 430"). */
    private static final Pattern CHIPSET_SUFFIX = Pattern.compile("\\s*\\+\\s*nForce.*$", Pattern.CASE_INSENSITIVE);
    /** NVIDIA's mobile workstation parts, which PassMark names without "Mobile" ("Quadro P4200"). */
    private static final Pattern QUADRO_MOBILE = Pattern.compile("^(Quadro .*) Mobile$");

    private static final Pattern MEMORY_SIZE = Pattern.compile("\\s+\\d+\\s*GB\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern CPU_CLOCK = Pattern.compile("\\s*@\\s*[\\d.]+\\s*GHz.*$", Pattern.CASE_INSENSITIVE);
    /** NVIDIA/AMD mobile model numbers such as 980M, 940MX, 6800M. */
    private static final Pattern MOBILE_MODEL = Pattern.compile("\\b\\d{3,4}M[X]?\\b|\\bMX\\s?\\d{3}\\b");
    /** AMD mobile cards named "M" and a number: Radeon R7 M260, R8 M535DX. */
    private static final Pattern AMD_MOBILE_MODEL = Pattern.compile("\\bM\\d{3}[A-Z]*\\b");
    /** APU graphics named after the processor: "A6-8570", "2C+6G", or hybrid "8670D + HD 7700 Dual". */
    private static final Pattern APU = Pattern.compile("\\bA(4|6|8|9|10|12)-\\d{4}|\\b\\d+C\\+\\d+G\\b|\\d{4}D \\+ ");
    /** Vega integrated graphics ("Radeon Vega 8", the APUs' "Radeon RX Vega 11"), not the desktop "RX Vega 64". */
    private static final Pattern VEGA_IGPU = Pattern.compile("(?i)\\bvega (3|6|8|10|11)\\b");
    /** AMD integrated graphics named by number (Radeon 780M, 680M, 610M), which are not laptop cards. */
    private static final Pattern AMD_IGPU_NUMBER = Pattern.compile("^Radeon \\d{3}M$");

    static Brand gpuBrand(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (containsAny(n, "geforce", "nvidia", "quadro", "tesla", "titan", "rtx a", "rtx pro", "grid ")) {
            return Brand.NVIDIA;
        }
        if (containsAny(n, "radeon", "amd", "firepro", "firegl", "ryzen", "athlon", "ati ", "instinct")) {
            return Brand.AMD;
        }
        if (containsAny(n, "intel", "iris", "uhd graphics", "hd graphics", "arc ", "core i", "pentium", "celeron")) {
            return Brand.INTEL;
        }
        if (n.contains("apple")) {
            return Brand.APPLE;
        }
        if (containsAny(n, "adreno", "snapdragon", "qualcomm")) {
            return Brand.QUALCOMM;
        }
        if (n.contains("mali")) {
            return Brand.ARM;
        }
        return Brand.OTHER;
    }

    static GpuKind gpuKind(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (containsAny(
                        n,
                        "processor",
                        "ryzen",
                        "athlon",
                        "apu",
                        "hd graphics",
                        "intel hd",
                        "uhd graphics",
                        "iris",
                        "intel graphics",
                        "radeon graphics",
                        "apple m",
                        "adreno",
                        "core i")
                || AMD_IGPU_NUMBER.matcher(name).matches()
                || APU.matcher(name).find()
                || VEGA_IGPU.matcher(name).find()) {
            return GpuKind.INTEGRATED;
        }
        if (containsAny(
                n,
                "quadro",
                "rtx a",
                "rtx pro",
                "radeon pro",
                "arc pro",
                "firepro",
                "firegl",
                "tesla",
                "ada generation",
                "grid ")) {
            return GpuKind.WORKSTATION;
        }
        if (containsAny(n, "laptop", "mobile", "max-q", "notebook")
                || MOBILE_MODEL.matcher(name).find()
                || AMD_MOBILE_MODEL.matcher(name).find()) {
            return GpuKind.LAPTOP;
        }
        return GpuKind.DESKTOP;
    }

    /**
     * Catalog keys a UserBenchmark GPU name may stand for, most specific first: without vendor prefix and
     * memory-speed/OEM markers, then also without the memory size ("NVIDIA GeForce GTX 1060 6 GB 9Gbps" gives "geforce
     * gtx 1060 6 gb", then "geforce gtx 1060").
     */
    static List<String> userBenchmarkGpuKeys(String name) {
        String withOem = VENDOR_PREFIX.matcher(name.strip()).replaceFirst("");
        withOem = GPU_NOISE.matcher(withOem).replaceAll("");
        String base = OEM.matcher(withOem).replaceAll("");
        List<String> keys = new ArrayList<>();
        if (!withOem.equals(base)) {
            keys.add(Names.normalize(withOem));
        }
        keys.add(Names.normalize(base));
        String withoutMemory = MEMORY_SIZE.matcher(base).replaceAll("");
        if (!withoutMemory.equals(base)) {
            keys.add(Names.normalize(withoutMemory));
        }
        // Apple's "Mac Edition" cards are the PC card's chip ("GeForce GTX 680 Mac Edition" is the GTX 680).
        String pc = MAC_EDITION.matcher(base).replaceAll("");
        if (!pc.equals(base)) {
            keys.add(Names.normalize(pc));
        }
        // Intel's records keep the vendor, and PassMark drops "Graphics" ("Intel HD Graphics 5500" is "Intel HD 5500").
        if (name.strip().startsWith("Intel")) {
            keys.add(Names.normalize("Intel " + base));
            keys.add(Names.normalize("Intel " + GRAPHICS_WORD.matcher(base).replaceAll("")));
        }
        keys.add(Names.normalize(withMaxQDesign(base)));
        keys.add(Names.normalize(quadroWithoutMobile(base)));
        // PassMark names some chipset GPUs with their chipset ("GeForce 7100 / nForce 630i"), others without.
        keys.add(Names.normalize(CHIPSET_SUFFIX.matcher(base).replaceFirst("")));
        return keys.stream().distinct().toList();
    }

    /**
     * The spellings PassMark may use for a card another source names: as it is, with its memory size written together
     * ("8 GB" as "8GB"), "Max-Q" as "with Max-Q Design", "Mobile" as "Laptop GPU", or without "Graphics" ("Intel HD
     * Graphics 2500" is "Intel HD 2500").
     */
    static Set<String> passMarkSpellings(String name) {
        Set<String> out = new LinkedHashSet<>();
        out.add(name);
        out.add(JOINED_MEMORY_SIZE.matcher(name).replaceAll(" $1GB"));
        out.add(withMaxQDesign(name));
        out.add(name.replace(" Mobile", " Laptop GPU"));
        out.add(name.replace(" Graphics", ""));
        return out;
    }

    /**
     * A memory size, type or both before the model, as a few old PassMark boards are named ("128MB DDR Radeon 9800 Pro",
     * "128 DDR Radeon 9800 Pro", "256MB RADEON X600").
     */
    private static final Pattern LEADING_MEMORY = Pattern.compile(
            "^\\d+\\s?(?:MB\\s+(?:(?:G?DDR\\d?|SDR)\\s+)?|(?:G?DDR\\d?|SDR)\\s+)(.+)$", Pattern.CASE_INSENSITIVE);

    /**
     * The model a board named with its memory first is ("128 DDR Radeon 9700 TX w/TV-Out" is the "Radeon 9700 TX with
     * TV-Out"), or empty for any other name.
     */
    static Optional<String> withoutLeadingMemory(String name) {
        Matcher m = LEADING_MEMORY.matcher(name.strip());
        return m.matches() ? Optional.of(m.group(1).replace("w/", "with ")) : Optional.empty();
    }

    /** "Max-Q" as PassMark writes it: "with Max-Q Design" ("GeForce GTX 1660 Ti Max-Q"). */
    static String withMaxQDesign(String name) {
        return name.replace("Max-Q", "with Max-Q Design");
    }

    /**
     * A mobile Quadro as PassMark names it: without "Mobile" ("Quadro P4200 Mobile" is "Quadro P4200"). Where a desktop
     * Quadro has the same number (P5000) this is the desktop card's mark: the two differ in clocks, not in chip.
     */
    static String quadroWithoutMobile(String name) {
        return QUADRO_MOBILE.matcher(name).replaceAll("$1");
    }

    /** A memory size of up to two digits after a model ("GeForce GTX 1060 6 GB"), its number captured. */
    static final Pattern JOINED_MEMORY_SIZE = Pattern.compile("(?i)\\s+(\\d{1,2})\\s?GB\\b");

    private static final Pattern MAC_EDITION = Pattern.compile("\\s+Mac Edition\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern GRAPHICS_WORD = Pattern.compile("\\s+Graphics\\b", Pattern.CASE_INSENSITIVE);

    /**
     * The models a PassMark name covers. PassMark lists some cards that share a chip under one combined name with one
     * score: "Radeon RX 470/570" covers "Radeon RX 470" and "Radeon RX 570"; "Radeon HD 7970 / R9 280X" covers "Radeon
     * HD 7970" and "Radeon R9 280X" (each later part replaces as many trailing words of the first as it has).
     */
    static List<String> passMarkAlternatives(String name) {
        String[] parts = name.split("\\s*/\\s*");
        List<String> out = new ArrayList<>();
        if (parts.length < 2 || parts[0].isBlank()) {
            return out;
        }
        List<String> first = List.of(parts[0].strip().split("\\s+"));
        out.add(String.join(" ", first));
        for (int i = 1; i < parts.length; i++) {
            List<String> words = List.of(parts[i].strip().split("\\s+"));
            if (parts[i].isBlank() || words.size() >= first.size()) {
                return List.of();
            }
            List<String> alternative = new ArrayList<>(first.subList(0, first.size() - words.size()));
            alternative.addAll(words);
            out.add(String.join(" ", alternative));
        }
        return out;
    }

    private static final Pattern MARKS = Pattern.compile("\\((TM|R)\\)", Pattern.CASE_INSENSITIVE);

    /**
     * Catalog keys a Steam survey GPU name may stand for, in order: without the vendor ("NVIDIA GeForce RTX 3060" gives
     * "geforce rtx 3060"), as it is ("Intel UHD Graphics 630"), and without the word Graphics ("Intel HD Graphics 4600"
     * gives "intel hd 4600", PassMark's name), and without both ("AMD Radeon 780M Graphics" gives "radeon 780 m").
     */
    static List<String> steamGpuKeys(String name) {
        String clean = MARKS.matcher(name.strip()).replaceAll(" ");
        List<String> keys = new ArrayList<>();
        // The survey may write the vendor twice ("AMD AMD Custom GPU 0405").
        String once = VENDOR_PREFIX.matcher(clean).replaceFirst("");
        keys.add(Names.normalize(once));
        keys.add(Names.normalize(VENDOR_PREFIX.matcher(once).replaceFirst("")));
        keys.add(Names.normalize(clean));
        String withoutGraphics = clean.replaceAll("(?i)\\s+graphics\\b", "");
        keys.add(Names.normalize(withoutGraphics));
        keys.add(Names.normalize(VENDOR_PREFIX.matcher(withoutGraphics).replaceFirst("")));
        // A name only a laptop card bears ("NVIDIA GeForce RTX 3050 Ti": there is no desktop one) is that card; tried
        // last, so that a desktop card of the name wins.
        List<String> laptop = keys.stream().map(k -> k + " laptop gpu").toList();
        keys.addAll(laptop);
        return keys.stream().distinct().toList();
    }

    /** A name made of a leading digit and hex digits only ("15FF", "06/8c"): an ID a benchmark logged, no product. */
    private static final Pattern JUNK_NAME = Pattern.compile("[0-9][0-9A-Fa-f/ ._-]*");

    /** Names that are a brand or product line alone ("Radeon", left of "RadeonT" once repaired). */
    private static final Set<String> BRAND_ONLY =
            Set.of("radeon", "geforce", "nvidia", "amd", "ati", "intel", "arc", "quadro", "firepro", "iris");

    /**
     * Modified driver packages whose name PassMark logged in place of the card's ("7900 MOD - Radeon HD 6520G", "9xx
     * Soldiers sans frontiers Sigma 2"): the card, where named, has its own record.
     */
    private static final Pattern MODDED_DRIVER = Pattern.compile("(?i)\\bMOD\\s+-\\s|soldiers sans frontiers");

    /** What an Android phone's kernel reports instead of a chip's name: "AArch64 rev 4 (aarch64)", "ARM ARMv7 rev 3". */
    private static final Pattern ARCHITECTURE_ONLY = Pattern.compile("(?i)^(?:AArch64|ARM ARMv\\d+)\\s+rev\\s+\\d+");

    /** A chip vendor after a number, no model ("1-Unisoc"). */
    private static final Pattern NUMBERED_VENDOR =
            Pattern.compile("(?i)^\\d+-(?:Unisoc|MediaTek|Qualcomm|Samsung|Rockchip|Allwinner)$");

    /** "Radeon™" as PassMark's lists mangle it: "RadeonT 780M", "RadeonR4". */
    private static final Pattern MANGLED_RADEON = Pattern.compile("\\bRadeon(?:T\\b|(?=R\\d))");

    /**
     * Why a hardware name is not a product name, or empty when it is one. Such rows are left out of the catalog and
     * listed in the build report, never shown in searches or listings.
     */
    static Optional<String> junkName(String name) {
        if (JUNK_NAME.matcher(name.strip()).matches()) {
            return Optional.of("not a product name: digits and hex letters only");
        }
        if (BRAND_ONLY.contains(Names.normalize(name))) {
            return Optional.of("not a product name: a brand alone");
        }
        if (MODDED_DRIVER.matcher(name).find()) {
            return Optional.of("not a product name: a modified driver package's name");
        }
        if (ARCHITECTURE_ONLY.matcher(name.strip()).find()) {
            return Optional.of("not a product name: the processor architecture a Linux kernel reports");
        }
        if (NUMBERED_VENDOR.matcher(name.strip()).matches()) {
            return Optional.of("not a product name: a vendor alone");
        }
        return Optional.empty();
    }

    /** The name with a mangled trademark repaired: "RadeonT 780M" is "Radeon 780M", "RadeonR4" is "Radeon R4". */
    static String repairTrademarks(String name) {
        return MANGLED_RADEON
                .matcher(name)
                .replaceAll("Radeon ")
                .replaceAll("\\s+", " ")
                .strip();
    }

    /** Key of a CPU name in any source: no clock suffix ("Intel Core i7-8700K @ 3.70GHz" = "Intel Core i7-8700K"). */
    static String cpuKey(String name) {
        return Names.normalize(CPU_CLOCK.matcher(name).replaceFirst(""));
    }

    /** Display name of a CPU: the source name without its clock suffix. */
    static String cpuDisplayName(String name) {
        return CPU_CLOCK.matcher(name).replaceFirst("").strip();
    }

    /** Slug text of a CPU: its name without the vendor word ("AMD Ryzen 5 5600X" gives "ryzen-5-5600x"). */
    static String cpuSlugText(String displayName) {
        return VENDOR_PREFIX.matcher(displayName).replaceFirst("");
    }

    static Brand cpuBrand(String name) {
        String n = name.toLowerCase(Locale.ROOT);
        if (containsAny(
                n, "amd", "ryzen", "athlon", "phenom", "opteron", "epyc", "threadripper", "sempron", "turion")) {
            return Brand.AMD;
        }
        if (containsAny(n, "intel", "core", "xeon", "pentium", "celeron", "atom")) {
            return Brand.INTEL;
        }
        if (n.contains("apple")) {
            return Brand.APPLE;
        }
        if (containsAny(n, "snapdragon", "qualcomm")) {
            return Brand.QUALCOMM;
        }
        return Brand.OTHER;
    }

    private static boolean containsAny(String haystack, String... needles) {
        for (String needle : needles) {
            if (haystack.contains(needle)) {
                return true;
            }
        }
        return false;
    }
}
