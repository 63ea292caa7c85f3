package org.fpsforecast.http.common.access;

import static java.util.Objects.requireNonNull;

import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;
import java.util.function.Supplier;

/**
 * A bounded cache of finished response bodies with their entity tags, for one catalog version, keyed by a normalized
 * request (a value object whose equality covers everything the body depends on). A hit skips the forecast, the JSON
 * serialization and the tag hash; what a request adds per client (rate-limit headers, CORS, 304 decisions) is never
 * cached. Only successful answers are stored: a failing computation throws and stores nothing. Bounded by the total
 * size of the stored bodies; the least recently used entries go first. Thread-safe; two threads missing the same key at
 * once both compute it (the bodies are identical, so either may stay).
 */
public final class ResponseCache {
    /** Default bound: 16 MB of bodies, about 9,000 forecast answers of the current interface. */
    public static final long DEFAULT_MAX_BYTES = 16L * 1024 * 1024;
    /** What one entry costs beyond its body (key, tag, map entry), counted against the bound. */
    static final int ENTRY_OVERHEAD_BYTES = 256;

    /** A finished body and its strong entity tag. */
    public record Entry(byte[] body, String entityTag) {
        public Entry {
            requireNonNull(body, "body");
            requireNonNull(entityTag, "entityTag");
        }

        /** A body with the strong tag {@link EntityTags#strong} gives it for a catalog version. */
        public static Entry of(String catalogVersion, byte[] body) {
            return new Entry(body, EntityTags.strong(catalogVersion, body));
        }
    }

    private final Cache<Object, Entry> entries;
    private final String catalogVersion;

    /**
     * @param catalogVersion the version of the catalog the answers come from (part of every tag)
     * @param maxBytes the bound on the stored bodies plus {@value #ENTRY_OVERHEAD_BYTES} bytes per entry; 0 disables
     *     the cache
     */
    public ResponseCache(String catalogVersion, long maxBytes) {
        this.catalogVersion = requireNonNull(catalogVersion, "catalogVersion");
        if (maxBytes < 0) {
            throw new IllegalArgumentException("the cache bound must be >= 0 bytes, got " + maxBytes);
        }
        this.entries = CacheBuilder.newBuilder()
                .maximumWeight(maxBytes)
                .weigher((Object request, Entry e) -> e.body().length + ENTRY_OVERHEAD_BYTES)
                .build();
    }

    /**
     * The stored answer to a request, or the one {@code body} computes (then stored, with its tag made by {@link
     * EntityTags#strong}). Exceptions of {@code body} pass through and store nothing.
     *
     * @param request the normalized request: equal requests must have equal bodies
     */
    public Entry get(Object request, Supplier<byte[]> body) {
        Entry hit = find(request);
        if (hit != null) {
            return hit;
        }
        Entry made = Entry.of(catalogVersion, body.get());
        entries.put(request, made);
        return made;
    }

    /**
     * The stored answer to a request, if any; a miss computes nothing.
     *
     * @param request the normalized request
     * @return the answer, or null when none is stored
     */
    public Entry find(Object request) {
        return entries.getIfPresent(requireNonNull(request, "request"));
    }

    /**
     * Stores an answer made elsewhere (one another cache of the same catalog version holds, under another key).
     *
     * @param request the normalized request: equal requests must have equal bodies
     */
    public void put(Object request, Entry answer) {
        entries.put(requireNonNull(request, "request"), requireNonNull(answer, "answer"));
    }

    /** How many answers are stored now (for tests and metrics). */
    public long size() {
        entries.cleanUp();
        return entries.size();
    }
}
