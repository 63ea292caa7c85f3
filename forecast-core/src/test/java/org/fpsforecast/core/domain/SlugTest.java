package org.fpsforecast.core.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SlugTest {
    @ParameterizedTest
    @ValueSource(strings = {"geforce-rtx-4070", "radeon-rx-7800-xt", "core-i5-12400f", "ryzen-7-7800x3d", "a", "4k"})
    void acceptsWellFormedSlugs(String value) {
        assertThat(new Slug(value).value()).isEqualTo(value);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "GeForce", "geforce rtx", "-rtx", "rtx-", "rtx--4070", "rtx_4070", "é", "rtx/4070"})
    void refusesMalformedSlugs(String value) {
        assertThatThrownBy(() -> new Slug(value)).isInstanceOf(IllegalArgumentException.class);
    }

    @org.junit.jupiter.api.Test
    void refusesSlugsLongerThanTheLimit() {
        String max = "a".repeat(Slug.MAX_LENGTH);
        assertThat(new Slug(max).value()).hasSize(Slug.MAX_LENGTH);
        assertThatThrownBy(() -> new Slug(max + "a")).isInstanceOf(IllegalArgumentException.class);
    }

    @org.junit.jupiter.api.Test
    void parseReportsMissingAndInvalidValuesAsParameterErrors() {
        assertThatThrownBy(() -> Slug.parse("game", null))
                .isInstanceOfSatisfying(InvalidParameterException.class, e -> {
                    assertThat(e.parameter()).isEqualTo("game");
                    assertThat(e.problem()).isEqualTo(InvalidParameterException.Problem.MISSING);
                });
        assertThatThrownBy(() -> Slug.parse("gpu", "RTX 4070"))
                .isInstanceOfSatisfying(InvalidParameterException.class, e -> {
                    assertThat(e.parameter()).isEqualTo("gpu");
                    assertThat(e.problem()).isEqualTo(InvalidParameterException.Problem.INVALID);
                    assertThat(e.getMessage()).contains("slug");
                });
        assertThat(Slug.parse("gpu", "  geforce-rtx-4070 ").value()).isEqualTo("geforce-rtx-4070");
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "GeForce RTX 4070|geforce-rtx-4070",
                "Radeon R9 290X / 390X|radeon-r9-290x-390x",
                "Counter-Strike: Global Offensive|counter-strike-global-offensive",
                "Pokémon Légendes|pokemon-legendes",
                "Baldur's Gate 3|baldurs-gate-3",
                "Assassin’s Creed Shadows|assassins-creed-shadows",
                "  Black Myth: Wukong  |black-myth-wukong"
            })
    void derivesSlugsFromNames(String name, String slug) {
        assertThat(Slug.fromName(name).value()).isEqualTo(slug);
    }

    @org.junit.jupiter.api.Test
    void derivedSlugsStayWithinTheLimitAndNeverEndInAHyphen() {
        Slug s = Slug.fromName("word ".repeat(40));
        assertThat(s.value().length()).isLessThanOrEqualTo(Slug.MAX_LENGTH);
        assertThat(s.value()).doesNotEndWith("-");
        assertThatThrownBy(() -> Slug.fromName("!!!")).isInstanceOf(IllegalArgumentException.class);
    }
}
