package org.fpsforecast.cli;

import static java.util.Objects.requireNonNull;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * Progress of long work on standard error: one redrawn bar on a terminal, plain {@code [task] message} lines otherwise
 * (at most one per tenth of the work, so a log stays short). Not thread-safe: one worker reports.
 */
final class Progress implements AutoCloseable {
    static final int BAR_WIDTH = 24;
    /** The widest line drawn; longer messages are cut, so a redraw never wraps. */
    static final int LINE_WIDTH = 100;

    private static final long REDRAW_NANOS = 100_000_000L;

    private final PrintWriter err;
    private final boolean bar;
    private final String task;
    private int drawnWidth;
    private long lastDraw;
    private int lastTenth = -1;
    private String lastMessage = "";

    Progress(PrintWriter err, Terminal terminal, String task) {
        this.err = requireNonNull(err);
        this.bar = terminal.interactive();
        this.task = requireNonNull(task);
    }

    /** A step without a known size. */
    void step(String message) {
        if (bar) {
            draw(message, -1, 0, true);
        } else {
            line(message);
        }
    }

    /** {@code done} of {@code total} units of work. */
    void update(String message, long done, long total) {
        if (!bar) {
            int tenth = total > 0 ? (int) (10 * done / total) : -1;
            if (tenth != lastTenth || done >= total) {
                lastTenth = tenth;
                if (!message.equals(lastMessage)) {
                    line(message);
                }
            }
            return;
        }
        draw(message, done, total, done >= total);
    }

    private void line(String message) {
        lastMessage = message;
        err.println("[" + task + "] " + message);
        err.flush();
    }

    private void draw(String message, long done, long total, boolean force) {
        long now = System.nanoTime();
        if (!force && lastDraw != 0 && now - lastDraw < REDRAW_NANOS) {
            return;
        }
        lastDraw = now;
        String text = render(task, message, done, total);
        StringBuilder out = new StringBuilder("\r").append(text);
        for (int i = text.length(); i < drawnWidth; i++) {
            out.append(' ');
        }
        drawnWidth = text.length();
        err.print(out);
        err.flush();
    }

    /** One bar line: {@code task [#####.....]  50% message}, or {@code task: message} when the size is unknown. */
    static String render(String task, String message, long done, long total) {
        String line;
        if (total > 0) {
            long clamped = Math.max(0, Math.min(done, total));
            int filled = (int) (BAR_WIDTH * clamped / total);
            line = String.format(
                    Locale.ROOT,
                    "%s [%s%s] %3d%% %s",
                    task,
                    "#".repeat(filled),
                    ".".repeat(BAR_WIDTH - filled),
                    100 * clamped / total,
                    message);
        } else {
            line = task + ": " + message;
        }
        return line.length() > LINE_WIDTH ? line.substring(0, LINE_WIDTH - 1) + "…" : line;
    }

    @Override
    public void close() {
        finish();
    }

    /** Ends the bar's line, so what follows starts on its own (nothing to do for plain lines); idempotent. */
    void finish() {
        if (bar && drawnWidth > 0) {
            err.println();
            err.flush();
            drawnWidth = 0;
        }
    }
}
