package org.fpsforecast.http.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.YearMonth;
import java.util.Optional;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Rendering;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.junit.jupiter.api.Test;

class SiteAddressesTest {
    private static final Slug GAME = new Slug("cyberpunk-2077");
    private static final Slug GPU = new Slug("geforce-rtx-4060");

    @Test
    void aResultAddressNamesTheCpuOnlyWhenAskedAndTheOptionsOnlyWhenOn() {
        assertThat(SiteAddresses.result(
                        "en", GAME, GPU, Resolution.P4K, Preset.ULTRA, Optional.empty(), Rendering.NATIVE))
                .isEqualTo("/en/fps/cyberpunk-2077/geforce-rtx-4060?res=4k&preset=ultra");
        assertThat(SiteAddresses.result(
                        "es",
                        GAME,
                        GPU,
                        Resolution.P1080,
                        Preset.HIGH,
                        Optional.of(new Slug("ryzen-5-5600")),
                        Rendering.parse("quality", "on", "off")))
                .isEqualTo("/es/fps/cyberpunk-2077/geforce-rtx-4060?res=1080p&preset=high&cpu=ryzen-5-5600"
                        + "&upscaling=quality&rt=on");
    }

    @Test
    void recordPagesStatsSurveyAndMethodologyAreUnderTheLanguage() {
        assertThat(SiteAddresses.record("ru", ItemType.GPU, GPU)).isEqualTo("/ru/gpus/geforce-rtx-4060");
        assertThat(SiteAddresses.record("en", ItemType.GAME, GAME)).isEqualTo("/en/games/cyberpunk-2077");
        assertThat(SiteAddresses.record("en", ItemType.CPU, new Slug("ryzen-5-5600")))
                .isEqualTo("/en/cpus/ryzen-5-5600");
        assertThat(SiteAddresses.methodology("tr")).isEqualTo("/tr/methodology");
        assertThat(SiteAddresses.survey("en", YearMonth.of(2026, 4))).isEqualTo("/en/survey/2026-04");
        assertThat(SiteAddresses.stats("en", Optional.empty())).isEqualTo("/en/stats");
        assertThat(SiteAddresses.stats("en", Optional.of(new Country("DE")))).isEqualTo("/en/stats?country=DE");
    }
}
