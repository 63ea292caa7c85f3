package org.fpsforecast.http.common.route;

import io.javalin.http.Context;
import java.util.Collections;
import org.fpsforecast.http.common.access.ClientIdentifier;
import org.fpsforecast.http.common.access.QueryParameters;

/** Reading a request's query parameters by the rules both interfaces and the pages share ({@link QueryParameters}). */
public final class Requests {
    private Requests() {}

    /** One query parameter: null when absent or blank; repeated or over-long values are refused. */
    public static String param(Context ctx, String name) {
        return param(ctx, name, QueryParameters.MAX_LENGTH);
    }

    /** One query parameter of at most {@code maxLength} characters: null when absent or blank. */
    public static String param(Context ctx, String name, int maxLength) {
        return QueryParameters.single(name, ctx.queryParams(name), maxLength, ctx.queryString());
    }

    /** The key {@code clients} counts a request's client under (its peer and X-Forwarded-For headers). */
    public static String clientKey(ClientIdentifier clients, Context ctx) {
        return clients.keyOf(
                ctx.req().getRemoteAddr(), Collections.list(ctx.req().getHeaders("X-Forwarded-For")));
    }
}
