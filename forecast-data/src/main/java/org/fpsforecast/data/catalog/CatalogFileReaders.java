package org.fpsforecast.data.catalog;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.BufferedReader;
import java.io.StringReader;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Function;
import org.fpsforecast.core.domain.DataSource;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.PublisherRequirements;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.SurveyCategory;
import org.fpsforecast.core.domain.SurveyMapping;
import org.fpsforecast.core.domain.SurveyShare;
import org.fpsforecast.core.model.DemandRelation;
import org.fpsforecast.core.model.EraExponent;
import org.fpsforecast.core.model.ErrorBand;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.GpuScore;
import org.fpsforecast.data.format.CatalogFormatException;
import org.fpsforecast.data.format.Tsv;

/** The catalog files read into values: publishers' requirements, the survey, and the model's global parameters. */
final class CatalogFileReaders {
    private CatalogFileReaders() {}

    /** The requirements file, by game: one line per game and level, each naming the sources of its values. */
    static Map<Slug, PublisherRequirements> readRequirements(
            Map<String, String> files, Map<Slug, Gpu> gpuMap, Map<String, DataSource> sourceById) {
        Map<Slug, Map<String, PublisherRequirements.Level>> levels = new TreeMap<>();
        Map<Slug, String[]> sources = new HashMap<>();
        CatalogRows.read(files, CatalogFiles.REQUIREMENTS, r -> {
            Slug game = new Slug(r.text("game"));
            String level = r.text("level");
            if (!level.equals("minimum") && !level.equals("recommended")) {
                throw r.error("column 'level' must be 'minimum' or 'recommended', got '" + level + "'");
            }
            List<Slug> gpus = new ArrayList<>();
            for (String slug : CatalogRows.list(r.optionalText("gpus"))) {
                gpus.add(CatalogRows.known(gpuMap, new Slug(slug), r, "gpu"));
            }
            PublisherRequirements.Level l = new PublisherRequirements.Level(
                    CatalogRows.optionalInt(r, "gpu_g3d"),
                    Optional.ofNullable(r.optionalText("gpu_text")),
                    gpus,
                    Optional.ofNullable(r.optionalText("cpu_text")),
                    CatalogRows.optionalInt(r, "ram_gb"),
                    Optional.ofNullable(r.optionalText("ram_text")));
            String[] from = sources.computeIfAbsent(game, k -> new String[2]);
            List<String> named = List.of(r.text("source").split(","));
            named.forEach(s -> CatalogRows.known(sourceById, s, r, "source"));
            if (named.size() != (l.hasMarks() ? 1 : 0) + (l.hasText() ? 1 : 0)) {
                throw r.error("column 'source' must name one source for the marks and one for the lines as listed");
            }
            if (l.hasMarks()) {
                from[0] = same(from[0], named.get(0), r);
            }
            if (l.hasText()) {
                from[1] = same(from[1], named.get(named.size() - 1), r);
            }
            CatalogRows.unique(levels.computeIfAbsent(game, k -> new TreeMap<>()), level, l, r);
        });
        Map<Slug, PublisherRequirements> out = new TreeMap<>();
        levels.forEach((game, byLevel) -> out.put(
                game,
                new PublisherRequirements(
                        Optional.ofNullable(byLevel.get("minimum")),
                        Optional.ofNullable(byLevel.get("recommended")),
                        Optional.ofNullable(sources.get(game)[0]),
                        Optional.ofNullable(sources.get(game)[1]))));
        return out;
    }

    private static String same(String before, String now, Tsv.Row r) {
        if (before != null && !before.equals(now)) {
            throw r.error("the two levels of a game name different sources: " + before + ", " + now);
        }
        return now;
    }

    static ImmutableMap<YearMonth, Map<SurveyCategory, List<SurveyShare>>> parseSurvey(
            String text, Map<Slug, Gpu> gpuMap) {
        Map<YearMonth, Map<SurveyCategory, List<SurveyShare>>> survey = new TreeMap<>();
        Tsv.read(CatalogFiles.SURVEY, new BufferedReader(new StringReader(text)), r -> {
            String gpu = r.optionalText("gpu");
            SurveyShare line = new SurveyShare(
                    YearMonth.parse(r.text("month")),
                    SurveyCategory.ofKey(r.text("category")),
                    r.text("name"),
                    Double.parseDouble(r.text("share")),
                    gpu == null ? Optional.empty() : Optional.of(CatalogRows.known(gpuMap, new Slug(gpu), r, "gpu")),
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

    static GlobalParameters globalParameters(Map<String, String> g) {
        Function<String, Double> number = key -> {
            String v = g.get(key);
            if (v == null) {
                throw new CatalogFormatException(CatalogFiles.MODEL_GLOBAL, 0, "missing key '" + key + "'");
            }
            try {
                return Double.parseDouble(v);
            } catch (NumberFormatException e) {
                throw new CatalogFormatException(CatalogFiles.MODEL_GLOBAL, 0, "'" + key + "' is not a number: " + v);
            }
        };
        Map<Resolution, Double> res = new EnumMap<>(Resolution.class);
        for (Resolution r : Resolution.values()) {
            res.put(r, number.apply("resolution_factor." + r.label()));
        }
        Map<Preset, Double> preset = new EnumMap<>(Preset.class);
        for (Preset p : Preset.values()) {
            preset.put(p, number.apply("preset_factor." + p.key()));
        }
        try {
            return new GlobalParameters(
                    number.apply("reference_g3d"),
                    number.apply("gpu_exponent"),
                    res,
                    preset,
                    number.apply("low1_ratio"),
                    number.apply("reference_single_thread"),
                    number.apply("default_single_thread"),
                    Optional.ofNullable(g.get("default_cpu_name")).orElse("unspecified"),
                    number.apply("sharpness"),
                    number.apply("max_fps"),
                    new ErrorBand(
                            number.apply("model_band.low_factor"),
                            number.apply("model_band.high_factor"),
                            number.apply("model_band.expected_error_pct")),
                    new ErrorBand(
                            number.apply("scaled_band.low_factor"),
                            number.apply("scaled_band.high_factor"),
                            number.apply("scaled_band.expected_error_pct")),
                    estimateBands(number),
                    demandRelation(g, number),
                    new GpuScore(number.apply("gpu_score.curvature"), number.apply("gpu_score.per_vram_doubling")));
        } catch (IllegalArgumentException e) {
            throw new CatalogFormatException(CatalogFiles.MODEL_GLOBAL, 0, e.getMessage());
        }
    }

    /** The demand relation; its exponent by release year only where the catalog has one. */
    private static DemandRelation demandRelation(Map<String, String> g, Function<String, Double> number) {
        Optional<EraExponent> byYear = g.containsKey("demand.exponent.first_year")
                ? Optional.of(new EraExponent(
                        number.apply("demand.exponent.first_year").intValue(),
                        number.apply("demand.exponent.last_year").intValue(),
                        number.apply("demand.exponent.at_first_year"),
                        number.apply("demand.exponent.at_last_year")))
                : Optional.empty();
        return new DemandRelation(
                number.apply("demand.intercept"),
                number.apply("demand.per_requirement"),
                number.apply("demand.per_year"),
                number.apply("demand.competitive"),
                number.apply("demand.mean_requirement"),
                number.apply("demand.mean_year_term"),
                number.apply("demand.mean_competitive"),
                number.apply("demand.minimum_to_recommended"),
                number.apply("demand.cpu_per_demand"),
                byYear);
    }

    private static Map<DemandBasis, ErrorBand> estimateBands(Function<String, Double> number) {
        Map<DemandBasis, ErrorBand> out = new EnumMap<>(DemandBasis.class);
        for (DemandBasis b : DemandBasis.values()) {
            if (!b.fitted()) {
                String k = "estimate_band." + b.key() + ".";
                out.put(
                        b,
                        new ErrorBand(
                                number.apply(k + "low_factor"),
                                number.apply(k + "high_factor"),
                                number.apply(k + "expected_error_pct")));
            }
        }
        return out;
    }

    // --- The ports, one view each (they share method names with different types).

    /** The catalog's version: a hash of its data files (see {@code CatalogFiles#version}). */
}
