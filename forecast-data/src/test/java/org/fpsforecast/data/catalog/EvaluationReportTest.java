package org.fpsforecast.data.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import org.fpsforecast.core.domain.EvaluationRow;
import org.fpsforecast.data.format.CatalogFiles;
import org.junit.jupiter.api.Test;

class EvaluationReportTest {
    private static final Map<String, String> BUNDLED = BundledCatalog.contents();

    @Test
    void theBundledCatalogCarriesTheCrossValidationOfItsOwnBuild() {
        List<EvaluationRow> rows = BundledCatalog.load().metadata().evaluation();

        assertThat(rows).hasSize(36);
        assertThat(rows.get(0))
                .isEqualTo(new EvaluationRow(
                        "UserBenchmark, >= 5 samples", "model", 3267, 10.3, 15.1, OptionalDouble.of(79.9)));
        assertThat(rows)
                .filteredOn(r -> r.method().equals("naive G3D ratio"))
                .isNotEmpty()
                .allSatisfy(r -> assertThat(r.insideRangePct()).isEmpty());
        assertThat(BundledCatalog.load().metadata().buildDate())
                .hasValueSatisfying(d -> assertThat(d).matches("\\d{4}-\\d{2}-\\d{2}"));
    }

    @Test
    void aReportOfAnotherVersionOrNoneOrAnUnreadableOneGivesNoRows() {
        String report = BUNDLED.get(CatalogFiles.REPORT);
        String version = BundledCatalog.load().version();

        assertThat(EvaluationReport.rows(report, version)).hasSize(36);
        assertThat(EvaluationReport.rows(report, "000000000000")).isEmpty();
        assertThat(EvaluationReport.rows(null, version)).isEmpty();
        assertThat(EvaluationReport.rows(report.replace("| 10.3% |", "| ten |"), version))
                .isEmpty();

        Map<String, String> withoutReport = new LinkedHashMap<>(BUNDLED);
        withoutReport.remove(CatalogFiles.REPORT);
        assertThat(BundledCatalog.fromContents(withoutReport).metadata().evaluation())
                .isEmpty();
    }
}
