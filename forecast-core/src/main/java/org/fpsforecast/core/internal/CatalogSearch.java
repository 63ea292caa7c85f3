package org.fpsforecast.core.internal;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Supplier;
import com.google.common.base.Suppliers;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.Maps;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Names;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.SurveyCategory;
import org.fpsforecast.core.domain.SurveyShare;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.fpsforecast.core.port.in.SearchHit;
import org.fpsforecast.core.port.out.Cpus;
import org.fpsforecast.core.port.out.Games;
import org.fpsforecast.core.port.out.Gpus;
import org.fpsforecast.core.port.out.HardwareSurvey;

/**
 * Token search over names and slugs, insensitive to case, punctuation and letter/digit spacing.
 *
 * <p>Each word of the query must match a word of the name: exactly, as its beginning, as the initials of consecutive
 * words ("gta" = Grand Theft Auto), as the Roman numeral of a number ("5" = V), or, for words of 4+ letters, with one
 * typo (two from 8 letters). Brand words ("nvidia", "geforce", "radeon", "amd", "intel", "the") may be left out or
 * unmatched. Ranking: an exact name or slug first; then how well the query's words match, then how few extra words the
 * name has, then whether the name starts with the query; popularity (latest Steam survey share for GPUs, store rating
 * and curation for games) breaks the remaining ties.
 */
public final class CatalogSearch implements SearchCatalog {
    private static final Set<String> OPTIONAL_WORDS =
            Set.of("nvidia", "geforce", "amd", "radeon", "intel", "ati", "the", "graphics", "gpu", "cpu", "processor");
    private static final Map<String, String> ROMAN = Map.ofEntries(
            Map.entry("1", "i"),
            Map.entry("2", "ii"),
            Map.entry("3", "iii"),
            Map.entry("4", "iv"),
            Map.entry("5", "v"),
            Map.entry("6", "vi"),
            Map.entry("7", "vii"),
            Map.entry("8", "viii"),
            Map.entry("9", "ix"),
            Map.entry("10", "x"));

    /** A leading vendor or article, for the "name starts with the query" bonus ("nvidia geforce ..." starts with "geforce"). */
    private static final java.util.regex.Pattern LEADING_BRAND =
            java.util.regex.Pattern.compile("^(nvidia |amd |intel |the )");

    private record Entry(
            ItemType type,
            Slug slug,
            String name,
            String normalized,
            String normalizedWithoutBrand,
            String[] tokens,
            Optional<Brand> brand,
            Optional<GpuKind> kind,
            OptionalInt year,
            double popularity,
            long chars) {}

    /**
     * The names of each kind of record, so a search of one kind never looks at the others; each kind is indexed on the
     * first search of it (a command that looks up one game never indexes thousands of CPUs, nor reads the survey).
     */
    private final Map<ItemType, Supplier<List<Entry>>> entries;

    public CatalogSearch(Games games, Gpus gpus, Cpus cpus) {
        this(games, gpus, cpus, null);
    }

    /** With the survey, GPUs owned by more gamers win ties. */
    public CatalogSearch(Games games, Gpus gpus, Cpus cpus, HardwareSurvey survey) {
        Map<ItemType, Supplier<List<Entry>>> byType = new EnumMap<>(ItemType.class);
        byType.put(
                ItemType.GAME,
                Suppliers.memoize(() -> games.all().stream()
                        .map(g -> entry(
                                ItemType.GAME,
                                g.slug(),
                                g.name(),
                                Optional.empty(),
                                Optional.empty(),
                                g.releaseYear(),
                                (g.curated() ? 0.6 : 0)
                                        + 0.4 * g.storeRatingPct().orElse(50) / 100.0))
                        .collect(ImmutableList.toImmutableList())));
        byType.put(ItemType.GPU, Suppliers.memoize(() -> {
            Map<Slug, Double> share = latestGpuShares(survey);
            double maxShare = share.values().stream()
                    .mapToDouble(Double::doubleValue)
                    .max()
                    .orElse(1);
            return gpus.all().stream()
                    .map(g -> entry(
                            ItemType.GPU,
                            g.slug(),
                            g.name(),
                            Optional.of(g.brand()),
                            Optional.of(g.kind()),
                            g.releaseYear(),
                            share.getOrDefault(g.slug(), 0.0) / maxShare))
                    .collect(ImmutableList.toImmutableList());
        }));
        byType.put(
                ItemType.CPU,
                Suppliers.memoize(() -> cpus.all().stream()
                        .map(c -> entry(
                                ItemType.CPU,
                                c.slug(),
                                c.name(),
                                Optional.of(c.brand()),
                                Optional.empty(),
                                c.releaseYear(),
                                0))
                        .collect(ImmutableList.toImmutableList())));
        this.entries = Maps.immutableEnumMap(byType);
    }

    /** Indexes every kind now rather than on its first search. */
    public void prepare() {
        entries.values().forEach(Supplier::get);
    }

    private static Map<Slug, Double> latestGpuShares(HardwareSurvey survey) {
        Map<Slug, Double> out = new HashMap<>();
        if (survey == null || survey.months().isEmpty()) {
            return out;
        }
        YearMonth latest = survey.months().get(survey.months().size() - 1);
        for (SurveyShare line : survey.shares(latest, SurveyCategory.GPU)) {
            line.gpu().ifPresent(slug -> out.merge(slug, line.share(), Double::sum));
        }
        return out;
    }

    @Override
    public List<SearchHit> search(String query, Set<ItemType> types, int limit) {
        requireNonNull(types, "types");
        if (query == null || query.isBlank()) {
            throw InvalidParameterException.missing("q");
        }
        if (query.length() > MAX_QUERY_LENGTH) {
            throw InvalidParameterException.invalid(
                    "q", "Parameter 'q' is longer than " + MAX_QUERY_LENGTH + " characters.");
        }
        if (limit < 1 || limit > MAX_LIMIT) {
            throw InvalidParameterException.invalid(
                    "limit", "Parameter 'limit' must be between 1 and " + MAX_LIMIT + ".");
        }
        String normalized = Names.normalize(query);
        String[] words = normalized.isEmpty() ? new String[0] : normalized.split(" ");
        if (words.length == 0) {
            return List.of();
        }
        return rank(normalized, words, types, limit, true);
    }

    /** The same search by full scan, without the character pre-check (for the test that the pre-check changes nothing). */
    List<SearchHit> searchByFullScan(String query, Set<ItemType> types, int limit) {
        String normalized = Names.normalize(query);
        String[] words = normalized.isEmpty() ? new String[0] : normalized.split(" ");
        return words.length == 0 ? List.of() : rank(normalized, words, types, limit, false);
    }

    private List<SearchHit> rank(String normalized, String[] words, Set<ItemType> types, int limit, boolean precheck) {
        String slugForm = normalized.replace(' ', '-');
        // Per word: its characters, and how many of them a match may lack (-1: not checked, as for optional words and
        // numerals, which can match a Roman numeral written with other characters).
        long[] wordMasks = new long[words.length];
        int[] allowances = new int[words.length];
        for (int w = 0; w < words.length; w++) {
            wordMasks[w] = charMask(words[w]);
            boolean unchecked =
                    OPTIONAL_WORDS.contains(words[w]) || ROMAN.containsKey(words[w]) || ROMAN.containsValue(words[w]);
            // The typo allowance of match(): none for short words or words that do not start with a letter.
            int typos = !Character.isLetter(words[w].charAt(0))
                    ? 0
                    : words[w].length() >= 8 ? 2 : words[w].length() >= 4 ? 1 : 0;
            allowances[w] = unchecked ? -1 : typos;
        }
        List<SearchHit> hits = new ArrayList<>();
        for (Entry e : (Iterable<Entry>) types.stream().flatMap(t -> entries.get(t).get().stream())::iterator) {
            if (precheck && !mayMatch(e.chars(), wordMasks, allowances)) {
                continue;
            }
            double score = score(e, normalized, slugForm, words);
            if (score > 0) {
                hits.add(new SearchHit(e.type(), e.slug(), e.name(), e.brand(), e.kind(), e.year(), score));
            }
        }
        hits.sort(Comparator.comparingDouble(SearchHit::score)
                .reversed()
                .thenComparingInt(h -> h.name().length())
                .thenComparing(SearchHit::slug));
        return ImmutableList.copyOf(hits.subList(0, Math.min(limit, hits.size())));
    }

    private static double score(Entry e, String normalized, String slugForm, String[] words) {
        if (e.normalized().equals(normalized) || e.slug().value().equals(slugForm)) {
            return 1000 + e.popularity();
        }
        String[] tokens = e.tokens();
        boolean[] used = new boolean[tokens.length];
        double quality = 0;
        for (int w = 0; w < words.length; w++) {
            String word = words[w];
            boolean optional = OPTIONAL_WORDS.contains(word);
            double best = 0;
            int bestAt = -1;
            int bestSpan = 1;
            for (int t = 0; t < tokens.length; t++) {
                double m = match(word, tokens[t]);
                int span = 1;
                if (m < 0.9 && word.length() >= 2 && isLetters(word)) {
                    int initials = initialsSpan(word, tokens, t);
                    if (initials > 1) {
                        m = 0.9;
                        span = initials;
                    }
                }
                boolean better = m > best || (m == best && m > 0 && bestAt >= 0 && used[bestAt] && !used[t]);
                if (better) {
                    best = m;
                    bestAt = t;
                    bestSpan = span;
                }
            }
            if (best == 0) {
                if (optional) {
                    continue;
                }
                return 0;
            }
            quality += best;
            for (int s = 0; s < bestSpan && bestAt + s < tokens.length; s++) {
                used[bestAt + s] = true;
            }
        }
        if (quality == 0) {
            return 0;
        }
        int extra = 0;
        for (int t = 0; t < tokens.length; t++) {
            if (!used[t] && !OPTIONAL_WORDS.contains(tokens[t])) {
                extra++;
            }
        }
        double coverage = quality / words.length;
        boolean startsWithQuery = e.normalized().startsWith(normalized)
                || e.normalizedWithoutBrand().startsWith(normalized);
        return 500 * coverage - 8 * extra + (startsWithQuery ? 6 : 0) + 5 * e.popularity();
    }

    /** How well one query word matches one name word: 1 exact, 0.85 prefix or numeral, 0.6 one typo, else 0. */
    static double match(String word, String token) {
        if (word.equals(token)) {
            return 1;
        }
        if (token.startsWith(word) && (word.length() >= 2 || !Character.isDigit(word.charAt(0)))) {
            return 0.85;
        }
        if (word.equals(ROMAN.get(token)) || token.equals(ROMAN.get(word))) {
            return 0.85;
        }
        int maxTypos = word.length() >= 8 ? 2 : word.length() >= 4 ? 1 : 0;
        if (maxTypos > 0
                && Math.abs(word.length() - token.length()) <= maxTypos
                && Character.isLetter(word.charAt(0))
                && withinDistance(word, token, maxTypos)) {
            return 0.6;
        }
        return 0;
    }

    private static boolean isLetters(String word) {
        for (int i = 0; i < word.length(); i++) {
            if (!Character.isLetter(word.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** How many consecutive name words from {@code start} have {@code word} as their initials (0 when not). */
    private static int initialsSpan(String word, String[] tokens, int start) {
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

    /** Optimal string alignment distance (Damerau-Levenshtein with adjacent swaps) of at most {@code max}. */
    static boolean withinDistance(String a, String b, int max) {
        int n = a.length();
        int m = b.length();
        int[][] d = new int[n + 1][m + 1];
        for (int i = 0; i <= n; i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= m; j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= n; i++) {
            int rowMin = Integer.MAX_VALUE;
            for (int j = 1; j <= m; j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    v = Math.min(v, d[i - 2][j - 2] + 1);
                }
                d[i][j] = v;
                rowMin = Math.min(rowMin, v);
            }
            if (rowMin > max) {
                return false;
            }
        }
        return d[n][m] <= max;
    }

    private static Entry entry(
            ItemType type,
            Slug slug,
            String name,
            Optional<Brand> brand,
            Optional<GpuKind> kind,
            OptionalInt year,
            double popularity) {
        String normalized = Names.normalize(name);
        return new Entry(
                type,
                slug,
                name,
                normalized,
                LEADING_BRAND.matcher(normalized).replaceFirst(""),
                normalized.isEmpty() ? new String[0] : normalized.split(" "),
                brand,
                kind,
                year,
                popularity,
                charMask(normalized + " " + slug.value()));
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

    /** Whether a name with characters {@code chars} could match every required query word. */
    private static boolean mayMatch(long chars, long[] wordMasks, int[] allowances) {
        for (int w = 0; w < wordMasks.length; w++) {
            if (allowances[w] >= 0 && Long.bitCount(wordMasks[w] & ~chars) > allowances[w]) {
                return false;
            }
        }
        return true;
    }
}
