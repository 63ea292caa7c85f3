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

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.fpsforecast.core.domain.CpuScoreBasis;
import org.fpsforecast.core.domain.DataSource;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.GpuScoreBasis;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.data.format.SourcesFile;

/**
 * What only the importer knows about the catalog's files: the sources it read (with their commits and licenses) and
 * which source each record's values come from. The files' columns are written by their codecs in forecast-data's
 * {@code org.fpsforecast.data.format}, which the loader reads with.
 */
final class CatalogWriters {
    private CatalogWriters() {}

    static String sourcesFile() {
        return SourcesFile.write(List.of(
                entry(
                        SRC_G3D,
                        "PassMark G3D Mark list (videocardbenchmark.net), as scraped by lainbo/cpu-mark",
                        "https://github.com/lainbo/cpu-mark",
                        "2026-08",
                        "48c7b975df0ed65d90682311ad87a948b5d30dae",
                        "third-party benchmark facts (PassMark Software); repository has no license"),
                entry(
                        SRC_G3D_OLDER,
                        "PassMark G3D Mark, 2022 (Kaggle 'GPU Benchmarks Compilation' v7) and 2021 (PassMark GPU mega"
                                + " page, ugroups/benchmark): GPUs the 2026 list lacks, rescaled onto it",
                        "https://github.com/ugroups/benchmark",
                        "2021-2022",
                        "23acc54cb3ff347779676fb569cc7b359e18f049",
                        "third-party benchmark facts (PassMark Software)"),
                entry(
                        SRC_GPU_SPECS,
                        "GPU release years and VRAM: Wikipedia GPU tables (voidful/gpu-info-api), TechPowerUp-derived"
                                + " Kaggle 'GPU Specs' v6, PassMark mega page dates",
                        "https://github.com/voidful/gpu-info-api",
                        "2021-2025",
                        "03a6b34a8cc7b761a0b70a5956a478c76062e6ec",
                        "Wikipedia text is CC BY-SA 4.0 (attribute Wikipedia); other rows third-party facts"),
                entry(
                        SRC_CPU,
                        "PassMark CPU Mark and single-thread rating: Kaggle 'CPU Benchmarks Compilation' v4 (2022) and"
                                + " the PassMark CPU mega page (ugroups/benchmark, 2021) for threads, dates and older CPUs",
                        "https://github.com/KushalVenugopal/Machine-Learning",
                        "2022",
                        "a5d693a8bdde792044919161287c3f5cbc634f72",
                        "third-party benchmark facts (PassMark Software)"),
                entry(
                        SRC_CPU_2026,
                        "Geekbench 6 and Cinebench R23 CPU lists (topcpu.net), as scraped by lainbo/cpu-mark; put on the"
                                + " PassMark scale by regression",
                        "https://github.com/lainbo/cpu-mark",
                        "2026-08",
                        "48c7b975df0ed65d90682311ad87a948b5d30dae",
                        "third-party benchmark facts; repository has no license"),
                entry(
                        SRC_UB,
                        "UserBenchmark FPS by Peeters, Melnikov, Huellermeier (IDA 2021)",
                        "https://github.com/svpeeters/performance_prediction",
                        "2019-2020",
                        "713e78441d59a5dafccaa43858a0478a29b43e2f",
                        "MIT (repository); values scraped from userbenchmark.com"),
                entry(
                        SRC_TECHSPOT,
                        "TechSpot / Hardware Unboxed 2024 GPU benchmarks, transcribed by S. Gerardini",
                        "https://github.com/StevenGerardini/Data-Analyst-Portfolio",
                        "2024",
                        "3d654f816360881cd87a6f28538a675b5cdc36ce",
                        "third-party measurements (TechSpot, Hardware Unboxed); no license stated"),
                entry(
                        SRC_SUITE,
                        "Average FPS per GPU over a Brazilian outlet's suite of recent games (2025 chart; resolution,"
                                + " preset and test rig not recorded), scraped by caio-torres-seares; read only for how"
                                + " steeply recent games follow the GPU score",
                        "https://github.com/caio-torres-seares/scraping_hardware_custo_beneficio",
                        "2025",
                        "dd48f9c87521ae9762455dcd65adaa009d4f5451",
                        "third-party measurements; no license stated"),
                entry(
                        SRC_STEAM,
                        "Steam store search results (titles, tags, release dates, share of positive reviews),"
                                + " scraped by CodeSmithDSMLProjects/SteamRecommender",
                        "https://github.com/CodeSmithDSMLProjects/SteamRecommender",
                        "2023-02",
                        "a350859c4ae6bad3e9e920ac8133ac63f3747359",
                        "no license stated; store facts (titles, tags, dates, review shares)"),
                entry(
                        GameCatalog.SRC_STEAM_2024,
                        "Steam catalog of October 2024 (release dates, review counts, Steam's copy of the Metacritic"
                                + " score, genres), collected by NewbieIndieGameDev (steam-insights, fork rjaa2020)",
                        "https://github.com/rjaa2020/steam-insights",
                        "2024-10",
                        "4530e75befa1a01da33d77ffaab3d4e76fdaa766",
                        "no license stated; store facts (Steam store, Steam reviews, SteamSpy)"),
                entry(
                        GameCatalog.SRC_PCGB,
                        "PCGameBenchmarks: G3D marks of the GPUs each game's Steam page names as minimum and recommended,"
                                + " RAM, engine frame-rate caps (https://pcgamebenchmarks.com)",
                        "https://github.com/emilioagustin83/pc-game-fps-dataset",
                        "2026-10",
                        "03e181f36673c1a3328c56d15e9602214ffc65e6",
                        "CC BY 4.0, attribution to PCGameBenchmarks (https://pcgamebenchmarks.com); its FPS estimates"
                                + " are that site's model: only compared with in the evaluation, never served or fitted"),
                entry(
                        GameCatalog.SRC_STEAM_REQ_2019,
                        "Steam store system requirements as listed in 2019 (graphics, processor and memory lines),"
                                + " Nik Davis 'Steam Store Games', via hectorjimenez12/Mineria_Datos",
                        "https://github.com/hectorjimenez12/Mineria_Datos",
                        "2019",
                        "490c2dddcc6d2487890fe29bcbb0301903d9f375",
                        "publishers' store-page text; reported as CC BY 4.0 on Kaggle (not verifiable offline)"),
                entry(
                        "steam-hw-survey",
                        "Steam Hardware & Software Survey (Valve), monthly, as collected by jdegene/steamHWsurvey",
                        "https://github.com/jdegene/steamHWsurvey",
                        "2008-11 to 2026-04",
                        "98a507c7358b374274e1cc6e74064056b5dacb7b",
                        "no license file; Valve's public survey numbers"),
                entry(
                        SRC_CURATED,
                        "Games, names, release years and tags curated by the project, each with a sourced note",
                        "docs/DATA.md",
                        "2026",
                        "",
                        "project's own")));
    }

    /** One source as sources.tsv lists it: id, title, address, period, commit read, license. */
    private static SourcesFile.Entry entry(
            String id, String title, String url, String period, String commit, String license) {
        return new SourcesFile.Entry(new DataSource(id, title, url, period, license), commit);
    }

    /** The source of a GPU's mark, by its basis. */
    static String gpuSource(GpuScoreBasis basis) {
        return switch (basis) {
            case PASSMARK -> SRC_G3D;
            case PASSMARK_RESCALED -> SRC_G3D_OLDER;
            case SPEC_ESTIMATE -> SRC_GPU_SPECS;
        };
    }

    /** The source of a CPU's marks, by its basis. */
    static String cpuSource(CpuScoreBasis basis) {
        return basis == CpuScoreBasis.PASSMARK ? SRC_CPU : SRC_CPU_2026;
    }

    /** The order in which a game's sources are listed. */
    private static final List<String> GAME_SOURCE_ORDER = List.of(
            GameCatalog.SRC_CURATED,
            GameCatalog.SRC_STEAM_2023,
            GameCatalog.SRC_STEAM_2024,
            GameCatalog.SRC_PCGB,
            GameCatalog.SRC_STEAM_REQ_2019);

    /** The sources of a game's facts, comma-separated, in a fixed order. */
    static String gameSources(Game game, Map<Slug, Set<String>> sources) {
        Set<String> of = sources.get(game.slug());
        return String.join(",", GAME_SOURCE_ORDER.stream().filter(of::contains).toList());
    }
}
