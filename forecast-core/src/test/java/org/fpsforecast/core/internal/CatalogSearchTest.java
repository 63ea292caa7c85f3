package org.fpsforecast.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.Set;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.port.in.SearchCatalog;
import org.junit.jupiter.api.Test;

class CatalogSearchTest {
    private final InMemoryCatalog catalog = new InMemoryCatalog();
    private final CatalogSearch search = new CatalogSearch(catalog.gamePort(), catalog.gpuPort(), catalog.cpuPort());

    @Test
    void aQueryIsRankedByItsFirstDistinctWordsOnly() {
        // 25 repeated words once cost a full pass over the catalog each.
        assertThat(CatalogSearch.queryWords(String.join(" ", java.util.Collections.nCopies(25, "the")) + " grand"))
                .containsExactly("the", "grand");
        String many = "a b c d e f g h i j k l m n o p";
        assertThat(CatalogSearch.queryWords(many))
                .hasSize(SearchCatalog.MAX_QUERY_WORDS)
                .startsWith("a", "b");
        assertThat(search.search("grand grand grand theft theft", EnumSet.allOf(ItemType.class), 5))
                .first()
                .satisfies(h -> assertThat(h.slug().value()).isEqualTo("gta-v"));
    }

    @Test
    void findsByWordPrefixesIgnoringCaseSpacingAndPunctuation() {
        assertThat(search.search("grand theft", EnumSet.allOf(ItemType.class), 5))
                .first()
                .satisfies(h -> assertThat(h.slug().value()).isEqualTo("gta-v"));
        assertThat(search.search("RTX4090", Set.of(ItemType.GPU), 5))
                .first()
                .satisfies(h -> assertThat(h.slug().value()).isEqualTo("rtx-4090"));
    }

    @Test
    void filtersByTypeAndHonoursTheLimit() {
        assertThat(search.search("gpu", Set.of(ItemType.CPU), 5)).isEmpty();
        assertThat(search.search("gpu", Set.of(ItemType.GPU), 2)).hasSize(2);
    }

    @Test
    void boundsItsInputs() {
        assertThatThrownBy(() -> search.search(" ", Set.of(ItemType.GPU), 5))
                .isInstanceOf(InvalidParameterException.class);
        assertThatThrownBy(() -> search.search("x".repeat(SearchCatalog.MAX_QUERY_LENGTH + 1), Set.of(ItemType.GPU), 5))
                .isInstanceOf(InvalidParameterException.class)
                .extracting(e -> ((InvalidParameterException) e).parameter())
                .as("the use case's own parameter name, not an HTTP one")
                .isEqualTo("query");
        assertThatThrownBy(() -> search.search("gpu", Set.of(ItemType.GPU), SearchCatalog.MAX_LIMIT + 1))
                .isInstanceOf(InvalidParameterException.class);
        assertThat(search.search("!!!", Set.of(ItemType.GPU), 5)).isEmpty();
    }
}
