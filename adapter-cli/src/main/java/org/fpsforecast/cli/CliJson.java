package org.fpsforecast.cli;

import com.fasterxml.jackson.annotation.JsonUnwrapped;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import java.io.PrintWriter;
import java.util.Map;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.port.in.Detection;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.publicapi.ForecastView;
import org.fpsforecast.http.publicapi.Lang;
import org.fpsforecast.http.publicapi.PublicJson;
import org.fpsforecast.http.publicapi.PublicValues;

/**
 * The JSON the commands print with {@code --json}: snake_case records. A forecast is the record /api/public/v1/fps
 * answers ({@link ForecastView}, one mapping), without addresses (the command line has none to link to: its {@code url}
 * fields are null), plus what only the command line says. Maps (the commands that build their JSON as maps) keep their
 * keys as written.
 */
final class CliJson {
    private static final ObjectMapper MAPPER =
            new ObjectMapper().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);
    private static final ForecastView VIEW = ForecastView.withoutAddresses();

    private CliJson() {}

    /** Writes one JSON document on one line (what `jq` and line-based tools read), and a newline. */
    static void print(PrintWriter out, Object value) {
        try {
            out.println(MAPPER.writeValueAsString(value));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write JSON", e);
        }
        out.flush();
    }

    /**
     * The answer of {@code forecast fps} and {@code forecast canrun}: the /fps record, and what the command line adds.
     *
     * @param cpuAssumed the CPU class the model assumes when none was given (null when one was)
     * @param matrixBasis how each cell of the matrix was made: measured, scaled or model
     * @param catalogVersion the catalog that made the answer
     */
    record Fps(
            @JsonUnwrapped PublicJson.Fps forecast,
            String cpuAssumed,
            Map<String, Map<String, String>> matrixBasis,
            String catalogVersion) {
        static Fps of(Forecast f, String defaultCpu, Lang lang, CatalogMetadata catalog) {
            return new Fps(
                    VIEW.fps(f, lang, catalog),
                    f.cpu().isPresent() ? null : defaultCpu,
                    PublicValues.cells(f.matrix(), c -> c.basis().key()),
                    catalog.version());
        }
    }

    /** The answer of {@code forecast canrun}: the fps answer's fields and what was detected (as /canrun's). */
    record CanRun(@JsonUnwrapped Fps fps, PublicJson.Detected detected) {
        static CanRun of(Fps fps, Detection detected) {
            return new CanRun(fps, ForecastView.detected(detected));
        }
    }
}
