package org.fpsforecast.data.format;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.model.DemandRelation;
import org.fpsforecast.core.model.EraExponent;
import org.fpsforecast.core.model.ErrorBand;
import org.fpsforecast.core.model.EstimateSpread;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.GpuScore;

/**
 * The codec of {@value CatalogFiles#MODEL_GLOBAL}: the model's global parameters as key and value lines (the
 * reference GPU and CPU, the factors, the bands, the demand relation, the GPU score's terms).
 */
public final class ModelGlobalFile {
    /** Keys of the estimate spread's matrix, {@code demand.spread.ij} for i <= j (it is symmetric). */
    private static final String SPREAD = "demand.spread.";
    /** Keys of an estimated game's resolution adjustments, {@code demand.resolution_adjust.1440p} and so on. */
    private static final String RESOLUTION_ADJUST = "demand.resolution_adjust.";

    private ModelGlobalFile() {}

    /** The file's text. */
    public static String write(GlobalParameters g) {
        Tsv.Writer w = new Tsv.Writer("key", "value");
        w.row("reference_g3d", g.referenceG3d()).row("gpu_exponent", g.gpuExponent());
        g.resolutionFactor().forEach((r, v) -> w.row("resolution_factor." + r.label(), v));
        g.presetFactor().forEach((p, v) -> w.row("preset_factor." + p.key(), v));
        w.row("low1_ratio", g.low1Ratio())
                .row("reference_single_thread", g.referenceSingleThread())
                .row("default_single_thread", g.defaultSingleThread())
                .row("default_cpu_name", g.defaultCpuName())
                .row("sharpness", g.sharpness())
                .row("max_fps", g.maxFps())
                .row("model_band.low_factor", g.modelBand().lowFactor())
                .row("model_band.high_factor", g.modelBand().highFactor())
                .row("model_band.expected_error_pct", g.modelBand().expectedErrorPct())
                .row("scaled_band.low_factor", g.scaledBand().lowFactor())
                .row("scaled_band.high_factor", g.scaledBand().highFactor())
                .row("scaled_band.expected_error_pct", g.scaledBand().expectedErrorPct())
                .row("demand.intercept", g.demandRelation().intercept())
                .row("demand.per_requirement", g.demandRelation().perRequirement())
                .row("demand.per_year", g.demandRelation().perYear())
                .row("demand.competitive", g.demandRelation().competitive())
                .row("demand.mean_requirement", g.demandRelation().meanRequirement())
                .row("demand.mean_year_term", g.demandRelation().meanYearTerm())
                .row("demand.mean_competitive", g.demandRelation().meanCompetitive())
                .row("demand.minimum_to_recommended", g.demandRelation().minimumToRecommended())
                .row("demand.cpu_per_demand", g.demandRelation().cpuPerDemand())
                .row("gpu_score.curvature", g.gpuScore().curvature())
                .row("gpu_score.per_vram_doubling", g.gpuScore().perVramDoubling());
        g.demandRelation()
                .exponentByYear()
                .ifPresent(e -> w.row("demand.exponent.first_year", e.firstYear())
                        .row("demand.exponent.last_year", e.lastYear())
                        .row("demand.exponent.at_first_year", e.atFirstYear())
                        .row("demand.exponent.at_last_year", e.atLastYear()));
        g.demandRelation().resolutionAdjust().forEach((r, a) -> {
            if (a != 0) {
                w.row(RESOLUTION_ADJUST + r.label(), a);
            }
        });
        EstimateSpread spread = g.demandRelation().spread();
        if (!spread.equals(EstimateSpread.NONE)) {
            for (int i = 0; i < EstimateSpread.TERMS; i++) {
                for (int j = i; j < EstimateSpread.TERMS; j++) {
                    w.row(SPREAD + i + j, spread.at(i, j));
                }
            }
        }
        g.estimateBands()
                .forEach((basis, band) -> w.row("estimate_band." + basis.key() + ".low_factor", band.lowFactor())
                        .row("estimate_band." + basis.key() + ".high_factor", band.highFactor())
                        .row("estimate_band." + basis.key() + ".expected_error_pct", band.expectedErrorPct()));
        return w.text();
    }

    /** The global parameters of the catalog's files. */
    public static GlobalParameters read(Map<String, String> files) {
        Map<String, String> g = new LinkedHashMap<>();
        CatalogRows.read(
                files, CatalogFiles.MODEL_GLOBAL, r -> CatalogRows.unique(g, r.text("key"), r.text("value"), r));
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
                byYear,
                spread(g, number),
                resolutionAdjust(g, number));
    }

    /** The resolution adjustments of estimated games where the catalog has them (older catalogs: none). */
    private static Map<Resolution, Double> resolutionAdjust(Map<String, String> g, Function<String, Double> number) {
        Map<Resolution, Double> out = new EnumMap<>(DemandRelation.NO_RESOLUTION_ADJUST);
        for (Resolution r : Resolution.values()) {
            if (g.containsKey(RESOLUTION_ADJUST + r.label())) {
                out.put(r, number.apply(RESOLUTION_ADJUST + r.label()));
            }
        }
        return out;
    }

    /** The estimate spread where the catalog has one (older catalogs: none, every estimate gets its standard band). */
    private static EstimateSpread spread(Map<String, String> g, Function<String, Double> number) {
        if (!g.containsKey(SPREAD + "00")) {
            return EstimateSpread.NONE;
        }
        List<Double> m = new ArrayList<>();
        for (int i = 0; i < EstimateSpread.TERMS; i++) {
            for (int j = 0; j < EstimateSpread.TERMS; j++) {
                m.add(number.apply(SPREAD + Math.min(i, j) + Math.max(i, j)));
            }
        }
        return new EstimateSpread(m);
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
}
