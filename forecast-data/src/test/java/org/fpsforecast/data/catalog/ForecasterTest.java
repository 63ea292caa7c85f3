package org.fpsforecast.data.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.fpsforecast.core.Forecaster;
import org.fpsforecast.core.domain.DataSource;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Source;
import org.fpsforecast.core.port.in.CatalogQuery;
import org.fpsforecast.core.port.in.ForecastRequest;
import org.fpsforecast.core.port.in.NameMatch;
import org.fpsforecast.core.port.out.Catalog;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.core.port.out.Measurements;
import org.fpsforecast.core.renderer.Identification;
import org.junit.jupiter.api.Test;

/** The embedding API on the bundled catalog: what docs/EMBEDDING.md promises, call by call. */
class ForecasterTest {
    static final BundledCatalog CATALOG = BundledCatalog.load();
    static final Forecaster FORECASTER = Forecaster.of(CATALOG);
    static final Slug GTA = new Slug("grand-theft-auto-v");
    static final Slug GTX_1060 = new Slug("geforce-gtx-1060");

    @Test
    void aMeasuredCellIsLabelledMeasuredAndNamesItsSource() {
        Measurement m = CATALOG.measurements().all().get(0);
        Forecast f = FORECASTER.forecast(
                new ForecastRequest(m.game(), m.gpu(), Optional.empty(), m.resolution(), m.preset()));
        assertThat(f.source()).isEqualTo(Source.MEASURED);
        assertThat(f.fps().average()).isEqualTo((int) Math.round(m.averageFps()));
        assertThat(f.evidence().orElseThrow().sourceId()).isEqualTo(m.sourceId());
        assertThat(FORECASTER.catalog().metadata().source(m.sourceId())).isPresent();
        assertThat(f.expectedErrorPct()).isEmpty();
    }

    @Test
    void aCellNobodyMeasuredIsModeledWithARangeAndAnError() {
        Forecast f = FORECASTER.forecast(new ForecastRequest(
                new Slug("cyberpunk-2077"),
                new Slug("radeon-rx-7800-xt"),
                Optional.of(new Slug("core-i5-12400f")),
                Resolution.P4K,
                Preset.ULTRA));
        assertThat(f.source()).isEqualTo(Source.MODEL);
        assertThat(f.fps().range()).isPresent();
        assertThat(f.expectedErrorPct()).isPresent();
        assertThat(f.bottleneck()).isPresent();
        assertThat(f.matrix().cell(Resolution.P4K, Preset.ULTRA).fps())
                .isEqualTo(f.fps().average());
    }

    @Test
    void theShortFormIsTheDefaultSettingsWithoutACpu() {
        Forecast shortForm = FORECASTER.forecast(GTA, GTX_1060);
        Forecast longForm = FORECASTER.forecast(new ForecastRequest(
                GTA, GTX_1060, Optional.empty(), ForecastRequest.DEFAULT_RESOLUTION, ForecastRequest.DEFAULT_PRESET));
        assertThat(shortForm).isEqualTo(longForm);
        assertThat(shortForm.resolution()).isEqualTo(Resolution.P1080);
        assertThat(shortForm.preset()).isEqualTo(Preset.HIGH);
        assertThat(shortForm.bottleneck()).isEmpty();
    }

    @Test
    void unknownSlugsThrowNotFoundNamingTheType() {
        assertThatThrownBy(() -> FORECASTER.forecast(new Slug("no-such-game"), GTX_1060))
                .isInstanceOfSatisfying(NotFoundException.class, e -> {
                    assertThat(e.type()).isEqualTo(ItemType.GAME);
                    assertThat(e.slug()).isEqualTo("no-such-game");
                });
    }

    @Test
    void lookupSearchAndNames() {
        assertThat(FORECASTER.game(GTA).orElseThrow().name()).isEqualTo("Grand Theft Auto V");
        assertThat(FORECASTER.gpu(GTX_1060).orElseThrow().name()).isEqualTo("GeForce GTX 1060");
        assertThat(FORECASTER.cpu(new Slug("core-i5-12400f"))).isPresent();
        assertThat(FORECASTER.gpu(new Slug("no-such-gpu"))).isEmpty();

        assertThat(FORECASTER.search("rtx 4070").get(0).slug()).isEqualTo(new Slug("geforce-rtx-4070"));
        assertThat(FORECASTER.search("rtx 4070")).hasSizeLessThanOrEqualTo(Forecaster.DEFAULT_SEARCH_LIMIT);
        assertThat(FORECASTER.search("gta", EnumSet.of(ItemType.GAME), 3))
                .allSatisfy(hit -> assertThat(hit.type()).isEqualTo(ItemType.GAME));

        assertThat(FORECASTER.resolve(ItemType.GPU, "gtx 1060"))
                .isInstanceOfSatisfying(
                        NameMatch.Found.class, found -> assertThat(found.slug()).isEqualTo(GTX_1060));
        assertThat(FORECASTER.resolve(ItemType.GAME, "call of")).isInstanceOf(NameMatch.Ambiguous.class);
    }

    @Test
    void aBrowserRendererNamesItsGpu() {
        Identification id = FORECASTER.identify(
                "ANGLE (NVIDIA, NVIDIA GeForce GTX 1060 6GB (0x000024B9) Direct3D11 vs_5_0 ps_5_0, D3D11)");
        assertThat(id.outcome()).isEqualTo(Identification.Outcome.IDENTIFIED);
        assertThat(id.gpu().orElseThrow().slug()).isEqualTo(GTX_1060);
        assertThat(FORECASTER.identify("Google SwiftShader").outcome()).isEqualTo(Identification.Outcome.SOFTWARE);
    }

    @Test
    void profilesScoresSurveyAndPages() {
        assertThat(FORECASTER.describe(GTA).recommendedGpu()).isPresent();
        var score = FORECASTER.score(GTX_1060, new Slug("core-i5-12400f"), 16);
        assertThat(score.score()).isBetween(1, 99);
        assertThat(FORECASTER.score(GTX_1060, new Slug("core-i5-12400f"), 4).score())
                .isLessThan(score.score());
        var survey = FORECASTER.survey(Optional.empty(), 5);
        assertThat(survey.month()).isEqualTo(survey.latest());
        assertThat(survey.cards()).hasSize(5);
        var page = FORECASTER.gpus(new CatalogQuery(
                Optional.empty(),
                Optional.empty(),
                java.util.OptionalInt.empty(),
                CatalogQuery.Sort.NAME,
                false,
                0,
                3));
        assertThat(page.items()).hasSize(3);
        assertThat(page.total()).isEqualTo(CATALOG.gpus().all().size());
    }

    /** Your own measurements through the ports: they are served as measured, with your source. */
    @Test
    void ownMeasurementsPluggedInThroughThePortsAreServedAsMeasured() {
        Slug game = new Slug("cyberpunk-2077");
        Slug gpu = new Slug("radeon-rx-7800-xt");
        assertThat(CATALOG.measurements().find(game, gpu, Resolution.P1440, Preset.ULTRA))
                .as("the bundled catalog has no such measurement")
                .isEmpty();
        Measurement mine =
                new Measurement(game, gpu, Resolution.P1440, Preset.ULTRA, 71.6, OptionalDouble.of(55), 5, "my-lab");
        Measurements measurements = new Measurements() {
            @Override
            public Optional<Measurement> find(Slug g, Slug c, Resolution r, Preset p) {
                return mine.game().equals(g) && mine.gpu().equals(c) && mine.resolution() == r && mine.preset() == p
                        ? Optional.of(mine)
                        : CATALOG.measurements().find(g, c, r, p);
            }

            @Override
            public List<Measurement> all() {
                List<Measurement> all = new ArrayList<>(CATALOG.measurements().all());
                all.add(mine);
                return all;
            }
        };
        List<DataSource> sources = new ArrayList<>(CATALOG.metadata().sources());
        sources.add(new DataSource("my-lab", "Our lab's runs", "https://lab.example.org", "2026"));
        CatalogMetadata metadata = new CatalogMetadata() {
            @Override
            public String version() {
                return CATALOG.version() + "+my-lab-1";
            }

            @Override
            public List<DataSource> sources() {
                return sources;
            }
        };
        Forecaster own = Forecaster.of(Catalog.of(
                metadata,
                CATALOG.games(),
                CATALOG.gpus(),
                CATALOG.cpus(),
                measurements,
                CATALOG.modelParameters(),
                CATALOG.survey()));

        Forecast f = own.forecast(new ForecastRequest(game, gpu, Optional.empty(), Resolution.P1440, Preset.ULTRA));
        assertThat(f.source()).isEqualTo(Source.MEASURED);
        assertThat(f.fps().average()).isEqualTo(72);
        assertThat(f.evidence().orElseThrow().sourceId()).isEqualTo("my-lab");
        assertThat(own.catalogVersion()).isNotEqualTo(FORECASTER.catalogVersion());
        assertThat(FORECASTER
                        .forecast(new ForecastRequest(game, gpu, Optional.empty(), Resolution.P1440, Preset.ULTRA))
                        .source())
                .as("the bundled forecaster is not changed by another one")
                .isEqualTo(Source.MODEL);
    }

    @Test
    void aCatalogOfPortsRejectsAMissingOne() {
        assertThatThrownBy(() -> Catalog.of(
                        CATALOG.metadata(),
                        CATALOG.games(),
                        CATALOG.gpus(),
                        CATALOG.cpus(),
                        null,
                        CATALOG.modelParameters(),
                        CATALOG.survey()))
                .isInstanceOf(NullPointerException.class)
                .hasMessageContaining("measurements");
    }

    /**
     * A fresh forecaster used by many threads at once (its indexes are built on first use, by whichever thread comes
     * first) answers exactly what one thread gets.
     */
    @Test
    void manyThreadsOnAFreshForecasterGetTheSameAnswersAsOne() throws Exception {
        List<Callable<String>> calls = List.of(
                () -> FORECASTER.search("rtx 4070").toString(),
                () -> FORECASTER.search("gtx 1060", EnumSet.of(ItemType.GPU), 5).toString(),
                () -> FORECASTER.resolve(ItemType.GAME, "gta 5").toString(),
                () -> FORECASTER.forecast(GTA, GTX_1060).toString(),
                () -> FORECASTER.identify("NVIDIA GeForce RTX 3060/PCIe/SSE2").toString(),
                () -> FORECASTER.score(GTX_1060, new Slug("core-i5-12400f"), 16).toString(),
                () -> FORECASTER.survey(Optional.empty(), 3).toString());
        List<String> expected = new ArrayList<>();
        for (Callable<String> call : calls) {
            expected.add(call.call());
        }
        Forecaster fresh = Forecaster.of(CATALOG);
        List<Callable<String>> freshCalls = List.of(
                () -> fresh.search("rtx 4070").toString(),
                () -> fresh.search("gtx 1060", EnumSet.of(ItemType.GPU), 5).toString(),
                () -> fresh.resolve(ItemType.GAME, "gta 5").toString(),
                () -> fresh.forecast(GTA, GTX_1060).toString(),
                () -> fresh.identify("NVIDIA GeForce RTX 3060/PCIe/SSE2").toString(),
                () -> fresh.score(GTX_1060, new Slug("core-i5-12400f"), 16).toString(),
                () -> fresh.survey(Optional.empty(), 3).toString());
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            List<Future<String>> futures = new ArrayList<>();
            for (int round = 0; round < 8; round++) {
                for (Callable<String> call : freshCalls) {
                    futures.add(pool.submit(call));
                }
            }
            for (int i = 0; i < futures.size(); i++) {
                assertThat(futures.get(i).get()).isEqualTo(expected.get(i % calls.size()));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void warmUpReturnsTheSameForecasterAndChangesNoAnswer() {
        Forecaster fresh = Forecaster.of(CATALOG);
        assertThat(fresh.warmUp()).isSameAs(fresh);
        assertThat(fresh.search("rtx 4070")).isEqualTo(FORECASTER.search("rtx 4070"));
    }
}
