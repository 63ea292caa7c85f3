package org.fpsforecast.importer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.text.StringEscapeUtils;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.renderer.GpuMatcher;
import org.fpsforecast.core.renderer.Identification;
import org.fpsforecast.core.renderer.RendererParser;

/**
 * Reads the Steam store's requirement texts of 2019 (steam-requirements-2019): the graphics, processor and memory lines
 * of each app's minimum and recommended blocks, as the publisher listed them, from the store's HTML. The GPUs a
 * graphics line names are resolved to catalog GPUs by the project's GPU matcher; a name it cannot resolve stays text.
 */
final class SteamRequirementTexts {
    static final String FILE = "steam-requirements-2019/steam_requirements_data.zip";
    /** Longest line kept; longer ones are cut at a word and end in an ellipsis. */
    static final int MAX_LINE = 240;

    /** The three lines of one block (minimum or recommended), each empty when the block lacks it. */
    record Lines(Optional<String> graphics, Optional<String> processor, Optional<String> memory) {
        /** A block the source does not have. */
        static final Lines NONE = new Lines(Optional.empty(), Optional.empty(), Optional.empty());

        boolean isEmpty() {
            return graphics.isEmpty() && processor.isEmpty() && memory.isEmpty();
        }
    }

    /** One app's two blocks. */
    record Texts(Lines minimum, Lines recommended) {}

    private static final Pattern ITEM = Pattern.compile("<li>(.*?)(?=<li>|</ul>|$)", Pattern.DOTALL);
    private static final Pattern LABELLED =
            Pattern.compile("^\\s*<strong>\\s*([^<]{1,40}?)\\s*:?\\s*</strong>\\s*:?(.*)$", Pattern.DOTALL);
    private static final Pattern TAG = Pattern.compile("<[^>]*>");
    private static final Set<String> GRAPHICS = Set.of("graphics", "video card", "video", "gpu", "graphics card");
    private static final Set<String> PROCESSOR = Set.of("processor", "cpu");
    private static final Set<String> MEMORY = Set.of("memory", "ram", "system memory");

    private SteamRequirementTexts() {}

    /** The texts of the apps in {@code wanted}, by app id; apps whose blocks have none of the three lines are left out. */
    static Map<Integer, Texts> read(Path datasets, Set<Integer> wanted) {
        Map<Integer, Texts> out = new HashMap<>();
        RawCsv.eachZipped(datasets.resolve(FILE), false, row -> {
            int id = RawCsv.number(row.get("steam_appid"));
            if (!wanted.contains(id)) {
                return;
            }
            String pc = row.getOrDefault("pc_requirements", "");
            Lines min = lines(pythonString(pc, "minimum"));
            Lines rec = lines(pythonString(pc, "recommended"));
            if (!min.isEmpty() || !rec.isEmpty()) {
                out.putIfAbsent(id, new Texts(min, rec));
            }
        });
        return out;
    }

    /**
     * The value of a key of the Python dict literal the source stores ({@code {'minimum': '<html>', ...}}), its escapes
     * undone; empty text when the key is absent.
     */
    static String pythonString(String literal, String key) {
        for (char quote : new char[] {'\'', '"'}) {
            String start = "'" + key + "': " + quote;
            int at = literal.indexOf(start);
            if (at < 0) {
                continue;
            }
            StringBuilder out = new StringBuilder();
            for (int i = at + start.length(); i < literal.length(); i++) {
                char c = literal.charAt(i);
                if (c == '\\' && i + 1 < literal.length()) {
                    char n = literal.charAt(++i);
                    out.append(
                            switch (n) {
                                case 'n', 'r', 't' -> ' ';
                                default -> n;
                            });
                } else if (c == quote) {
                    return out.toString();
                } else {
                    out.append(c);
                }
            }
            return out.toString();
        }
        return "";
    }

    /** The graphics, processor and memory lines of one block's HTML ({@code <li><strong>Graphics:</strong> ...}). */
    static Lines lines(String html) {
        String graphics = null;
        String processor = null;
        String memory = null;
        Matcher items = ITEM.matcher(html);
        while (items.find()) {
            Matcher m = LABELLED.matcher(items.group(1));
            if (!m.matches()) {
                continue;
            }
            String label = m.group(1).strip().toLowerCase(Locale.ROOT);
            String value = text(m.group(2));
            if (value.isEmpty()) {
                continue;
            }
            if (graphics == null && GRAPHICS.contains(label)) {
                graphics = value;
            } else if (processor == null && PROCESSOR.contains(label)) {
                processor = value;
            } else if (memory == null && MEMORY.contains(label)) {
                memory = value;
            }
        }
        return new Lines(Optional.ofNullable(graphics), Optional.ofNullable(processor), Optional.ofNullable(memory));
    }

    /** Plain text of an HTML fragment: tags dropped, entities decoded, spaces collapsed, cut at {@value #MAX_LINE}. */
    static String text(String html) {
        String t = StringEscapeUtils.unescapeHtml4(TAG.matcher(html).replaceAll(" "))
                .replace('\u00A0', ' ')
                .replaceAll("\\p{Cntrl}", " ")
                .replaceAll("\\s+", " ")
                .strip();
        if (t.length() > MAX_LINE) {
            int cut = t.lastIndexOf(' ', MAX_LINE - 1);
            t = t.substring(0, cut > MAX_LINE / 2 ? cut : MAX_LINE - 1).strip() + "\u2026";
        }
        return t;
    }

    // --- GPU names in a graphics line.

    /** Separators between the cards a line offers: "GTX 660 / HD 7870", "GTX 460 or HD 5870", "(or GTX 760)". */
    private static final Pattern ALTERNATIVES = Pattern.compile(
            "\\s*(?:/|\\|;|,|\\bor\\b|\\band\\b|\\(|\\)|\\[|\\]|\\bvs\\.?|\\+)\\s*", Pattern.CASE_INSENSITIVE);
    /** Words around a card's name that are not part of it. */
    private static final Pattern FILLER = Pattern.compile(
            "(?i)\\b(?:equivalent|better|higher|greater|above|newer|compatible|minimum|recommended|at least|with|"
                    + "\\d+(?:\\.\\d+)?\\s*(?:gb|mb)(?:\\s*vram)?|vram|dx\\s*\\d+|directx\\s*\\d+(?:\\.\\d+)?)\\b");
    /** A GPU model number, as the matcher knows them: three or more digits, maybe glued to letters ("9600GT", "RX580"). */
    private static final Pattern MODEL_NUMBER = Pattern.compile("\\d{3,}");
    /** The words of a graphics line that make a piece worth resolving (and, unresolved, worth reporting). */
    private static final Pattern GPU_WORD = Pattern.compile(
            "(?i)\\b(?:geforce|gtx|rtx|gts|gt|radeon|rx|r[579]|hd|iris|uhd|arc|vega|quadro|firepro|nvidia|amd|ati|intel)");

    /** A model number glued to letters ("GTX960", "8800GT", "750Ti"): split like the catalog's names. */
    private static final Pattern GLUED = Pattern.compile("(?<=[A-Za-z]{2})(?=\\d{3})|(?<=\\d{3})(?=[A-Za-z]{2})");

    private static final Pattern LAPTOP_WORD =
            Pattern.compile("(?i)\\b(?:mobile|mobility|laptop|notebook|\\d{3,4}m)\\b");

    /** The result of resolving one graphics line. */
    record Resolution(List<Gpu> gpus, List<String> unresolved) {}

    /**
     * The catalog GPUs a graphics line names, in order, each once; and the pieces that name a model (a GPU word and a
     * model number) the matcher could not identify as one GPU. A family ("GeForce 900 series") is not a card and is not
     * resolved.
     */
    static Resolution resolve(String line, GpuMatcher matcher) {
        Set<Gpu> found = new LinkedHashSet<>();
        List<String> unresolved = new ArrayList<>();
        String prefix = "";
        for (String raw : ALTERNATIVES.split(line)) {
            String piece = GLUED.matcher(FILLER.matcher(raw).replaceAll(" "))
                    .replaceAll(" ")
                    .replaceAll("\\s+", " ")
                    .strip();
            if (!MODEL_NUMBER.matcher(piece).find()) {
                continue;
            }
            boolean named = GPU_WORD.matcher(piece).find();
            // "GeForce 8600/9600GT": a bare model after a separator takes the words before the first one's number.
            String candidate = named || prefix.isEmpty() ? piece : prefix + " " + piece;
            if (named) {
                Matcher number = MODEL_NUMBER.matcher(piece);
                number.find();
                prefix = piece.substring(0, number.start())
                        .replaceAll("\\S*$", "")
                        .strip();
            }
            Identification id = matcher.match(RendererParser.parse(candidate));
            // A laptop part only where the line says so: "Radeon HD 2600" is the desktop card or nothing.
            boolean laptopOk = LAPTOP_WORD.matcher(raw).find();
            if (id.outcome() == Identification.Outcome.IDENTIFIED
                    && (laptopOk || id.gpu().orElseThrow().kind() != GpuKind.LAPTOP)) {
                found.add(id.gpu().orElseThrow());
            } else if (named || !prefix.isEmpty()) {
                unresolved.add(candidate);
            }
        }
        return new Resolution(List.copyOf(found), unresolved);
    }
}
