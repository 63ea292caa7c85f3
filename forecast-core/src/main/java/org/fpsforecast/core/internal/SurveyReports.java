package org.fpsforecast.core.internal;

import static java.util.Objects.requireNonNull;

import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.ConcurrentHashMap;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Source;
import org.fpsforecast.core.domain.SurveyCategory;
import org.fpsforecast.core.domain.SurveyMapping;
import org.fpsforecast.core.domain.SurveyShare;
import org.fpsforecast.core.domain.UnavailableException;
import org.fpsforecast.core.domain.Verdict;
import org.fpsforecast.core.port.in.ForecastFps;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.core.port.in.ReportSurvey;
import org.fpsforecast.core.port.in.SurveyReport;
import org.fpsforecast.core.port.out.Games;
import org.fpsforecast.core.port.out.Gpus;
import org.fpsforecast.core.port.out.HardwareSurvey;

/**
 * The survey report: a month's video cards (survey lines naming the same catalog GPU counted together), each with the
 * geometric-mean FPS over {@link PcScores#BASKET} at 1080p high, and the shares of surveyed users that reach 60 and 30
 * FPS. A month's cards are computed once and kept (the survey and the model do not change while the process runs).
 */
public final class SurveyReports implements ReportSurvey {
    private final HardwareSurvey survey;
    private final ForecastFps forecasts;
    private final Gpus gpus;
    private final List<Game> basket;
    private final Map<YearMonth, Month> months = new ConcurrentHashMap<>();

    /** A month's cards (all of them, largest first) with its coverage and reach. */
    private record Month(List<SurveyReport.Card> cards, SurveyReport.Coverage coverage, SurveyReport.Reach reach) {}

    public SurveyReports(HardwareSurvey survey, ForecastFps forecasts, Games games, Gpus gpus) {
        this.survey = requireNonNull(survey);
        this.forecasts = requireNonNull(forecasts);
        this.gpus = requireNonNull(gpus);
        List<Game> b = new ArrayList<>();
        for (Slug s : PcScores.BASKET) {
            b.add(games.find(s)
                    .orElseThrow(() -> new IllegalStateException("basket game " + s + " is not in the catalog")));
        }
        this.basket = List.copyOf(b);
    }

    @Override
    public SurveyReport survey(Optional<YearMonth> requested, int top) {
        if (top < 1 || top > MAX_TOP) {
            throw InvalidParameterException.invalid("top", "Parameter 'top' must be from 1 to " + MAX_TOP + ".");
        }
        List<YearMonth> available = survey.months();
        if (available.isEmpty()) {
            throw new UnavailableException(
                    UnavailableException.Reason.MONTH_NOT_FOUND, "month", "The catalog has no survey data.", List.of());
        }
        YearMonth month = requested.orElse(available.get(available.size() - 1));
        if (survey.shares(month, SurveyCategory.GPU).isEmpty()) {
            List<String> nearest = nearest(available, month);
            throw new UnavailableException(
                    UnavailableException.Reason.MONTH_NOT_FOUND,
                    "month",
                    "No survey data for " + month + " (the catalog has " + available.get(0) + " to "
                            + available.get(available.size() - 1) + ", with gaps). Nearest: "
                            + String.join(", ", nearest)
                            + ".",
                    nearest);
        }
        Month m = months.computeIfAbsent(month, this::compute);
        return new SurveyReport(
                month,
                available.get(0),
                available.get(available.size() - 1),
                basket,
                m.cards().subList(0, Math.min(top, m.cards().size())),
                m.coverage(),
                m.reach(),
                survey.shares(month, SurveyCategory.RAM),
                survey.shares(month, SurveyCategory.VRAM),
                survey.shares(month, SurveyCategory.OS),
                survey.shares(month, SurveyCategory.RESOLUTION));
    }

    /** Up to three months with data, nearest to the requested one first (earlier first on a tie). */
    static List<String> nearest(List<YearMonth> available, YearMonth month) {
        long target = month.getYear() * 12L + month.getMonthValue();
        return available.stream()
                .sorted(Comparator.comparingLong(
                                (YearMonth m) -> Math.abs(m.getYear() * 12L + m.getMonthValue() - target))
                        .thenComparing(Comparator.naturalOrder()))
                .limit(3)
                .map(YearMonth::toString)
                .toList();
    }

    /** The line where Valve lumps together what it does not list by name. */
    static boolean isLumped(SurveyShare line) {
        return line.name().equalsIgnoreCase("Other");
    }

    private Month compute(YearMonth month) {
        List<SurveyShare> lines = survey.shares(month, SurveyCategory.GPU);
        // Lines that map to the same catalog GPU in the same way (spelling variants, such as a "Series" suffix) are
        // one card; a family's representative stays apart from lines that name that card; unmapped lines stay as
        // they are.
        record CardKey(Object gpuOrName, SurveyMapping mapping) {}
        Map<CardKey, List<SurveyShare>> byCard = new LinkedHashMap<>();
        for (SurveyShare line : lines) {
            if (isLumped(line)) {
                continue; // Valve's "Other" line: cards it does not list, counted in coverage.unlisted
            }
            Object gpuOrName = line.gpu().isPresent() ? line.gpu().get() : line.name();
            SurveyMapping mapping = line.mapping().orElse(SurveyMapping.UNKNOWN);
            byCard.computeIfAbsent(new CardKey(gpuOrName, mapping), k -> new ArrayList<>())
                    .add(line);
        }
        record Pending(String name, double share, Optional<Gpu> gpu, SurveyMapping mapping) {}
        List<Pending> pending = new ArrayList<>();
        double listed = 0;
        double mapped = 0;
        for (Map.Entry<CardKey, List<SurveyShare>> e : byCard.entrySet()) {
            List<SurveyShare> group = e.getValue();
            double share = group.stream().mapToDouble(SurveyShare::share).sum();
            Optional<Gpu> gpu = group.get(0).gpu().flatMap(gpus::find);
            // A line whose GPU left the catalog (a stale survey file) is shown as not identified.
            SurveyMapping mapping = gpu.isPresent() || !e.getKey().mapping().mapsToCard()
                    ? e.getKey().mapping()
                    : SurveyMapping.UNKNOWN;
            listed += share;
            mapped += gpu.isPresent() ? share : 0;
            pending.add(new Pending(group.get(0).name(), share, gpu, mapping));
        }
        pending.sort(Comparator.comparingDouble(Pending::share).reversed().thenComparing(Pending::name));
        List<SurveyReport.Card> cards = new ArrayList<>();
        double at60 = 0;
        double at30 = 0;
        for (Pending p : pending) {
            int rank = cards.size() + 1;
            if (p.gpu().isEmpty()) {
                cards.add(new SurveyReport.Card(
                        rank,
                        p.name(),
                        p.share(),
                        Optional.empty(),
                        p.mapping(),
                        OptionalInt.empty(),
                        0,
                        Optional.empty()));
                continue;
            }
            double logSum = 0;
            int measured = 0;
            for (Game g : basket) {
                Forecast f = forecasts.forecast(new ForecastRequest(
                        g.slug(), p.gpu().get().slug(), Optional.empty(), Resolution.P1080, Preset.HIGH));
                logSum += Math.log(Math.max(1, f.fps().average()));
                measured += f.source() == Source.MEASURED ? 1 : 0;
            }
            int fps = (int) Math.round(Math.exp(logSum / basket.size()));
            at60 += fps >= 60 ? p.share() : 0;
            at30 += fps >= 30 ? p.share() : 0;
            cards.add(new SurveyReport.Card(
                    rank,
                    p.name(),
                    p.share(),
                    p.gpu(),
                    p.mapping(),
                    OptionalInt.of(fps),
                    measured,
                    Optional.of(Verdict.forFps(fps))));
        }
        listed = Math.min(1, listed);
        mapped = Math.min(listed, mapped);
        return new Month(
                List.copyOf(cards),
                new SurveyReport.Coverage(listed, mapped, listed - mapped, 1 - listed),
                new SurveyReport.Reach(at60, at30, mapped > 0 ? at60 / mapped : 0, mapped > 0 ? at30 / mapped : 0));
    }
}
