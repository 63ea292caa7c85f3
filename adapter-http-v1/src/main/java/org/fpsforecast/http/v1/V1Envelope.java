package org.fpsforecast.http.v1;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Optional;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.common.access.ClientIdentifier;
import org.fpsforecast.http.common.access.ErrorCodes;
import org.fpsforecast.http.common.access.QuotaDecision;
import org.fpsforecast.http.common.access.RateLimiter;
import org.fpsforecast.http.common.route.RouteEnvelope;

/**
 * The earlier interface's rules around every route ({@link RouteEnvelope}, shared with the current interface):
 * {@code Cache-Control: max-age=3600} on every answer that depends only on the request and the catalog (200, 304, 400,
 * 404), and its error format ({@link V1Json.Error}, with {@code retry_after} on a 429).
 */
final class V1Envelope {
    /** Answers that depend only on the request and the catalog (200, 304, 400, 404) are cacheable for an hour. */
    static final String CACHE = "max-age=3600";

    private V1Envelope() {}

    static RouteEnvelope create(
            RateLimiter limiter, ClientIdentifier clients, CatalogMetadata catalog, ObjectMapper mapper) {
        return new RouteEnvelope(limiter, clients, catalog, mapper, CACHE, new Errors());
    }

    private record Errors() implements RouteEnvelope.ErrorFormat {
        @Override
        public Optional<RouteEnvelope.Failure> of(RuntimeException failure) {
            if (failure instanceof InvalidParameterException e) {
                return Optional.of(new RouteEnvelope.Failure(
                        400, new V1Json.Error(false, ErrorCodes.of(e), e.getMessage(), e.parameter(), null)));
            }
            if (failure instanceof NotFoundException e) {
                return Optional.of(new RouteEnvelope.Failure(
                        404,
                        new V1Json.Error(
                                false,
                                ErrorCodes.of(e),
                                e.getMessage(),
                                e.type().key(),
                                null)));
            }
            return Optional.empty();
        }

        @Override
        public Object tooManyRequests(QuotaDecision q) {
            return new V1Json.Error(
                    false,
                    "rate_limited",
                    "Fair-use limit exceeded (about " + q.minuteLimit() + " requests per minute per client address);"
                            + " retry after " + q.retryAfterSeconds() + " s and cache responses.",
                    null,
                    q.retryAfterSeconds());
        }

        @Override
        public Object error(String code, String message) {
            return new V1Json.Error(false, code, message, null, null);
        }

        @Override
        public String cacheControl(int status) {
            return status == 400 || status == 404 ? CACHE : "no-store";
        }
    }
}
