package org.fpsforecast.data.format;

import com.google.common.collect.ImmutableMap;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Slug;

/** The codec of {@value CatalogFiles#ALIASES}: old slugs that still resolve, each to a current record, with why. */
public final class AliasesFile {
    private AliasesFile() {}

    /** An old slug of a game, GPU or CPU, the current slug it stands for, and why it changed. */
    public record Alias(ItemType type, Slug alias, Slug slug, String reason) {
        public Alias {
            Objects.requireNonNull(type);
            Objects.requireNonNull(alias);
            Objects.requireNonNull(slug);
            Objects.requireNonNull(reason);
        }
    }

    /** The file's text, the aliases in the order given. */
    public static String write(List<Alias> aliases) {
        Tsv.Writer w = new Tsv.Writer("type", "alias", "slug", "reason");
        aliases.forEach(a -> w.row(a.type().key(), a.alias(), a.slug(), a.reason()));
        return w.text();
    }

    /**
     * The aliases of the catalog's files, by type (alias to current slug). An alias must lead to a record of its type
     * and must not be a current slug itself.
     */
    public static ImmutableMap<ItemType, Map<Slug, Slug>> read(
            Map<String, String> files, Map<Slug, ?> games, Map<Slug, ?> gpus, Map<Slug, ?> cpus) {
        Map<ItemType, Map<Slug, Slug>> aliases = new EnumMap<>(ItemType.class);
        for (ItemType t : ItemType.values()) {
            aliases.put(t, new TreeMap<>());
        }
        CatalogRows.read(files, CatalogFiles.ALIASES, r -> {
            ItemType type = r.enumValue("type", ItemType.class);
            Slug alias = new Slug(r.text("alias"));
            Map<Slug, ?> records = type == ItemType.GAME ? games : type == ItemType.GPU ? gpus : cpus;
            Slug target = CatalogRows.known(records, new Slug(r.text("slug")), r, type.key());
            if (records.containsKey(alias)) {
                throw r.error("alias '" + alias + "' is also the slug of a " + type.key());
            }
            CatalogRows.unique(aliases.get(type), alias, target, r);
        });
        return ImmutableMap.copyOf(aliases);
    }
}
