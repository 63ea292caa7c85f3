package org.fpsforecast.data.format;

import com.google.common.collect.ImmutableMap;
import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.CpuScoreBasis;
import org.fpsforecast.core.domain.Slug;

/** The codec of {@value CatalogFiles#CPUS}: one CPU a line, its marks and where they come from. */
public final class CpusFile {
    private CpusFile() {}

    private static final String[] COLUMNS = {
        "slug",
        "name",
        "brand",
        "single_thread_mark",
        "cpu_mark",
        "cores",
        "threads",
        "release_year",
        "score_basis",
        "source"
    };

    /**
     * The file's text.
     *
     * @param sourceOf the source id of the marks of each basis
     */
    public static String write(Collection<Cpu> cpus, Function<CpuScoreBasis, String> sourceOf) {
        Tsv.Writer w = new Tsv.Writer(COLUMNS);
        cpus.forEach(c -> w.row(
                c.slug(),
                c.name(),
                c.brand(),
                c.singleThreadMark(),
                c.cpuMark(),
                CatalogRows.orNull(c.cores()),
                CatalogRows.orNull(c.threads()),
                CatalogRows.orNull(c.releaseYear()),
                c.scoreBasis().key(),
                sourceOf.apply(c.scoreBasis())));
        return w.text();
    }

    /** The CPUs of the catalog's files, by slug. */
    public static ImmutableMap<Slug, Cpu> read(Map<String, String> files) {
        Map<Slug, Cpu> cpus = new TreeMap<>();
        CatalogRows.read(files, CatalogFiles.CPUS, r -> {
            Cpu c = new Cpu(
                    new Slug(r.text("slug")),
                    r.text("name"),
                    r.enumValue("brand", Brand.class),
                    r.positiveInt("single_thread_mark"),
                    r.positiveInt("cpu_mark"),
                    CatalogRows.optionalInt(r, "cores"),
                    CatalogRows.optionalInt(r, "threads"),
                    CatalogRows.optionalInt(r, "release_year"),
                    CpuScoreBasis.ofKey(r.text("score_basis")));
            CatalogRows.unique(cpus, c.slug(), c, r);
        });
        return ImmutableMap.copyOf(cpus);
    }
}
