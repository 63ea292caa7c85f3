package org.fpsforecast.importer;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.text.StringEscapeUtils;
import org.fpsforecast.core.domain.Names;

/**
 * Reads the Steam store scrape (steam-search-2023-codesmith): decodes its HTML entities, parses tags and dates, and
 * tells games from DLCs, soundtracks, demos and tools. Each rule is tested on real titles.
 */
final class SteamGames {
    private SteamGames() {}

    /** One store entry, decoded. */
    record Entry(int appId, String title, List<String> tags, OptionalInt year, OptionalInt ratingPct) {}

    private static final Pattern TAG = Pattern.compile("'((?:[^'\\\\]|\\\\.)*)'|\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern YEAR = Pattern.compile("\\b(19[7-9]\\d|20\\d\\d)\\b");
    private static final Pattern TRADEMARKS = Pattern.compile("[\\u2122\\u00AE\\u00A9]");
    private static final Pattern NOT_A_GAME_WORD = Pattern.compile(
            "\\b(soundtracks?|ost|original sound ?track|artbook|art book|dlc|season pass|expansion pass|demo|wallpapers?)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern DASH = Pattern.compile("\\s+[-\u2013\u2014]\\s+");
    private static final Pattern SEPARATOR = Pattern.compile("\\s+[-\u2013\u2014]\\s+|:\\s+");
    private static final Pattern ADD_ON_WORD = Pattern.compile(
            "\\b(pack|bundle|kit|skins?|costumes?|set|upgrade|expansion|chapter|episode|campaign|map|character|weapons?"
                    + "|outfits?|booster|supporter)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Set<String> SOFTWARE_TAGS = Set.of(
            "Utilities",
            "Software",
            "Game Development",
            "Design & Illustration",
            "Animation & Modeling",
            "Video Production",
            "Audio Production",
            "Photo Editing",
            "Web Publishing",
            "Software Training");
    private static final Set<String> GAME_TAGS = Set.of(
            "Action",
            "Adventure",
            "RPG",
            "Strategy",
            "Simulation",
            "Casual",
            "Sports",
            "Racing",
            "Puzzle",
            "Shooter",
            "FPS",
            "Indie",
            "Platformer",
            "Survival",
            "Horror");

    /** Decodes HTML entities and drops trademark signs: "Apex Legends&trade;" gives "Apex Legends". */
    static String cleanTitle(String raw) {
        String decoded = StringEscapeUtils.unescapeHtml4(raw == null ? "" : raw);
        return TRADEMARKS
                .matcher(decoded)
                .replaceAll("")
                .replaceAll("\\s+", " ")
                .strip();
    }

    /** The tags of a Python-list string such as "['Open World', 'Point &amp; Click']". */
    static List<String> tags(String raw) {
        List<String> out = new ArrayList<>();
        if (raw == null) {
            return out;
        }
        Matcher m = TAG.matcher(raw);
        while (m.find()) {
            String tag =
                    cleanTitle(m.group(1) != null ? m.group(1) : m.group(2)).replace("|", "/");
            if (!tag.isEmpty() && !tag.equals(",") && !out.contains(tag)) {
                out.add(tag);
            }
        }
        return out;
    }

    /** The year of a free-text store date ("Dec 9, 2020", "December 2023"), if it names one. */
    static OptionalInt year(String raw) {
        if (raw == null) {
            return OptionalInt.empty();
        }
        Matcher m = YEAR.matcher(raw);
        OptionalInt year = OptionalInt.empty();
        while (m.find()) {
            year = OptionalInt.of(Integer.parseInt(m.group(1)));
        }
        return year;
    }

    static Entry entry(Map<String, String> row) {
        int appId = parsePositive(row.get("appid"));
        String rating = row.get("percent_positive");
        OptionalInt ratingPct = OptionalInt.empty();
        int pct = parsePositive(rating);
        if (pct >= 0 && pct <= 100 && rating != null && !rating.isBlank()) {
            ratingPct = OptionalInt.of(pct);
        }
        return new Entry(
                appId, cleanTitle(row.get("title")), tags(row.get("tags")), year(row.get("date_released")), ratingPct);
    }

    /**
     * Why an entry is not a game, or null when it is one. {@code knownTitles} holds the normalized titles of the whole
     * scrape, so that "Atomic Heart - Midas Glove Skin" is seen as an add-on of "Atomic Heart".
     */
    static String notAGame(Entry e, Set<String> knownTitles) {
        if (NOT_A_GAME_WORD.matcher(e.title()).find()) {
            return NOT_A_GAME_BY_TITLE;
        }
        if (e.tags().stream().anyMatch(SOFTWARE_TAGS::contains)
                && e.tags().stream().noneMatch(GAME_TAGS::contains)) {
            return "software or tool (by its tags)";
        }
        // "Rust - Sunburn Pack": a dash after another game's full title. A colon is not enough on its own:
        // "Counter-Strike: Global Offensive" is a game although "Counter-Strike" is one too.
        String[] dashed = DASH.split(e.title(), 2);
        if (dashed.length == 2 && knownTitles.contains(Names.normalize(dashed[0]))) {
            return "add-on of a game in the list (its title is that game's, a dash, and more)";
        }
        return notAGameTitle(e.title());
    }

    /**
     * Why an entry that a store lists as a game is not one after all: a soundtrack's or demo's words in its title, or
     * only a tool's tags; else null.
     */
    static String notAGameWords(Entry e) {
        if (NOT_A_GAME_WORD.matcher(e.title()).find()) {
            return NOT_A_GAME_BY_TITLE;
        }
        if (e.tags().stream().anyMatch(SOFTWARE_TAGS::contains)
                && e.tags().stream().noneMatch(GAME_TAGS::contains)) {
            return "software or tool (by its tags)";
        }
        return null;
    }

    private static final String NOT_A_GAME_BY_TITLE = "soundtrack, artbook, DLC, season pass or demo (by its title)";

    /** Why a title alone says it is not a game (a soundtrack, a demo, a pack after a separator), or null. */
    static String notAGameTitle(String title) {
        if (NOT_A_GAME_WORD.matcher(title).find()) {
            return NOT_A_GAME_BY_TITLE;
        }
        String[] parts = SEPARATOR.split(title, 2);
        if (parts.length == 2 && ADD_ON_WORD.matcher(parts[1]).find()) {
            return "add-on (pack, bundle, skin, expansion ... after a separator)";
        }
        return null;
    }

    /**
     * Whether a title holds the whole title of another game as consecutive words: of two words or more anywhere ("The
     * Sims 3 Late Night", "Content Pack - Europa Universalis IV: Dharma"), or of one word of four letters or more at
     * its start ("Mirror: The Lost Shards"). Used only for entries a later store list no longer has, where it tells
     * add-ons from delisted games.
     */
    static boolean containsAnotherTitle(String title, Set<String> knownTitles) {
        String[] words = Names.normalize(title).split(" ");
        for (int from = 0; from < words.length; from++) {
            StringBuilder part = new StringBuilder();
            for (int to = from; to < words.length - (from == 0 ? 1 : 0); to++) {
                if (to > from) {
                    part.append(' ');
                }
                part.append(words[to]);
                boolean long1 = to == from && from == 0 && words[from].length() >= 4;
                if ((to > from || long1) && knownTitles.contains(part.toString())) {
                    return true;
                }
            }
        }
        return false;
    }

    private static int parsePositive(String s) {
        if (s == null || s.isBlank()) {
            return -1;
        }
        try {
            return Integer.parseInt(s.strip());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
