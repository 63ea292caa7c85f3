package example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Runs the documented example against the installed artifacts and checks what it prints. */
class EmbeddingExampleTest {
    @Test
    void theExampleRunsAndSaysWhereEachNumberComesFrom() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        EmbeddingExample.run(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        lines.forEach(System.out::println);

        assertTrue(lines.get(0).matches("catalog [0-9a-f]{12}"), lines.get(0));
        assertTrue(lines.get(1).matches("Cyberpunk 2077 on GeForce RTX 4070 at 1440p high: \\d+ FPS"), lines.get(1));
        assertTrue(lines.get(2).matches("  (measured, source \\S+|modeled, 80% range \\d+-\\d+, confidence \\w+, "
                + "typical error \\d+%)"), lines.get(2));
        assertTrue(lines.get(3).matches("  verdict \\w+, limited by (gpu|cpu|balanced)"), lines.get(3));
        assertEquals(3, lines.stream().filter(l -> l.matches("  \\w+: low=\\d+\\*? medium=\\d+\\*? high=\\d+\\*? ultra=\\d+\\*?")).count());
        assertTrue(lines.contains("renderer -> identified GeForce RTX 3060"), String.join("\n", lines));
        assertTrue(lines.stream().anyMatch(l -> l.matches("pc score \\d+ tier [SABCDF]")));
        assertTrue(lines.get(lines.size() - 1).startsWith("error "), lines.get(lines.size() - 1));
    }

    @Test
    void theGuideShowsWhatTheExamplePrints() throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        EmbeddingExample.run(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String guide = Files.readString(Path.of("..", "..", "EMBEDDING.md"));
        int start = guide.indexOf("```\n", guide.indexOf("The example prints")) + 4;
        String shown = guide.substring(start, guide.indexOf("```", start));
        assertEquals(shown, bytes.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n"));
    }
}
