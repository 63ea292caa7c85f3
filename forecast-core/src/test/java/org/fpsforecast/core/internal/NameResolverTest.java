package org.fpsforecast.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.port.in.NameMatch;
import org.fpsforecast.core.port.in.SearchHit;
import org.junit.jupiter.api.Test;

class NameResolverTest {
    private final InMemoryCatalog catalog = new InMemoryCatalog();
    private final NameResolver resolver = new NameResolver(
            catalog.gamePort(),
            catalog.gpuPort(),
            catalog.cpuPort(),
            new CatalogSearch(catalog.gamePort(), catalog.gpuPort(), catalog.cpuPort()));

    @Test
    void aSlugOfTheCatalogIsTakenAsIs() {
        assertThat(resolver.resolve(ItemType.GAME, " gta-v "))
                .isEqualTo(new NameMatch.Found(
                        ItemType.GAME,
                        "gta-v",
                        new org.fpsforecast.core.domain.Slug("gta-v"),
                        "Grand Theft Auto V",
                        NameMatch.How.SLUG));
    }

    @Test
    void anExactNameIsFoundByName() {
        NameMatch m = resolver.resolve(ItemType.GAME, "grand theft auto v");
        assertThat(m).isInstanceOfSatisfying(NameMatch.Found.class, f -> {
            assertThat(f.slug().value()).isEqualTo("gta-v");
            assertThat(f.how()).isEqualTo(NameMatch.How.NAME);
        });
    }

    @Test
    void aClearlyBestHitIsTakenAndSaidToBeAMatch() {
        NameMatch m = resolver.resolve(ItemType.GAME, "grand theft");
        assertThat(m).isInstanceOfSatisfying(NameMatch.Found.class, f -> {
            assertThat(f.slug().value()).isEqualTo("gta-v");
            assertThat(f.how()).isEqualTo(NameMatch.How.BEST_MATCH);
        });
    }

    @Test
    void hitsThatScoreAlikeAreAmbiguousAndListed() {
        // Every GPU of the test catalog is named "GPU <slug>": the word alone matches all three equally.
        NameMatch m = resolver.resolve(ItemType.GPU, "gpu");
        assertThat(m)
                .isInstanceOfSatisfying(
                        NameMatch.Ambiguous.class,
                        a -> assertThat(a.candidates())
                                .extracting(SearchHit::slug)
                                .extracting(s -> s.value())
                                .containsExactlyInAnyOrder("gt-1030", "gtx-1060", "rtx-4090"));
    }

    @Test
    void aSlugOfAnotherTypeIsSearchedNotTaken() {
        assertThat(resolver.resolve(ItemType.CPU, "gta-v")).isInstanceOf(NameMatch.NoMatch.class);
        assertThat(resolver.resolve(ItemType.GPU, "nothing like it"))
                .isEqualTo(new NameMatch.NoMatch(ItemType.GPU, "nothing like it"));
    }

    @Test
    void emptyOrOverlongTextIsAUsageError() {
        assertThatThrownBy(() -> resolver.resolve(ItemType.GAME, "  ")).isInstanceOf(InvalidParameterException.class);
        assertThatThrownBy(() -> resolver.resolve(ItemType.GAME, "x".repeat(101)))
                .isInstanceOf(InvalidParameterException.class);
    }
}
