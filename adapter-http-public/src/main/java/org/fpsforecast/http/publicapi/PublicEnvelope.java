package org.fpsforecast.http.publicapi;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.UnavailableException;
import org.fpsforecast.core.domain.UnsupportedRenderingException;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.common.access.ClientIdentifier;
import org.fpsforecast.http.common.access.ErrorCodes;
import org.fpsforecast.http.common.access.QueryParameters;
import org.fpsforecast.http.common.access.QuotaDecision;
import org.fpsforecast.http.common.access.RateLimiter;
import org.fpsforecast.http.common.route.RouteEnvelope;

/**
 * The current interface's rules around every route ({@link RouteEnvelope}, shared with the earlier interface): its
 * caching headers and its error format ({@link PublicJson.Error}: the parameter at fault, "did you mean" suggestions, a
 * link to the documentation on a 429).
 */
final class PublicEnvelope {
    static final int MAX_PARAMETER_LENGTH = QueryParameters.MAX_LENGTH;

    static final String CACHE_OK = "public, max-age=3600";
    static final String CACHE_ERROR = "no-store";

    /** The error code of a rendering option the card cannot use (422). */
    static final String RENDERING_UNSUPPORTED = "rendering_unsupported";

    /** Seconds a client is told to wait when a store does not answer (the store is retried every second). */
    static final long STORE_RETRY_SECONDS = 5;

    private PublicEnvelope() {}

    static RouteEnvelope create(
            RateLimiter limiter,
            ClientIdentifier clients,
            CatalogMetadata catalog,
            ObjectMapper mapper,
            String docsUrl,
            Function<NotFoundException, List<PublicJson.Suggestion>> suggestions) {
        return new RouteEnvelope(limiter, clients, catalog, mapper, CACHE_OK, new Errors(docsUrl, suggestions));
    }

    /** 503 when the data's store does not answer just now, else 404 (the data is not given out). */
    static int status(UnavailableException e) {
        return e.reason() == UnavailableException.Reason.STORE_UNAVAILABLE ? 503 : 404;
    }

    /** An endpoint's refusal with this interface's error body. */
    static RouteEnvelope.Refusal refusal(int status, PublicJson.Error body) {
        return new RouteEnvelope.Refusal(status, body, body.message());
    }

    private record Errors(String docsUrl, Function<NotFoundException, List<PublicJson.Suggestion>> suggestions)
            implements RouteEnvelope.ErrorFormat {
        Errors {
            requireNonNull(docsUrl);
            requireNonNull(suggestions);
        }

        @Override
        public Optional<RouteEnvelope.Failure> of(RuntimeException failure) {
            if (failure instanceof InvalidParameterException e) {
                return failure(400, ErrorCodes.of(e), e.getMessage(), e.parameter());
            }
            if (failure instanceof NotFoundException e) {
                return Optional.of(new RouteEnvelope.Failure(
                        404,
                        new PublicJson.Error(
                                false,
                                ErrorCodes.of(e),
                                e.getMessage(),
                                e.type().key(),
                                suggestions.apply(e),
                                null)));
            }
            if (failure instanceof UnavailableException e) {
                Map<String, String> headers = e.reason() == UnavailableException.Reason.STORE_UNAVAILABLE
                        ? Map.of("Retry-After", Long.toString(STORE_RETRY_SECONDS))
                        : Map.of();
                return Optional.of(new RouteEnvelope.Failure(
                        status(e),
                        new PublicJson.Error(
                                false,
                                ErrorCodes.of(e),
                                e.getMessage(),
                                e.parameter(),
                                null,
                                null,
                                null,
                                e.available()),
                        headers));
            }
            if (failure instanceof UnsupportedRenderingException e) {
                return failure(422, RENDERING_UNSUPPORTED, e.getMessage(), e.parameter());
            }
            return Optional.empty();
        }

        private static Optional<RouteEnvelope.Failure> failure(
                int status, String code, String message, String parameter) {
            return Optional.of(new RouteEnvelope.Failure(
                    status, new PublicJson.Error(false, code, message, parameter, null, null)));
        }

        @Override
        public Object tooManyRequests(QuotaDecision q) {
            String message = q.exceeded().orElseThrow() == QuotaDecision.Window.MINUTE
                    ? "Per-minute limit exceeded (" + q.minuteLimit() + " requests per minute per client address);"
                            + " retry after " + q.retryAfterSeconds() + " s, and please cache responses (they carry"
                            + " ETag and Cache-Control)."
                    : "Daily limit exceeded (" + q.dayLimit().getAsLong() + " requests per day per client address);"
                            + " retry after " + q.retryAfterSeconds() + " s, and please cache responses (they carry"
                            + " ETag and Cache-Control).";
            return new PublicJson.Error(false, "rate_limited", message, null, null, docsUrl);
        }

        @Override
        public Object error(String code, String message) {
            return new PublicJson.Error(false, code, message, null, null, null);
        }

        @Override
        public String cacheControl(int status) {
            return CACHE_ERROR;
        }
    }
}
