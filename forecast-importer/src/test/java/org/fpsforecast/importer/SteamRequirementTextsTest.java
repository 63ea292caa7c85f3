package org.fpsforecast.importer;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.renderer.GpuMatcher;
import org.junit.jupiter.api.Test;

/** The 2019 store texts: the dict literal, the labelled lines of its HTML, and the cards a graphics line names. */
class SteamRequirementTextsTest {
    private static Gpu gpu(String name, Brand brand, GpuKind kind) {
        return new Gpu(
                Slug.fromName(name),
                name,
                brand,
                kind,
                1000,
                OptionalInt.of(2012),
                OptionalInt.empty(),
                GpuScoreBasis.PASSMARK);
    }

    private static final GpuMatcher MATCHER = new GpuMatcher(List.of(
            gpu("GeForce GTX 660", Brand.NVIDIA, GpuKind.DESKTOP),
            gpu("GeForce GTX 960", Brand.NVIDIA, GpuKind.DESKTOP),
            gpu("GeForce 8600 GT", Brand.NVIDIA, GpuKind.DESKTOP),
            gpu("GeForce 9600 GT", Brand.NVIDIA, GpuKind.DESKTOP),
            gpu("Radeon HD 7870", Brand.AMD, GpuKind.DESKTOP),
            gpu("Mobility Radeon HD 2600", Brand.AMD, GpuKind.LAPTOP)));

    @Test
    void readsTheBlocksOfTheSourcesDictLiteral() {
        String literal =
                "{'minimum': '<strong>Minimum:</strong><br><ul class=\"bb_ul\"><li><strong>OS:</strong> Windows"
                        + " 10<br></li><li><strong>Processor:</strong> Intel Core i5-4430 / AMD FX-6300<br></li><li><strong>"
                        + "Memory:</strong> 8 GB RAM<br></li><li><strong>Graphics:</strong> NVIDIA GeForce GTX 960 2GB / AMD"
                        + " Radeon R7 370 2GB<br></li></ul>', 'recommended': '<strong>Recommended:</strong><br><ul"
                        + " class=\"bb_ul\"><li><strong>Graphics:</strong> GTX 1060 \\'or\\' better</li></ul>'}";
        SteamRequirementTexts.Lines min =
                SteamRequirementTexts.lines(SteamRequirementTexts.pythonString(literal, "minimum"));
        assertThat(min.graphics()).hasValue("NVIDIA GeForce GTX 960 2GB / AMD Radeon R7 370 2GB");
        assertThat(min.processor()).hasValue("Intel Core i5-4430 / AMD FX-6300");
        assertThat(min.memory()).hasValue("8 GB RAM");
        SteamRequirementTexts.Lines rec =
                SteamRequirementTexts.lines(SteamRequirementTexts.pythonString(literal, "recommended"));
        assertThat(rec.graphics()).hasValue("GTX 1060 'or' better");
        assertThat(rec.processor()).isEmpty();
        assertThat(SteamRequirementTexts.pythonString(literal, "other")).isEmpty();
    }

    @Test
    void anOldSingleParagraphBlockHasNoLabelledLines() {
        String html = "<p><strong>Minimum:</strong> 500 mhz processor, 96mb ram, 16mb video card</p>";
        assertThat(SteamRequirementTexts.lines(html).isEmpty()).isTrue();
    }

    @Test
    void longLinesAreCutAtAWord() {
        String text = SteamRequirementTexts.text("word ".repeat(100));
        assertThat(text)
                .hasSizeLessThanOrEqualTo(SteamRequirementTexts.MAX_LINE)
                .endsWith("word\u2026");
    }

    @Test
    void resolvesTheCardsALineNamesInOrderAndListsTheRest() {
        var r = SteamRequirementTexts.resolve("NVIDIA GTX 660 2GB / AMD HD 7870 2GB (DX 11)", MATCHER);
        assertThat(r.gpus()).extracting(Gpu::name).containsExactly("GeForce GTX 660", "Radeon HD 7870");
        assertThat(r.unresolved()).isEmpty();
        // A bare model after a separator takes the first one's words; a glued model number is split.
        assertThat(SteamRequirementTexts.resolve("nVidia GeForce 8600/9600GT, ATI X1600", MATCHER)
                        .gpus())
                .extracting(Gpu::name)
                .containsExactly("GeForce 8600 GT", "GeForce 9600 GT");
        // A card the catalog lacks is listed, not guessed; a line naming no model is neither.
        var unknown = SteamRequirementTexts.resolve("NVIDIA GTX 1234 or better", MATCHER);
        assertThat(unknown.gpus()).isEmpty();
        assertThat(unknown.unresolved()).containsExactly("NVIDIA GTX 1234");
        assertThat(SteamRequirementTexts.resolve("DirectX 11 card with 1 GB VRAM", MATCHER)
                        .unresolved())
                .isEmpty();
    }

    @Test
    void aLaptopPartOnlyWhereTheLineSaysSo() {
        assertThat(SteamRequirementTexts.resolve("AMD Radeon HD 2600", MATCHER).gpus())
                .isEmpty();
        assertThat(SteamRequirementTexts.resolve("AMD Mobility Radeon HD 2600", MATCHER)
                        .gpus())
                .extracting(Gpu::name)
                .containsExactly("Mobility Radeon HD 2600");
    }

    @Test
    void aDateOutsideTheCatalogsRangeOrTheSourcesNullIsNoDate() {
        assertThat(SteamCatalog2024.date("2023-08-03")).hasValue(java.time.LocalDate.of(2023, 8, 3));
        assertThat(SteamCatalog2024.date("N")).isEqualTo(Optional.empty());
        assertThat(SteamCatalog2024.date("1969-12-31")).isEmpty();
    }
}
