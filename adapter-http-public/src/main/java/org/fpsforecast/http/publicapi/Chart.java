package org.fpsforecast.http.publicapi;

import java.util.Locale;
import org.fpsforecast.core.domain.Basis;
import org.fpsforecast.core.domain.FpsRange;
import org.fpsforecast.core.domain.Matrix;
import org.fpsforecast.core.domain.MatrixCell;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;

/**
 * The 3 x 4 matrix as an inline SVG bar chart: a group of four preset bars per resolution, measured bars solid and
 * modeled ones hatched, each modeled bar with its 80% range as a line, and dashed lines at 30 and 60 FPS. The table
 * beside it carries the same numbers for screen readers; the chart is labelled as an image.
 */
final class Chart {
    static final int WIDTH = 640;
    static final int HEIGHT = 320;
    private static final int LEFT = 44;
    private static final int RIGHT = 12;
    private static final int TOP = 16;
    private static final int BOTTOM = 52;
    private static final int BAR = 30;
    private static final int GAP = 6;

    private Chart() {}

    static void write(Html h, Matrix m, Resolution requestedRes, Preset requestedPreset, Lang lang, String title) {
        int top = 0;
        for (MatrixCell c : m.cells()) {
            top = Math.max(top, c.range().map(FpsRange::high).orElse(c.fps()));
        }
        top = Math.max(top, 60);
        int step = niceStep(top);
        int max = ((top + step - 1) / step) * step;
        int plotH = HEIGHT - TOP - BOTTOM;
        int plotW = WIDTH - LEFT - RIGHT;
        int groups = Resolution.values().length;
        int groupW = plotW / groups;

        h.open(
                "svg",
                "xmlns",
                "http://www.w3.org/2000/svg",
                "viewBox",
                "0 0 " + WIDTH + " " + HEIGHT,
                "width",
                "100%",
                "role",
                "img",
                "aria-labelledby",
                "chart-title",
                "class",
                "chart",
                "direction",
                "ltr");
        h.el("title", title, "id", "chart-title");
        h.raw("<defs><pattern id=\"hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\""
                + " patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#dbe7fb\"/>"
                + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#1f5fbf\" stroke-width=\"3\"/></pattern></defs>");
        // Grid and axis labels.
        for (int v = 0; v <= max; v += step) {
            double y = y(v, max, plotH);
            h.raw("<line x1=\"" + LEFT + "\" x2=\"" + (WIDTH - RIGHT) + "\" y1=\"" + fmt(y) + "\" y2=\"" + fmt(y)
                    + "\" stroke=\"#e1e4e8\"/>");
            h.raw("<text x=\"" + (LEFT - 6) + "\" y=\"" + fmt(y + 4) + "\" text-anchor=\"end\" font-size=\"11\""
                    + " fill=\"#444\">" + v + "</text>");
        }
        for (int line : new int[] {30, 60}) {
            double y = y(line, max, plotH);
            h.raw("<line x1=\"" + LEFT + "\" x2=\"" + (WIDTH - RIGHT) + "\" y1=\"" + fmt(y) + "\" y2=\"" + fmt(y)
                    + "\" stroke=\"#8a1c1c\" stroke-dasharray=\"5 4\"/>");
        }
        Preset[] presets = Preset.values();
        for (int g = 0; g < groups; g++) {
            Resolution res = Resolution.values()[g];
            int groupX = LEFT + g * groupW + (groupW - presets.length * (BAR + GAP) + GAP) / 2;
            for (int p = 0; p < presets.length; p++) {
                MatrixCell c = m.cell(res, presets[p]);
                int x = groupX + p * (BAR + GAP);
                double y = y(c.fps(), max, plotH);
                boolean requested = res == requestedRes && presets[p] == requestedPreset;
                String fill = c.basis() == Basis.MEASURED ? "#1f5fbf" : "url(#hatch)";
                h.raw("<rect x=\"" + x + "\" y=\"" + fmt(y) + "\" width=\"" + BAR + "\" height=\""
                        + fmt(TOP + plotH - y) + "\" fill=\"" + fill + "\""
                        + (requested ? " stroke=\"#111\" stroke-width=\"2\"" : " stroke=\"#1f5fbf\"") + "/>");
                c.range().ifPresent(r -> {
                    double cx = x + BAR / 2.0;
                    h.raw("<line x1=\"" + fmt(cx) + "\" x2=\"" + fmt(cx) + "\" y1=\"" + fmt(y(r.low(), max, plotH))
                            + "\" y2=\"" + fmt(y(r.high(), max, plotH)) + "\" stroke=\"#111\" stroke-width=\"1.5\"/>");
                });
                double labelY = y(c.range().map(FpsRange::high).orElse(c.fps()), max, plotH) - 4;
                h.raw("<text x=\"" + fmt(x + BAR / 2.0) + "\" y=\"" + fmt(labelY) + "\" text-anchor=\"middle\""
                        + " font-size=\"11\" fill=\"#111\"" + (requested ? " font-weight=\"bold\"" : "") + ">"
                        + c.fps() + "</text>");
                h.open(
                                "text",
                                "x",
                                fmt(x + BAR / 2.0),
                                "y",
                                Integer.toString(TOP + plotH + 14),
                                "text-anchor",
                                "middle",
                                "font-size",
                                "10",
                                "fill",
                                "#444")
                        .text(initial(lang.text("preset." + presets[p].key())))
                        .close("text");
            }
            h.raw("<text x=\"" + (LEFT + g * groupW + groupW / 2) + "\" y=\"" + (TOP + plotH + 34)
                    + "\" text-anchor=\"middle\" font-size=\"13\" fill=\"#111\">" + Html.escape(res.label())
                    + "</text>");
        }
        // The 30 and 60 FPS labels last, over the bars (SVG paints in order), with a white halo: a tall bar at the
        // right end never hides them.
        for (int line : new int[] {30, 60}) {
            double y = y(line, max, plotH);
            h.raw("<text x=\"" + (WIDTH - RIGHT) + "\" y=\"" + fmt(y - 3) + "\" text-anchor=\"end\" font-size=\"10\""
                    + " fill=\"#8a1c1c\" stroke=\"#fff\" stroke-width=\"3\" paint-order=\"stroke\""
                    + " class=\"threshold\">" + line + " FPS</text>");
        }
        h.close("svg");
    }

    /** A short preset label under a bar: the name when it is short, else its first three letters. */
    private static String initial(String name) {
        return name.length() <= 6 ? name : name.substring(0, 3) + ".";
    }

    private static double y(int value, int max, int plotH) {
        return TOP + plotH - (double) value / max * plotH;
    }

    private static int niceStep(int top) {
        for (int step : new int[] {10, 20, 25, 50, 100, 200, 250, 500}) {
            if (top / step <= 8) {
                return step;
            }
        }
        return 1000;
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }
}
