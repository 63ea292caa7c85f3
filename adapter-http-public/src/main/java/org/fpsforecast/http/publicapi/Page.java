package org.fpsforecast.http.publicapi;

import java.util.List;

/** A rendered page: its status, title, canonical address (after {@code /{lang}}) and content. */
record Page(int status, String title, String canonical, String body, List<String> scripts, List<String> styles) {
    static Page ok(String title, String canonical, String body) {
        return new Page(200, title, canonical, body, List.of(), List.of());
    }

    Page withAssets(List<String> scripts, List<String> styles) {
        return new Page(status, title, canonical, body, scripts, styles);
    }
}
