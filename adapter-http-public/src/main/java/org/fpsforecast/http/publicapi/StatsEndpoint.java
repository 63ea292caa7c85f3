package org.fpsforecast.http.publicapi;

import static java.util.Objects.requireNonNull;

import io.javalin.http.Context;
import java.time.Instant;
import java.util.Optional;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.port.in.GamerStats;
import org.fpsforecast.core.port.in.ReportStats;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.http.common.access.ResponseCache;
import org.fpsforecast.http.common.route.Requests;
import org.fpsforecast.http.common.route.RouteEnvelope;

/** {@code GET /stats}: what the builds in the store show, by country, under the publication rules. */
final class StatsEndpoint implements RouteEnvelope.Endpoint {
    private final ReportStats stats;
    private final ForecastView view;
    private final Links links;
    private final RouteEnvelope envelope;
    private final ResponseCache answers;

    StatsEndpoint(ReportStats stats, ForecastView view, Links links, RouteEnvelope envelope, ResponseCache answers) {
        this.stats = requireNonNull(stats);
        this.view = requireNonNull(view);
        this.links = requireNonNull(links);
        this.envelope = requireNonNull(envelope);
        this.answers = requireNonNull(answers);
    }

    /**
     * What a /stats answer depends on: the country, the language, the builds' revision and, for the last answer served
     * while the store is down, since when it is stale.
     */
    private record StatsKey(Optional<Country> country, Lang lang, long revision, Optional<Instant> staleSince) {}

    @Override
    public ResponseCache.Entry answer(Context ctx) {
        Lang lang = Lang.parse(Requests.param(ctx, "lang"));
        String raw = Requests.param(ctx, "country");
        Optional<Country> country = raw == null ? Optional.empty() : Optional.of(Country.parse("country", raw));
        GamerStats s = stats.stats(country);
        return answers.get(
                new StatsKey(country, lang, s.revision(), s.staleSince()), () -> envelope.write(statsRecord(s, lang)));
    }

    private PublicJson.Stats statsRecord(GamerStats s, Lang lang) {
        String url = links.stats(lang, s.country());
        return new PublicJson.Stats(
                true,
                s.country().map(Country::code).orElse(null),
                new PublicJson.Sample(
                        s.sampleSize(),
                        s.origin().map(Builds.Origin::key).orElse(null),
                        s.synthetic(),
                        s.synthetic() ? lang.text("stats.synthetic") : null,
                        s.staleSince().map(Instant::toString).orElse(null)),
                ReportStats.MIN_COUNTRY_BUILDS,
                ReportStats.MIN_ITEM_BUILDS,
                s.countries().stream()
                        .map(c -> new PublicJson.CountrySample(c.country().code(), c.builds()))
                        .toList(),
                PublicValues.items(s.gpus()),
                PublicValues.items(s.cpus()),
                PublicValues.items(s.ram()),
                PublicValues.items(s.os()),
                view.credit(lang, url));
    }
}
