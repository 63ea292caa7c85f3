package org.fpsforecast.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.port.out.Catalog;

/**
 * A golden master of default answers: {@value #COUNT} /fps requests drawn with a fixed seed from the catalog (one in five
 * a measured cell, one in five a measured game and GPU at any setting, so measured, scaled and modeled answers, with and without a CPU, are all in it), and the
 * full JSON body each one got when the file was written. A change that must not move any default answer (new optional
 * parameters, a refactoring) is checked against the file.
 *
 * <p>The file is written only on purpose, after a change that is meant to move answers (a model or catalog change):
 * run the test with {@code -Dgolden.write=true}; the diff of the unzipped file is then the review of that change. The
 * catalog version in each body is replaced by {@code "*"} so that a catalog file added beside the answers does not
 * count as a changed answer.
 */
public final class DefaultAnswers {
    public static final int COUNT = 500;
    private static final long SEED = 20261124L;
    private static final Pattern VERSION = Pattern.compile("\"catalog_version\":\"[^\"]*\"");

    private DefaultAnswers() {}

    /** The seeded requests, as query strings without the leading "?". */
    public static List<String> requests(Catalog catalog) {
        Random random = new Random(SEED);
        List<String> games = catalog.games().all().stream()
                .map(g -> g.slug().value())
                .sorted()
                .toList();
        List<String> gpus = catalog.gpus().all().stream()
                .map(Gpu::slug)
                .map(s -> s.value())
                .sorted()
                .toList();
        List<String> cpus = catalog.cpus().all().stream()
                .map(Cpu::slug)
                .map(s -> s.value())
                .sorted()
                .toList();
        List<Measurement> measured = new ArrayList<>(catalog.measurements().all());
        measured.sort(Comparator.comparing((Measurement m) -> m.game().value())
                .thenComparing(m -> m.gpu().value())
                .thenComparing(Measurement::resolution)
                .thenComparing(Measurement::preset));
        Resolution[] resolutions = Resolution.values();
        Preset[] presets = Preset.values();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < COUNT; i++) {
            String game;
            String gpu;
            Resolution res;
            Preset preset;
            int kind = random.nextInt(5);
            if (kind < 2) {
                Measurement m = measured.get(random.nextInt(measured.size()));
                game = m.game().value();
                gpu = m.gpu().value();
                res = kind == 0 ? m.resolution() : resolutions[random.nextInt(resolutions.length)];
                preset = kind == 0 ? m.preset() : presets[random.nextInt(presets.length)];
            } else {
                game = games.get(random.nextInt(games.size()));
                gpu = gpus.get(random.nextInt(gpus.size()));
                res = resolutions[random.nextInt(resolutions.length)];
                preset = presets[random.nextInt(presets.length)];
            }
            String cpu = random.nextInt(3) == 0 ? "&cpu=" + cpus.get(random.nextInt(cpus.size())) : "";
            out.add("game=" + game + "&gpu=" + gpu + cpu + "&res=" + res.label().toLowerCase(java.util.Locale.ROOT)
                    + "&preset=" + preset.key());
        }
        return out;
    }

    /**
     * Asks every seeded request and compares each body with the golden file (or writes the file, with {@code
     * -Dgolden.write=true}).
     *
     * @param catalog the catalog the requests are drawn from
     * @param golden the file, relative to the module's directory, e.g. {@code src/test/resources/golden/fps.txt.gz}
     * @param ask the body of the answer to one query string
     */
    public static void check(Catalog catalog, String golden, Function<String, String> ask) {
        Map<String, String> now = new LinkedHashMap<>();
        for (String query : requests(catalog)) {
            now.put(query, VERSION.matcher(ask.apply(query)).replaceAll("\"catalog_version\":\"*\""));
        }
        Path file = Path.of(golden);
        if (Boolean.getBoolean("golden.write")) {
            write(file, now);
            return;
        }
        Map<String, String> before = read(file);
        assertThat(now.keySet()).as("the seeded requests").containsExactlyElementsOf(before.keySet());
        for (Map.Entry<String, String> e : now.entrySet()) {
            assertThat(e.getValue()).as("the answer to ?" + e.getKey()).isEqualTo(before.get(e.getKey()));
        }
    }

    private static void write(Path file, Map<String, String> answers) {
        try {
            Files.createDirectories(file.getParent());
            try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file));
                    Writer w = new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8)) {
                for (Map.Entry<String, String> e : answers.entrySet()) {
                    w.write(e.getKey() + "\t" + e.getValue() + "\n");
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Map<String, String> read(Path file) {
        Map<String, String> answers = new LinkedHashMap<>();
        try (InputStream in = new GZIPInputStream(Files.newInputStream(file));
                BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            for (String line; (line = r.readLine()) != null; ) {
                int tab = line.indexOf('\t');
                answers.put(line.substring(0, tab), line.substring(tab + 1));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return answers;
    }
}
