package org.fpsforecast.http.common.access;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ResponseCacheTest {
    private final AtomicInteger computed = new AtomicInteger();

    private byte[] body(String text) {
        computed.incrementAndGet();
        return text.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void anEqualRequestIsAnsweredFromTheCacheWithTheSameTag() {
        ResponseCache cache = new ResponseCache("v1", ResponseCache.DEFAULT_MAX_BYTES);
        ResponseCache.Entry first = cache.get(java.util.List.of("fortnite", "rtx-4070"), () -> body("{\"a\":1}"));
        ResponseCache.Entry again = cache.get(java.util.List.of("fortnite", "rtx-4070"), () -> body("{\"a\":1}"));
        assertThat(again).isSameAs(first);
        assertThat(computed).hasValue(1);
        assertThat(first.entityTag()).isEqualTo(EntityTags.strong("v1", first.body()));
        cache.get(java.util.List.of("fortnite", "rtx-4080"), () -> body("{\"a\":2}"));
        assertThat(computed).hasValue(2);
        assertThat(cache.size()).isEqualTo(2);
    }

    @Test
    void aFailureStoresNothing() {
        ResponseCache cache = new ResponseCache("v1", ResponseCache.DEFAULT_MAX_BYTES);
        assertThatThrownBy(() -> cache.get("unknown-game", () -> {
                    throw new IllegalArgumentException("no such game");
                }))
                .hasMessage("no such game");
        assertThat(cache.size()).isZero();
    }

    @Test
    void theCacheStaysWithinItsBound() {
        int entry = 1_000 + ResponseCache.ENTRY_OVERHEAD_BYTES;
        ResponseCache cache = new ResponseCache("v1", 10L * entry);
        for (int i = 0; i < 100; i++) {
            cache.get(i, () -> new byte[1_000]);
        }
        assertThat(cache.size()).isBetween(1L, 10L);
        ResponseCache off = new ResponseCache("v1", 0);
        off.get("a", () -> body("x"));
        off.get("a", () -> body("x"));
        assertThat(computed).as("a bound of 0 stores nothing").hasValue(2);
    }
}
