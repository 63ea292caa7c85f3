package example;

import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.Forecaster;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Source;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.core.port.in.NameMatch;
import org.fpsforecast.core.port.in.PcScore;
import org.fpsforecast.core.renderer.Identification;
import org.fpsforecast.data.catalog.BundledCatalog;

/** The example of docs/EMBEDDING.md: every call of the Forecaster an application typically makes. */
public final class EmbeddingExample {
    private EmbeddingExample() {}

    public static void main(String[] args) {
        run(System.out);
    }

    static void run(PrintStream out) {
        // 1. Load the catalog once (about half a second) and share the forecaster: it is immutable and thread-safe.
        Forecaster forecaster = Forecaster.of(BundledCatalog.load());
        out.println("catalog " + forecaster.catalogVersion());

        // 2. Names as people type them become catalog records (or a list to choose from).
        Slug game = slugOf(forecaster, ItemType.GAME, "cyberpunk 2077");
        Slug gpu = slugOf(forecaster, ItemType.GPU, "rtx 4070");
        Slug cpu = slugOf(forecaster, ItemType.CPU, "i5-12400f");

        // 3. A forecast: the number, and whether it was measured or modeled.
        Forecast f = forecaster.forecast(new ForecastRequest(game, gpu, Optional.of(cpu), Resolution.P1440, Preset.HIGH));
        out.println(f.game().name() + " on " + f.gpu().name() + " at 1440p high: " + f.fps().average() + " FPS");
        if (f.source() == Source.MEASURED) {
            out.println("  measured, source " + f.evidence().orElseThrow().sourceId());
        } else {
            var range = f.fps().range().orElseThrow();
            out.println("  modeled, 80% range " + range.low() + "-" + range.high() + ", confidence "
                    + f.confidence().key() + ", typical error " + Math.round(f.expectedErrorPct().orElseThrow())
                    + "%");
        }
        out.println("  verdict " + f.verdict().key() + ", limited by "
                + f.bottleneck().orElseThrow().limitedBy().key());

        // 4. The whole matrix came with it: every resolution and preset, each cell measured or modeled.
        for (Resolution r : Resolution.values()) {
            StringBuilder row = new StringBuilder("  " + r.label() + ":");
            for (Preset p : Preset.values()) {
                var cell = f.matrix().cell(r, p);
                row.append(' ').append(p.key()).append('=').append(cell.fps())
                        .append(cell.basis().source() == Source.MEASURED ? "*" : "");
            }
            out.println(row);
        }

        // 5. A browser's WebGL renderer string to a catalog GPU.
        Identification id = forecaster.identify("ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)");
        out.println("renderer -> " + id.outcome().key() + " " + id.gpu().map(g -> g.name()).orElse("-"));

        // 6. A PC's score over the basket of popular games.
        PcScore score = forecaster.score(gpu, cpu, 16);
        out.println("pc score " + score.score() + " tier " + score.tier());

        // 7. Unknown slugs are errors with a message for people, never a made-up number.
        try {
            forecaster.forecast(new Slug("no-such-game"), gpu);
        } catch (NotFoundException e) {
            out.println("error " + e.getMessage());
        }
    }

    private static Slug slugOf(Forecaster forecaster, ItemType type, String text) {
        NameMatch match = forecaster.resolve(type, text);
        if (match instanceof NameMatch.Found found) {
            return found.slug();
        }
        List<String> candidates = match instanceof NameMatch.Ambiguous a
                ? a.candidates().stream().map(h -> h.name()).toList()
                : List.of();
        throw new IllegalArgumentException("'" + text + "' is not one " + type.key() + ": " + candidates);
    }
}
