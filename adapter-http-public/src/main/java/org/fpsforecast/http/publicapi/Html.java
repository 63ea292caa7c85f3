package org.fpsforecast.http.publicapi;

import com.google.common.escape.Escaper;
import com.google.common.html.HtmlEscapers;

/**
 * An HTML writer that escapes every text and attribute value it is given: markup enters only through {@link #raw},
 * which takes text this adapter wrote itself (or the methodology's rendered Markdown).
 */
final class Html {
    private static final Escaper ESCAPER = HtmlEscapers.htmlEscaper();

    private final StringBuilder out;

    Html() {
        this(16 * 1024);
    }

    Html(int capacity) {
        this.out = new StringBuilder(capacity);
    }

    static String escape(String text) {
        return ESCAPER.escape(text);
    }

    /** Text, escaped. */
    Html text(String text) {
        out.append(ESCAPER.escape(text));
        return this;
    }

    /** Markup written by this adapter, as is. */
    Html raw(String markup) {
        out.append(markup);
        return this;
    }

    /**
     * An opening tag.
     *
     * @param attributes name and value pairs; a pair with a null value is left out, and a boolean attribute ({@code
     *     hidden}, {@code required}, ...) given {@code ""} is written by its name alone
     */
    Html open(String tag, String... attributes) {
        out.append('<').append(tag);
        attributes(attributes);
        out.append('>');
        return this;
    }

    Html close(String tag) {
        out.append("</").append(tag).append('>');
        return this;
    }

    /** An element holding only text. */
    Html el(String tag, String text, String... attributes) {
        return open(tag, attributes).text(text).close(tag);
    }

    /** An element without content or closing tag ({@code meta}, {@code link}, {@code input}, {@code br}). */
    Html empty(String tag, String... attributes) {
        out.append('<').append(tag);
        attributes(attributes);
        out.append('>');
        return this;
    }

    /** A link holding text. */
    Html a(String href, String text, String... attributes) {
        out.append("<a href=\"").append(ESCAPER.escape(href)).append('"');
        attributes(attributes);
        out.append('>').append(ESCAPER.escape(text)).append("</a>");
        return this;
    }

    private void attributes(String[] attributes) {
        if (attributes.length % 2 != 0) {
            throw new IllegalArgumentException("attributes come in name and value pairs");
        }
        for (int i = 0; i < attributes.length; i += 2) {
            String value = attributes[i + 1];
            if (value == null) {
                continue;
            }
            out.append(' ').append(attributes[i]);
            if (!value.isEmpty() || !isBoolean(attributes[i])) {
                out.append("=\"").append(ESCAPER.escape(value)).append('"');
            }
        }
    }

    private static boolean isBoolean(String name) {
        return switch (name) {
            case "hidden", "readonly", "required", "selected", "checked", "disabled", "defer", "open" -> true;
            default -> false;
        };
    }

    @Override
    public String toString() {
        return out.toString();
    }
}
