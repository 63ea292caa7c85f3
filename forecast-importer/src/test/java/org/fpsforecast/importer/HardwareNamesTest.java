package org.fpsforecast.importer;

import static org.assertj.core.api.Assertions.assertThat;

import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.Names;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The importer's name rules, on real names from each source. */
class HardwareNamesTest {
    @ParameterizedTest(name = "{0} -> {1} {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                // PassMark G3D 2026 names
                "GeForce RTX 4070|NVIDIA|DESKTOP",
                "GeForce RTX 4060 Laptop GPU|NVIDIA|LAPTOP",
                "GeForce GTX 1070 with Max-Q Design|NVIDIA|LAPTOP",
                "GeForce GTX 1060 (Mobile)|NVIDIA|LAPTOP",
                "GeForce GTX 980M|NVIDIA|LAPTOP",
                "GeForce MX450|NVIDIA|LAPTOP",
                "Quadro RTX 4000|NVIDIA|WORKSTATION",
                "RTX PRO 6000 Blackwell Workstation Edition|NVIDIA|WORKSTATION",
                "Radeon RX 7800 XT|AMD|DESKTOP",
                "Radeon R9 290X / 390X|AMD|DESKTOP",
                "Radeon RX 6800M|AMD|LAPTOP",
                "Radeon 780M|AMD|INTEGRATED",
                "Radeon Vega 8 Graphics|AMD|INTEGRATED",
                "Ryzen 7 9800X3D 8-Core Processor|AMD|INTEGRATED",
                "Radeon Pro W6800|AMD|WORKSTATION",
                "Intel Arc B580|INTEL|DESKTOP",
                "Intel Arc A770|INTEL|DESKTOP",
                "Intel UHD Graphics 770|INTEL|INTEGRATED",
                "Intel HD 4600|INTEL|INTEGRATED",
                "Intel Iris Xe Graphics|INTEL|INTEGRATED",
                "Apple M2 Pro|APPLE|INTEGRATED",
                "GRID M10-4Q|NVIDIA|WORKSTATION",
                "Intel Arc Pro A40/A50|INTEL|WORKSTATION",
                "Radeon HD 8670D + HD 7700 Dual|AMD|INTEGRATED",
                "Radeon R5 PRO A6-8570 2C+6G|AMD|INTEGRATED",
                "Radeon R8 M535DX|AMD|LAPTOP",
                "Radeon R7 M260|AMD|LAPTOP",
                "Radeon RX Vega 64|AMD|DESKTOP",
                "Radeon Pro Vega 64X|AMD|WORKSTATION",
                "Radeon R9 Fury + Fury X|AMD|DESKTOP",
                "Radeon RX Vega 11 Mobile|AMD|INTEGRATED"
            })
    void brandAndKindOfPassMarkNames(String name, Brand brand, GpuKind kind) {
        assertThat(HardwareNames.gpuBrand(name)).isEqualTo(brand);
        assertThat(HardwareNames.gpuKind(name)).isEqualTo(kind);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                // UserBenchmark names (peeters-fps-2020)
                "NVIDIA GeForce GTX 1060 6 GB 9Gbps|geforce gtx 1060 6 gb|geforce gtx 1060",
                "NVIDIA GeForce GTX 1050 3 GB|geforce gtx 1050 3 gb|geforce gtx 1050",
                "NVIDIA GeForce GTX 1080 11Gbps|geforce gtx 1080|",
                "NVIDIA GeForce GTX 1070 GDDR5X|geforce gtx 1070|",
                "AMD Radeon RX 580 OEM|radeon rx 580 oem|radeon rx 580",
                "NVIDIA GeForce GT 640 Rev. 2|geforce gt 640|",
                "AMD Radeon RX Vega 11 Mobile|radeon rx vega 11 mobile|",
                // Steam survey names carry the vendor too
                "NVIDIA GeForce RTX 3060|geforce rtx 3060|"
            })
    void userBenchmarkNamesGiveCatalogKeysMostSpecificFirst(String name, String first, String second) {
        if (second == null) {
            assertThat(HardwareNames.userBenchmarkGpuKeys(name)).containsExactly(first);
        } else {
            assertThat(HardwareNames.userBenchmarkGpuKeys(name)).containsExactly(first, second);
        }
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "NVIDIA GeForce GTX 680 Mac Edition|geforce gtx 680 mac edition, geforce gtx 680",
                "NVIDIA GeForce GTX 775M Mac Edition|geforce gtx 775 m mac edition, geforce gtx 775 m",
                "Intel HD Graphics 5500|hd graphics 5500, intel hd graphics 5500, intel hd 5500",
                "Intel UHD Graphics 605|uhd graphics 605, intel uhd graphics 605, intel uhd 605",
            })
    void macEditionsAreThePcCardAndIntelKeepsItsVendor(String name, String keys) {
        assertThat(HardwareNames.userBenchmarkGpuKeys(name)).containsExactly(keys.split(", "));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "128 DDR Radeon 9700 TX w/TV-Out|Radeon 9700 TX with TV-Out",
                "128MB DDR Radeon 9800 Pro|Radeon 9800 Pro",
                "64MB DDR GeForce3 Ti 200|GeForce3 Ti 200",
                "256MB RADEON X600|RADEON X600",
                "64MB GeForce2 MX with TV Out|GeForce2 MX with TV Out",
            })
    void aBoardNamedWithItsMemoryFirstIsItsModel(String board, String model) {
        assertThat(HardwareNames.withoutLeadingMemory(board)).contains(model);
    }

    @Test
    void aModelNumberIsNotAMemorySize() {
        assertThat(HardwareNames.withoutLeadingMemory("Radeon 9800 Pro")).isEmpty();
        assertThat(HardwareNames.withoutLeadingMemory("780M")).isEmpty();
        assertThat(HardwareNames.withoutLeadingMemory("3DP Edition")).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"7900 MOD - Radeon HD 6520G", "9xx Soldiers sans frontiers Sigma 2"})
    void modifiedDriverPackagesAreNotCards(String name) {
        assertThat(HardwareNames.junkName(name)).contains("not a product name: a modified driver package's name");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"AArch64 rev 4 (aarch64)", "ARM ARMv7 rev 3 (v7l) 4 Core 2065 MHz", "1-Unisoc"})
    void kernelArchitectureStringsAndABareVendorAreNotProcessors(String name) {
        assertThat(HardwareNames.junkName(name)).get().asString().startsWith("not a product name");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"T610-Unisoc", "Unisoc T610", "ARM Cortex-A76", "AMD Ryzen 5 5600", "Apple M2"})
    void processorsWithAModelAreNotJunk(String name) {
        assertThat(HardwareNames.junkName(name)).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"Radeon HD 6520G", "GeForce 9600M GS", "Radeon RX 7900 XTX", "Radeon Pro W6600X"})
    void cardsAreNotModifiedDriverPackages(String name) {
        assertThat(HardwareNames.junkName(name)).isEmpty();
    }

    /** The last UserBenchmark spellings of catalog cards, each a name of the dataset; and the key of the catalog record it is. */
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "AMD Radeon R5 340X OEM|Radeon R5 340X OEM",
                "AMD Radeon HD 8760 OEM|Radeon HD 8760 OEM",
                "ATI Radeon HD 3450 AGP|Radeon HD 3450",
                "NVIDIA GeForce GTX 1660 Ti Max-Q|GeForce GTX 1660 Ti with Max-Q Design",
                "NVIDIA Quadro P4200 Mobile|Quadro P4200",
                "NVIDIA GeForce Go 6150 + nForce Go 430|GeForce Go 6150",
                "NVIDIA GeForce 7100 + nForce 630i|GeForce 7100 / nForce 630i",
            })
    void oemAgpMaxQMobileQuadroAndChipsetSpellingsReachTheCatalogCard(String name, String catalogName) {
        assertThat(HardwareNames.userBenchmarkGpuKeys(name)).contains(Names.normalize(catalogName));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Radeon R9 290X / 390X|Radeon R9 290X|Radeon R9 390X",
                "Radeon RX 470/570|Radeon RX 470|Radeon RX 570",
                "Radeon HD 7970 / R9 280X|Radeon HD 7970|Radeon R9 280X",
                "Radeon R9 285 / 380|Radeon R9 285|Radeon R9 380"
            })
    void combinedPassMarkNamesCoverEachModel(String name, String first, String second) {
        assertThat(HardwareNames.passMarkAlternatives(name)).containsExactly(first, second);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                // Steam hardware survey names
                "NVIDIA GeForce RTX 3060|geforce rtx 3060",
                "Intel HD Graphics 4600|intel hd 4600",
                "Intel UHD Graphics 630|intel uhd graphics 630",
                "AMD Radeon 780M Graphics|radeon 780 m",
                "AMD Radeon(TM) Graphics|radeon graphics"
            })
    void steamSurveyNamesGiveTheirCatalogKeys(String name, String key) {
        assertThat(HardwareNames.steamGpuKeys(name)).contains(key);
    }

    @org.junit.jupiter.api.Test
    void namesWithoutAlternativesCoverNothingExtra() {
        assertThat(HardwareNames.passMarkAlternatives("GeForce RTX 4070")).isEmpty();
        assertThat(HardwareNames.passMarkAlternatives("MOBILITY/RADEON 9000")).isEmpty();
    }

    @org.junit.jupiter.api.Test
    void cpuNamesMatchAcrossSourcesWithoutTheirClock() {
        assertThat(HardwareNames.cpuKey("Intel Core i7-8700K @ 3.70GHz"))
                .isEqualTo(HardwareNames.cpuKey("Intel Core i7-8700K"));
        assertThat(HardwareNames.cpuDisplayName("Intel Core i7-8700K @ 3.70GHz"))
                .isEqualTo("Intel Core i7-8700K");
        assertThat(HardwareNames.cpuSlugText("AMD Ryzen 5 5600X")).isEqualTo("Ryzen 5 5600X");
        assertThat(HardwareNames.cpuSlugText("Intel Core i5-12400F")).isEqualTo("Core i5-12400F");
        assertThat(HardwareNames.cpuBrand("AMD Ryzen 7 5800X3D")).isEqualTo(Brand.AMD);
        assertThat(HardwareNames.cpuBrand("Intel Core i5-12400F")).isEqualTo(Brand.INTEL);
    }

    @org.junit.jupiter.api.Test
    void benchmarkIdsAreNotProductNamesButShortModelNamesAre() {
        assertThat(HardwareNames.junkName("15FF")).isPresent();
        assertThat(HardwareNames.junkName("06/8c")).isPresent();
        assertThat(HardwareNames.junkName("9800")).isPresent();
        assertThat(HardwareNames.junkName("Radeon")).isPresent();
        // Real products that are short or start with a digit.
        assertThat(HardwareNames.junkName("A16")).isEmpty();
        assertThat(HardwareNames.junkName("A10G")).isEmpty();
        assertThat(HardwareNames.junkName("3DP Edition")).isEmpty();
        assertThat(HardwareNames.junkName("128 DDR Radeon 9700 TX w/TV-Out")).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({
        "RadeonT 780M, Radeon 780M",
        "RadeonT, Radeon",
        "RadeonT RX 6850M XT, Radeon RX 6850M XT",
        "A6 Micro-6500T Quad-Core APU with RadeonR4, A6 Micro-6500T Quad-Core APU with Radeon R4",
        "Radeon RX 7600, Radeon RX 7600",
        "Radeon Pro WX 7100, Radeon Pro WX 7100"
    })
    void mangledTrademarksAreRepaired(String name, String repaired) {
        assertThat(HardwareNames.repairTrademarks(name)).isEqualTo(repaired);
    }
}
