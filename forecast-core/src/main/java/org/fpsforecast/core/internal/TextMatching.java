package org.fpsforecast.core.internal;

/**
 * The text measures the catalog search scores names with: letters only, initials, an edit distance with a bound, and
 * the character bit sets that let it skip most names before scoring them.
 */
final class TextMatching {
    private TextMatching() {}

    static boolean isLetters(String word) {
        for (int i = 0; i < word.length(); i++) {
            if (!Character.isLetter(word.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** How many consecutive name words from {@code start} have {@code word} as their initials (0 when not). */
    static int initialsSpan(String word, String[] tokens, int start) {
        if (start + word.length() > tokens.length) {
            return 0;
        }
        for (int i = 0; i < word.length(); i++) {
            if (tokens[start + i].isEmpty() || tokens[start + i].charAt(0) != word.charAt(i)) {
                return 0;
            }
        }
        return word.length();
    }

    /**
     * Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps) of at most {@code max}, computed in
     * three rolling rows of {@code rows} (new ones when they are shorter than {@code b.length() + 1}).
     */
    static boolean withinDistance(String a, String b, int max, int[][] rows) {
        int n = a.length();
        int m = b.length();
        if (rows[0].length < m + 1) {
            rows = new int[3][m + 1];
        }
        int[] before = rows[0]; // row i - 2
        int[] previous = rows[1]; // row i - 1
        int[] current = rows[2]; // row i
        for (int j = 0; j <= m; j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= n; i++) {
            current[0] = i;
            int rowMin = i;
            for (int j = 1; j <= m; j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(previous[j] + 1, current[j - 1] + 1), previous[j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    v = Math.min(v, before[j - 2] + 1);
                }
                current[j] = v;
                rowMin = Math.min(rowMin, v);
            }
            if (rowMin > max) {
                return false;
            }
            int[] recycled = before;
            before = previous;
            previous = current;
            current = recycled;
        }
        return previous[m] <= max;
    }

    /**
     * The characters of a text as a bit set: a-z, 0-9, and one bit for anything else. A query word can only match a
     * name that has all of its characters but as many as its typo allowance: the cheap test that spares most names
     * the full scoring. It never changes a result (a test compares it with the full scan).
     */
    static long charMask(String text) {
        long mask = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 'a' && c <= 'z') {
                mask |= 1L << (c - 'a');
            } else if (c >= '0' && c <= '9') {
                mask |= 1L << (26 + c - '0');
            } else if (c != ' ' && c != '-') {
                mask |= 1L << 36;
            }
        }
        return mask;
    }

    /**
     * Whether a name word (its {@link #charMask} and length) may be a query word allowed {@code allowance} typos: it
     * lacks at most that many of the word's characters (each costs an edit), and its length is within the allowance
     * unless it lacks none (then the query word may be its beginning).
     */
    static boolean mayBeTypoOf(long wordMask, int wordLength, int allowance, long tokenMask, int tokenLength) {
        int missing = Long.bitCount(wordMask & ~tokenMask);
        return missing <= allowance && (missing == 0 || Math.abs(wordLength - tokenLength) <= allowance);
    }
}
