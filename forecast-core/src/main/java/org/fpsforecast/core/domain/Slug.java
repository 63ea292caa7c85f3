package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.text.Normalizer;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A catalog identifier: lowercase ASCII letters and digits in hyphen-separated words, e.g. {@code geforce-rtx-4070}.
 */
public record Slug(String value) implements Comparable<Slug> {
    public static final int MAX_LENGTH = 80;

    public Slug {
        requireNonNull(value, "slug");
        if (!isWellFormed(value)) {
            throw new IllegalArgumentException("Not a slug (lowercase a-z, 0-9 and single inner hyphens, at most "
                    + MAX_LENGTH + " characters): '" + value + "'");
        }
    }

    /**
     * Reads a slug given by a user for a named request parameter.
     *
     * @throws InvalidParameterException when the value is missing or malformed
     */
    public static Slug parse(String parameter, String raw) {
        if (raw == null || raw.isBlank()) {
            throw InvalidParameterException.missing(parameter);
        }
        String candidate = raw.strip();
        if (!isWellFormed(candidate)) {
            throw InvalidParameterException.invalid(
                    parameter,
                    "Parameter '" + parameter
                            + "' must be a catalog slug (lowercase letters, digits and hyphens, at most " + MAX_LENGTH
                            + " characters), e.g. 'geforce-rtx-4070'; use the search to find slugs.");
        }
        return new Slug(candidate);
    }

    /**
     * Derives a slug from a display name: accents and apostrophes dropped ("Baldur's Gate 3" gives baldurs-gate-3),
     * every other non-alphanumeric run becomes one hyphen.
     */
    public static Slug fromName(String name) {
        String ascii = plainAscii(requireNonNull(name))
                ? name.toLowerCase(Locale.ROOT)
                : COMBINING_MARKS
                        .matcher(Normalizer.normalize(
                                Names.APOSTROPHES.matcher(name).replaceAll(""), Normalizer.Form.NFKD))
                        .replaceAll("")
                        .toLowerCase(Locale.ROOT);
        StringBuilder out = new StringBuilder(ascii.length());
        boolean pendingHyphen = false;
        for (int i = 0; i < ascii.length() && out.length() < MAX_LENGTH; i++) {
            char c = ascii.charAt(i);
            if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
                if (pendingHyphen && out.length() > 0 && out.length() < MAX_LENGTH - 1) {
                    out.append('-');
                }
                pendingHyphen = false;
                out.append(c);
            } else {
                pendingHyphen = true;
            }
        }
        if (out.length() == 0) {
            throw new IllegalArgumentException("Name has no letters or digits to make a slug from: '" + name + "'");
        }
        return new Slug(out.toString());
    }

    private static final Pattern COMBINING_MARKS = Pattern.compile("\\p{M}+");

    /**
     * Printable ASCII without apostrophes: normalizing it changes nothing, so the regular expressions are skipped (most
     * names are such; an import of 200,000 builds makes 400,000 slugs).
     */
    private static boolean plainAscii(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < 0x20 || c > 0x7E || c == '\'' || c == '`') {
                return false;
            }
        }
        return true;
    }

    /** The slug {@code raw} spells (surrounding blanks ignored), or empty when it is not one. */
    public static Optional<Slug> tryParse(String raw) {
        if (raw == null) {
            return Optional.empty();
        }
        String candidate = raw.strip();
        return isWellFormed(candidate) ? Optional.of(new Slug(candidate)) : Optional.empty();
    }

    static boolean isWellFormed(String s) {
        int n = s.length();
        if (n == 0 || n > MAX_LENGTH || s.charAt(0) == '-' || s.charAt(n - 1) == '-') {
            return false;
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            boolean alnum = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
            if (!alnum && !(c == '-' && s.charAt(i - 1) != '-')) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int compareTo(Slug other) {
        return value.compareTo(other.value);
    }

    @Override
    public String toString() {
        return value;
    }
}
