package org.fpsforecast.http.publicapi;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Heading;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;

/**
 * The methodology text: docs/METHODOLOGY.md, packed into the jar by the build and rendered to HTML once. Headings get
 * ids (a heading ending in {@code {#id}} takes that id; the others a slug of their text), so that links such as
 * {@code /en/methodology#pc-score} land on their section. Raw HTML in the Markdown is escaped, not passed through.
 */
final class Methodology {
    static final String RESOURCE = "pages/METHODOLOGY.md";
    private static final Pattern EXPLICIT_ID = Pattern.compile("\\s*\\{#([a-z0-9-]+)\\}\\s*$");

    private Methodology() {}

    /** The rendered text, an {@code h1} first. */
    static String html() {
        return Holder.HTML;
    }

    private static final class Holder {
        static final String HTML = render(read());
    }

    static String render(String markdown) {
        List<org.commonmark.Extension> extensions = List.of(TablesExtension.create());
        Parser parser = Parser.builder().extensions(extensions).build();
        Node document = parser.parse(markdown);
        Map<Node, String> ids = new IdentityHashMap<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(Heading heading) {
                ids.put(heading, idOf(heading));
            }
        });
        HtmlRenderer renderer = HtmlRenderer.builder()
                .extensions(extensions)
                .escapeHtml(true)
                .sanitizeUrls(true)
                .attributeProviderFactory(context -> (node, tag, attributes) -> {
                    String id = ids.get(node);
                    if (id != null) {
                        attributes.put("id", id);
                    }
                })
                .build();
        return renderer.render(document);
    }

    /** The heading's id: its own {@code {#id}} (removed from the text), or a slug of its text. */
    private static String idOf(Heading heading) {
        if (heading.getLastChild() instanceof Text last) {
            Matcher m = EXPLICIT_ID.matcher(last.getLiteral());
            if (m.find()) {
                last.setLiteral(last.getLiteral().substring(0, m.start()));
                return m.group(1);
            }
        }
        StringBuilder text = new StringBuilder();
        for (Node n = heading.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Text t) {
                text.append(t.getLiteral());
            } else if (n instanceof Code c) {
                text.append(c.getLiteral());
            }
        }
        String slug = text.toString()
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9]+", "-")
                .replaceAll("^-|-$", "");
        return slug.isEmpty() ? "section" : slug;
    }

    private static String read() {
        try (InputStream in = Methodology.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }
}
