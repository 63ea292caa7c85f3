package org.fpsforecast.http.common.access;

import static java.util.Objects.requireNonNull;

import com.google.common.hash.Hasher;
import com.google.common.hash.Hashing;
import java.util.List;

/**
 * Entity tags and {@code If-None-Match} evaluation as RFC 9110 (sections 8.8.3 and 13.1.2) defines them, shared by both
 * HTTP interfaces. Framework-free: adapters pass header values in and get decisions out.
 */
public final class EntityTags {
    private EntityTags() {}

    /**
     * A strong, quoted entity tag for a response body served from a catalog: it changes when the body or the catalog
     * version changes (the version is part of the hash, so even an identical body gets a new tag after a catalog
     * update, which invalidates every cached copy at once).
     */
    public static String strong(String catalogVersion, byte[] body) {
        requireNonNull(catalogVersion, "catalogVersion");
        requireNonNull(body, "body");
        Hasher h = Hashing.murmur3_128().newHasher();
        h.putUnencodedChars(catalogVersion);
        h.putByte((byte) 0);
        h.putBytes(body);
        return '"' + h.hash().toString().substring(0, 20) + '"';
    }

    /**
     * Whether an {@code If-None-Match} condition fails for the current representation, so that a GET or HEAD must be
     * answered 304 Not Modified: true when a field is {@code *} or lists a tag that weakly matches {@code currentTag}
     * ({@code W/"x"} matches {@code "x"}: only the opaque parts are compared). Several fields are one list. A field
     * that is not a valid list of entity tags is ignored, as if it were absent, so a malformed header can only cost a
     * full response, never a wrong 304.
     *
     * @param fields every {@code If-None-Match} field of the request, in order (empty when there is none)
     * @param currentTag the tag the response would carry, quoted, as made by {@link #strong}
     */
    public static boolean noneMatchFails(List<String> fields, String currentTag) {
        String current = opaque(requireNonNull(currentTag, "currentTag"));
        for (String field : fields) {
            if (field.strip().equals("*")) {
                return true;
            }
            if (listContains(field, current)) {
                return true;
            }
        }
        return false;
    }

    /** The opaque tag (with its quotes) of a single well-formed entity tag, without any {@code W/} prefix. */
    private static String opaque(String tag) {
        String t = tag.startsWith("W/") ? tag.substring(2) : tag;
        if (t.length() < 2 || t.charAt(0) != '"' || t.charAt(t.length() - 1) != '"') {
            throw new IllegalArgumentException("not a quoted entity tag: " + tag);
        }
        return t;
    }

    /**
     * Scans {@code 1#entity-tag}: tags separated by commas and optional whitespace. Quoted tags may themselves contain
     * commas, so the list is read tag by tag rather than split.
     */
    private static boolean listContains(String field, String wanted) {
        int i = 0;
        int n = field.length();
        boolean found = false;
        while (i < n) {
            char c = field.charAt(i);
            if (c == ' ' || c == '\t' || c == ',') {
                i++;
                continue;
            }
            if (field.startsWith("W/", i)) {
                i += 2;
            }
            if (i >= n || field.charAt(i) != '"') {
                return false; // not an entity tag: the whole field is invalid
            }
            int close = field.indexOf('"', i + 1);
            if (close < 0) {
                return false;
            }
            for (int k = i + 1; k < close; k++) {
                if (!isEtagChar(field.charAt(k))) {
                    return false;
                }
            }
            if (field.regionMatches(i, wanted, 0, wanted.length()) && close + 1 - i == wanted.length()) {
                found = true;
            }
            i = close + 1;
            // After a tag: only whitespace, then a comma or the end.
            while (i < n && (field.charAt(i) == ' ' || field.charAt(i) == '\t')) {
                i++;
            }
            if (i < n && field.charAt(i) != ',') {
                return false;
            }
        }
        return found;
    }

    /** {@code etagc = %x21 / %x23-7E / obs-text}. */
    private static boolean isEtagChar(char c) {
        return c == 0x21 || (c >= 0x23 && c <= 0x7E) || (c >= 0x80 && c <= 0xFF);
    }
}
