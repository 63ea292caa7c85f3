package org.fpsforecast.data.format;

import com.google.common.collect.ImmutableMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.fpsforecast.core.domain.DataSource;

/** The codec of {@value CatalogFiles#SOURCES}: every source a record names, with its address, commit and license. */
public final class SourcesFile {
    private SourcesFile() {}

    /** One source as the file lists it: what the catalog serves ({@link DataSource}) and the commit it was read at. */
    public record Entry(DataSource source, String commit) {
        public Entry {
            Objects.requireNonNull(source);
            Objects.requireNonNull(commit);
        }
    }

    /** The file's text, the sources in the order given. */
    public static String write(List<Entry> entries) {
        Tsv.Writer w = new Tsv.Writer("id", "title", "url", "period", "commit", "license_note");
        entries.forEach(e -> w.row(
                e.source().id(),
                e.source().title(),
                e.source().url(),
                e.source().period(),
                e.commit(),
                e.source().license()));
        return w.text();
    }

    /** The sources of the catalog's files, by id, in file order. */
    public static ImmutableMap<String, DataSource> read(Map<String, String> files) {
        Map<String, DataSource> sources = new LinkedHashMap<>();
        CatalogRows.read(files, CatalogFiles.SOURCES, r -> {
            DataSource s = new DataSource(
                    r.text("id"),
                    r.text("title"),
                    r.text("url"),
                    r.text("period"),
                    Objects.requireNonNullElse(r.optionalText("license_note"), ""));
            CatalogRows.unique(sources, s.id(), s, r);
        });
        return ImmutableMap.copyOf(sources);
    }
}
