package org.fpsforecast.importer;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The spec rules for cards no source dates, on real catalog names. */
class GpuSpecsTest {
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "GeForce RTX 5090 Laptop GPU|geforce rtx 50",
                "GeForce RTX 5060 Ti 16GB|geforce rtx 50",
                "GeForce GTX 1080 Ti|geforce gtx 10",
                "GeForce GTX 980M|geforce gtx 9",
                "Radeon RX 9060 XT 8GB|radeon rx 9",
                "Radeon RX 6850M XT|radeon rx 6",
                "Radeon RX 580|radeon rx 5",
                "Radeon R9 290X / 390X|radeon r 2",
                "Radeon R7 240|radeon r 2",
                "Radeon HD 7970|radeon hd 7",
                "Intel Arc A310 LP|arc a",
                "Intel Arc B580|arc b",
            })
    void aCardsSeriesIsItsBrandLineAndGeneration(String name, String series) {
        assertThat(GpuSpecs.series(name)).contains(series);
    }

    @ParameterizedTest(name = "{0} has no series")
    @CsvSource({"Radeon 780M", "Intel Arc 140V GPU", "Quadro RTX 5000", "Intel Iris Xe Graphics", "GeForce MX450"})
    void namesOutsideTheSeriesHaveNone(String name) {
        assertThat(GpuSpecs.series(name)).isEmpty();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "GeForce RTX 5060 Ti 8GB|GeForce RTX 5060 Ti",
                "Radeon RX 9060 XT 16GB|Radeon RX 9060 XT",
                "GeForce GTX 1060 3 GB|GeForce GTX 1060",
                "Radeon RX 7800 XT|Radeon RX 7800 XT"
            })
    void aMemorySizeIsDroppedToFindTheSpecListsName(String name, String without) {
        assertThat(GpuSpecs.withoutMemory(name)).isEqualTo(without);
    }
}
