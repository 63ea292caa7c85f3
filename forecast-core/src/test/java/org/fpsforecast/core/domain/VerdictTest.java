package org.fpsforecast.core.domain;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class VerdictTest {
    @ParameterizedTest(name = "{0} FPS -> {1}")
    @CsvSource({
        "1000,EASY",
        "101,EASY",
        "100,EASY",
        "99,OK",
        "61,OK",
        "60,OK",
        "59,MID",
        "41,MID",
        "40,MID",
        "39,EDGE",
        "26,EDGE",
        "25,EDGE",
        "24,NO",
        "1,NO",
        "0,NO"
    })
    void thresholdsAtAndAroundEachBoundary(int fps, Verdict expected) {
        assertThat(Verdict.forFps(fps)).isEqualTo(expected);
    }

    @Test
    void computedOn1080pHigh() {
        assertThat(Verdict.BASIS_RESOLUTION).isEqualTo(Resolution.P1080);
        assertThat(Verdict.BASIS_PRESET).isEqualTo(Preset.HIGH);
        assertThat(Verdict.EASY.key()).isEqualTo("easy");
    }
}
