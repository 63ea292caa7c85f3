package org.fpsforecast.data.renderer;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import org.fpsforecast.core.internal.RendererIdentification;
import org.fpsforecast.core.renderer.Identification;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.junit.jupiter.api.Test;

/**
 * The renderer corpus (src/test/resources/renderer/corpus.tsv): every string with its expected outcome, matched
 * against the bundled catalog. The bar is 97% right; a wrong identification (a GPU other than the expected one) is
 * worse than a miss and none is tolerated for the outcomes that must never guess (software, masked, unknown).
 */
class RendererCorpusTest {
    record Case(String renderer, String expected) {}

    static List<Case> corpus() throws IOException {
        List<Case> cases = new ArrayList<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                Objects.requireNonNull(RendererCorpusTest.class.getResourceAsStream("/renderer/corpus.tsv")),
                StandardCharsets.UTF_8))) {
            String line;
            boolean header = true;
            while ((line = r.readLine()) != null) {
                if (line.startsWith("#")) {
                    continue;
                }
                if (header) {
                    header = false;
                    continue;
                }
                String[] f = line.split("\t", -1);
                cases.add(new Case(f[0], f[1]));
            }
        }
        return cases;
    }

    static String outcome(Identification id) {
        return switch (id.outcome()) {
            case IDENTIFIED -> id.gpu().orElseThrow().slug().value();
            case FAMILY -> "family";
            default -> id.outcome().key();
        };
    }

    @Test
    void atLeast97PercentOfTheCorpusMatchesAndNothingIsGuessed() throws IOException {
        List<Case> cases = corpus();
        assertThat(cases).hasSizeGreaterThanOrEqualTo(300);
        assertThat(new HashSet<>(cases.stream().map(Case::renderer).toList())).hasSameSizeAs(cases);
        RendererIdentification identify =
                new RendererIdentification(BundledCatalog.load().gpus());
        List<String> misses = new ArrayList<>();
        List<String> guesses = new ArrayList<>();
        for (Case c : cases) {
            String got = outcome(identify.identify(c.renderer()));
            if (!got.equals(c.expected())) {
                misses.add(c.renderer() + " -> " + got + " (expected " + c.expected() + ")");
                boolean mustNotGuess = List.of("software", "masked", "no_score_source", "unknown")
                        .contains(c.expected());
                if (mustNotGuess
                        && !List.of("software", "masked", "no_score_source", "unknown")
                                .contains(got)) {
                    guesses.add(misses.get(misses.size() - 1));
                }
            }
        }
        double share = 1 - (double) misses.size() / cases.size();
        System.out.printf(
                "renderer corpus: %d strings, %d right (%.1f%%)%n",
                cases.size(), cases.size() - misses.size(), 100 * share);
        misses.forEach(m -> System.out.println("  miss: " + m));
        assertThat(guesses)
                .as("no guess for a string that names no catalog GPU")
                .isEmpty();
        assertThat(share)
                .as("share right; misses:%n%s", String.join("\n", misses))
                .isGreaterThanOrEqualTo(0.97);
    }
}
