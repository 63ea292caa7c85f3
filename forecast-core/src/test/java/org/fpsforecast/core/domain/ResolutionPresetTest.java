package org.fpsforecast.core.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ResolutionPresetTest {
    @ParameterizedTest
    @CsvSource({"1080p,P1080", "1440p,P1440", "2k,P1440", "2K,P1440", "4K,P4K", "4k,P4K", "2160p,P4K", "' 1080P ',P1080"
    })
    void parsesResolutionsAndTheSpecAliases(String raw, Resolution expected) {
        assertThat(Resolution.parse("res", raw)).isEqualTo(expected);
    }

    @Test
    void unknownResolutionNamesTheAcceptedValues() {
        assertThatThrownBy(() -> Resolution.parse("res", "720p"))
                .isInstanceOfSatisfying(InvalidParameterException.class, e -> {
                    assertThat(e.parameter()).isEqualTo("res");
                    assertThat(e.getMessage()).contains("1080p", "1440p", "4K", "2k", "2160p");
                });
        assertThatThrownBy(() -> Resolution.parse("res", " "))
                .isInstanceOfSatisfying(
                        InvalidParameterException.class,
                        e -> assertThat(e.problem()).isEqualTo(InvalidParameterException.Problem.MISSING));
    }

    @Test
    void resolutionLabelsAndPixels() {
        assertThat(Resolution.P4K.label()).isEqualTo("4K");
        assertThat(Resolution.P1440.pixels()).isEqualTo(2560L * 1440);
    }

    @ParameterizedTest
    @CsvSource({"low,LOW", "medium,MEDIUM", "HIGH,HIGH", "' ultra ',ULTRA"})
    void parsesPresets(String raw, Preset expected) {
        assertThat(Preset.parse("preset", raw)).isEqualTo(expected);
    }

    @Test
    void unknownPresetNamesTheAcceptedValues() {
        assertThatThrownBy(() -> Preset.parse("preset", "epic"))
                .isInstanceOfSatisfying(
                        InvalidParameterException.class,
                        e -> assertThat(e.getMessage()).contains("low, medium, high, ultra"));
    }
}
