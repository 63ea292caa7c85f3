package org.fpsforecast.core.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Optional;
import java.util.OptionalInt;
import org.fpsforecast.core.domain.Brand;
import org.fpsforecast.core.domain.Demandingness;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.GpuKind;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.NotFoundException;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.Tier;
import org.fpsforecast.core.model.ForecastModel;
import org.fpsforecast.core.port.in.CatalogPage;
import org.fpsforecast.core.port.in.CatalogQuery;
import org.fpsforecast.core.port.in.GameProfile;
import org.junit.jupiter.api.Test;

/** Game profiles, catalog listings and the PC score's fixed parts, on the in-memory catalog. */
class CatalogServicesTest {
    final InMemoryCatalog catalog = new InMemoryCatalog();

    @Test
    void theDemandFigureIsTheModelInverted() {
        GameProfiles profiles = new GameProfiles(catalog.gamePort(), catalog.gpuPort(), catalog.modelPort());
        GameProfile gta = profiles.describe(new Slug("gta-v"));
        int needed = gta.demandingness().g3dFor60Fps().orElseThrow();
        ForecastModel model = new ForecastModel(InMemoryCatalog.GLOBAL);
        var p = catalog.modelPort().game(new Slug("gta-v")).orElseThrow();
        double cpu = model.cpuLimit(p.cpuFpsAtReference(), InMemoryCatalog.GLOBAL.defaultSingleThread());
        Gpu exactly = new Gpu(new Slug("probe"), "probe", Brand.NVIDIA, GpuKind.DESKTOP, needed);
        Gpu below = new Gpu(new Slug("probe"), "probe", Brand.NVIDIA, GpuKind.DESKTOP, needed - 2);
        assertThat(model.combine(model.gpuLimit(p, exactly, Resolution.P1080, Preset.HIGH), cpu))
                .isGreaterThanOrEqualTo(60);
        assertThat(model.combine(model.gpuLimit(p, below, Resolution.P1080, Preset.HIGH), cpu))
                .isLessThan(60);
        assertThat(gta.demandingness().measurements()).isEqualTo(40);
        assertThat(gta.demandingness().level()).isEqualTo(Demandingness.Level.of(OptionalInt.of(needed)));
    }

    @Test
    void aGameTheCpuHoldsBelow60HasNoDemandFigure() {
        // cpu-heavy reaches 120 FPS on the reference CPU; the same game capped at 50 cannot reach 60 at all.
        ForecastModel model = new ForecastModel(InMemoryCatalog.GLOBAL);
        var p = catalog.modelPort().game(new Slug("cpu-heavy")).orElseThrow();
        assertThat(model.g3dFor(p, Resolution.P1080, Preset.HIGH, 60, 50)).isEmpty();
        assertThat(model.g3dFor(p, Resolution.P1080, Preset.HIGH, 60, 120)).isPresent();
        assertThat(Demandingness.Level.of(OptionalInt.empty())).isEqualTo(Demandingness.Level.VERY_DEMANDING);
    }

    @Test
    void anUnfittedGameIsEstimatedAndAnUnknownOneIsNotFound() {
        GameProfiles profiles = new GameProfiles(catalog.gamePort(), catalog.gpuPort(), catalog.modelPort());
        assertThat(profiles.describe(new Slug("new-game")).demandingness().measurements())
                .isZero();
        assertThatThrownBy(() -> profiles.describe(new Slug("nope"))).isInstanceOf(NotFoundException.class);
    }

    @Test
    void listingsFilterSortAndPage() {
        CatalogBrowser browser = new CatalogBrowser(catalog.gamePort(), catalog.gpuPort(), catalog.cpuPort());
        CatalogQuery byScore = new CatalogQuery(
                Optional.of(Brand.NVIDIA),
                Optional.of(GpuKind.DESKTOP),
                OptionalInt.empty(),
                CatalogQuery.Sort.SCORE,
                true,
                0,
                2);
        CatalogPage<Gpu> page = browser.gpus(byScore);
        assertThat(page.total()).isEqualTo(3);
        assertThat(page.items()).extracting(g -> g.slug().value()).containsExactly("rtx-4090", "gtx-1060");
        CatalogQuery next = new CatalogQuery(
                Optional.of(Brand.NVIDIA), Optional.empty(), OptionalInt.empty(), CatalogQuery.Sort.SCORE, true, 2, 2);
        assertThat(browser.gpus(next).items()).extracting(g -> g.slug().value()).containsExactly("gt-1030");
        CatalogQuery amd = new CatalogQuery(
                Optional.of(Brand.AMD), Optional.empty(), OptionalInt.empty(), CatalogQuery.Sort.NAME, false, 0, 10);
        assertThat(browser.gpus(amd).total()).isZero();
        assertThat(browser.cpus(amd).total()).isEqualTo(2);
        CatalogQuery year = new CatalogQuery(
                Optional.empty(), Optional.empty(), OptionalInt.of(2020), CatalogQuery.Sort.YEAR, true, 0, 10);
        assertThat(browser.games(year).total()).isEqualTo(4);
        // GPUs without a year never match a year filter, and sort last by year.
        assertThat(browser.gpus(year).total()).isZero();
        assertThatThrownBy(() -> browser.games(amd)).isInstanceOf(InvalidParameterException.class);
        assertThatThrownBy(() -> new CatalogQuery(
                        Optional.empty(), Optional.empty(), OptionalInt.empty(), CatalogQuery.Sort.NAME, false, 0, 501))
                .isInstanceOf(InvalidParameterException.class);
    }

    @Test
    void tiersAndTheRamFactorFollowTheirDocumentedTables() {
        assertThat(Tier.of(100)).isEqualTo(Tier.S);
        assertThat(Tier.of(90)).isEqualTo(Tier.S);
        assertThat(Tier.of(89)).isEqualTo(Tier.A);
        assertThat(Tier.of(75)).isEqualTo(Tier.A);
        assertThat(Tier.of(74)).isEqualTo(Tier.B);
        assertThat(Tier.of(45)).isEqualTo(Tier.C);
        assertThat(Tier.of(30)).isEqualTo(Tier.D);
        assertThat(Tier.of(15)).isEqualTo(Tier.E);
        assertThat(Tier.of(14)).isEqualTo(Tier.F);
        assertThat(Tier.of(0)).isEqualTo(Tier.F);
        assertThatThrownBy(() -> Tier.of(101)).isInstanceOf(IllegalArgumentException.class);
        assertThat(PcScores.ramFactor(64)).isEqualTo(1);
        assertThat(PcScores.ramFactor(16)).isEqualTo(1);
        assertThat(PcScores.ramFactor(8)).isEqualTo(0.8);
        assertThat(PcScores.ramFactor(4)).isEqualTo(0.45);
        assertThat(PcScores.ramFactor(1)).isEqualTo(0.1);
        assertThat(PcScores.ramFactor(12)).isStrictlyBetween(0.8, 1.0);
    }

    @Test
    void theScoreRefusesACatalogWithoutItsBasket() {
        assertThatThrownBy(() -> new PcScores(
                        catalog.forecastService(), catalog.gamePort(), catalog.gpuPort(), catalog.cpuPort()))
                .hasMessageContaining("basket game");
    }
}
