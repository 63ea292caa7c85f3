package org.fpsforecast.importer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalInt;
import java.util.Set;
import org.fpsforecast.core.domain.Names;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The store-scrape rules, on real titles of steam-search-2023-codesmith. */
class SteamGamesTest {
    static final Set<String> KNOWN = Set.of(
            Names.normalize("Rust"),
            Names.normalize("Atomic Heart"),
            Names.normalize("Counter-Strike"),
            Names.normalize("Counter-Strike: Global Offensive"),
            Names.normalize("World of Tanks"));

    static SteamGames.Entry entry(String title, String... tags) {
        return new SteamGames.Entry(1, title, List.of(tags), OptionalInt.empty(), OptionalInt.empty());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Counter-Strike: Global Offensive|FPS",
                "Grand Theft Auto IV: The Complete Edition|Open World",
                "The Jackbox Party Pack 9|Casual",
                "Hotel Renovator|Simulation",
                "Cyberpunk 2077|RPG"
            })
    void gamesStayGames(String title, String tag) {
        assertThat(SteamGames.notAGame(entry(title, tag), KNOWN)).isNull();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Rust - Sunburn Pack|Action",
                "Atomic Heart - Midas Glove Skin|Action",
                "World of Tanks \u2014 Steam-Roller Pack|Action",
                "ARK: Genesis Season Pass|Action",
                "Hardspace: Shipbreaker - Digital Artbook|Simulation",
                "Car Mechanic Simulator 2021 - Drag Racing DLC|Simulation",
                "Battlefield 1 Shortcut Kit: Support Bundle|Action",
                "Cities: Skylines - Content Creator Pack: Map Pack 2|Simulation",
                "Substance 3D Painter 2023|Design & Illustration"
            })
    void addOnsSoundtracksAndToolsAreLeftOut(String title, String tag) {
        assertThat(SteamGames.notAGame(entry(title, tag), KNOWN)).isNotNull();
    }

    @Test
    void titlesAndTagsAreDecoded() {
        assertThat(SteamGames.cleanTitle("Atelier Ryza 3: Alchemist of the End &amp; the Secret Key"))
                .isEqualTo("Atelier Ryza 3: Alchemist of the End & the Secret Key");
        assertThat(SteamGames.cleanTitle("Apex Legends\u2122")).isEqualTo("Apex Legends");
        assertThat(SteamGames.cleanTitle("The Witcher&reg; 3: Wild Hunt")).isEqualTo("The Witcher 3: Wild Hunt");
        assertThat(SteamGames.tags("['Open World', 'Point &amp; Click', \"Tower Defense\", ', ']"))
                .containsExactly("Open World", "Point & Click", "Tower Defense");
    }

    @Test
    void yearsOfFreeTextDates() {
        assertThat(SteamGames.year("Dec 9, 2020")).hasValue(2020);
        assertThat(SteamGames.year("December 2023")).hasValue(2023);
        assertThat(SteamGames.year("Coming soon")).isEmpty();
        assertThat(SteamGames.year("")).isEmpty();
    }

    @Test
    void anEntryWhoseTitleHoldsAnotherGamesWholeTitleIsAnAddOnWhenTheStoreNoLongerListsIt() {
        java.util.Set<String> known = java.util.Set.of("the sims 3", "europa universalis iv", "mirror", "earth");
        assertThat(SteamGames.containsAnotherTitle("The Sims 3 Late Night", known))
                .isTrue();
        assertThat(SteamGames.containsAnotherTitle("Content Pack - Europa Universalis IV: Dharma", known))
                .isTrue();
        assertThat(SteamGames.containsAnotherTitle("Mirror: The Lost Shards", known))
                .isTrue();
        // The whole title is not another game; one short word elsewhere in a title is not enough.
        assertThat(SteamGames.containsAnotherTitle("The Sims 3", known)).isFalse();
        assertThat(SteamGames.containsAnotherTitle("Citizens of Earth", known)).isFalse();
    }

    @Test
    void aStoreGameIsJudgedByItsTitleWordsAndToolTagsOnly() {
        assertThat(SteamGames.notAGameWords(new SteamGames.Entry(
                        420, "Half-Life 2: Episode Two", List.of("FPS"), OptionalInt.empty(), OptionalInt.empty())))
                .isNull();
        assertThat(SteamGames.notAGameTitle("Half-Life 2: Episode Two")).isNotNull();
        assertThat(SteamGames.notAGameWords(new SteamGames.Entry(
                        1, "Some Game Soundtrack", List.of(), OptionalInt.empty(), OptionalInt.empty())))
                .isNotNull();
    }
}
