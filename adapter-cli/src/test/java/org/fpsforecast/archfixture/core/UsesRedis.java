package org.fpsforecast.archfixture.core;

import io.lettuce.core.RedisURI;

/** Breaks the data rule on purpose: the server's Redis client in a data package. Only the test imports it. */
public final class UsesRedis {
    private UsesRedis() {}

    public static Object uri() {
        return RedisURI.create("redis://localhost");
    }
}
