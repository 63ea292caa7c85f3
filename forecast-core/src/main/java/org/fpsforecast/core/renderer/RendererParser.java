package org.fpsforecast.core.renderer;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Takes apart the {@code UNMASKED_RENDERER_WEBGL} strings real browsers emit: Chrome/Edge ANGLE on Direct3D 11/9 (old
 * and new layouts), on Vulkan, OpenGL and Metal; plain OpenGL strings ({@code .../PCIe/SSE2}); macOS ({@code ... OpenGL
 * Engine}); Linux Mesa (with code names and LLVM/DRM details in parentheses); Firefox's {@code , or similar}; software
 * and virtual renderers; masked strings. A pure function: no catalog, no I/O. All patterns are compiled once.
 */
public final class RendererParser {
    /** Longest renderer string accepted; real ones are under 200 characters. */
    public static final int MAX_LENGTH = 512;

    private static final Pattern TRADEMARKS = Pattern.compile("\\((?:r|tm|c)\\)|®|™|©", Pattern.CASE_INSENSITIVE);
    private static final Pattern PCI_ID = Pattern.compile("\\(0x[0-9a-f]{4,8}\\)", Pattern.CASE_INSENSITIVE);
    private static final Pattern D3D = Pattern.compile(
            "\\b(?:direct3d\\s*\\d+(?:\\.\\d+)?(?:ex)?|d3d\\d+|vs_\\d_\\d|ps_\\d_\\d)\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern OPENGL_SUFFIX =
            Pattern.compile("/(?:pcie|pci|agp)?/?sse2.*$|/pcie$|/pci$", Pattern.CASE_INSENSITIVE);
    private static final Pattern ENGINE =
            Pattern.compile("\\bopengl engine\\b|\\b(?:angle )?metal renderer:?", Pattern.CASE_INSENSITIVE);
    private static final Pattern VULKAN =
            Pattern.compile("^vulkan\\s+[0-9.]+\\s*\\((.*)\\)\\s*$", Pattern.CASE_INSENSITIVE);
    private static final Pattern MESA = Pattern.compile("^mesa(?:\\s+dri)?\\s+", Pattern.CASE_INSENSITIVE);
    private static final Pattern PARENTHESES = Pattern.compile("\\([^()]*\\)");
    private static final Pattern MEMORY = Pattern.compile("\\b(\\d{1,2})\\s?gb\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern SPLIT = Pattern.compile("[^a-z0-9]+");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    private static final Pattern KEPT_IN_PARENTHESES =
            Pattern.compile("\\s*(?:mobile|laptop|max-q|notebook)\\s*", Pattern.CASE_INSENSITIVE);

    private static final List<String> SOFTWARE = List.of(
            "swiftshader",
            "llvmpipe",
            "softpipe",
            "basic render driver",
            "microsoft basic render",
            "vmware svga",
            "svga3d",
            "virtualbox",
            "parallels",
            "virgl",
            "paravirtual",
            "gdi generic",
            "software rasterizer",
            "lavapipe",
            "offscreen");
    private static final List<String> MASKED =
            List.of("", "apple gpu", "webkit webgl", "mozilla", "generic renderer", "gpu", "unknown", "renderer");
    /** Words that name vendors or say nothing about the model. */
    private static final List<String> NOISE = List.of(
            "nvidia",
            "amd",
            "ati",
            "intel",
            "apple",
            "qualcomm",
            "arm",
            "corporation",
            "inc",
            "technologies",
            "advanced",
            "micro",
            "devices",
            "graphics",
            "gpu",
            "angle",
            "opengl",
            "es",
            "unspecified",
            "version",
            "design",
            "with",
            "series",
            "family",
            "card",
            "adapter",
            "video",
            "chipset",
            "integrated",
            "compute",
            "engine");

    private RendererParser() {}

    public static ParsedRenderer parse(String raw) {
        String s = raw == null ? "" : raw.strip();
        String lower = s.toLowerCase(Locale.ROOT);
        boolean approximate = false;
        if (lower.endsWith(", or similar")) {
            approximate = true;
            s = s.substring(0, s.length() - ", or similar".length()).strip();
            lower = s.toLowerCase(Locale.ROOT);
        }
        for (String sw : SOFTWARE) {
            if (lower.contains(sw)) {
                return new ParsedRenderer(raw == null ? "" : raw, RendererKind.SOFTWARE, "", s, List.of(), approximate);
            }
        }
        if (MASKED.contains(lower)) {
            return new ParsedRenderer(raw == null ? "" : raw, RendererKind.MASKED, "", s, List.of(), approximate);
        }
        String vendorField = "";
        String model = s;
        if (lower.startsWith("angle (") && lower.endsWith(")")) {
            String inner = s.substring(7, s.length() - 1).strip();
            List<String> parts = topLevelParts(inner);
            if (parts.size() >= 2) {
                // New layout: ANGLE (Vendor, Renderer, Backend)
                vendorField = parts.get(0);
                model = parts.get(1);
            } else {
                model = inner; // old layout: ANGLE (Renderer Direct3D11 vs_5_0 ps_5_0)
            }
        }
        var vulkan = VULKAN.matcher(model.strip());
        if (vulkan.matches()) {
            model = vulkan.group(1); // Vulkan 1.3.x (NVIDIA GeForce RTX 3060 (0x00002503))
        }
        model = TRADEMARKS.matcher(model).replaceAll(" ");
        model = PCI_ID.matcher(model).replaceAll(" ");
        model = D3D.matcher(model).replaceAll(" ");
        model = OPENGL_SUFFIX.matcher(model.strip()).replaceAll("");
        model = ENGINE.matcher(model).replaceAll(" ");
        model = MESA.matcher(model.strip()).replaceAll("");
        // Mesa and macOS add code names and driver details in parentheses: (navi23, LLVM 15.0.7, DRM 3.54), (CFL GT2).
        // Memory sizes and laptop marks in parentheses are kept: "(6GB)" and "(Mobile)" tell cards apart.
        String previous;
        do {
            previous = model;
            model = PARENTHESES.matcher(model).replaceAll(m -> {
                String g = m.group();
                String inside = g.substring(1, g.length() - 1);
                return MEMORY.matcher(g).find()
                                || KEPT_IN_PARENTHESES.matcher(inside).matches()
                        ? inside
                        : " ";
            });
        } while (!model.equals(previous));
        model = SPACES.matcher(model.replace('(', ' ').replace(')', ' '))
                .replaceAll(" ")
                .strip();
        String vendor = vendor(vendorField + " " + model);
        if (model.isEmpty() || MASKED.contains(model.toLowerCase(Locale.ROOT))) {
            return new ParsedRenderer(
                    raw == null ? "" : raw, RendererKind.MASKED, vendor, model, List.of(), approximate);
        }
        return new ParsedRenderer(
                raw == null ? "" : raw, RendererKind.HARDWARE, vendor, model, tokens(model), approximate);
    }

    /**
     * The matching tokens of a GPU name (used for renderer models and catalog names alike): lower case, split on
     * anything but letters and digits, vendor and filler words dropped, "mobile" read as "laptop", memory sizes joined
     * ("6 GB" -> "6gb"), Max-Q read as one token.
     */
    public static List<String> tokens(String name) {
        String n = TRADEMARKS.matcher(name.toLowerCase(Locale.ROOT)).replaceAll(" ");
        n = MEMORY.matcher(n).replaceAll("$1gb");
        n = n.replace("max-q", "maxq").replace("max q", "maxq");
        List<String> out = new ArrayList<>();
        for (String t : SPLIT.split(n)) {
            if (t.isEmpty() || NOISE.contains(t)) {
                continue;
            }
            String token = t.equals("mobile") ? "laptop" : t;
            if (!out.contains(token)) {
                out.add(token);
            }
        }
        return out;
    }

    /** The vendor a string names, by its words; empty when none does. */
    static String vendor(String text) {
        String t = text.toLowerCase(Locale.ROOT);
        if (t.contains("nvidia") || t.contains("geforce") || t.contains("quadro") || t.contains("tesla")) {
            return "NVIDIA";
        }
        if (t.contains("amd") || t.contains("radeon") || t.contains("ati ") || t.contains("firepro")) {
            return "AMD";
        }
        if (t.contains("intel") || t.contains("iris") || t.contains("uhd graphics") || t.contains("arc ")) {
            return "Intel";
        }
        if (t.contains("apple")) {
            return "Apple";
        }
        if (t.contains("adreno") || t.contains("qualcomm")) {
            return "Qualcomm";
        }
        if (t.contains("mali") || t.contains("arm")) {
            return "ARM";
        }
        if (t.contains("powervr") || t.contains("imagination")) {
            return "Imagination";
        }
        return "";
    }

    /** Splits on commas that are not inside parentheses. */
    private static List<String> topLevelParts(String s) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(') {
                depth++;
            } else if (c == ')') {
                depth = Math.max(0, depth - 1);
            } else if (c == ',' && depth == 0) {
                parts.add(s.substring(start, i).strip());
                start = i + 1;
            }
        }
        parts.add(s.substring(start).strip());
        return parts;
    }
}
