package org.fpsforecast.core.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * The entries of one kind, with their character masks in one array beside them: the pre-check reads a few
 * kilobytes of consecutive longs instead of following a pointer to every entry, and only the names that pass are
 * looked at.
 */
record SearchIndex(
        List<CatalogSearch.Entry> entries,
        long[] chars,
        long[] initials,
        Map<String, int[]> byStart,
        Map<String, int[]> bySlug) {
    private static final int[] NONE = new int[0];

    static SearchIndex of(List<CatalogSearch.Entry> entries) {
        long[] chars = new long[entries.size()];
        long[] initials = new long[entries.size()];
        Map<String, List<Integer>> starts = new HashMap<>();
        Map<String, List<Integer>> slugs = new HashMap<>();
        for (int i = 0; i < chars.length; i++) {
            CatalogSearch.Entry e = entries.get(i);
            chars[i] = e.chars();
            initials[i] = e.initials();
            Set<String> keys = new HashSet<>();
            String[] tokens = e.tokens();
            for (int t = 0; t < tokens.length; t++) {
                if (tokens[t].length() >= 2) {
                    keys.add(tokens[t].substring(0, 2));
                }
                if (t + 1 < tokens.length && !tokens[t].isEmpty() && !tokens[t + 1].isEmpty()) {
                    keys.add("" + tokens[t].charAt(0) + tokens[t + 1].charAt(0));
                }
            }
            for (String key : keys) {
                starts.computeIfAbsent(key, k -> new ArrayList<>()).add(i);
            }
            slugs.computeIfAbsent(e.slug().value(), k -> new ArrayList<>()).add(i);
        }
        return new SearchIndex(entries, chars, initials, ids(starts), ids(slugs));
    }

    private static Map<String, int[]> ids(Map<String, List<Integer>> lists) {
        Map<String, int[]> out = new HashMap<>();
        lists.forEach((key, list) ->
                out.put(key, list.stream().mapToInt(Integer::intValue).toArray()));
        return out;
    }

    /**
     * The entries a query can match, in entry order: a word matched with no typo (exactly, as a prefix or as the
     * initials of consecutive name words) starts a name word with its first two characters, or is the initials of
     * two consecutive name words that begin with them, so only the names indexed under those two characters
     * (the fewest, over the query's such words) can score, with the names whose slug is the query. Null when no
     * query word allows that (a one-character word, or every word allowed a typo): then every entry.
     */
    int[] candidates(CatalogSearch.Word[] words, String slugForm) {
        int[] fewest = null;
        for (CatalogSearch.Word w : words) {
            if (w.checked() && w.maxTypos() == 0 && w.text().length() >= 2) {
                int[] ids = byStart.getOrDefault(w.text().substring(0, 2), NONE);
                if (fewest == null || ids.length < fewest.length) {
                    fewest = ids;
                }
            }
        }
        if (fewest == null) {
            return null;
        }
        int[] slugIds = bySlug.getOrDefault(slugForm, NONE);
        if (slugIds.length == 0) {
            return fewest;
        }
        return IntStream.concat(Arrays.stream(fewest), Arrays.stream(slugIds))
                .distinct()
                .sorted()
                .toArray();
    }
}
