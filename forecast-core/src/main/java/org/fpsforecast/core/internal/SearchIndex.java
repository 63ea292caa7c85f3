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
        Map<String, int[]> bySlug,
        Map<String, int[]> byPair,
        int[] mostWordsFirst,
        int[] wordCounts) {
    static SearchIndex of(List<CatalogSearch.Entry> entries) {
        long[] chars = new long[entries.size()];
        long[] initials = new long[entries.size()];
        Map<String, List<Integer>> starts = new HashMap<>();
        Map<String, List<Integer>> slugs = new HashMap<>();
        Map<String, List<Integer>> pairs = new HashMap<>();
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
            Set<String> inWords = new HashSet<>();
            for (String token : tokens) {
                inWords.addAll(pairs(token));
            }
            for (String pair : inWords) {
                pairs.computeIfAbsent(pair, k -> new ArrayList<>()).add(i);
            }
            slugs.computeIfAbsent(e.slug().value(), k -> new ArrayList<>()).add(i);
        }
        Integer[] order = new Integer[entries.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(
                order,
                (a, b) -> Integer.compare(
                        entries.get(b).tokens().length, entries.get(a).tokens().length));
        int[] mostWordsFirst = new int[order.length];
        int[] wordCounts = new int[order.length];
        for (int k = 0; k < order.length; k++) {
            mostWordsFirst[k] = order[k];
            wordCounts[k] = entries.get(order[k]).tokens().length;
        }
        return new SearchIndex(
                entries, chars, initials, ids(starts), ids(slugs), ids(pairs), mostWordsFirst, wordCounts);
    }

    /** The distinct pairs of adjacent characters of a word. */
    private static Set<String> pairs(String word) {
        Set<String> out = new HashSet<>();
        for (int c = 0; c + 1 < word.length(); c++) {
            out.add(word.substring(c, c + 2));
        }
        return out;
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
                int[] ids = byStart.getOrDefault(w.text().substring(0, 2), new int[0]);
                if (fewest == null || ids.length < fewest.length) {
                    fewest = ids;
                }
            }
        }
        if (fewest == null) {
            return typoCandidates(words, slugForm);
        }
        int[] slugIds = bySlug.getOrDefault(slugForm, new int[0]);
        if (slugIds.length == 0) {
            return fewest;
        }
        return IntStream.concat(Arrays.stream(fewest), Arrays.stream(slugIds))
                .distinct()
                .sorted()
                .toArray();
    }

    /**
     * The entries a query of words allowed typos can match, in entry order, from its word with the most character
     * pairs to spare: each edit of the optimal string alignment distance (an insertion, deletion, substitution or
     * swap of neighbours) breaks at most 3 of a word's adjacent-character pairs, so a name word within {@code k} edits
     * keeps at least {@code pairs - 3k} of the query word's distinct pairs, as does a name word it begins. A name with
     * at least as many words as the query word has characters may hold it as initials; a name whose slug is the query
     * is taken whole. Null when no word keeps a pair to require (short words): then every entry.
     */
    private int[] typoCandidates(CatalogSearch.Word[] words, String slugForm) {
        CatalogSearch.Word best = null;
        int bestNeed = 0;
        for (CatalogSearch.Word w : words) {
            if (w.checked() && w.maxTypos() > 0) {
                int need = pairs(w.text()).size() - 3 * w.maxTypos();
                if (need > bestNeed) {
                    best = w;
                    bestNeed = need;
                }
            }
        }
        if (best == null) {
            return null;
        }
        int[] counts = new int[entries.size()];
        int[] found = new int[entries.size()];
        int n = 0;
        for (String pair : pairs(best.text())) {
            for (int id : byPair.getOrDefault(pair, new int[0])) {
                if (++counts[id] == bestNeed) {
                    found[n++] = id;
                }
            }
        }
        int length = best.text().length();
        for (int k = 0; k < mostWordsFirst.length && wordCounts[k] >= length; k++) {
            if (counts[mostWordsFirst[k]] < bestNeed) {
                found[n++] = mostWordsFirst[k];
                counts[mostWordsFirst[k]] = bestNeed;
            }
        }
        for (int id : bySlug.getOrDefault(slugForm, new int[0])) {
            if (counts[id] < bestNeed) {
                found[n++] = id;
                counts[id] = bestNeed;
            }
        }
        int[] out = Arrays.copyOf(found, n);
        Arrays.sort(out);
        return out;
    }
}
