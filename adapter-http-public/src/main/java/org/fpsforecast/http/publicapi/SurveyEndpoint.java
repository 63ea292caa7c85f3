package org.fpsforecast.http.publicapi;

import static java.util.Objects.requireNonNull;

import io.javalin.http.Context;
import java.time.YearMonth;
import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.domain.Source;
import org.fpsforecast.core.domain.Verdict;
import org.fpsforecast.core.port.in.ReportSurvey;
import org.fpsforecast.core.port.in.SurveyReport;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.common.SiteAddresses;
import org.fpsforecast.http.common.access.ResponseCache;
import org.fpsforecast.http.common.route.Requests;
import org.fpsforecast.http.common.route.RouteEnvelope;

/** {@code GET /survey}: what the Steam survey's video cards reach, by the model, with the survey's own shares. */
final class SurveyEndpoint implements RouteEnvelope.Endpoint {
    /** The catalog source id of the Steam hardware survey. */
    static final String SOURCE = "steam-hw-survey";

    private final ReportSurvey survey;
    private final ForecastView view;
    private final Links links;
    private final CatalogMetadata catalog;
    private final RouteEnvelope envelope;
    private final ResponseCache answers;

    SurveyEndpoint(
            ReportSurvey survey,
            ForecastView view,
            Links links,
            CatalogMetadata catalog,
            RouteEnvelope envelope,
            ResponseCache answers) {
        this.survey = requireNonNull(survey);
        this.view = requireNonNull(view);
        this.links = requireNonNull(links);
        this.catalog = requireNonNull(catalog);
        this.envelope = requireNonNull(envelope);
        this.answers = requireNonNull(answers);
    }

    /** What a /survey answer depends on (the survey is part of the catalog). */
    private record SurveyKey(Optional<YearMonth> month, int top, Lang lang) {}

    @Override
    public ResponseCache.Entry answer(Context ctx) {
        Lang lang = Lang.parse(Requests.param(ctx, "lang"));
        Optional<YearMonth> month = ReportSurvey.parseMonth(Requests.param(ctx, "month"));
        int top = ReportSurvey.parseTop(Requests.param(ctx, "top"));
        return answers.get(
                new SurveyKey(month, top, lang),
                () -> envelope.write(surveyRecord(survey.survey(month, top), top, lang)));
    }

    private PublicJson.Survey surveyRecord(SurveyReport r, int top, Lang lang) {
        String url = links.survey(lang, r.month());
        List<PublicJson.SurveyCard> cards = r.cards().stream()
                .map(c -> new PublicJson.SurveyCard(
                        c.rank(),
                        c.name(),
                        c.share(),
                        c.gpu().map(g -> view.gpuRef(g, lang)).orElse(null),
                        c.mapping().key(),
                        c.basketFps().isPresent() ? c.basketFps().getAsInt() : null,
                        r.sourceOf(c).map(Source::key).orElse(null),
                        c.measuredGames(),
                        c.verdict().map(v -> PublicValues.verdict(v, lang)).orElse(null)))
                .toList();
        SurveyReport.Reach reach = r.reach();
        return new PublicJson.Survey(
                true,
                r.month().toString(),
                r.first().toString(),
                r.latest().toString(),
                top,
                new PublicJson.Basket(
                        SiteAddresses.resolution(Verdict.BASIS_RESOLUTION),
                        Verdict.BASIS_PRESET.key(),
                        null,
                        "geometric",
                        r.basket().stream()
                                .map(g -> new PublicJson.BasketGame(
                                        g.slug().value(), g.name(), links.game(lang, g.slug())))
                                .toList()),
                cards,
                new PublicJson.Coverage(
                        PublicValues.round4(r.coverage().listed()),
                        PublicValues.round4(r.coverage().mapped()),
                        PublicValues.round4(r.coverage().unmapped()),
                        PublicValues.round4(r.coverage().unlisted())),
                new PublicJson.Reach(
                        new PublicJson.ReachLine(
                                PublicValues.round4(reach.at60()), PublicValues.round4(reach.at60OfMapped())),
                        new PublicJson.ReachLine(
                                PublicValues.round4(reach.at30()), PublicValues.round4(reach.at30OfMapped()))),
                PublicValues.lines(r.ram()),
                PublicValues.lines(r.vram()),
                PublicValues.lines(r.os()),
                PublicValues.lines(r.resolution()),
                catalog.source(SOURCE).map(PublicValues::source).orElse(null),
                view.credit(lang, url));
    }
}
