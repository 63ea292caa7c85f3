package org.fpsforecast.cli;

import java.util.Map;

/**
 * What the output goes to: a terminal (progress bars, colors) or a pipe or file (plain lines, no escape codes). Colors
 * are used only on a terminal, never when {@code NO_COLOR} is set to anything (https://no-color.org) or {@code
 * TERM=dumb}.
 *
 * @param interactive standard output and input are a terminal
 * @param colors ANSI colors may be written
 */
record Terminal(boolean interactive, boolean colors) {
    /** Neither a terminal nor colors: what tests and pipes get. */
    static final Terminal PLAIN = new Terminal(false, false);

    /** This process's terminal, from {@link System#console()} and the environment. */
    static Terminal detect() {
        boolean interactive = System.console() != null;
        return new Terminal(interactive, colors(System.getenv(), interactive));
    }

    static boolean colors(Map<String, String> env, boolean interactive) {
        String noColor = env.get("NO_COLOR");
        if (noColor != null && !noColor.isEmpty()) {
            return false;
        }
        return interactive && !"dumb".equals(env.get("TERM"));
    }

    /** Text in bold, when colors are on. */
    String bold(String text) {
        return paint("1", text);
    }

    /** Text in green (measured values, a smooth verdict), when colors are on. */
    String green(String text) {
        return paint("32", text);
    }

    /** Text in yellow (a playable but limited verdict), when colors are on. */
    String yellow(String text) {
        return paint("33", text);
    }

    /** Text in red (an unplayable verdict), when colors are on. */
    String red(String text) {
        return paint("31", text);
    }

    /** Faint text (notes), when colors are on. */
    String dim(String text) {
        return paint("2", text);
    }

    private String paint(String code, String text) {
        return colors ? "\u001B[" + code + "m" + text + "\u001B[0m" : text;
    }
}
