package org.fpsforecast.core.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
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
        Map<String, int[]> bySlug,
        NameWords words) {
    private static final int[] NONE = new int[0];

    /**
     * The distinct words of the names, each with its character mask, its length and the entries that have it, and
     * the entries ordered by how many words they have (most first): what a query word allowed typos can match is
     * found among some 14,000 words instead of some 21,000 names.
     */
    record NameWords(long[] masks, int[] lengths, int[][] entries, int[] byWordCount, int[] wordCounts) {}

    static SearchIndex of(List<CatalogSearch.Entry> entries) {
        long[] chars = new long[entries.size()];
        long[] initials = new long[entries.size()];
        Map<String, List<Integer>> starts = new HashMap<>();
        Map<String, List<Integer>> slugs = new HashMap<>();
        Map<String, List<Integer>> nameWords = new LinkedHashMap<>();
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
            for (String token : new LinkedHashSet<>(Arrays.asList(tokens))) {
                nameWords.computeIfAbsent(token, k -> new ArrayList<>()).add(i);
            }
            slugs.computeIfAbsent(e.slug().value(), k -> new ArrayList<>()).add(i);
        }
        return new SearchIndex(entries, chars, initials, ids(starts), ids(slugs), nameWords(entries, nameWords));
    }

    private static NameWords nameWords(List<CatalogSearch.Entry> entries, Map<String, List<Integer>> byWord) {
        long[] masks = new long[byWord.size()];
        int[] lengths = new int[byWord.size()];
        int[][] ids = new int[byWord.size()][];
        int w = 0;
        for (Map.Entry<String, List<Integer>> e : byWord.entrySet()) {
            masks[w] = TextMatching.charMask(e.getKey());
            lengths[w] = e.getKey().length();
            ids[w++] = e.getValue().stream().mapToInt(Integer::intValue).toArray();
        }
        int[] byWordCount = IntStream.range(0, entries.size())
                .boxed()
                .sorted(Comparator.comparingInt((Integer i) -> entries.get(i).tokens().length)
                        .reversed())
                .mapToInt(Integer::intValue)
                .toArray();
        int[] wordCounts = Arrays.stream(byWordCount)
                .map(i -> entries.get(i).tokens().length)
                .toArray();
        return new NameWords(masks, lengths, ids, byWordCount, wordCounts);
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
     * (the fewest, over the query's such words) can score, with the names whose slug is the query. When every word
     * that must match allows typos, the names that pass the word test of the fewest such word
     * ({@link #typoCandidates}). Null when no query word allows either (only one-character, optional or numeral
     * words): then every entry.
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
            for (CatalogSearch.Word w : words) {
                if (w.checked() && w.maxTypos() > 0) {
                    int[] ids = typoCandidates(w);
                    if (fewest == null || ids.length < fewest.length) {
                        fewest = ids;
                    }
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

    /**
     * The entries that pass {@code CatalogSearch.Precheck#wordsMayMatch} for one word allowed typos, in entry order:
     * those with a name word that may be it ({@link TextMatching#mayBeTypoOf}) and those with at least as many words
     * as it has characters (it may be their initials).
     */
    private int[] typoCandidates(CatalogSearch.Word w) {
        BitSet hit = new BitSet(entries.size());
        int length = w.text().length();
        for (int t = 0; t < words.masks().length; t++) {
            if (TextMatching.mayBeTypoOf(w.mask(), length, w.maxTypos(), words.masks()[t], words.lengths()[t])) {
                for (int id : words.entries()[t]) {
                    hit.set(id);
                }
            }
        }
        for (int i = 0; i < words.byWordCount().length && words.wordCounts()[i] >= length; i++) {
            hit.set(words.byWordCount()[i]);
        }
        return hit.stream().toArray();
    }
}
