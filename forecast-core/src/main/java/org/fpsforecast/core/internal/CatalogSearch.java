package org.fpsforecast.core.internal;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Supplier;
import com.google.common.base.Suppliers;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.Maps;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.Game;
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
    /**
     * A memory size as people type it after a card's name ("6gb" and "6 gb" both normalize to "6 gb", joined here to
     * the one query word "6gb"): optional like a brand word, and matched only as a whole by the two name words "6 gb",
     * so it picks the variant whose name has it ("GeForce GTX 1060 3GB") and is ignored where the catalog has no such
     * variant ("gtx 1060 6gb" finds the "GeForce GTX 1060", not the 3 GB one for its "gb").
     */
    private static final Pattern MEMORY_SIZE = Pattern.compile("[0-9]{1,3}gb");

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

    /** The numbers of the Roman numerals ("v" -> "5"). */
    private static final Map<String, String> ARABIC =
            ROMAN.entrySet().stream().collect(Collectors.toUnmodifiableMap(Map.Entry::getValue, Map.Entry::getKey));

    /** A leading vendor or article, for the "name starts with the query" bonus ("nvidia geforce ..." starts with "geforce"). */
    private static final Pattern LEADING_BRAND = Pattern.compile("^(nvidia |amd |intel |the )");

    record Entry(
            ItemType type,
            Slug slug,
            String name,
            String normalized,
            String normalizedWithoutBrand,
            String[] tokens,
            long[] tokenMasks,
            Optional<Brand> brand,
            Optional<GpuKind> kind,
            OptionalInt year,
            double popularity,
            long chars,
            long initials,
            /* bit t: tokens[t] is an optional word (t < 63) */
            long optionalTokens) {}

    /**
     * The names of each kind of record, so a search of one kind never looks at the others; each kind is indexed on the
     * first search of it (a command that looks up one game never indexes thousands of CPUs, nor reads the survey).
     */
    private final Map<ItemType, Supplier<SearchIndex>> entries;

    public CatalogSearch(Games games, Gpus gpus, Cpus cpus) {
        this(games, gpus, cpus, null);
    }

    /** With the survey, GPUs owned by more gamers win ties. */
    public CatalogSearch(Games games, Gpus gpus, Cpus cpus, HardwareSurvey survey) {
        Map<ItemType, Supplier<SearchIndex>> byType = new EnumMap<>(ItemType.class);
        byType.put(
                ItemType.GAME,
                Suppliers.memoize(() -> SearchIndex.of(games.all().stream()
                        .flatMap(g -> {
                            double popularity = gamePopularity(g);
                            return Stream.concat(Stream.of(g.name()), g.details().alsoKnownAs().stream())
                                    .map(text -> entry(
                                            ItemType.GAME,
                                            g.slug(),
                                            g.name(),
                                            text,
                                            Optional.empty(),
                                            Optional.empty(),
                                            g.releaseYear(),
                                            popularity));
                        })
                        .collect(ImmutableList.toImmutableList()))));
        byType.put(ItemType.GPU, Suppliers.memoize(() -> {
            Map<Slug, Double> share = latestGpuShares(survey);
            double maxShare = share.values().stream()
                    .mapToDouble(Double::doubleValue)
                    .max()
                    .orElse(1);
            return SearchIndex.of(gpus.all().stream()
                    .map(g -> entry(
                            ItemType.GPU,
                            g.slug(),
                            g.name(),
                            Optional.of(g.brand()),
                            Optional.of(g.kind()),
                            g.releaseYear(),
                            share.getOrDefault(g.slug(), 0.0) / maxShare))
                    .collect(ImmutableList.toImmutableList()));
        }));
        byType.put(
                ItemType.CPU,
                Suppliers.memoize(() -> SearchIndex.of(cpus.all().stream()
                        .map(c -> entry(
                                ItemType.CPU,
                                c.slug(),
                                c.name(),
                                Optional.of(c.brand()),
                                Optional.empty(),
                                c.releaseYear(),
                                0))
                        .collect(ImmutableList.toImmutableList()))));
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
            throw InvalidParameterException.missing("query");
        }
        if (query.length() > MAX_QUERY_LENGTH) {
            throw InvalidParameterException.invalid(
                    "query", "Parameter 'query' is longer than " + MAX_QUERY_LENGTH + " characters.");
        }
        if (limit < 1 || limit > MAX_LIMIT) {
            throw InvalidParameterException.invalid(
                    "limit", "Parameter 'limit' must be between 1 and " + MAX_LIMIT + ".");
        }
        String normalized = Names.normalize(query);
        String[] words = queryWords(normalized);
        if (words.length == 0) {
            return List.of();
        }
        return rank(normalized, words, types, limit, true);
    }

    /**
     * The words a query is ranked by: each once, the first {@value SearchCatalog#MAX_QUERY_WORDS} of them. A search costs about one
     * pass over the catalog per word, so a query of 25 repeated words once cost 20 ms of CPU; no catalog name needs
     * more words to be found (the whole query still counts for an exact name).
     */
    static String[] queryWords(String normalized) {
        if (normalized.isEmpty()) {
            return new String[0];
        }
        String[] split = normalized.split(" ");
        List<String> joined = new ArrayList<>(split.length);
        for (String word : split) {
            int last = joined.size() - 1;
            if (word.equals("gb") && last >= 0 && joined.get(last).chars().allMatch(Character::isDigit)) {
                joined.set(last, joined.get(last) + "gb");
            } else {
                joined.add(word);
            }
        }
        return joined.stream().distinct().limit(MAX_QUERY_WORDS).toArray(String[]::new);
    }

    /** The same search by full scan, without the character pre-check (for the test that the pre-check changes nothing). */
    List<SearchHit> searchByFullScan(String query, Set<ItemType> types, int limit) {
        String normalized = Names.normalize(query);
        String[] words = queryWords(normalized);
        return words.length == 0 ? List.of() : rank(normalized, words, types, limit, false);
    }

    private List<SearchHit> rank(String normalized, String[] words, Set<ItemType> types, int limit, boolean precheck) {
        String slugForm = normalized.replace(' ', '-');
        Word[] query = new Word[words.length];
        for (int w = 0; w < words.length; w++) {
            query[w] = Word.of(words[w]);
        }
        Precheck precheckOf = Precheck.of(query);
        int[][] rows = new int[3][MAX_QUERY_LENGTH + 2];
        List<SearchHit> hits = new ArrayList<>();
        // Kinds in their declared order, whatever the set's iteration order: equal hits always come out alike.
        for (ItemType type : ItemType.values()) {
            if (!types.contains(type)) {
                continue;
            }
            SearchIndex index = entries.get(type).get();
            long[] chars = index.chars();
            long[] initials = index.initials();
            int[] candidates = precheck ? index.candidates(query, slugForm) : null;
            int count = candidates == null ? chars.length : candidates.length;
            for (int c = 0; c < count; c++) {
                int i = candidates == null ? c : candidates[c];
                if (precheck && !precheckOf.mayMatch(chars[i], initials[i])) {
                    continue;
                }
                Entry e = index.entries().get(i);
                if (precheck
                        && !precheckOf.wordsMayMatch(e.tokens(), e.tokenMasks())
                        && !e.slug().value().equals(slugForm)) {
                    continue;
                }
                double score = score(e, normalized, slugForm, query, rows);
                if (score > 0) {
                    hits.add(new SearchHit(e.type(), e.slug(), e.name(), e.brand(), e.kind(), e.year(), score));
                }
            }
        }
        hits.sort(Comparator.comparingDouble(SearchHit::score)
                .reversed()
                .thenComparingInt(h -> h.name().length())
                .thenComparing(SearchHit::slug));
        // A game found by its name and by another name it is known by is one hit, at its best score.
        List<SearchHit> out = new ArrayList<>(Math.min(limit, hits.size()));
        Set<String> seen = new HashSet<>();
        for (SearchHit h : hits) {
            if (out.size() == limit) {
                break;
            }
            if (seen.add(h.type() + "|" + h.slug())) {
                out.add(h);
            }
        }
        return ImmutableList.copyOf(out);
    }

    /**
     * A query word with what matching it needs, worked out once per search rather than once per name word.
     *
     * @param roman the Roman numeral of a number word ("5" -> "v"), or null
     * @param arabic the number of a Roman numeral word ("v" -> "5"), or null
     * @param maxTypos the typos a match may have: none for short words or words that do not start with a letter
     * @param memoryDigits for a memory size ("6gb"), its number ("6"): the word matches only the two name words "6"
     *     "gb" together; null for other words
     */
    record Word(
            String text,
            long mask,
            boolean optional,
            boolean letters,
            String roman,
            String arabic,
            int maxTypos,
            String memoryDigits) {
        /**
         * Whether the pre-check may look at this word's characters: not for optional words, which need not match, nor
         * for numerals, which can match their Roman or Arabic form written with other characters.
         */
        boolean checked() {
            return !optional && roman == null && arabic == null;
        }

        static Word of(String text) {
            String memoryDigits = MEMORY_SIZE.matcher(text).matches() ? text.substring(0, text.length() - 2) : null;
            int typos = !Character.isLetter(text.charAt(0)) ? 0 : text.length() >= 8 ? 2 : text.length() >= 4 ? 1 : 0;
            return new Word(
                    text,
                    TextMatching.charMask(text),
                    OPTIONAL_WORDS.contains(text) || memoryDigits != null,
                    TextMatching.isLetters(text),
                    ROMAN.get(text),
                    ARABIC.get(text),
                    typos,
                    memoryDigits);
        }
    }

    private static double score(Entry e, String normalized, String slugForm, Word[] words, int[][] rows) {
        if (e.normalized().equals(normalized) || e.slug().value().equals(slugForm)) {
            return 1000 + e.popularity();
        }
        String[] tokens = e.tokens();
        boolean[] used = new boolean[tokens.length];
        double quality = 0;
        long[] tokenMasks = e.tokenMasks();
        for (int w = 0; w < words.length; w++) {
            Word word = words[w];
            double best = 0;
            int bestAt = -1;
            int bestSpan = 1;
            for (int t = 0; t < tokens.length; t++) {
                double m;
                int span = 1;
                if (word.memoryDigits() != null) {
                    // "6gb" is the name words "6" "gb" together, or nothing.
                    boolean both = t + 1 < tokens.length
                            && tokens[t].equals(word.memoryDigits())
                            && tokens[t + 1].equals("gb");
                    m = both ? 1 : 0;
                    span = 2;
                } else {
                    m = match(word, tokens[t], tokenMasks[t], rows);
                }
                if (m < 0.9 && word.memoryDigits() == null && word.text().length() >= 2 && word.letters()) {
                    int initials = TextMatching.initialsSpan(word.text(), tokens, t);
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
                if (word.optional()) {
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
            boolean optionalToken = t < 63 ? (e.optionalTokens() & (1L << t)) != 0 : OPTIONAL_WORDS.contains(tokens[t]);
            if (!used[t] && !optionalToken) {
                extra++;
            }
        }
        double coverage = quality / words.length;
        boolean startsWithQuery = e.normalized().startsWith(normalized)
                || e.normalizedWithoutBrand().startsWith(normalized);
        return 500 * coverage - 8 * extra + (startsWithQuery ? 6 : 0) + 5 * e.popularity();
    }

    /**
     * How well one query word matches one name word: 1 exact, 0.85 prefix or numeral, 0.6 within the word's typo
     * allowance, else 0.
     *
     * @param tokenMask the name word's {@link TextMatching#charMask}
     * @param rows scratch rows for the typo distance
     */
    private static double match(Word w, String token, long tokenMask, int[][] rows) {
        String word = w.text();
        if (word.equals(token)) {
            return 1;
        }
        if (token.startsWith(word) && (word.length() >= 2 || !Character.isDigit(word.charAt(0)))) {
            return 0.85;
        }
        if (token.equals(w.roman()) || token.equals(w.arabic())) {
            return 0.85;
        }
        int maxTypos = w.maxTypos();
        if (maxTypos > 0
                && Math.abs(word.length() - token.length()) <= maxTypos
                // Each character of the word that the token lacks costs at least one edit.
                && Long.bitCount(w.mask() & ~tokenMask) <= maxTypos
                && TextMatching.withinDistance(word, token, maxTypos, rows)) {
            return 0.6;
        }
        return 0;
    }

    private static Entry entry(
            ItemType type,
            Slug slug,
            String name,
            Optional<Brand> brand,
            Optional<GpuKind> kind,
            OptionalInt year,
            double popularity) {
        return entry(type, slug, name, name, brand, kind, year, popularity);
    }

    /**
     * How popular a game is, 0..1: mostly its Steam review count on a log scale (a million reviews is 1), then whether
     * the project curated it, then its store rating.
     */
    static double gamePopularity(Game g) {
        double reviews = Math.min(1, Math.log10(1 + g.details().reviewCount().orElse(0)) / 6);
        return 0.5 * reviews
                + 0.3 * (g.curated() ? 1 : 0)
                + 0.2 * g.storeRatingPct().orElse(50) / 100.0;
    }

    /** An entry matched by {@code text}: the record's name, or another name people type for it. */
    private static Entry entry(
            ItemType type,
            Slug slug,
            String name,
            String text,
            Optional<Brand> brand,
            Optional<GpuKind> kind,
            OptionalInt year,
            double popularity) {
        String normalized = Names.normalize(text);
        String[] tokens = normalized.isEmpty() ? new String[0] : normalized.split(" ");
        long optionalTokens = 0;
        for (int t = 0; t < Math.min(tokens.length, 63); t++) {
            if (OPTIONAL_WORDS.contains(tokens[t])) {
                optionalTokens |= 1L << t;
            }
        }
        return new Entry(
                type,
                slug,
                name,
                normalized,
                LEADING_BRAND.matcher(normalized).replaceFirst(""),
                tokens,
                Arrays.stream(tokens).mapToLong(TextMatching::charMask).toArray(),
                brand,
                kind,
                year,
                popularity,
                TextMatching.charMask(normalized + " " + slug.value()),
                initialsMask(tokens, slug),
                optionalTokens);
    }

    /** The first characters of a name's words and of its slug's parts, as a {@link TextMatching#charMask} bit set. */
    private static long initialsMask(String[] tokens, Slug slug) {
        long mask = 0;
        for (String t : tokens) {
            mask |= t.isEmpty() ? 0 : TextMatching.charMask(t.substring(0, 1));
        }
        for (String part : slug.value().split("-")) {
            mask |= part.isEmpty() ? 0 : TextMatching.charMask(part.substring(0, 1));
        }
        return mask;
    }

    /**
     * What a name must have to possibly match the query, as bit sets of {@link TextMatching#charMask}: every character of the
     * words that may have no typo ({@code strict}), a word (or slug part) starting with the first character of each of
     * them ({@code initials}: they match exactly, as a prefix or as initials), and all but as many characters as their
     * typo allowance of the other words ({@code typoMasks}, {@code typoAllowances}).
     */
    private record Precheck(long strict, long initials, long[] typoMasks, int[] typoAllowances, int[] typoLengths) {
        static Precheck of(Word[] words) {
            long strict = 0;
            long initials = 0;
            int typoWords = 0;
            for (Word w : words) {
                typoWords += w.checked() && w.maxTypos() > 0 ? 1 : 0;
            }
            long[] typoMasks = new long[typoWords];
            int[] typoAllowances = new int[typoWords];
            int[] typoLengths = new int[typoWords];
            int k = 0;
            for (Word w : words) {
                if (!w.checked()) {
                    continue;
                }
                if (w.maxTypos() == 0) {
                    // Matched exactly, as a prefix or as initials: a name word (or slug part) starts with its first
                    // character.
                    strict |= w.mask();
                    initials |= TextMatching.charMask(w.text().substring(0, 1));
                } else {
                    typoMasks[k] = w.mask();
                    typoLengths[k] = w.text().length();
                    typoAllowances[k++] = w.maxTypos();
                }
            }
            return new Precheck(strict, initials, typoMasks, typoAllowances, typoLengths);
        }

        /**
         * The second test, on the words of a name that passed {@link #mayMatch}: each word with a typo allowance needs
         * one name word that has all its characters but as many as the allowance, and a length within the allowance
         * too unless it has all of them (then the query word may be its prefix). A name with at least as many words as
         * the query word has characters passes (the query word may be their initials). ({@link #rank} scores a name
         * whose slug is the query whatever this test says: {@link #score} takes it whole.)
         */
        boolean wordsMayMatch(String[] tokens, long[] tokenMasks) {
            for (int w = 0; w < typoMasks.length; w++) {
                int length = typoLengths[w];
                if (tokens.length >= length) {
                    continue;
                }
                boolean found = false;
                for (int t = 0; t < tokens.length && !found; t++) {
                    found = TextMatching.mayBeTypoOf(
                            typoMasks[w], length, typoAllowances[w], tokenMasks[t], tokens[t].length());
                }
                if (!found) {
                    return false;
                }
            }
            return true;
        }

        /** Whether a name with characters {@code chars} and word initials {@code nameInitials} could match. */
        boolean mayMatch(long chars, long nameInitials) {
            if ((strict & ~chars) != 0 || (nameInitials & initials) != initials) {
                return false;
            }
            for (int w = 0; w < typoMasks.length; w++) {
                if (Long.bitCount(typoMasks[w] & ~chars) > typoAllowances[w]) {
                    return false;
                }
            }
            return true;
        }
    }
}
