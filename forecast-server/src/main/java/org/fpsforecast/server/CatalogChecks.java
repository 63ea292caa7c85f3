package org.fpsforecast.server;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.data.format.CatalogFormatException;

/**
 * What makes a loaded catalog fit to serve, beyond loading (which already checks the format, the references and the
 * version against the files' hash): the survey reads, and every game can be forecast. {@code forecast catalog check}
 * prints these; {@code serve} refuses to swap in a catalog that fails one.
 */
public final class CatalogChecks {
    /** One check's outcome. */
    public record Line(String check, boolean ok, String detail) {}

    private CatalogChecks() {}

    /** The format line (the catalog loaded), the survey and the forecasts. */
    public static List<Line> of(Application app) {
        BundledCatalog catalog = app.catalog();
        Line format = new Line(
                "format",
                true,
                String.format(
                        Locale.ROOT,
                        "%d GPUs, %d CPUs, %d games, %d measurements; every reference resolves; version %s"
                                + " matches the files' SHA-256",
                        catalog.gpus().all().size(),
                        catalog.cpus().all().size(),
                        catalog.games().all().size(),
                        catalog.measurements().all().size(),
                        catalog.version()));
        return List.of(format, survey(catalog), forecastsEveryGame(app));
    }

    /** The first failing check of {@link #of}, if any. */
    static Optional<Line> firstFailure(Application app) {
        return of(app).stream().filter(l -> !l.ok()).findFirst();
    }

    private static Line survey(BundledCatalog catalog) {
        try {
            var months = catalog.survey().months();
            return new Line(
                    "survey",
                    !months.isEmpty(),
                    months.isEmpty()
                            ? "no survey months"
                            : months.size() + " months, " + months.get(0) + " to " + months.get(months.size() - 1));
        } catch (CatalogFormatException e) {
            return new Line("survey", false, e.getMessage());
        }
    }

    /** Every game forecast on the catalog's median GPU at 1080p high: model parameters exist and give a number. */
    private static Line forecastsEveryGame(Application app) {
        List<Gpu> gpus = app.catalog().gpus().all().stream()
                .sorted(Comparator.comparingInt(Gpu::g3dMark))
                .toList();
        if (gpus.isEmpty()) {
            return new Line("forecasts", false, "the catalog has no GPU");
        }
        Gpu gpu = gpus.get(gpus.size() / 2);
        int failed = 0;
        String firstFailure = "";
        for (var game : app.catalog().games().all()) {
            try {
                app.forecaster()
                        .forecast(new ForecastRequest(
                                game.slug(), gpu.slug(), Optional.empty(), Resolution.P1080, Preset.HIGH));
            } catch (RuntimeException e) {
                if (failed++ == 0) {
                    firstFailure = game.slug() + ": " + e.getMessage();
                }
            }
        }
        int total = app.catalog().games().all().size();
        if (total == 0) {
            return new Line("forecasts", false, "the catalog has no game");
        }
        return failed == 0
                ? new Line("forecasts", true, "all " + total + " games forecast on " + gpu.name())
                : new Line("forecasts", false, failed + " of " + total + " games fail, first " + firstFailure);
    }
}
