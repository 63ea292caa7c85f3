package org.fpsforecast.importer;

import static org.fpsforecast.importer.CatalogImporter.readCuratedTable;

import java.nio.file.Path;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.SurveyCategory;
import org.fpsforecast.core.domain.SurveyMapping;
import org.fpsforecast.core.domain.SurveyShare;

/** The Steam hardware survey's video card lines, each tied to a catalog GPU by the curated name rules. */
final class SurveyImport extends ImportStep {
    SurveyImport(Path datasets, CatalogImporter.Progress progress, StringBuilder report) {
        super(datasets, progress, report);
    }

    // --- The Steam hardware survey: GPU, VRAM, RAM, OS and resolution shares, every month.

    List<SurveyShare> importSurvey(Map<String, Gpu> gpus) {
        Path file = datasets.resolve("steam-hw-survey-jdegene/shs.csv");
        List<Map<String, String>> rows = RawCsv.read(file);
        progress.step("Reading " + rows.size() + " survey lines from " + datasets.relativize(file));
        Map<String, SurveyCategory> categories = new LinkedHashMap<>();
        for (SurveyCategory c : SurveyCategory.values()) {
            categories.put(c.surveyName(), c);
        }
        Set<Slug> slugs = new HashSet<>();
        gpus.values().forEach(g -> slugs.add(g.slug()));
        SURVEY_NAMES.forEach((name, rules) -> rules.forEach(
                rule -> rule.gpu().filter(slug -> !slugs.contains(slug)).ifPresent(slug -> {
                    throw new ImportException(
                            "curated-survey-names.tsv: " + name + " names " + slug + ", which is not in the catalog");
                })));
        Map<String, SurveyShare> out = new TreeMap<>();
        Map<String, Double> unmappedLatest = new TreeMap<>();
        Map<String, Double> byRuleLatest = new TreeMap<>();
        double listedLatest = 0;
        double mappedLatest = 0;
        String latest = rows.stream()
                .map(r -> r.getOrDefault("date", ""))
                .max(String::compareTo)
                .orElse("");
        for (Map<String, String> row : rows) {
            SurveyCategory category = categories.get(row.get("category"));
            String date = row.getOrDefault("date", "");
            double share = RawCsv.decimal(row.get("percentage"));
            String name = SteamGames.cleanTitle(row.getOrDefault("name", ""));
            if (category == null || date.length() < 7 || !(share >= 0 && share <= 1) || name.isEmpty()) {
                continue;
            }
            YearMonth month = YearMonth.parse(date.substring(0, 7));
            // Valve's numbers carry float noise (0.039900000000000005): four decimals, as published.
            double rounded = Math.round(share * 10_000) / 10_000.0;
            List<SurveyShare> lines = category == SurveyCategory.GPU
                    ? gpuLines(month, name, rounded, gpus)
                    : List.of(new SurveyShare(month, category, name, rounded, Optional.empty()));
            for (SurveyShare line : lines) {
                String key = month + "|" + category.key() + "|" + name + "|"
                        + line.gpu().map(Slug::value).orElse("");
                out.merge(key, line, (a, b) -> a.share() >= b.share() ? a : b);
                if (category != SurveyCategory.GPU || !date.equals(latest) || name.equalsIgnoreCase("Other")) {
                    continue;
                }
                SurveyMapping mapping = line.mapping().orElseThrow();
                listedLatest += line.share();
                mappedLatest += mapping.mapsToCard() ? line.share() : 0;
                if (!mapping.mapsToCard()) {
                    unmappedLatest.merge(name + " (" + mapping.key() + ")", line.share(), Double::sum);
                } else if (mapping != SurveyMapping.NAME) {
                    byRuleLatest.merge(
                            name + " -> " + line.gpu().orElseThrow().value() + " (" + mapping.key() + ")",
                            line.share(),
                            Double::sum);
                }
            }
        }
        report.append("Steam survey: ")
                .append(out.size())
                .append(String.format(
                        Locale.ROOT,
                        " lines kept; latest month (%s): listed %.4f, mapped to catalog GPUs %.4f (%.1f%% of the"
                                + " listed share)%n",
                        latest,
                        listedLatest,
                        mappedLatest,
                        listedLatest > 0 ? 100 * mappedLatest / listedLatest : 0))
                .append("  mapped by a documented rule (curated-survey-names.tsv), name -> card (mapping): share\n");
        byRuleLatest.forEach((line, share) -> report.append(String.format(Locale.ROOT, "    %s: %.4f%n", line, share)));
        report.append("  not mapped to a catalog GPU, listed without FPS (name (why)): share\n");
        unmappedLatest.forEach(
                (line, share) -> report.append(String.format(Locale.ROOT, "    %s: %.4f%n", line, share)));
        report.append('\n');
        return new ArrayList<>(out.values());
    }

    /**
     * The survey lines of one GPU name: by a documented rule of {@link #SURVEY_NAMES} (a family's representative, a
     * name split between memory variants, a part no score source has a mark for), else by the name's own spellings
     * (and, for a name only a laptop card bears, that card), else not identified.
     */
    static List<SurveyShare> gpuLines(YearMonth month, String name, double share, Map<String, Gpu> gpus) {
        List<SurveyRule> rules = SURVEY_NAMES.get(name);
        if (rules != null) {
            List<SurveyShare> lines = new ArrayList<>();
            double left = share;
            for (int i = 0; i < rules.size(); i++) {
                SurveyRule rule = rules.get(i);
                // The parts are rounded to the file's four decimals; the last takes what is left, so they add up.
                double part = i == rules.size() - 1 ? left : Math.round(share * rule.part() * 10_000) / 10_000.0;
                left = Math.round((left - part) * 10_000) / 10_000.0;
                lines.add(new SurveyShare(
                        month, SurveyCategory.GPU, name, part, rule.gpu(), Optional.of(rule.mapping())));
            }
            return lines;
        }
        for (String key : HardwareNames.steamGpuKeys(name)) {
            Gpu g = gpus.get(key);
            if (g != null) {
                return List.of(new SurveyShare(month, SurveyCategory.GPU, name, share, Optional.of(g.slug())));
            }
        }
        return List.of(new SurveyShare(month, SurveyCategory.GPU, name, share, Optional.empty()));
    }

    /** One row of curated-survey-names.tsv: how a survey name maps, to which card, with which part of its share. */
    record SurveyRule(SurveyMapping mapping, Optional<Slug> gpu, double part) {}

    /** curated-survey-names.tsv by the survey's name (after {@link SteamGames#cleanTitle}). */
    static final Map<String, List<SurveyRule>> SURVEY_NAMES = surveyNames();

    static Map<String, List<SurveyRule>> surveyNames() {
        Map<String, List<SurveyRule>> out = new LinkedHashMap<>();
        readCuratedTable("curated-survey-names.tsv", r -> {
            SurveyMapping mapping = SurveyMapping.ofKey(r.text("mapping"));
            String gpu = r.optionalText("gpu");
            String part = r.optionalText("part");
            out.computeIfAbsent(r.text("survey_name"), k -> new ArrayList<>())
                    .add(new SurveyRule(
                            mapping,
                            gpu == null ? Optional.empty() : Optional.of(new Slug(gpu)),
                            part == null ? 1 : Double.parseDouble(part)));
        });
        out.forEach((name, rules) -> {
            double parts = rules.stream().mapToDouble(SurveyRule::part).sum();
            if (Math.abs(parts - 1) > 1e-9) {
                throw new ImportException("curated-survey-names.tsv: the parts of " + name + " add up to " + parts);
            }
        });
        return Map.copyOf(out);
    }
}
