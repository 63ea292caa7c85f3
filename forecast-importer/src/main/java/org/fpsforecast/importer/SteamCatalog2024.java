package org.fpsforecast.importer;

import com.google.common.collect.ImmutableSet;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;

/**
 * Reads the Steam catalog of October 2024 (steam-catalog-2024-10): every app of type game or demo the store listed,
 * with its release date, review counts, Steam's copy of the Metacritic score and its genres.
 */
final class SteamCatalog2024 {
    static final String DIR = "steam-catalog-2024-10";

    /** Genres of software, not games: an app with one of them and no game genre is a tool. */
    static final Set<String> SOFTWARE_GENRES = Set.of(
            "Utilities",
            "Design & Illustration",
            "Animation & Modeling",
            "Video Production",
            "Audio Production",
            "Game Development",
            "Software Training",
            "Photo Editing",
            "Web Publishing",
            "Accounting",
            "Education");

    /**
     * Steam's genres in English. A share of the source's rows was fetched in another language ("Экшены", "Acción"):
     * those genre strings are left out rather than translated, and counted in the build report.
     */
    static final Set<String> ENGLISH_GENRES = ImmutableSet.<String>builder()
            .add("Action", "Adventure", "Casual", "Early Access", "Free To Play", "Indie", "Massively Multiplayer")
            .add("Racing", "RPG", "Simulation", "Sports", "Strategy", "Violent", "Gore", "Nudity", "Sexual Content")
            .addAll(SOFTWARE_GENRES)
            .build();

    /**
     * One app.
     *
     * @param game true for type "game", false for a demo
     * @param positive positive Steam user reviews (all languages), 0 when none
     * @param total all Steam user reviews, 0 when none
     */
    record App(
            int appId,
            String name,
            Optional<LocalDate> releaseDate,
            boolean game,
            int positive,
            int total,
            OptionalInt metacritic,
            List<String> genres) {
        /** Share of positive reviews, rounded, when the app has any. */
        OptionalInt ratingPct() {
            return total > 0 ? OptionalInt.of((int) Math.round(100.0 * positive / total)) : OptionalInt.empty();
        }
    }

    /** The apps by id, and how many genre strings were not Steam's English names. */
    record Read(Map<Integer, App> apps, int foreignGenres) {}

    private SteamCatalog2024() {}

    static Read read(Path datasets) {
        Path dir = datasets.resolve(DIR);
        Map<Integer, List<String>> genres = new HashMap<>();
        int[] foreign = {0};
        RawCsv.eachZipped(dir.resolve("genres.zip"), true, row -> {
            int id = RawCsv.number(row.get("app_id"));
            String genre = SteamGames.cleanTitle(row.get("genre"));
            if (id <= 0 || genre.isEmpty()) {
                return;
            }
            if (!ENGLISH_GENRES.contains(genre)) {
                foreign[0]++;
                return;
            }
            List<String> list = genres.computeIfAbsent(id, k -> new ArrayList<>(3));
            if (!list.contains(genre)) {
                list.add(genre);
            }
        });
        Map<Integer, int[]> reviews = new HashMap<>();
        RawCsv.eachZipped(dir.resolve("reviews.zip"), true, row -> {
            int id = RawCsv.number(row.get("app_id"));
            if (id > 0) {
                reviews.put(id, new int[] {
                    Math.max(0, RawCsv.number(row.get("positive"))),
                    Math.max(0, RawCsv.number(row.get("total"))),
                    RawCsv.number(row.get("metacritic_score"))
                });
            }
        });
        Map<Integer, App> apps = new TreeMap<>();
        RawCsv.eachZipped(dir.resolve("games.zip"), true, row -> {
            int id = RawCsv.number(row.get("app_id"));
            String name = SteamGames.cleanTitle(row.get("name"));
            String type = row.getOrDefault("type", "");
            if (id <= 0 || name.isEmpty() || !(type.equals("game") || type.equals("demo"))) {
                return;
            }
            int[] r = reviews.getOrDefault(id, new int[] {0, 0, -1});
            int positive = Math.min(r[0], r[1]);
            OptionalInt metacritic = r[2] >= 1 && r[2] <= 100 ? OptionalInt.of(r[2]) : OptionalInt.empty();
            apps.putIfAbsent(
                    id,
                    new App(
                            id,
                            name,
                            date(row.get("release_date")),
                            type.equals("game"),
                            positive,
                            r[1],
                            metacritic,
                            List.copyOf(genres.getOrDefault(id, List.of()))));
        });
        return new Read(apps, foreign[0]);
    }

    /** An ISO date (YYYY-MM-DD) in the range the catalog takes, else empty (the source's NULL reads as "N"). */
    static Optional<LocalDate> date(String raw) {
        if (raw == null || raw.length() != 10) {
            return Optional.empty();
        }
        try {
            LocalDate d = LocalDate.parse(raw);
            return d.getYear() >= 1970 && d.getYear() <= 2100 ? Optional.of(d) : Optional.empty();
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }
}
