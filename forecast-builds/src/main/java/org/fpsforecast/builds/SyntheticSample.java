package org.fpsforecast.builds;

import java.time.LocalDate;
import java.time.YearMonth;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.SurveyCategory;
import org.fpsforecast.core.domain.SurveyShare;
import org.fpsforecast.core.port.in.ImportBuilds;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.core.port.out.Gpus;
import org.fpsforecast.core.port.out.HardwareSurvey;

/**
 * The bundled default builds: a synthetic sample, so that /stats shows something on a fresh start. It is not real
 * builds and every answer says so ({@code origin: synthetic}); importing real builds replaces it.
 *
 * <p>How it is drawn (docs/DATA.md): {@value #SIZE} builds from a fixed seed, so the sample is the same on every machine
 * for the same catalog. GPU, RAM and operating system follow the Steam survey's shares of its latest month (lines Valve
 * lumps together, such as "Other" or "More than 64 GB", are left out). The survey has no CPU models and no countries:
 * the CPU is one of {@link #CPUS} released within two years of the GPU, and the country follows {@link #COUNTRIES}, an
 * illustrative table of large Steam markets that also has a few small countries below the publication threshold.
 */
public final class SyntheticSample {
    public static final int SIZE = 5_000;
    private static final long SEED = 20_261_121L;

    /** Popular gaming CPUs (catalog slugs) and their release years. */
    static final Map<String, Integer> CPUS = Map.ofEntries(
            Map.entry("core-i7-4790k", 2014),
            Map.entry("core-i5-4460", 2014),
            Map.entry("core-i5-6500", 2015),
            Map.entry("core-i5-8400", 2017),
            Map.entry("core-i7-8700k", 2017),
            Map.entry("ryzen-5-1600", 2017),
            Map.entry("ryzen-5-2600", 2018),
            Map.entry("core-i7-9700k", 2018),
            Map.entry("core-i5-9400f", 2019),
            Map.entry("ryzen-5-3600", 2019),
            Map.entry("core-i5-10400f", 2020),
            Map.entry("ryzen-5-5600x", 2020),
            Map.entry("core-i7-12700k", 2021),
            Map.entry("core-i5-12400f", 2022),
            Map.entry("core-i3-12100f", 2022),
            Map.entry("ryzen-7-5800x3d", 2022),
            Map.entry("ryzen-7-5700x", 2022),
            Map.entry("ryzen-5-7600x", 2022),
            Map.entry("core-i7-13700k", 2022),
            Map.entry("core-i5-13400f", 2023),
            Map.entry("ryzen-7-7800x3d", 2023),
            Map.entry("ryzen-5-7500f", 2023),
            Map.entry("core-i5-14600k", 2023),
            Map.entry("core-i5-14400f", 2024),
            Map.entry("ryzen-7-9800x3d", 2024));

    /** Illustrative weights of countries (not measured: the survey publishes none). */
    static final Map<String, Double> COUNTRIES = Map.ofEntries(
            Map.entry("US", 18.0),
            Map.entry("CN", 14.0),
            Map.entry("RU", 8.0),
            Map.entry("BR", 6.0),
            Map.entry("DE", 6.0),
            Map.entry("GB", 4.0),
            Map.entry("FR", 4.0),
            Map.entry("CA", 3.0),
            Map.entry("PL", 3.0),
            Map.entry("TR", 3.0),
            Map.entry("JP", 2.0),
            Map.entry("KR", 2.0),
            Map.entry("AU", 2.0),
            Map.entry("UA", 2.0),
            Map.entry("ES", 2.0),
            Map.entry("IT", 2.0),
            Map.entry("MX", 2.0),
            Map.entry("IN", 2.0),
            Map.entry("NL", 1.0),
            Map.entry("SE", 1.0),
            Map.entry("PH", 1.0),
            Map.entry("ID", 1.0),
            Map.entry("AR", 1.0),
            Map.entry("TH", 1.0),
            Map.entry("VN", 1.0),
            Map.entry("NZ", 0.3),
            Map.entry("LU", 0.1),
            Map.entry("IS", 0.05));

    private static final Pattern GB = Pattern.compile("(\\d+) GB");

    private SyntheticSample() {}

    /**
     * Stores the sample when the store has no builds at all; does nothing otherwise.
     *
     * @param importer an importer with {@link Builds.Origin#SYNTHETIC} origin
     * @return the import's summary, or empty when the store had builds
     */
    public static Optional<ImportBuilds.Summary> seedIfEmpty(
            Builds store, ImportBuilds importer, HardwareSurvey survey, Gpus gpus) {
        if (store.origin().isPresent() || survey.months().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(importer.importBuilds(rows(survey, gpus), rejected -> {
            throw new IllegalStateException("the synthetic sample has an invalid row: " + rejected.reason());
        }));
    }

    /** The sample's rows, as an import file's would be (CSV text included). */
    public static Iterator<ImportBuilds.Row> rows(HardwareSurvey survey, Gpus gpus) {
        YearMonth month = survey.months().get(survey.months().size() - 1);
        Weighted<SurveyShare> gpuLines = new Weighted<>();
        survey.shares(month, SurveyCategory.GPU).stream()
                .filter(s -> !s.name().equalsIgnoreCase("Other"))
                .forEach(s -> gpuLines.add(s, s.share()));
        Weighted<Integer> ram = new Weighted<>();
        for (SurveyShare s : survey.shares(month, SurveyCategory.RAM)) {
            Matcher m = GB.matcher(s.name());
            if (m.matches()) {
                ram.add(Integer.parseInt(m.group(1)), s.share());
            }
        }
        Weighted<String> os = new Weighted<>();
        survey.shares(month, SurveyCategory.OS).stream()
                .filter(s -> !s.name().equalsIgnoreCase("Other"))
                .forEach(s -> os.add(s.name(), s.share()));
        Weighted<String> countries = new Weighted<>();
        COUNTRIES.entrySet().stream()
                .sorted(Map.Entry.comparingByKey())
                .forEach(e -> countries.add(e.getKey(), e.getValue()));
        List<Map.Entry<String, Integer>> cpus =
                CPUS.entrySet().stream().sorted(Map.Entry.comparingByKey()).toList();
        SplittableRandom random = new SplittableRandom(SEED);
        List<ImportBuilds.Row> rows = new ArrayList<>(SIZE);
        for (int i = 1; i <= SIZE; i++) {
            SurveyShare line = gpuLines.draw(random);
            Optional<Gpu> gpu = line.gpu().flatMap(gpus::find);
            // A card without a known year (or unmapped) gets a CPU of the survey's typical recent years.
            int year = gpu.map(g -> g.releaseYear().orElse(2020)).orElse(2020);
            List<Map.Entry<String, Integer>> near = cpus.stream()
                    .filter(c -> Math.abs(c.getValue() - year) <= 2)
                    .toList();
            List<Map.Entry<String, Integer>> pool = near.isEmpty() ? cpus : near;
            String cpu = pool.get(random.nextInt(pool.size())).getKey();
            String id = String.format("synthetic-%05d", i);
            String gpuText = gpu.map(g -> g.slug().value()).orElse(line.name());
            String ramGb = Integer.toString(ram.draw(random));
            String osName = os.draw(random);
            String country = countries.draw(random);
            String date = LocalDate.of(
                            month.getYear(), month.getMonthValue(), 1 + random.nextInt(month.lengthOfMonth()))
                    .toString();
            String text = String.join(",", id, csv(gpuText), cpu, ramGb, csv(osName), country, date);
            rows.add(new ImportBuilds.RawBuild(i + 1L, text, id, gpuText, cpu, ramGb, osName, country, date));
        }
        return rows.iterator();
    }

    private static String csv(String field) {
        return field.contains(",") || field.contains("\"") ? '"' + field.replace("\"", "\"\"") + '"' : field;
    }

    /** Items drawn with probability proportional to their weight. */
    private static final class Weighted<T> {
        private final List<T> items = new ArrayList<>();
        private final List<Double> cumulative = new ArrayList<>();
        private double total;

        void add(T item, double weight) {
            if (weight > 0) {
                total += weight;
                items.add(item);
                cumulative.add(total);
            }
        }

        T draw(SplittableRandom random) {
            double x = random.nextDouble() * total;
            for (int i = 0; i < items.size(); i++) {
                if (x < cumulative.get(i)) {
                    return items.get(i);
                }
            }
            return items.get(items.size() - 1);
        }
    }
}
