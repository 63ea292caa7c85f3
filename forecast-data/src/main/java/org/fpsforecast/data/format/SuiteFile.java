package org.fpsforecast.data.format;

import com.google.common.collect.ImmutableList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.SuiteResult;

/** The codec of {@value CatalogFiles#SUITE}: a GPU's average FPS over a suite of recent games, by year and source. */
public final class SuiteFile {
    private SuiteFile() {}

    /** The file's text, the rows in the order given. */
    public static String write(List<SuiteResult> suite) {
        Tsv.Writer w = new Tsv.Writer("gpu", "avg_fps", "year", "source");
        suite.forEach(r -> w.row(r.gpu(), CatalogRows.fps(r.averageFps()), r.year(), r.sourceId()));
        return w.text();
    }

    /**
     * The rows of the catalog's files, in file order.
     *
     * @param gpus the catalog's GPUs (a row must name one)
     * @param sources the catalog's sources (a row must name one)
     */
    public static ImmutableList<SuiteResult> read(
            Map<String, String> files, Map<Slug, ?> gpus, Map<String, ?> sources) {
        Map<String, SuiteResult> rows = new LinkedHashMap<>();
        CatalogRows.read(files, CatalogFiles.SUITE, r -> {
            SuiteResult row = new SuiteResult(
                    CatalogRows.known(gpus, new Slug(r.text("gpu")), r, "gpu"),
                    r.positiveDouble("avg_fps"),
                    r.positiveInt("year"),
                    CatalogRows.known(sources, r.text("source"), r, "source"));
            CatalogRows.unique(rows, row.sourceId() + "|" + row.year() + "|" + row.gpu(), row, r);
        });
        return ImmutableList.copyOf(rows.values());
    }
}
