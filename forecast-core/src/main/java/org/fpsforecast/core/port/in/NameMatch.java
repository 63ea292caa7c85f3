package org.fpsforecast.core.port.in;

import static java.util.Objects.requireNonNull;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Locale;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Slug;

/** What a slug or name typed by a person resolves to: one record, several candidates, or nothing. */
public sealed interface NameMatch permits NameMatch.Found, NameMatch.Ambiguous, NameMatch.NoMatch {
    /** The type of record looked for. */
    ItemType type();

    /** What was typed, stripped. */
    String text();

    /** How a record was found. */
    enum How {
        /** The text is the record's slug (or one of its former slugs). */
        SLUG,
        /** The text is the record's name or an alias of it, ignoring case and punctuation. */
        NAME,
        /** The best search hit, clearly ahead of the next one: the caller should say which record it used. */
        BEST_MATCH;

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** One record. */
    record Found(ItemType type, String text, Slug slug, String name, How how) implements NameMatch {
        public Found {
            requireNonNull(type, "type");
            requireNonNull(text, "text");
            requireNonNull(slug, "slug");
            requireNonNull(name, "name");
            requireNonNull(how, "how");
        }
    }

    /** Several records match about equally well: the best ones, best first, for the person to choose from. */
    record Ambiguous(ItemType type, String text, List<SearchHit> candidates) implements NameMatch {
        public Ambiguous {
            requireNonNull(type, "type");
            requireNonNull(text, "text");
            candidates = ImmutableList.copyOf(candidates);
            if (candidates.size() < 2) {
                throw new IllegalArgumentException("an ambiguous name has at least two candidates");
            }
        }
    }

    /** No record of the type matches at all. */
    record NoMatch(ItemType type, String text) implements NameMatch {
        public NoMatch {
            requireNonNull(type, "type");
            requireNonNull(text, "text");
        }
    }
}
