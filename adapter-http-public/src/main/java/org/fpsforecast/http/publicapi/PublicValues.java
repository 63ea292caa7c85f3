package org.fpsforecast.http.publicapi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.fpsforecast.core.domain.DataSource;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.FpsRange;
import org.fpsforecast.core.domain.Matrix;
import org.fpsforecast.core.domain.MatrixCell;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.SurveyShare;
import org.fpsforecast.core.domain.Verdict;
import org.fpsforecast.core.port.in.GamerStats;
import org.fpsforecast.http.common.SiteAddresses;

/** A forecast's and a report's values as this interface's JSON records: verdicts, ranges, the matrix, shares. */
public final class PublicValues {
    private PublicValues() {}

    /** The game's engine cap and the modeled cells that sit at it; null for a game without a known cap. */
    static PublicJson.EngineCap engineCap(Forecast f) {
        if (f.engineCap().isEmpty()) {
            return null;
        }
        List<PublicJson.Cell> capped = new ArrayList<>();
        for (Resolution r : Resolution.values()) {
            for (Preset p : Preset.values()) {
                if (f.capped(r, p)) {
                    capped.add(new PublicJson.Cell(SiteAddresses.resolution(r), p.key()));
                }
            }
        }
        return new PublicJson.EngineCap(
                f.engineCap().getAsInt(), f.capped(f.resolution(), f.preset()), List.copyOf(capped));
    }

    static PublicJson.Verdict verdict(Verdict v, Lang lang) {
        return new PublicJson.Verdict(
                v.key(), lang.verdictText(v), Verdict.BASIS_RESOLUTION.label() + " " + Verdict.BASIS_PRESET.key());
    }

    /** A catalog source as the answers name it. */
    static PublicJson.SourceRef source(DataSource s) {
        return new PublicJson.SourceRef(s.id(), s.title(), s.url(), s.period());
    }

    static PublicJson.Range range(Optional<FpsRange> r) {
        return r.map(x -> new PublicJson.Range(x.low(), x.high())).orElse(null);
    }

    static Map<String, Map<String, Integer>> matrix(Matrix m) {
        return cells(m, MatrixCell::fps);
    }

    static Map<String, Map<String, PublicJson.Range>> matrixRange(Matrix m) {
        return cells(m, c -> range(c.range()));
    }

    /** A value per cell of a matrix, rows by resolution and columns by preset, in the spec's order. */
    public static <T> Map<String, Map<String, T>> cells(Matrix m, Function<MatrixCell, T> value) {
        Map<String, Map<String, T>> out = new LinkedHashMap<>();
        for (Resolution r : Resolution.values()) {
            Map<String, T> row = new LinkedHashMap<>();
            for (Preset p : Preset.values()) {
                row.put(p.key(), value.apply(m.cell(r, p)));
            }
            out.put(r.label(), row);
        }
        return out;
    }

    static List<PublicJson.StatsItem> items(List<GamerStats.Share> shares) {
        return shares.stream()
                .map(x -> new PublicJson.StatsItem(
                        x.slug().map(Slug::value).orElse(null), x.name(), x.count(), round4(x.share()), x.other()))
                .toList();
    }

    /** Shares to 4 decimals (0.01 percentage points), as the survey publishes them. */
    static double round4(double share) {
        return Math.round(share * 10_000) / 10_000.0;
    }

    static List<PublicJson.SurveyLine> lines(List<SurveyShare> shares) {
        return shares.stream()
                .map(x -> new PublicJson.SurveyLine(x.name(), x.share()))
                .toList();
    }
}
