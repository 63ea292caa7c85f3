package org.fpsforecast.core.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.junit.jupiter.api.Test;

/**
 * The search's character pre-check only skips work: on the bundled catalog, every query of the relevance set, plus
 * typo, acronym, numeral and slug queries, gives exactly the full scan's results (same hits, same order, same scores).
 */
class SearchPrecheckTest {
    @Test
    void thePrecheckNeverChangesAResult() throws IOException {
        BundledCatalog catalog = BundledCatalog.load();
        CatalogSearch search = new CatalogSearch(catalog.games(), catalog.gpus(), catalog.cpus(), catalog.survey());
        List<String> queries = new ArrayList<>(List.of(
                "witchr 3",
                "gta 5",
                "gta v",
                "rdr2",
                "csgo",
                "cyberpnk 2077",
                "geforce-rtx-4070",
                "rtx 4070 ti",
                "rx 7800xt",
                "ryzen 5 5600x",
                "i5 12400f",
                "final fantasy vii",
                "final fantasy 7",
                "the witcher",
                "0 n 0 w",
                "nvidia",
                "a",
                "zzqxqzzqxq",
                "baldurs gate iii",
                "counter strike 2",
                // Typos (the words' test: a name word within the allowance), prefixes longer than the allowance,
                // and a word that may be initials.
                "cyberpnuk",
                "asasins creed",
                "elden rign",
                "minecarft",
                "battlefeild 2042",
                "grnad theft auto",
                "stardwe valley",
                "geforece rtx 3060",
                "raedon rx 6600",
                "witch",
                "assass",
                "stard",
                "minecr",
                "cyberpunk2077",
                "gtasa",
                "sotr",
                // Every word allowed a typo: the candidates come from the names' words.
                "hollow knigth",
                "skyrm",
                "portl",
                "civilizaton vi",
                "nvidia geforec"));
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                SearchPrecheckTest.class.getResourceAsStream("/search-relevance.tsv"), StandardCharsets.UTF_8))) {
            r.readLine();
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                queries.add(line.split("\t")[1]);
            }
        }
        int compared = 0;
        for (String q : queries) {
            for (EnumSet<ItemType> types : List.of(
                    EnumSet.allOf(ItemType.class),
                    EnumSet.of(ItemType.GAME),
                    EnumSet.of(ItemType.GPU),
                    EnumSet.of(ItemType.CPU))) {
                assertThat(search.search(q, types, 50))
                        .as("%s in %s", q, types)
                        .isEqualTo(search.searchByFullScan(q, types, 50));
                compared++;
            }
        }
        assertThat(compared).isGreaterThan(600);
    }
}
