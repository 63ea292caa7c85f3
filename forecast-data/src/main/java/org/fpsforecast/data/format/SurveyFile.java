package org.fpsforecast.data.format;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.BufferedReader;
import java.io.StringReader;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.SurveyCategory;
import org.fpsforecast.core.domain.SurveyMapping;
import org.fpsforecast.core.domain.SurveyShare;

/**
 * The codec of {@value CatalogFiles#SURVEY}: the Steam survey's lines (month, category, name, share) with the catalog
 * card a video card line maps to and how.
 */
public final class SurveyFile {
    private SurveyFile() {}

    /** The file's text, the lines in the order given. */
    public static String write(List<SurveyShare> survey) {
        Tsv.Writer w = new Tsv.Writer("month", "category", "name", "share", "gpu", "mapping");
        survey.forEach(l -> w.row(
                l.month(),
                l.category().key(),
                l.name(),
                String.format(Locale.ROOT, "%.4f", l.share()),
                l.gpu().map(Slug::value).orElse(null),
                l.mapping().map(SurveyMapping::key).orElse(null)));
        return w.text();
    }

    /**
     * The survey of the file's text: by month and category, each category's lines largest share first.
     *
     * @param gpus the catalog's GPUs (a line's card must be one)
     */
    public static ImmutableMap<YearMonth, Map<SurveyCategory, List<SurveyShare>>> read(String text, Map<Slug, ?> gpus) {
        Map<YearMonth, Map<SurveyCategory, List<SurveyShare>>> survey = new TreeMap<>();
        Tsv.read(CatalogFiles.SURVEY, new BufferedReader(new StringReader(text)), r -> {
            String gpu = r.optionalText("gpu");
            SurveyShare line = new SurveyShare(
                    YearMonth.parse(r.text("month")),
                    SurveyCategory.ofKey(r.text("category")),
                    r.text("name"),
                    Double.parseDouble(r.text("share")),
                    gpu == null ? Optional.empty() : Optional.of(CatalogRows.known(gpus, new Slug(gpu), r, "gpu")),
                    Optional.ofNullable(r.optionalText("mapping")).map(SurveyMapping::ofKey));
            survey.computeIfAbsent(line.month(), m -> new EnumMap<>(SurveyCategory.class))
                    .computeIfAbsent(line.category(), c -> new ArrayList<>())
                    .add(line);
        });
        ImmutableMap.Builder<YearMonth, Map<SurveyCategory, List<SurveyShare>>> surveyBuilder = ImmutableMap.builder();
        survey.forEach((month, byCategory) -> {
            Map<SurveyCategory, List<SurveyShare>> largestFirst = new EnumMap<>(SurveyCategory.class);
            byCategory.forEach((category, lines) -> {
                List<SurveyShare> copy = new ArrayList<>(lines);
                copy.sort(Comparator.comparingDouble(SurveyShare::share)
                        .reversed()
                        .thenComparing(SurveyShare::name));
                largestFirst.put(category, ImmutableList.copyOf(copy));
            });
            surveyBuilder.put(month, Collections.unmodifiableMap(largestFirst));
        });
        return surveyBuilder.build();
    }
}
