package org.fpsforecast.data.format;

import com.google.common.collect.ImmutableMap;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.fpsforecast.core.domain.DemandBasis;
import org.fpsforecast.core.domain.Matrix;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.ErrorBand;
import org.fpsforecast.core.model.GameParameters;

/**
 * The codec of {@value CatalogFiles#MODEL_GAMES}: one fitted game a line, its demand, exponents per resolution,
 * adjustments per cell, CPU limit, measurement count, basis and its own error bands (empty where it has none).
 */
public final class ModelGamesFile {
    private ModelGamesFile() {}

    private static final String BAND = "band.";
    private static final String SCALED_BAND = "scaled_band.";
    private static final String LOW = "low_factor";
    private static final String HIGH = "high_factor";
    private static final String ERROR = "expected_error_pct";

    private static String exponent(Resolution r) {
        return "exponent." + r.label();
    }

    private static String adjust(Resolution r, Preset p) {
        return "adjust." + r.label() + "." + p.key();
    }

    /** The file's text, the games in the order given. */
    public static String write(List<GameParameters> games) {
        List<String> header = new ArrayList<>(List.of("game", "demand"));
        for (Resolution r : Resolution.values()) {
            header.add(exponent(r));
        }
        for (Resolution r : Resolution.values()) {
            for (Preset p : Preset.values()) {
                header.add(adjust(r, p));
            }
        }
        header.addAll(List.of("cpu_fps_at_reference", "measurements", "basis"));
        for (String band : List.of(BAND, SCALED_BAND)) {
            header.addAll(List.of(band + LOW, band + HIGH, band + ERROR));
        }
        Tsv.Writer w = new Tsv.Writer(header.toArray(new String[0]));
        games.forEach(p -> {
            List<Object> row = new ArrayList<>(List.of(p.game(), p.demand()));
            for (Resolution r : Resolution.values()) {
                row.add(p.gpuExponent().get(r));
            }
            row.addAll(p.cellAdjust());
            row.addAll(
                    List.of(p.cpuFpsAtReference(), p.measurements(), p.basis().key()));
            for (Optional<ErrorBand> band : List.of(p.band(), p.scaledBand())) {
                row.add(band.map(b -> (Object) b.lowFactor()).orElse(""));
                row.add(band.map(b -> (Object) b.highFactor()).orElse(""));
                row.add(band.map(b -> (Object) b.expectedErrorPct()).orElse(""));
            }
            w.row(row.toArray());
        });
        return w.text();
    }

    /**
     * The fitted games of the catalog's files, by game.
     *
     * @param games the catalog's games (a row must name one)
     */
    public static ImmutableMap<Slug, GameParameters> read(Map<String, String> files, Map<Slug, ?> games) {
        Map<Slug, GameParameters> params = new TreeMap<>();
        CatalogRows.read(files, CatalogFiles.MODEL_GAMES, r -> {
            String count = r.text("measurements");
            Map<Resolution, Double> exponents = new EnumMap<>(Resolution.class);
            List<Double> adjust = new ArrayList<>(Matrix.SIZE);
            for (Resolution res : Resolution.values()) {
                exponents.put(res, r.positiveDouble(exponent(res)));
                for (Preset preset : Preset.values()) {
                    adjust.add(CatalogRows.finite(r, adjust(res, preset)));
                }
            }
            GameParameters p = new GameParameters(
                    CatalogRows.known(games, new Slug(r.text("game")), r, "game"),
                    r.positiveDouble("demand"),
                    exponents,
                    adjust,
                    r.positiveDouble("cpu_fps_at_reference"),
                    count.equals("0") ? 0 : r.positiveInt("measurements"),
                    DemandBasis.ofKey(r.text("basis")),
                    ownBand(r, BAND),
                    ownBand(r, SCALED_BAND));
            CatalogRows.unique(params, p.game(), p, r);
        });
        return ImmutableMap.copyOf(params);
    }

    /** A game's own error band from the columns with this prefix, or none where they are empty. */
    private static Optional<ErrorBand> ownBand(Tsv.Row r, String prefix) {
        return r.optionalText(prefix + LOW) == null
                ? Optional.empty()
                : Optional.of(new ErrorBand(
                        r.positiveDouble(prefix + LOW),
                        r.positiveDouble(prefix + HIGH),
                        CatalogRows.finite(r, prefix + ERROR)));
    }
}
