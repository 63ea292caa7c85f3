package org.fpsforecast.importer;

import static org.fpsforecast.importer.CatalogImporter.SRC_CPU;
import static org.fpsforecast.importer.CatalogImporter.SRC_CPU_2026;
import static org.fpsforecast.importer.CatalogImporter.SRC_CURATED;
import static org.fpsforecast.importer.CatalogImporter.SRC_G3D;
import static org.fpsforecast.importer.CatalogImporter.SRC_G3D_OLDER;
import static org.fpsforecast.importer.CatalogImporter.SRC_GPU_SPECS;
import static org.fpsforecast.importer.CatalogImporter.SRC_STEAM;
import static org.fpsforecast.importer.CatalogImporter.SRC_SUITE;
import static org.fpsforecast.importer.CatalogImporter.SRC_TECHSPOT;
import static org.fpsforecast.importer.CatalogImporter.SRC_UB;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.CpuScoreBasis;
import org.fpsforecast.core.domain.G3dRange;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Measurement;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.PublisherRequirements;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.domain.SurveyMapping;
import org.fpsforecast.core.domain.SurveyShare;
import org.fpsforecast.core.model.ErrorBand;
import org.fpsforecast.core.model.GameParameters;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.SuiteResult;
import org.fpsforecast.data.format.Tsv;

/** The catalog's files as text: one writer per file, each column named once in its header. */
final class CatalogWriters {
    private CatalogWriters() {}

    static String aliasesFile(List<CatalogImporter.Alias> aliases) {
        Tsv.Writer w = new Tsv.Writer("type", "alias", "slug", "reason");
        aliases.forEach(a -> w.row(a.type().key(), a.alias(), a.slug(), a.reason()));
        return w.text();
    }

    // --- Output files.

    static String sourcesFile() {
        return new Tsv.Writer("id", "title", "url", "period", "commit", "license_note")
                .row(
                        SRC_G3D,
                        "PassMark G3D Mark list (videocardbenchmark.net), as scraped by lainbo/cpu-mark",
                        "https://github.com/lainbo/cpu-mark",
                        "2026-08",
                        "48c7b975df0ed65d90682311ad87a948b5d30dae",
                        "third-party benchmark facts (PassMark Software); repository has no license")
                .row(
                        SRC_G3D_OLDER,
                        "PassMark G3D Mark, 2022 (Kaggle 'GPU Benchmarks Compilation' v7) and 2021 (PassMark GPU mega"
                                + " page, ugroups/benchmark): GPUs the 2026 list lacks, rescaled onto it",
                        "https://github.com/ugroups/benchmark",
                        "2021-2022",
                        "23acc54cb3ff347779676fb569cc7b359e18f049",
                        "third-party benchmark facts (PassMark Software)")
                .row(
                        SRC_GPU_SPECS,
                        "GPU release years and VRAM: Wikipedia GPU tables (voidful/gpu-info-api), TechPowerUp-derived"
                                + " Kaggle 'GPU Specs' v6, PassMark mega page dates",
                        "https://github.com/voidful/gpu-info-api",
                        "2021-2025",
                        "03a6b34a8cc7b761a0b70a5956a478c76062e6ec",
                        "Wikipedia text is CC BY-SA 4.0 (attribute Wikipedia); other rows third-party facts")
                .row(
                        SRC_CPU,
                        "PassMark CPU Mark and single-thread rating: Kaggle 'CPU Benchmarks Compilation' v4 (2022) and"
                                + " the PassMark CPU mega page (ugroups/benchmark, 2021) for threads, dates and older CPUs",
                        "https://github.com/KushalVenugopal/Machine-Learning",
                        "2022",
                        "a5d693a8bdde792044919161287c3f5cbc634f72",
                        "third-party benchmark facts (PassMark Software)")
                .row(
                        SRC_CPU_2026,
                        "Geekbench 6 and Cinebench R23 CPU lists (topcpu.net), as scraped by lainbo/cpu-mark; put on the"
                                + " PassMark scale by regression",
                        "https://github.com/lainbo/cpu-mark",
                        "2026-08",
                        "48c7b975df0ed65d90682311ad87a948b5d30dae",
                        "third-party benchmark facts; repository has no license")
                .row(
                        SRC_UB,
                        "UserBenchmark FPS by Peeters, Melnikov, Huellermeier (IDA 2021)",
                        "https://github.com/svpeeters/performance_prediction",
                        "2019-2020",
                        "713e78441d59a5dafccaa43858a0478a29b43e2f",
                        "MIT (repository); values scraped from userbenchmark.com")
                .row(
                        SRC_TECHSPOT,
                        "TechSpot / Hardware Unboxed 2024 GPU benchmarks, transcribed by S. Gerardini",
                        "https://github.com/StevenGerardini/Data-Analyst-Portfolio",
                        "2024",
                        "3d654f816360881cd87a6f28538a675b5cdc36ce",
                        "third-party measurements (TechSpot, Hardware Unboxed); no license stated")
                .row(
                        SRC_SUITE,
                        "Average FPS per GPU over a Brazilian outlet's suite of recent games (2025 chart; resolution,"
                                + " preset and test rig not recorded), scraped by caio-torres-seares; read only for how"
                                + " steeply recent games follow the GPU score",
                        "https://github.com/caio-torres-seares/scraping_hardware_custo_beneficio",
                        "2025",
                        "dd48f9c87521ae9762455dcd65adaa009d4f5451",
                        "third-party measurements; no license stated")
                .row(
                        SRC_STEAM,
                        "Steam store search results (titles, tags, release dates, share of positive reviews),"
                                + " scraped by CodeSmithDSMLProjects/SteamRecommender",
                        "https://github.com/CodeSmithDSMLProjects/SteamRecommender",
                        "2023-02",
                        "a350859c4ae6bad3e9e920ac8133ac63f3747359",
                        "no license stated; store facts (titles, tags, dates, review shares)")
                .row(
                        GameCatalog.SRC_STEAM_2024,
                        "Steam catalog of October 2024 (release dates, review counts, Steam's copy of the Metacritic"
                                + " score, genres), collected by NewbieIndieGameDev (steam-insights, fork rjaa2020)",
                        "https://github.com/rjaa2020/steam-insights",
                        "2024-10",
                        "4530e75befa1a01da33d77ffaab3d4e76fdaa766",
                        "no license stated; store facts (Steam store, Steam reviews, SteamSpy)")
                .row(
                        GameCatalog.SRC_PCGB,
                        "PCGameBenchmarks: G3D marks of the GPUs each game's Steam page names as minimum and recommended,"
                                + " RAM, engine frame-rate caps (https://pcgamebenchmarks.com)",
                        "https://github.com/emilioagustin83/pc-game-fps-dataset",
                        "2026-10",
                        "03e181f36673c1a3328c56d15e9602214ffc65e6",
                        "CC BY 4.0, attribution to PCGameBenchmarks (https://pcgamebenchmarks.com); its FPS estimates"
                                + " are that site's model: only compared with in the evaluation, never served or fitted")
                .row(
                        GameCatalog.SRC_STEAM_REQ_2019,
                        "Steam store system requirements as listed in 2019 (graphics, processor and memory lines),"
                                + " Nik Davis 'Steam Store Games', via hectorjimenez12/Mineria_Datos",
                        "https://github.com/hectorjimenez12/Mineria_Datos",
                        "2019",
                        "490c2dddcc6d2487890fe29bcbb0301903d9f375",
                        "publishers' store-page text; reported as CC BY 4.0 on Kaggle (not verifiable offline)")
                .row(
                        "steam-hw-survey",
                        "Steam Hardware & Software Survey (Valve), monthly, as collected by jdegene/steamHWsurvey",
                        "https://github.com/jdegene/steamHWsurvey",
                        "2008-11 to 2026-04",
                        "98a507c7358b374274e1cc6e74064056b5dacb7b",
                        "no license file; Valve's public survey numbers")
                .row(
                        SRC_CURATED,
                        "Games, names, release years and tags curated by the project, each with a sourced note",
                        "docs/DATA.md",
                        "2026",
                        "",
                        "project's own")
                .text();
    }

    static String gpusFile(Map<Slug, Gpu> gpus) {
        Tsv.Writer w = new Tsv.Writer(
                "slug",
                "name",
                "brand",
                "kind",
                "g3d_mark",
                "release_year",
                "vram_mb",
                "score_basis",
                "g3d_low",
                "g3d_high",
                "source");
        gpus.values()
                .forEach(g -> w.row(
                        g.slug(),
                        g.name(),
                        g.brand(),
                        g.kind().key(),
                        g.g3dMark(),
                        orNull(g.releaseYear()),
                        orNull(g.vramMb()),
                        g.scoreBasis().key(),
                        g.g3dRange().map(G3dRange::low).orElse(null),
                        g.g3dRange().map(G3dRange::high).orElse(null),
                        switch (g.scoreBasis()) {
                            case PASSMARK -> SRC_G3D;
                            case PASSMARK_RESCALED -> SRC_G3D_OLDER;
                            case SPEC_ESTIMATE -> SRC_GPU_SPECS;
                        }));
        return w.text();
    }

    static String cpusFile(Map<Slug, Cpu> cpus) {
        Tsv.Writer w = new Tsv.Writer(
                "slug",
                "name",
                "brand",
                "single_thread_mark",
                "cpu_mark",
                "cores",
                "threads",
                "release_year",
                "score_basis",
                "source");
        cpus.values()
                .forEach(c -> w.row(
                        c.slug(),
                        c.name(),
                        c.brand(),
                        c.singleThreadMark(),
                        c.cpuMark(),
                        orNull(c.cores()),
                        orNull(c.threads()),
                        orNull(c.releaseYear()),
                        c.scoreBasis().key(),
                        c.scoreBasis() == CpuScoreBasis.PASSMARK ? SRC_CPU : SRC_CPU_2026));
        return w.text();
    }

    static String gamesFile(Map<Slug, Game> games, Map<Slug, Set<String>> sources) {
        Tsv.Writer w = new Tsv.Writer(
                "slug",
                "name",
                "release_year",
                "release_date",
                "store_rating_pct",
                "review_count",
                "critic_score",
                "tags",
                "genres",
                "steam_app_id",
                "engine_fps_cap",
                "also_known_as",
                "origin",
                "source");
        List<String> order = List.of(
                GameCatalog.SRC_CURATED,
                GameCatalog.SRC_STEAM_2023,
                GameCatalog.SRC_STEAM_2024,
                GameCatalog.SRC_PCGB,
                GameCatalog.SRC_STEAM_REQ_2019);
        games.values()
                .forEach(g -> w.row(
                        g.slug(),
                        g.name(),
                        orNull(g.releaseYear()),
                        g.details().releaseDate().map(Object::toString).orElse(null),
                        orNull(g.storeRatingPct()),
                        orNull(g.details().reviewCount()),
                        orNull(g.criticScore()),
                        String.join("|", g.tags()),
                        String.join("|", g.details().genres()),
                        orNull(g.steamAppId()),
                        orNull(g.details().engineFpsCap()),
                        String.join("|", g.details().alsoKnownAs()),
                        g.curated() ? "curated" : "store",
                        String.join(
                                ",",
                                order.stream()
                                        .filter(sources.get(g.slug())::contains)
                                        .toList())));
        return w.text();
    }

    /** One line per game and level (minimum, recommended) that a source lists. */
    static String requirementsFile(Map<Slug, Game> games) {
        Tsv.Writer w = new Tsv.Writer(
                "game", "level", "gpu_g3d", "ram_gb", "gpu_text", "gpus", "cpu_text", "ram_text", "source");
        games.values().forEach(g -> {
            PublisherRequirements r = g.requirements();
            for (var level : List.of(Map.entry("minimum", r.minimum()), Map.entry("recommended", r.recommended()))) {
                level.getValue().ifPresent(l -> {
                    List<String> from = new ArrayList<>();
                    if (l.hasMarks()) {
                        from.add(r.markSource().orElseThrow());
                    }
                    if (l.hasText()) {
                        from.add(r.textSource().orElseThrow());
                    }
                    w.row(
                            g.slug(),
                            level.getKey(),
                            orNull(l.gpuG3d()),
                            orNull(l.ramGb()),
                            l.gpuText().orElse(null),
                            String.join("|", l.gpus().stream().map(Slug::value).toList()),
                            l.cpuText().orElse(null),
                            l.ramText().orElse(null),
                            String.join(",", from));
                });
            }
        });
        return w.text();
    }

    static Integer orNull(OptionalInt v) {
        return v.isPresent() ? v.getAsInt() : null;
    }

    static String measurementsFile(List<Measurement> measurements) {
        Tsv.Writer w = new Tsv.Writer("game", "gpu", "res", "preset", "avg_fps", "low1_fps", "samples", "source");
        measurements.forEach(m -> w.row(
                m.game(),
                m.gpu(),
                m.resolution().label(),
                m.preset().key(),
                fps(m.averageFps()),
                m.low1Fps().isPresent() ? fps(m.low1Fps().getAsDouble()) : null,
                m.samples(),
                m.sourceId()));
        return w.text();
    }

    static String suiteFile(List<SuiteResult> suite) {
        Tsv.Writer w = new Tsv.Writer("gpu", "avg_fps", "year", "source");
        suite.forEach(r -> w.row(r.gpu(), fps(r.averageFps()), r.year(), r.sourceId()));
        return w.text();
    }

    static String modelGlobalFile(GlobalParameters g) {
        Tsv.Writer w = new Tsv.Writer("key", "value");
        w.row("reference_g3d", g.referenceG3d()).row("gpu_exponent", g.gpuExponent());
        g.resolutionFactor().forEach((r, v) -> w.row("resolution_factor." + r.label(), v));
        g.presetFactor().forEach((p, v) -> w.row("preset_factor." + p.key(), v));
        w.row("low1_ratio", g.low1Ratio())
                .row("reference_single_thread", g.referenceSingleThread())
                .row("default_single_thread", g.defaultSingleThread())
                .row("default_cpu_name", g.defaultCpuName())
                .row("sharpness", g.sharpness())
                .row("max_fps", g.maxFps())
                .row("model_band.low_factor", g.modelBand().lowFactor())
                .row("model_band.high_factor", g.modelBand().highFactor())
                .row("model_band.expected_error_pct", g.modelBand().expectedErrorPct())
                .row("scaled_band.low_factor", g.scaledBand().lowFactor())
                .row("scaled_band.high_factor", g.scaledBand().highFactor())
                .row("scaled_band.expected_error_pct", g.scaledBand().expectedErrorPct())
                .row("demand.intercept", g.demandRelation().intercept())
                .row("demand.per_requirement", g.demandRelation().perRequirement())
                .row("demand.per_year", g.demandRelation().perYear())
                .row("demand.competitive", g.demandRelation().competitive())
                .row("demand.mean_requirement", g.demandRelation().meanRequirement())
                .row("demand.mean_year_term", g.demandRelation().meanYearTerm())
                .row("demand.mean_competitive", g.demandRelation().meanCompetitive())
                .row("demand.minimum_to_recommended", g.demandRelation().minimumToRecommended())
                .row("demand.cpu_per_demand", g.demandRelation().cpuPerDemand())
                .row("gpu_score.curvature", g.gpuScore().curvature())
                .row("gpu_score.per_vram_doubling", g.gpuScore().perVramDoubling());
        g.demandRelation()
                .exponentByYear()
                .ifPresent(e -> w.row("demand.exponent.first_year", e.firstYear())
                        .row("demand.exponent.last_year", e.lastYear())
                        .row("demand.exponent.at_first_year", e.atFirstYear())
                        .row("demand.exponent.at_last_year", e.atLastYear()));
        g.estimateBands()
                .forEach((basis, band) -> w.row("estimate_band." + basis.key() + ".low_factor", band.lowFactor())
                        .row("estimate_band." + basis.key() + ".high_factor", band.highFactor())
                        .row("estimate_band." + basis.key() + ".expected_error_pct", band.expectedErrorPct()));
        return w.text();
    }

    static String surveyFile(List<SurveyShare> survey) {
        Tsv.Writer w = new Tsv.Writer("month", "category", "name", "share", "gpu", "mapping");
        survey.forEach(l -> w.row(
                l.month(),
                l.category().key(),
                l.name(),
                String.format(Locale.ROOT, "%.4f", l.share()),
                l.gpu().map(Slug::value).orElse(null),
                l.mapping().map(SurveyMapping::key).orElse(null)));
        return w.text();
    }

    static String modelGamesFile(List<GameParameters> games) {
        List<String> header = new ArrayList<>(List.of("game", "demand"));
        for (Resolution r : Resolution.values()) {
            header.add("exponent." + r.label());
        }
        for (Resolution r : Resolution.values()) {
            for (Preset p : Preset.values()) {
                header.add("adjust." + r.label() + "." + p.key());
            }
        }
        header.addAll(List.of(
                "cpu_fps_at_reference",
                "measurements",
                "basis",
                "band.low_factor",
                "band.high_factor",
                "band.expected_error_pct",
                "scaled_band.low_factor",
                "scaled_band.high_factor",
                "scaled_band.expected_error_pct"));
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

    static String fps(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    static double round1(double v) {
        return Math.round(v * 10) / 10.0;
    }
}
