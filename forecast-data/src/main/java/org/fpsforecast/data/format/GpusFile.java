package org.fpsforecast.data.format;

import com.google.common.collect.ImmutableMap;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.G3dRange;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.Slug;

/** The codec of {@value CatalogFiles#GPUS}: one GPU a line, its G3D mark and where the mark comes from. */
public final class GpusFile {
    private GpusFile() {}

    private static final String[] COLUMNS = {
        "slug",
        "name",
        "brand",
        "kind",
        "g3d_mark",
        "release_year",
        "vram_mb",
        "score_basis",
        "g3d_low",
        "g3d_high",
        "source"
    };

    /**
     * The file's text.
     *
     * @param sourceOf the source id of a mark of each basis
     */
    public static String write(Collection<Gpu> gpus, Function<GpuScoreBasis, String> sourceOf) {
        Tsv.Writer w = new Tsv.Writer(COLUMNS);
        gpus.forEach(g -> w.row(
                g.slug(),
                g.name(),
                g.brand(),
                g.kind().key(),
                g.g3dMark(),
                CatalogRows.orNull(g.releaseYear()),
                CatalogRows.orNull(g.vramMb()),
                g.scoreBasis().key(),
                g.g3dRange().map(G3dRange::low).orElse(null),
                g.g3dRange().map(G3dRange::high).orElse(null),
                sourceOf.apply(g.scoreBasis())));
        return w.text();
    }

    /** The GPUs of the catalog's files, by slug. */
    public static ImmutableMap<Slug, Gpu> read(Map<String, String> files) {
        Map<Slug, Gpu> gpus = new TreeMap<>();
        CatalogRows.read(files, CatalogFiles.GPUS, r -> {
            Gpu g = new Gpu(
                    new Slug(r.text("slug")),
                    r.text("name"),
                    r.enumValue("brand", Brand.class),
                    r.enumValue("kind", GpuKind.class),
                    r.positiveInt("g3d_mark"),
                    CatalogRows.optionalInt(r, "release_year"),
                    CatalogRows.optionalInt(r, "vram_mb"),
                    GpuScoreBasis.ofKey(r.text("score_basis")),
                    r.optionalText("g3d_low") == null
                            ? Optional.empty()
                            : Optional.of(new G3dRange(r.positiveInt("g3d_low"), r.positiveInt("g3d_high"))));
            CatalogRows.unique(gpus, g.slug(), g, r);
        });
        return ImmutableMap.copyOf(gpus);
    }
}
