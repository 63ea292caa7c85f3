package org.fpsforecast.http.common.route;

import io.javalin.http.Context;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.Collections;
import java.util.List;
import org.fpsforecast.http.common.access.EntityTags;
import org.fpsforecast.http.common.access.ResponseCache;

/** Writing an answer: the body with its length, and the ETag, Cache-Control and 304 of a cacheable one. */
public final class Replies {
    private Replies() {}

    /**
     * Sets the {@code ETag} and {@code Cache-Control} of a 200, then answers 304 (no body, no Content-Type) when the
     * request's {@code If-None-Match} already holds the tag.
     *
     * @return true when the 304 is the answer
     */
    public static boolean notModified(Context ctx, ResponseCache.Entry answer, String cacheControl) {
        return notModified(
                new RouteEnvelope.ContextReply(ctx),
                answer,
                cacheControl,
                Collections.list(ctx.req().getHeaders("If-None-Match")));
    }

    static boolean notModified(
            RouteEnvelope.Reply reply, ResponseCache.Entry answer, String cacheControl, List<String> ifNoneMatch) {
        reply.header("ETag", answer.entityTag());
        reply.header("Cache-Control", cacheControl);
        if (EntityTags.noneMatchFails(ifNoneMatch, answer.entityTag())) {
            reply.notModified(answer.body().length);
            return true;
        }
        return false;
    }

    /**
     * Writes a body of {@code contentType} with its length straight to the servlet response: one write, no copy through
     * the framework's result stream (a HEAD answer gets the headers and length only; the server drops the body).
     */
    public static void send(Context ctx, int status, String contentType, byte[] bytes) {
        ctx.status(status);
        HttpServletResponse res = ctx.res();
        res.setContentType(contentType);
        res.setContentLength(bytes.length);
        try {
            res.getOutputStream().write(bytes);
        } catch (IOException e) {
            // The client closed the connection: nobody is left to answer.
        }
    }
}
