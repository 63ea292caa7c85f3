package org.fpsforecast.core.domain;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/** The one normal form of names used for matching and search. */
public final class Names {
    private Names() {}

    /** Trademark signs are noise in hardware names, and NFKD would turn "™" into letters glued to the word. */
    private static final Pattern TRADEMARKS = Pattern.compile("[\u2122\u00AE\u00A9]");

    /** Apostrophes join a word ("Baldur's" is one word, "baldurs"), they do not split it. */
    static final Pattern APOSTROPHES = Pattern.compile("['\u2019\u02BC`]");

    /**
     * Lower-case ASCII words separated by single spaces: accents, apostrophes and trademark signs dropped, other
     * punctuation a separator,
     * letters and digits split
     * apart ("GeForce RTX4070 Ti" and "geforce rtx 4070-ti" both give "geforce rtx 4070 ti").
     */
    public static String normalize(String text) {
        String ascii = Normalizer.normalize(
                        APOSTROPHES
                                .matcher(TRADEMARKS.matcher(text).replaceAll(" "))
                                .replaceAll(""),
                        Normalizer.Form.NFKD)
                .replaceAll("\\p{M}+", "")
                .toLowerCase(Locale.ROOT);
        StringBuilder out = new StringBuilder(ascii.length() + 8);
        char previous = ' ';
        for (int i = 0; i < ascii.length(); i++) {
            char c = ascii.charAt(i);
            boolean letter = c >= 'a' && c <= 'z';
            boolean digit = c >= '0' && c <= '9';
            if (!letter && !digit) {
                c = ' ';
            } else if (previous != ' ' && (previous >= '0' && previous <= '9') != digit) {
                out.append(' ');
            }
            if (c != ' ' || previous != ' ') {
                out.append(c);
            }
            previous = c;
        }
        return out.toString().strip();
    }

    /** The words of a normalized name. */
    public static List<String> tokens(String normalized) {
        return normalized.isEmpty() ? List.of() : List.of(normalized.split(" "));
    }
}
