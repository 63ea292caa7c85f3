package org.fpsforecast.data.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.internal.CatalogSearch;
import org.fpsforecast.core.port.in.SearchHit;
import org.junit.jupiter.api.Test;

/**
 * Real queries, as people type them, with the record they mean: at least 95% must put it first. The set is in
 * src/test/resources/search-relevance.tsv (type, query, expected slug).
 */
class SearchRelevanceTest {
    static final BundledCatalog CATALOG = BundledCatalog.load();
    static final CatalogSearch SEARCH =
            new CatalogSearch(CATALOG.games(), CATALOG.gpus(), CATALOG.cpus(), CATALOG.survey());

    record Case(String type, String query, String expected) {}

    static List<Case> cases() throws IOException {
        List<Case> out = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                SearchRelevanceTest.class.getResourceAsStream("/search-relevance.tsv"), StandardCharsets.UTF_8))) {
            r.readLine();
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String[] f = line.split("\t");
                out.add(new Case(f[0], f[1], f[2]));
            }
        }
        return out;
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0} -> {1}")
    @org.junit.jupiter.params.provider.CsvSource({
        // The catalog has no 6 GB variant's name: the size is ignored.
        "gtx 1060 6gb, geforce-gtx-1060",
        "GTX 1060 6GB, geforce-gtx-1060",
        // It has a 3 GB one: the size picks it.
        "gtx 1060 3gb, geforce-gtx-1060-3gb",
        "RTX 4060 Ti 8GB, geforce-rtx-4060-ti",
        "rx 580 8gb, radeon-rx-580",
        "rtx 3060 12gb, geforce-rtx-3060-12gb",
        "rtx 3060 12 gb, geforce-rtx-3060-12gb",
        "rtx 3060 8gb, geforce-rtx-3060-8gb",
        "rtx 5060 ti 8 gb, geforce-rtx-5060-ti-8gb",
        "rtx 5060 ti 16gb, geforce-rtx-5060-ti-16gb"
    })
    void aMemorySizePicksTheVariantThatHasItAndIsIgnoredOtherwise(String query, String expected) {
        assertFirstGpu(query, expected);
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "{0} -> {1}")
    @org.junit.jupiter.params.provider.CsvSource({
        "steam deck, steam-deck-lcd-amd-custom-gpu-0405",
        "Steam Deck OLED, steam-deck-oled-amd-custom-gpu-0932",
        "rog ally, rog-ally-ally-x-legion-go-amd-ryzen-z1-extreme",
        "ROG Ally X, rog-ally-ally-x-legion-go-amd-ryzen-z1-extreme",
        "legion go s, legion-go-s-amd-ryzen-z2-go",
        "z1 extreme, rog-ally-ally-x-legion-go-amd-ryzen-z1-extreme",
        "custom gpu 0405, steam-deck-lcd-amd-custom-gpu-0405"
    })
    void handheldsAreFoundByTheDeviceAndByTheChip(String query, String expected) {
        assertFirstGpu(query, expected);
    }

    /** The GPU search for {@code query} puts {@code expected} first. */
    static void assertFirstGpu(String query, String expected) {
        List<SearchHit> hits = SEARCH.search(query, EnumSet.of(ItemType.GPU), 5);
        assertThat(hits).as(query).isNotEmpty();
        assertThat(hits.get(0).slug().value()).isEqualTo(expected);
    }

    @Test
    void aDeviceNameTwoHandheldsShareListsBoth() {
        // "Legion Go" is the Z1 Extreme device and the start of "Legion Go S": both come first, the user picks.
        assertThat(SEARCH.search("legion go", EnumSet.of(ItemType.GPU), 5).stream()
                        .limit(2)
                        .map(h -> h.slug().value()))
                .containsExactlyInAnyOrder(
                        "rog-ally-ally-x-legion-go-amd-ryzen-z1-extreme", "legion-go-s-amd-ryzen-z2-go");
    }

    @Test
    void atLeast95PercentOfRealQueriesFindTheirRecordFirst() throws IOException {
        List<Case> cases = cases();
        assertThat(cases).hasSizeGreaterThanOrEqualTo(100);
        List<String> misses = new ArrayList<>();
        for (Case c : cases) {
            Set<ItemType> types = c.type().equals("all")
                    ? EnumSet.allOf(ItemType.class)
                    : EnumSet.of(ItemType.valueOf(c.type().toUpperCase(Locale.ROOT)));
            List<SearchHit> hits = SEARCH.search(c.query(), types, 5);
            String top = hits.isEmpty() ? "(nothing)" : hits.get(0).slug().value();
            if (!top.equals(c.expected())) {
                misses.add(String.format(
                        "'%s' -> %s, expected %s; top 5: %s",
                        c.query(),
                        top,
                        c.expected(),
                        hits.stream().map(h -> h.slug().value()).toList()));
            }
        }
        double passRate = 1.0 - (double) misses.size() / cases.size();
        System.out.printf(
                Locale.ROOT,
                "search relevance: %d/%d first (%.1f%%)%n",
                cases.size() - misses.size(),
                cases.size(),
                100 * passRate);
        misses.forEach(m -> System.out.println("  miss: " + m));
        assertThat(passRate).as("misses:%n%s", String.join("\n", misses)).isGreaterThanOrEqualTo(0.95);
    }
}
