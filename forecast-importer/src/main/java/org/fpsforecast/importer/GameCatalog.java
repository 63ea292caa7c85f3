package org.fpsforecast.importer;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.GameDetails;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Names;
import org.fpsforecast.core.domain.PublisherRequirements;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.renderer.GpuMatcher;

/**
 * The catalog's games, from every games source: the project's curated list, the Steam store scrape of 2023, the Steam
 * catalog of October 2024 (games with at least {@value #MIN_REVIEWS} reviews), PCGameBenchmarks' requirement list
 * (every game it has) and the Steam requirement texts of 2019. One game is one record: rows of different sources with
 * the same Steam app id, or the same normalised title and year, are merged. Records are made in a fixed order (curated,
 * 2023 scrape, 2024 catalog, requirement list) so a record's slug never depends on a later source.
 */
final class GameCatalog {
    static final String SRC_CURATED = "curated";
    static final String SRC_STEAM_2023 = "steam-2023";
    static final String SRC_STEAM_2024 = "steam-catalog-2024";
    static final String SRC_PCGB = "pcgb-requirements-2026";
    static final String SRC_STEAM_REQ_2019 = "steam-requirements-2019";
    /** Games of the 2024 catalog are added from this many Steam reviews on. */
    static final int MIN_REVIEWS = 1_000;
    /** How many unresolved requirement GPU names the report lists. */
    static final int UNRESOLVED_LISTED = 50;

    /** What a build of the games produced. */
    record Result(Map<Slug, Game> games, Map<String, Game> byDatasetId, Map<Slug, Set<String>> sources) {}

    /** A record being assembled; its facts are filled source by source, each fact from the first source that has it. */
    private static final class Draft {
        final Slug slug;
        final String name;
        final boolean curated;
        OptionalInt year;
        OptionalInt appId;
        Optional<LocalDate> date = Optional.empty();
        OptionalInt ratingPct = OptionalInt.empty();
        OptionalInt critic = OptionalInt.empty();
        OptionalInt reviews = OptionalInt.empty();
        List<String> tags;
        List<String> genres = List.of();
        OptionalInt cap = OptionalInt.empty();
        PcgbRequirements.Row marks;
        SteamRequirementTexts.Texts texts;
        List<List<Gpu>> textGpus = List.of(List.of(), List.of());
        final Set<String> sources = new LinkedHashSet<>();
        String datasetId;

        Draft(Slug slug, String name, boolean curated, OptionalInt year, OptionalInt appId, List<String> tags) {
            this.slug = slug;
            this.name = name;
            this.curated = curated;
            this.year = year;
            this.appId = appId;
            this.tags = tags;
        }
    }

    private final Path datasets;
    private final List<Gpu> gpus;
    private final CatalogImporter.Progress progress;
    private final StringBuilder report;

    private final Map<Slug, Draft> drafts = new TreeMap<>();
    private final Map<Integer, List<Draft>> byAppId = new HashMap<>();
    private final Map<String, Draft> byTitleYear = new HashMap<>();
    private final Map<String, Draft> byTitle = new HashMap<>();
    /** Why rows were left out, by source, then reason. */
    private final Map<String, Map<String, Integer>> leftOut = new LinkedHashMap<>();

    private final List<String> skipped = new ArrayList<>();

    GameCatalog(Path datasets, List<Gpu> gpus, CatalogImporter.Progress progress, StringBuilder report) {
        this.datasets = datasets;
        this.gpus = gpus;
        this.progress = progress;
        this.report = report;
    }

    Result build() {
        // --- The Steam catalog of 2024 first: it tells the 2023 scrape's add-ons (which it does not list) apart.
        SteamCatalog2024.Read store2024 = SteamCatalog2024.read(datasets);
        progress.step("Read " + store2024.apps().size() + " apps from " + SteamCatalog2024.DIR);
        Set<String> knownTitles = new HashSet<>();
        store2024.apps().values().stream()
                .filter(SteamCatalog2024.App::game)
                .forEach(a -> knownTitles.add(Names.normalize(a.name())));

        // --- The Steam store scrape of 2023, without its add-ons.
        Path file2023 = datasets.resolve("steam-search-2023-codesmith/steam_games_2023.csv");
        List<Map<String, String>> rows = RawCsv.read(file2023);
        progress.step("Reading " + rows.size() + " store entries from " + datasets.relativize(file2023));
        Map<Integer, SteamGames.Entry> scrape = new TreeMap<>();
        for (Map<String, String> row : rows) {
            SteamGames.Entry e = SteamGames.entry(row);
            if (e.appId() > 0 && !e.title().isEmpty()) {
                scrape.putIfAbsent(e.appId(), e);
            }
        }
        scrape.values().forEach(e -> knownTitles.add(Names.normalize(e.title())));
        Map<String, SteamGames.Entry> gamesByTitle = new LinkedHashMap<>();
        for (SteamGames.Entry e : scrape.values()) {
            SteamCatalog2024.App app = store2024.apps().get(e.appId());
            String why;
            if (app == null) {
                // Not in the 2024 list of games and demos: Steam lists add-ons under their own type, so this is an
                // add-on unless the title rules say otherwise, or a game no longer sold.
                why = SteamGames.notAGame(e, knownTitles);
                if (why == null && SteamGames.containsAnotherTitle(e.title(), knownTitles)) {
                    why = "add-on: not among the 2024 catalog's games, and its title holds another game's title";
                }
            } else if (!app.game()) {
                why = "a demo (by the 2024 catalog's type)";
            } else {
                // Steam's own type says game: only the title words of soundtracks and demos, and tools' tags, count.
                why = SteamGames.notAGameWords(e);
            }
            if (why != null) {
                count(SRC_STEAM_2023, why);
            } else {
                gamesByTitle.putIfAbsent(Names.normalize(e.title()), e);
            }
        }

        // --- 1. The curated list: measured and notable games, with sourced notes.
        Map<String, Game> byDatasetId = new LinkedHashMap<>();
        readCurated(gamesByTitle);
        // --- 2. The 2023 scrape's games (app ids are unique in it: one already taken is a curated record's).
        for (SteamGames.Entry e : gamesByTitle.values()) {
            if (byAppId.containsKey(e.appId())) {
                continue;
            }
            Draft d = add(e.title(), e.year(), OptionalInt.of(e.appId()), e.tags(), SRC_STEAM_2023, false);
            if (d != null) {
                d.ratingPct = e.ratingPct();
            }
        }
        // --- 3. The 2024 catalog's games with enough reviews that no record has yet.
        int added2024 = 0;
        for (SteamCatalog2024.App app : store2024.apps().values()) {
            if (app.total() < MIN_REVIEWS || byAppId.containsKey(app.appId())) {
                continue;
            }
            String why = notAGame2024(app);
            if (why != null) {
                count(SRC_STEAM_2024, why);
                continue;
            }
            OptionalInt year =
                    app.releaseDate().map(d -> OptionalInt.of(d.getYear())).orElse(OptionalInt.empty());
            if (add(app.name(), year, OptionalInt.of(app.appId()), List.of(), SRC_STEAM_2024, true) != null) {
                added2024++;
            }
        }
        // --- 4. Every game of the requirement list that no record has yet.
        List<PcgbRequirements.Row> pcgb = PcgbRequirements.read(datasets);
        progress.step("Read " + pcgb.size() + " games' requirements from " + PcgbRequirements.FILE);
        int addedPcgb = 0;
        int pcgbMatched = 0;
        int byTitleAlone = 0;
        int repeated = 0;
        List<String> pcgbUnplaced = new ArrayList<>();
        for (PcgbRequirements.Row r : pcgb) {
            Draft d = find(r.appId(), r.name(), r.year());
            if (d == null && r.appId().isEmpty()) {
                // The source lists some games again under another year, without an app id (a re-release, another
                // platform's date: "Grand Theft Auto V" 2013 with its app id, then 2015 and 2022 without).
                d = byTitle.get(Names.normalize(r.name()));
                if (d != null) {
                    byTitleAlone++;
                }
            }
            if (d == null) {
                // A row the 2024 catalog types a game is one; the title rules judge the others.
                SteamCatalog2024.App app =
                        r.appId().isPresent() ? store2024.apps().get(r.appId().getAsInt()) : null;
                String why = app != null && app.game() ? null : SteamGames.notAGameTitle(r.name());
                if (why != null) {
                    count(SRC_PCGB, why);
                    pcgbUnplaced.add(r.name() + " (" + why + ")");
                    continue;
                }
                d = add(r.name(), r.year(), r.appId(), List.of(), SRC_PCGB, true);
                if (d == null) {
                    pcgbUnplaced.add(r.name() + " (no record could be made: see 'skipped')");
                    continue;
                }
                addedPcgb++;
            } else {
                pcgbMatched++;
            }
            if (d.marks != null) {
                repeated++;
            } else {
                d.marks = r;
                d.sources.add(SRC_PCGB);
                if (d.year.isEmpty()) {
                    d.year = r.year();
                }
                if (d.appId.isEmpty()) {
                    d.appId = r.appId();
                }
                d.cap = r.engineFpsCap();
            }
        }

        // --- Store facts of 2024 for every record with an app id.
        for (Draft d : drafts.values()) {
            SteamCatalog2024.App app = d.appId.isPresent() ? store2024.apps().get(d.appId.getAsInt()) : null;
            if (app == null || !owns(d, app.appId(), app.name())) {
                continue;
            }
            d.sources.add(SRC_STEAM_2024);
            if (app.total() > 0) {
                d.reviews = OptionalInt.of(app.total());
                d.ratingPct = app.ratingPct();
            }
            d.critic = app.metacritic();
            d.genres = app.genres();
            if (app.releaseDate().isPresent()) {
                int y = app.releaseDate().get().getYear();
                if (!d.curated) {
                    d.year = OptionalInt.of(y);
                }
                if (d.year.isPresent() && d.year.getAsInt() == y) {
                    d.date = app.releaseDate();
                }
            }
        }

        // --- Requirement texts of 2019, with the GPUs they name resolved.
        Set<Integer> appIds = new HashSet<>();
        drafts.values().forEach(d -> d.appId.ifPresent(appIds::add));
        Map<Integer, SteamRequirementTexts.Texts> texts = SteamRequirementTexts.read(datasets, appIds);
        progress.step(
                "Read the 2019 requirement texts of " + texts.size() + " games from " + SteamRequirementTexts.FILE);
        GpuMatcher matcher = new GpuMatcher(gpus);
        Map<String, Integer> unresolved = new HashMap<>();
        int lines = 0;
        int resolvedLines = 0;
        for (Draft d : drafts.values()) {
            SteamRequirementTexts.Texts t = d.appId.isPresent() ? texts.get(d.appId.getAsInt()) : null;
            if (t == null || !primaryOwner(d)) {
                continue;
            }
            d.texts = t;
            d.sources.add(SRC_STEAM_REQ_2019);
            List<List<Gpu>> resolved = new ArrayList<>();
            for (SteamRequirementTexts.Lines l : List.of(t.minimum(), t.recommended())) {
                if (l.graphics().isEmpty()) {
                    resolved.add(List.of());
                    continue;
                }
                lines++;
                SteamRequirementTexts.Resolution r =
                        SteamRequirementTexts.resolve(l.graphics().get(), matcher);
                resolved.add(r.gpus());
                if (!r.gpus().isEmpty()) {
                    resolvedLines++;
                }
                r.unresolved().forEach(s -> unresolved.merge(s.toLowerCase(Locale.ROOT), 1, Integer::sum));
            }
            d.textGpus = resolved;
        }

        // --- The records, with the short names people type for them.
        Map<Slug, List<String>> nicknames = readNicknames();
        Map<Slug, Game> games = new TreeMap<>();
        Map<Slug, Set<String>> sources = new TreeMap<>();
        for (Draft d : drafts.values()) {
            Game g = new Game(
                    d.slug,
                    d.name,
                    d.year,
                    d.ratingPct,
                    d.critic,
                    d.tags,
                    d.appId,
                    d.curated,
                    new GameDetails(
                            d.date,
                            d.reviews,
                            d.genres,
                            d.cap,
                            requirements(d),
                            nicknames.getOrDefault(d.slug, List.of())));
            games.put(g.slug(), g);
            sources.put(g.slug(), Set.copyOf(d.sources));
            if (d.datasetId != null) {
                byDatasetId.put(d.datasetId, g);
            }
        }
        progress.step("Kept " + games.size() + " games");
        report(games, sources, store2024.foreignGenres(), added2024, addedPcgb, pcgbMatched, pcgb.size(), pcgbUnplaced);
        report.append(String.format(
                Locale.ROOT,
                "  pcgb-requirements-2026 rows matched by title alone (no app id, another year): %d; rows of a record"
                        + " that already had one (the first row's marks are kept): %d%n%n",
                byTitleAlone,
                repeated));
        reportRequirements(games, texts.size(), lines, resolvedLines, unresolved);
        return new Result(games, byDatasetId, sources);
    }

    // --- Sources into drafts.

    private void readCurated(Map<String, SteamGames.Entry> gamesByTitle) {
        CatalogImporter.readCuratedTable("curated-games.tsv", r -> {
            String steamTitle = r.optionalText("steam_title");
            SteamGames.Entry steam = steamTitle == null ? null : gamesByTitle.get(Names.normalize(steamTitle));
            if (steamTitle != null && steam == null) {
                throw r.error("Steam title '" + steamTitle + "' is not among the store's games");
            }
            String appIdText = r.optionalText("steam_app_id");
            OptionalInt appId = steam != null
                    ? OptionalInt.of(steam.appId())
                    : appIdText == null ? OptionalInt.empty() : OptionalInt.of(r.positiveInt("steam_app_id"));
            String tagText = r.optionalText("tags");
            List<String> tags =
                    tagText != null ? List.of(tagText.split(",")) : steam != null ? steam.tags() : List.of();
            Slug slug = new Slug(r.text("slug"));
            if (drafts.containsKey(slug)) {
                throw r.error("duplicate slug " + slug);
            }
            Draft d = new Draft(slug, r.text("name"), true, OptionalInt.of(r.positiveInt("release_year")), appId, tags);
            d.sources.add(SRC_CURATED);
            if (steam != null) {
                d.sources.add(SRC_STEAM_2023);
                d.ratingPct = steam.ratingPct();
            }
            d.datasetId = r.optionalText("dataset_id");
            register(d);
            // Other titles the sources give the same game ("Alan Wake II" for Alan Wake 2): their rows join it by
            // title and year instead of making a second record.
            String others = r.optionalText("source_titles");
            if (others != null) {
                for (String title : others.split("\\|")) {
                    byTitleYear.putIfAbsent(Names.normalize(title) + "|" + d.year.getAsInt(), d);
                    byTitle.putIfAbsent(Names.normalize(title), d);
                }
            }
        });
    }

    /** The curated short names of games ("bg3"), by slug; a name for a slug no record has is an error. */
    private Map<Slug, List<String>> readNicknames() {
        Map<Slug, List<String>> out = new TreeMap<>();
        CatalogImporter.readCuratedTable("game-nicknames.tsv", r -> {
            Slug slug = new Slug(r.text("slug"));
            if (!drafts.containsKey(slug)) {
                throw r.error("no game has the slug " + slug);
            }
            String nickname = r.text("nickname");
            if (nickname.contains("|")) {
                throw r.error("a nickname cannot hold '|'");
            }
            out.computeIfAbsent(slug, k -> new ArrayList<>()).add(nickname);
        });
        return out;
    }

    /**
     * A new record of a store source (never curated), or null when its name gives no slug, or its slug is taken and
     * the name with its year is too.
     *
     * @param yearSuffix whether a taken slug may be made unique with the release year ("resident-evil-4-2023")
     */
    private Draft add(
            String name, OptionalInt year, OptionalInt appId, List<String> tags, String source, boolean yearSuffix) {
        Slug slug;
        try {
            slug = Slug.fromName(name);
        } catch (IllegalArgumentException noLetters) {
            // A title in another script ("觅长生") has no Latin letters for a slug: a new record takes its Steam app id.
            if (!yearSuffix || appId.isEmpty()) {
                skipped.add(name + " (" + source + ": no letters or digits for a slug)");
                return null;
            }
            slug = new Slug("steam-app-" + appId.getAsInt());
        }
        if (drafts.containsKey(slug) && yearSuffix && year.isPresent()) {
            Slug dated = Slug.fromName(name + " " + year.getAsInt());
            if (!drafts.containsKey(dated)) {
                slug = dated;
            }
        }
        if (drafts.containsKey(slug)) {
            skipped.add(name + " (" + source + ": slug " + slug + " taken by " + drafts.get(slug).name + ")");
            return null;
        }
        Draft d = new Draft(slug, name, false, year, appId, tags);
        d.sources.add(source);
        register(d);
        return d;
    }

    private void register(Draft d) {
        drafts.put(d.slug, d);
        d.appId.ifPresent(
                id -> byAppId.computeIfAbsent(id, k -> new ArrayList<>()).add(d));
        if (d.year.isPresent()) {
            byTitleYear.putIfAbsent(Names.normalize(d.name) + "|" + d.year.getAsInt(), d);
        }
        byTitle.putIfAbsent(Names.normalize(d.name), d);
    }

    /**
     * The record a source row is about: by Steam app id (among several records of one app id, the one with the row's
     * title, else the first made), else by normalised title and year; null when none.
     */
    private Draft find(OptionalInt appId, String name, OptionalInt year) {
        if (appId.isPresent()) {
            List<Draft> same = byAppId.get(appId.getAsInt());
            if (same != null) {
                String title = Names.normalize(name);
                return same.stream()
                        .filter(d -> Names.normalize(d.name).equals(title))
                        .findFirst()
                        .orElse(same.get(0));
            }
        }
        return year.isPresent() ? byTitleYear.get(Names.normalize(name) + "|" + year.getAsInt()) : null;
    }

    /**
     * Whether the store row of an app id belongs to this record: when several records share the app id (Counter-Strike:
     * Global Offensive's app became Counter-Strike 2's), the one with the store's title, else the first made.
     */
    private boolean owns(Draft d, int appId, String storeName) {
        return find(OptionalInt.of(appId), storeName, OptionalInt.empty()) == d;
    }

    /** The first record made of those sharing its app id: the owner of the app's 2019 texts. */
    private boolean primaryOwner(Draft d) {
        return byAppId.get(d.appId.getAsInt()).get(0) == d;
    }

    /** Why a game of the 2024 catalog is left out: Steam types it a game, so only a demo, a tool or a soundtrack's words. */
    private static String notAGame2024(SteamCatalog2024.App app) {
        if (!app.game()) {
            return "a demo (by the 2024 catalog's type)";
        }
        if (!app.genres().isEmpty() && app.genres().stream().allMatch(SteamCatalog2024.SOFTWARE_GENRES::contains)) {
            return "software or tool (by its genres)";
        }
        return SteamGames.notAGameWords(
                new SteamGames.Entry(app.appId(), app.name(), List.of(), OptionalInt.empty(), OptionalInt.empty()));
    }

    private void count(String source, String why) {
        leftOut.computeIfAbsent(source, k -> new TreeMap<>()).merge(why, 1, Integer::sum);
    }

    private PublisherRequirements requirements(Draft d) {
        PcgbRequirements.Row m = d.marks;
        SteamRequirementTexts.Texts t = d.texts;
        return PublisherRequirements.of(
                level(
                        m == null ? OptionalInt.empty() : m.minG3d(),
                        m == null ? OptionalInt.empty() : m.minRamGb(),
                        t == null ? SteamRequirementTexts.Lines.NONE : t.minimum(),
                        d.textGpus.get(0)),
                level(
                        m == null ? OptionalInt.empty() : m.recG3d(),
                        m == null ? OptionalInt.empty() : m.recRamGb(),
                        t == null ? SteamRequirementTexts.Lines.NONE : t.recommended(),
                        d.textGpus.get(1)),
                SRC_PCGB,
                SRC_STEAM_REQ_2019);
    }

    private static Optional<PublisherRequirements.Level> level(
            OptionalInt g3d, OptionalInt ramGb, SteamRequirementTexts.Lines l, List<Gpu> resolved) {
        if (g3d.isEmpty() && ramGb.isEmpty() && l.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new PublisherRequirements.Level(
                g3d, l.graphics(), resolved.stream().map(Gpu::slug).toList(), l.processor(), ramGb, l.memory()));
    }

    // --- The build report.

    private void report(
            Map<Slug, Game> games,
            Map<Slug, Set<String>> sources,
            int foreignGenres,
            int added2024,
            int addedPcgb,
            int pcgbMatched,
            int pcgbRows,
            List<String> pcgbUnplaced) {
        report.append("Games: ").append(games.size()).append(" records\n");
        Map<String, Integer> perSource = new TreeMap<>();
        sources.values().forEach(set -> set.forEach(s -> perSource.merge(s, 1, Integer::sum)));
        perSource.forEach((s, n) -> report.append(String.format(Locale.ROOT, "  with facts from %s: %d%n", s, n)));
        report.append(String.format(
                Locale.ROOT,
                "  records first made from: curated %d, steam-2023 %d, steam-catalog-2024 %d (>= %d reviews),"
                        + " pcgb-requirements-2026 %d%n",
                games.values().stream().filter(Game::curated).count(),
                games.size() - games.values().stream().filter(Game::curated).count() - added2024 - addedPcgb,
                added2024,
                MIN_REVIEWS,
                addedPcgb));
        report.append(String.format(
                Locale.ROOT,
                "  pcgb-requirements-2026: %d rows, %d matched to a record of another source (Steam app id, else"
                        + " normalised title and year), %d made records of their own, %d not placed%n",
                pcgbRows,
                pcgbMatched,
                addedPcgb,
                pcgbUnplaced.size()));
        pcgbUnplaced.forEach(u -> report.append("    not placed: ").append(u).append('\n'));
        leftOut.forEach((source, reasons) -> reasons.forEach((why, n) ->
                report.append(String.format(Locale.ROOT, "  left out %d %s entries: %s%n", n, source, why))));
        report.append(String.format(
                Locale.ROOT,
                "  genre strings not in Steam's English names (left out, not translated): %d%n",
                foreignGenres));
        skipped.forEach(why -> report.append("  skipped: ").append(why).append('\n'));
    }

    private void reportRequirements(
            Map<Slug, Game> games, int textGames, int lines, int resolvedLines, Map<String, Integer> unresolved) {
        report.append("Publisher requirements (Steam store pages): G3D marks and RAM from pcgb-requirements-2026,"
                        + " lines as listed from steam-requirements-2019 (")
                .append(textGames)
                .append(" games)\n");
        report.append("| release year | games | minimum mark | recommended mark | 2019 text | critic score |\n");
        report.append("|---|---|---|---|---|---|\n");
        Map<String, int[]> byYear = new TreeMap<>();
        for (Game g : games.values()) {
            String year = g.releaseYear().isPresent()
                    ? g.releaseYear().getAsInt() < 2010
                            ? "before 2010"
                            : String.valueOf(g.releaseYear().getAsInt())
                    : "unknown";
            int[] c = byYear.computeIfAbsent(year, k -> new int[5]);
            PublisherRequirements r = g.requirements();
            c[0]++;
            c[1] += r.minimum().filter(l -> l.gpuG3d().isPresent()).isPresent() ? 1 : 0;
            c[2] += r.recommended().filter(l -> l.gpuG3d().isPresent()).isPresent() ? 1 : 0;
            c[3] += r.textSource().isPresent() ? 1 : 0;
            c[4] += g.criticScore().isPresent() ? 1 : 0;
        }
        byYear.forEach((year, c) -> report.append(
                String.format(Locale.ROOT, "| %s | %d | %d | %d | %d | %d |%n", year, c[0], c[1], c[2], c[3], c[4])));
        report.append(String.format(
                Locale.ROOT,
                "Graphics lines of the 2019 texts: %d, %d with at least one catalog GPU resolved; GPU names not"
                        + " resolved (%d distinct), the %d most frequent, not guessed:%n",
                lines,
                resolvedLines,
                unresolved.size(),
                Math.min(UNRESOLVED_LISTED, unresolved.size())));
        unresolved.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue(Comparator.reverseOrder())
                        .thenComparing(Map.Entry.comparingByKey()))
                .limit(UNRESOLVED_LISTED)
                .forEach(e -> report.append("    ")
                        .append(e.getKey())
                        .append(": ")
                        .append(e.getValue())
                        .append('\n'));
        report.append('\n');
    }
}
