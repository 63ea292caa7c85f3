package org.fpsforecast.core.renderer;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;

/**
 * Matches a parsed renderer to a catalog GPU by its model tokens, never by a shared number alone: the tokens that carry
 * digits (the model number, with its letters: {@code a770} is not {@code 770}, {@code 970m} is not {@code 970}) must be
 * the same, and so must the words that tell variants apart ({@code ti}, {@code super}, {@code xt}, {@code laptop},
 * {@code maxq}); only series words ({@code geforce}, {@code radeon}, {@code rtx}, ...) may be missing on one side. A
 * renderer that names a family ("... 200 Series", or no model number) gets the family's median GPU, marked as such.
 *
 * <p>Built once from the catalog; a lookup touches only the GPUs with the same model-number tokens.
 */
public final class GpuMatcher {
    /** Words that name a product line rather than a model: one side may lack them. */
    private static final Set<String> SERIES_WORDS = Set.of(
            "geforce",
            "radeon",
            "rtx",
            "gtx",
            "gts",
            "gt",
            "rx",
            "r9",
            "r7",
            "r5",
            "hd",
            "uhd",
            "iris",
            "xe",
            "arc",
            "quadro",
            "tesla",
            "firepro",
            "mobility",
            "dri",
            "adreno",
            "mali",
            "powervr",
            "vega",
            "plus");

    /** One name a GPU is matched by; {@code alternative} for one half of a combined record ("RX 470/570"). */
    private record Entry(Gpu gpu, Set<String> key, Set<String> memory, boolean alternative, Set<String> words) {}

    /** A family's number: 200 (R9 200), 7700 (HD 7700), 900 (GTX 900). */
    private static final Pattern ROUND_HUNDRED = Pattern.compile("[1-9]\\d?0{2,3}");

    private static final Pattern WORDS = Pattern.compile("[^a-z0-9]+");

    private final Map<String, List<Entry>> byNumbers = new HashMap<>();
    private final List<Entry> all = new ArrayList<>();
    /** Every entry under each of its tokens: a family's candidates come from its rarest word's list. */
    private final Map<String, List<Entry>> byToken = new HashMap<>();

    public GpuMatcher(List<Gpu> gpus) {
        for (Gpu g : gpus) {
            List<String> names = g.kind() == GpuKind.HANDHELD ? List.of(chip(g.name())) : alternatives(g.name());
            for (String name : names) {
                List<String> tokens = RendererParser.tokens(name);
                Entry e = new Entry(g, keyTokens(tokens), memoryTokens(tokens), names.size() > 1, words(name));
                all.add(e);
                byNumbers
                        .computeIfAbsent(numbers(e.key()), k -> new ArrayList<>())
                        .add(e);
                for (String t : e.key()) {
                    byToken.computeIfAbsent(t, k -> new ArrayList<>()).add(e);
                }
            }
        }
    }

    public Identification match(ParsedRenderer p) {
        switch (p.kind()) {
            case SOFTWARE:
                return new Identification(p, Identification.Outcome.SOFTWARE, Optional.empty(), 1);
            case MASKED:
                return new Identification(p, Identification.Outcome.MASKED, Optional.empty(), 1);
            default:
                break;
        }
        Set<String> key = keyTokens(p.tokens());
        Set<String> memory = memoryTokens(p.tokens());
        Optional<Brand> brand = brand(p.vendor());
        double scale = p.approximate() ? 0.8 : 1.0;
        Set<String> words = words(p.model());
        boolean hasDigits = !numbers(key).isEmpty();
        List<Entry> sameNumbers = byNumbers.getOrDefault(numbers(key), List.of());
        Optional<Entry> exact = sameNumbers.stream()
                .filter(e -> e.key().equals(key) && brandFits(brand, e) && memoryFits(memory, e))
                .min(preferred(memory, words));
        // 1. "Radeon R9 200 Series", "Radeon HD 7700 Series": a family, its median GPU or, when the catalog keeps the
        // family as one record ("Radeon HD 8600/8700M"), that record.
        if (words.contains("series") && key.stream().anyMatch(t -> isModelNumber(t) && t.endsWith("00"))) {
            Optional<Gpu> family = family(key, brand).or(() -> exact.map(Entry::gpu));
            if (family.isPresent()) {
                return family(p, family.get(), scale);
            }
        }
        // 2. The same tokens. A record without a model number is one GPU ("Intel UHD Graphics") unless it names a
        // family ("Intel HD Family").
        if (exact.isPresent()) {
            Entry e = exact.get();
            return !hasDigits && e.words().contains("family") ? family(p, e.gpu(), scale) : identified(p, e, scale);
        }
        // 3. The same model-number and variant tokens; only series words differ.
        if (hasDigits) {
            Optional<Entry> relaxed = sameNumbers.stream()
                    .filter(e -> brandFits(brand, e) && memoryFits(memory, e) && onlySeriesWordsDiffer(key, e.key()))
                    .max(Comparator.comparingDouble((Entry e) -> jaccard(key, e.key()))
                            .thenComparing(preferred(memory, words).reversed()));
            if (relaxed.isPresent()) {
                return new Identification(
                        p,
                        Identification.Outcome.IDENTIFIED,
                        Optional.of(relaxed.get().gpu()),
                        round(0.9 * scale * jaccard(key, relaxed.get().key())));
            }
        }
        // 3b. No model number on either side, and the catalog name has every word of the renderer's plus series words
        // only, for exactly one catalog GPU: that one
        // ("Intel Xe Graphics", Mesa's name for Tiger Lake's, is the "Intel Iris Xe"; the "Iris Xe MAX" has a word
        // the renderer lacks, so it is not a candidate).
        if (!hasDigits) {
            List<Entry> wider = sameNumbers.stream()
                    .filter(e -> brandFits(brand, e) && e.key().containsAll(key) && onlySeriesWordsDiffer(key, e.key()))
                    .toList();
            if (!wider.isEmpty() && wider.stream().map(Entry::gpu).distinct().count() == 1) {
                Entry e = wider.get(0);
                return new Identification(
                        p,
                        Identification.Outcome.IDENTIFIED,
                        Optional.of(e.gpu()),
                        round(0.9 * scale * jaccard(key, e.key())));
            }
        }
        // 4. A name without a model number ("AMD Radeon(TM) Graphics") is a family; a model number the catalog lacks
        // ("HD Graphics 400") is unknown, not the nearest family: nothing is guessed.
        if (key.stream().noneMatch(GpuMatcher::isModelNumber)) {
            Optional<Gpu> family = family(key, brand);
            if (family.isPresent()) {
                return family(p, family.get(), scale);
            }
        }
        // 5. Apple's GPUs (M1 ... M4, their Pro/Max/Ultra): known parts, but no score source has a mark for them.
        if (brand.equals(Optional.of(Brand.APPLE))
                || p.model().toLowerCase(Locale.ROOT).startsWith("apple ")) {
            return new Identification(p, Identification.Outcome.NO_SCORE_SOURCE, Optional.empty(), 1);
        }
        return new Identification(p, Identification.Outcome.UNKNOWN, Optional.empty(), 0);
    }

    /**
     * The chip a handheld's record names in its last parentheses ("Steam Deck LCD (AMD Custom GPU 0405)"): what a
     * renderer string reports, never the device.
     */
    static String chip(String handheldName) {
        int open = handheldName.lastIndexOf('(');
        int close = handheldName.lastIndexOf(')');
        return open >= 0 && close > open
                ? handheldName.substring(open + 1, close).strip()
                : handheldName;
    }

    /**
     * The names a catalog record stands for: "Radeon RX 470/570" is both "Radeon RX 470" and "Radeon RX 570";
     * "Radeon R9 290 / 390" both "Radeon R9 290" and "Radeon R9 390". A bare number after the slash takes the first
     * name's words.
     */
    static List<String> alternatives(String name) {
        if (!name.contains("/")) {
            return List.of(name);
        }
        String[] parts = name.split("/");
        String first = parts[0].strip();
        String prefix = first.replaceAll("\\S*\\d\\S*.*$", "").strip();
        List<String> out = new ArrayList<>();
        out.add(first);
        for (int i = 1; i < parts.length; i++) {
            String part = parts[i].strip();
            if (part.isEmpty()) {
                continue;
            }
            out.add(Character.isDigit(part.charAt(0)) ? prefix + " " + part : part);
        }
        return out;
    }

    private static Identification family(ParsedRenderer p, Gpu representative, double scale) {
        return new Identification(p, Identification.Outcome.FAMILY, Optional.of(representative), round(0.5 * scale));
    }

    private static Identification identified(ParsedRenderer p, Entry e, double scale) {
        return new Identification(p, Identification.Outcome.IDENTIFIED, Optional.of(e.gpu()), round(scale));
    }

    private Optional<Gpu> family(Set<String> key, Optional<Brand> brand) {
        Set<String> nums = new HashSet<>();
        Set<String> words = new HashSet<>();
        for (String t : key) {
            (isModelNumber(t) ? nums : words).add(t);
        }
        if (nums.size() > 1 || words.isEmpty()) {
            return Optional.empty();
        }
        String hundred = nums.isEmpty() ? null : nums.iterator().next();
        if (hundred != null && !ROUND_HUNDRED.matcher(hundred).matches()) {
            return Optional.empty();
        }
        boolean laptop = key.contains("laptop");
        List<Entry> rarest = all;
        for (String w : words) {
            List<Entry> posting = byToken.getOrDefault(w, List.of());
            if (posting.size() < rarest.size()) {
                rarest = posting;
            }
        }
        List<Entry> members = rarest.stream()
                .filter(e -> brandFits(brand, e) && e.key().containsAll(words))
                .filter(e ->
                        laptop || (e.gpu().kind() != GpuKind.LAPTOP && e.gpu().kind() != GpuKind.WORKSTATION))
                .filter(e -> {
                    List<String> n =
                            e.key().stream().filter(GpuMatcher::isModelNumber).toList();
                    if (hundred == null) {
                        return !n.isEmpty();
                    }
                    String prefix = stripTrailingZeros(hundred);
                    return n.size() == 1
                            && n.get(0).length() == hundred.length()
                            && n.get(0).startsWith(prefix)
                            && Character.isDigit(n.get(0).charAt(n.get(0).length() - 1));
                })
                .toList();
        if (hundred == null) {
            // No number: an integrated GPU when the family has any ("AMD Radeon(TM) Graphics" is an APU's).
            List<Entry> integrated = members.stream()
                    .filter(e -> e.gpu().kind() == GpuKind.INTEGRATED)
                    .toList();
            if (!integrated.isEmpty()) {
                members = integrated;
            }
        }
        if (members.isEmpty()) {
            return Optional.empty();
        }
        List<Gpu> sorted = members.stream()
                .map(Entry::gpu)
                .sorted(Comparator.comparingInt(Gpu::g3dMark).thenComparing(Gpu::slug))
                .toList();
        return Optional.of(sorted.get((sorted.size() - 1) / 2));
    }

    /** One side may lack series words the other has; neither may have a word the other lacks otherwise. */
    private static boolean onlySeriesWordsDiffer(Set<String> a, Set<String> b) {
        boolean aExtra = false;
        boolean bExtra = false;
        for (String t : a) {
            if (!b.contains(t)) {
                if (!SERIES_WORDS.contains(t)) {
                    return false;
                }
                aExtra = true;
            }
        }
        for (String t : b) {
            if (!a.contains(t)) {
                if (!SERIES_WORDS.contains(t)) {
                    return false;
                }
                bExtra = true;
            }
        }
        return !(aExtra && bExtra); // "HD 7700" is not "RX 7700": a series word swapped for another
    }

    /** A model number: a token with three or more digits (r9, x1 and m2 are series or generation words). */
    private static boolean isModelNumber(String t) {
        int digits = 0;
        for (int i = 0; i < t.length(); i++) {
            if (Character.isDigit(t.charAt(i))) {
                digits++;
            }
        }
        return digits >= 3;
    }

    private static String stripTrailingZeros(String n) {
        int end = n.length();
        while (end > 1 && n.charAt(end - 1) == '0') {
            end--;
        }
        return n.substring(0, end);
    }

    /** Every word of a name, lower case, nothing dropped: breaks ties between records with the same model tokens. */
    private static Set<String> words(String name) {
        Set<String> out = new HashSet<>();
        for (String t : WORDS.split(name.toLowerCase(Locale.ROOT))) {
            if (!t.isEmpty()) {
                out.add(t);
            }
        }
        return out;
    }

    /**
     * Exact memory first, then no memory in the catalog name, then the name closest word for word ("Intel UHD Graphics
     * 630" over "Intel UHD 630" for "Intel(R) UHD Graphics 630"), then a record of its own over one half of a combined
     * record, then the desktop record, then the slug.
     */
    private static Comparator<Entry> preferred(Set<String> memory, Set<String> words) {
        return Comparator.comparingInt(
                        (Entry e) -> e.memory().equals(memory) ? 0 : e.memory().isEmpty() ? 1 : 2)
                .thenComparingDouble(e -> -jaccard(words, e.words()))
                .thenComparingInt(e -> e.alternative() ? 1 : 0)
                .thenComparingInt(e -> e.gpu().kind() == GpuKind.DESKTOP ? 0 : 1)
                .thenComparing(e -> e.gpu().slug());
    }

    /** A catalog name with a memory size matches only a renderer with the same size. */
    private static boolean memoryFits(Set<String> memory, Entry e) {
        return e.memory().isEmpty() || e.memory().equals(memory);
    }

    private static boolean brandFits(Optional<Brand> brand, Entry e) {
        return brand.isEmpty() || brand.get() == e.gpu().brand() || e.gpu().brand() == Brand.OTHER;
    }

    private static Optional<Brand> brand(String vendor) {
        return switch (vendor) {
            case "NVIDIA" -> Optional.of(Brand.NVIDIA);
            case "AMD" -> Optional.of(Brand.AMD);
            case "Intel" -> Optional.of(Brand.INTEL);
            case "Apple" -> Optional.of(Brand.APPLE);
            case "Qualcomm" -> Optional.of(Brand.QUALCOMM);
            default -> Optional.empty();
        };
    }

    private static Set<String> keyTokens(List<String> tokens) {
        Set<String> out = new HashSet<>();
        for (String t : tokens) {
            if (!isMemory(t)) {
                out.add(t);
            }
        }
        return out;
    }

    private static Set<String> memoryTokens(List<String> tokens) {
        Set<String> out = new HashSet<>();
        for (String t : tokens) {
            if (isMemory(t)) {
                out.add(t);
            }
        }
        return out;
    }

    private static boolean isMemory(String t) {
        return t.endsWith("gb") && t.length() <= 4 && t.length() >= 3 && Character.isDigit(t.charAt(0));
    }

    /** The tokens with digits, sorted and joined: the lookup key. */
    private static String numbers(Set<String> key) {
        return String.join(
                " ", key.stream().filter(GpuMatcher::hasDigit).sorted().toList());
    }

    private static boolean hasDigit(String t) {
        for (int i = 0; i < t.length(); i++) {
            if (Character.isDigit(t.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    private static double jaccard(Set<String> a, Set<String> b) {
        int common = 0;
        for (String t : a) {
            if (b.contains(t)) {
                common++;
            }
        }
        int union = a.size() + b.size() - common;
        return union == 0 ? 0 : (double) common / union;
    }

    private static double round(double v) {
        return Math.round(v * 100) / 100.0;
    }
}
