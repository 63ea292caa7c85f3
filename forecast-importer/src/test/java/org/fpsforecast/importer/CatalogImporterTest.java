package org.fpsforecast.importer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.data.format.CatalogFiles;
import org.fpsforecast.importer.fit.Evaluation;
import org.fpsforecast.importer.fit.RenderingEvaluation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the importer on the real public datasets ({@code shared/datasets} beside the repository, as on every developer
 * machine and in CI).
 */
@Tag("integration") // the catalog rebuilt from the datasets
class CatalogImporterTest {
    static final Path DATASETS = Path.of("..", "..", "shared", "datasets");
    static CatalogImporter.Result first;
    static List<String> progress = new ArrayList<>();

    @BeforeAll
    static void buildOnce() throws IOException {
        assumeTrue(Files.isDirectory(DATASETS), "shared/datasets is not beside the repository");
        // The bundled catalog was built with itself as the previous catalog: the same inputs again.
        first = new CatalogImporter(DATASETS, bundledBuildDate(), progress::add, Optional.of(BundledCatalog.load()))
                .build();
    }

    static LocalDate bundledBuildDate() throws IOException {
        return LocalDate.parse(BundledCatalog.load().buildDate());
    }

    @Test
    void twoRunsOnTheSameInputGiveTheSameBytes() throws IOException {
        CatalogImporter.Result second =
                new CatalogImporter(DATASETS, bundledBuildDate(), m -> {}, Optional.of(BundledCatalog.load())).build();
        assertThat(second.files()).isEqualTo(first.files());
        assertThat(second.report()).isEqualTo(first.report());
    }

    @Test
    void theBundledCatalogIsExactlyWhatTheImporterWrites() throws IOException {
        for (Map.Entry<String, String> f : first.files().entrySet()) {
            try (InputStream in = getClass().getClassLoader().getResourceAsStream("catalog/" + f.getKey())) {
                assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8))
                        .as("%s differs: run 'forecast catalog build --from ../shared/datasets'", f.getKey())
                        .isEqualTo(f.getValue());
            }
        }
    }

    @Test
    void writesALoadableCatalogAndAReport(@TempDir Path out) throws IOException {
        first.writeTo(out);
        BundledCatalog loaded = BundledCatalog.load(out);
        assertThat(loaded.version()).isEqualTo(CatalogFiles.version(first.files()));
        assertThat(Files.readString(out.resolve(CatalogImporter.REPORT_FILE)))
                .contains("not matched to the catalog", "fpsbenchmark rows are formula-generated", "Model fit:");
        assertThat(progress).anyMatch(line -> line.startsWith("Reading")).anyMatch(line -> line.startsWith("Catalog"));
    }

    /** The accuracy targets of the model (docs/METHODOLOGY.md), on the cross-validation of the catalog it serves. */
    @Test
    void theServedModelMeetsItsAccuracyTargets() {
        Map<String, Evaluation.Line> table = new java.util.HashMap<>();
        first.evaluation().forEach(l -> table.put(l.source() + " / " + l.method(), l));
        Evaluation.Line user = table.get("UserBenchmark, >= 5 samples / " + Evaluation.MODEL);
        Evaluation.Line userBaseline = table.get("UserBenchmark, >= 5 samples / " + Evaluation.BASELINE);
        Evaluation.Line lab = table.get("TechSpot/HUB, average / " + Evaluation.MODEL);
        Evaluation.Line lows = table.get("TechSpot/HUB, 1% low / " + Evaluation.LOW1);
        assertThat(user.cells()).isGreaterThan(3_000);
        // Nested figures (everything refit in every fold). The forecast-model issue's targets where they are met
        // (TechSpot/HUB 4.0% and 5.0%, ranges 76-84%); regression guards at today's levels where they are not
        // (UserBenchmark 9.5%, game held out 15%): METHODOLOGY.md.
        assertThat(user.medianApe()).as("UserBenchmark, GPUs held out").isLessThanOrEqualTo(10.5);
        assertThat(user.medianApe()).as("gain over the baseline").isLessThan(userBaseline.medianApe() - 5);
        assertThat(lab.cells()).isGreaterThan(100);
        assertThat(lab.medianApe()).as("TechSpot/HUB averages").isLessThanOrEqualTo(4.0);
        assertThat(lows.medianApe()).as("TechSpot/HUB 1% lows").isLessThanOrEqualTo(5.0);
        assertThat(user.within80Pct()).as("80% range of UserBenchmark").isBetween(76.0, 84.0);
        assertThat(lab.within80Pct()).as("80% range of TechSpot/HUB").isBetween(76.0, 84.0);
        Evaluation.Line unmeasured = table.get("UserBenchmark, >= 5 samples / " + Evaluation.UNMEASURED_GAME);
        // 30.1% since estimated games scale with the resolution as lab runs on one rig do (28.7% with the user cells'
        // 1440p factor, which held-out lab games miss by more), 30.3% since Star Wars Outlaws joined the relation:
        // METHODOLOGY.md.
        assertThat(unmeasured.medianApe()).as("UserBenchmark, game held out").isLessThanOrEqualTo(30.5);
        assertThat(unmeasured.within80Pct()).as("80% range of held-out games").isBetween(76.0, 84.0);
        // Black Myth: Wukong held out, estimated by a relation whose one recent game is Star Wars Outlaws, levelled
        // from
        // its upscaled runs (97.6% while the relation knew no recent game).
        assertThat(table.get("TechSpot/HUB, average / " + Evaluation.UNMEASURED_GAME)
                        .medianApe())
                .as("the recent lab game held out")
                .isLessThanOrEqualTo(60.0);
        // Star Wars Outlaws' upscaled runs of held-out GPUs, from its native level read from the other GPUs' runs
        // (RenderedLevel); 11.7% when its level was its demand estimate.
        assertThat(table.get(RenderingEvaluation.SOURCE + " / model, upscaling quality")
                        .medianApe())
                .as("upscaled runs of a game measured only upscaled")
                .isLessThanOrEqualTo(8.0);
        for (String source : List.of("UserBenchmark, >= 5 samples", "TechSpot/HUB, average")) {
            assertThat(table.get(source + " / " + Evaluation.SCALED).within80Pct())
                    .as("80% range of scaled answers, " + source)
                    .isBetween(76.0, 84.0);
        }
    }

    /**
     * Every game of PCGameBenchmarks' list is a record or is listed in the report as not placed (with why); every
     * 2019-2024 game of the October 2024 Steam catalog with 1,000 reviews or more is a record, or left out by a filter
     * that the report counts.
     */
    @Test
    void holdsEveryListedGameAndEveryPlayed2019To2024SteamGame() {
        BundledCatalog built = BundledCatalog.fromContents(first.files());
        java.util.Set<Integer> appIds = new java.util.HashSet<>();
        java.util.Set<String> titles = new java.util.HashSet<>();
        built.games().all().forEach(g -> {
            g.steamAppId().ifPresent(appIds::add);
            titles.add(org.fpsforecast.core.domain.Names.normalize(g.name()));
            g.details().alsoKnownAs().forEach(t -> titles.add(org.fpsforecast.core.domain.Names.normalize(t)));
        });
        List<String> missing = new ArrayList<>();
        for (PcgbRequirements.Row r : PcgbRequirements.read(DATASETS)) {
            boolean placed = r.appId().isPresent() && appIds.contains(r.appId().getAsInt())
                    || titles.contains(org.fpsforecast.core.domain.Names.normalize(r.name()));
            if (!placed && !first.report().contains("    not placed: " + r.name() + " (")) {
                missing.add(r.name());
            }
        }
        assertThat(missing)
                .as("requirement-list games neither in the catalog nor listed")
                .isEmpty();

        int played = 0;
        int held = 0;
        for (SteamCatalog2024.App app : SteamCatalog2024.read(DATASETS).apps().values()) {
            int year = app.releaseDate().map(java.time.LocalDate::getYear).orElse(0);
            if (app.game() && app.total() >= GameCatalog.MIN_REVIEWS && year >= 2019 && year <= 2024) {
                played++;
                held += appIds.contains(app.appId()) ? 1 : 0;
            }
        }
        assertThat(played).isGreaterThan(3_000);
        int leftOut = first.report()
                .lines()
                .filter(l -> l.startsWith("  left out ") && l.contains(" steam-catalog-2024 entries: "))
                .mapToInt(l -> Integer.parseInt(l.substring("  left out ".length(), l.indexOf(' ', 11))))
                .sum();
        assertThat(held + leftOut)
                .as("held %d + left out %d of %d", held, leftOut, played)
                .isGreaterThanOrEqualTo(played);
        assertThat(built.games().all()).hasSizeGreaterThanOrEqualTo(15_000);
    }

    @Test
    void reportsRequirementCoverageByYearAndTheUnresolvedCardNames() {
        assertThat(first.report())
                .contains("| release year | games | minimum mark | recommended mark | 2019 text | critic score |")
                .contains("GPU names not resolved")
                .contains("records first made from: curated")
                .contains("left out ")
                .contains("genre strings not in Steam's English names");
    }

    @Test
    void storesNoFormulaGeneratedRowsAsMeasurements() {
        String measurements = first.files().get(CatalogFiles.MEASUREMENTS);
        assertThat(measurements).doesNotContain("fpsbenchmark");
        assertThat(measurements.lines().skip(1))
                .allSatisfy(line -> assertThat(line).matches(".*\t(userbenchmark-2020|techspot-hub-2024)$"));
    }

    @Test
    void matchesUserBenchmarkNamesToTheRightRecordsAndListsTheRest() {
        String m = first.files().get(CatalogFiles.MEASUREMENTS);
        // "NVIDIA GeForce GTX 1060 6 GB 9Gbps" is PassMark's "GeForce GTX 1060"; the 3 GB card is its own record.
        assertThat(m).contains("\ngrand-theft-auto-v\tgeforce-gtx-1060\t1080p\thigh\t");
        assertThat(m).contains("\ngrand-theft-auto-v\tgeforce-gtx-1050-3gb\t");
        // "AMD Radeon RX 570" is covered by PassMark's combined "Radeon RX 470/570".
        assertThat(m).contains("\tradeon-rx-470-570\t");
        // A card no PassMark list has is scored from its specs: its cells are kept (served as measured).
        assertThat(m).contains("\tradeon-r7-265\t");
        assertThat(first.files().get(CatalogFiles.GPUS))
                .containsPattern(
                        "\nradeon-r7-265\tRadeon R7 265\tAMD\tdesktop\t\\d+\t2014\t\\d*\tspec-estimate\t\\d+\t\\d+\t");
        // An OEM board PassMark lists under its own name is that record, not the retail card's.
        assertThat(m).contains("\tradeon-r5-340x-oem\t").doesNotContain("\tradeon-r5-340x\t");
        // The Intel HD Graphics 2500 is scored from the second spec table (specs) and a curated year.
        assertThat(m).contains("\tintel-hd-graphics-2500\t");
        assertThat(first.files().get(CatalogFiles.GPUS))
                .containsPattern("\nintel-hd-graphics-2500\tIntel HD Graphics 2500\tINTEL\tintegrated\t\\d+\t2012\t"
                        + "\\d*\tspec-estimate\t");
        // Every UserBenchmark name reaches a record; one that did not would be listed with its samples, never guessed.
        assertThat(first.report()).contains("  GPU names not matched to the catalog: none\n");
    }

    @Test
    void aRenamedRecordKeepsItsOldSlugAsAnAlias(@TempDir Path dir) throws IOException {
        // A previous catalog where Cyberpunk 2077 (Steam app 1091500) had another slug.
        Map<String, String> old = new java.util.LinkedHashMap<>(first.files());
        old.put(
                CatalogFiles.GAMES,
                old.get(CatalogFiles.GAMES)
                        .replace("\ncyberpunk-2077\tCyberpunk 2077\t", "\ncyberpunk-2077-pc\tCyberpunk 2077\t"));
        old.put(
                CatalogFiles.REQUIREMENTS,
                old.get(CatalogFiles.REQUIREMENTS).replace("\ncyberpunk-2077\t", "\ncyberpunk-2077-pc\t"));
        old.put(
                CatalogFiles.MANIFEST,
                old.get(CatalogFiles.MANIFEST)
                        .replaceAll("catalog_version\t[0-9a-f]+", "catalog_version\t" + CatalogFiles.version(old)));
        BundledCatalog previous = BundledCatalog.fromContents(old);
        assertThat(previous.games().find(new Slug("cyberpunk-2077-pc"))).isPresent();

        CatalogImporter.Result next =
                new CatalogImporter(DATASETS, bundledBuildDate(), m -> {}, Optional.of(previous)).build();
        BundledCatalog rebuilt = BundledCatalog.fromContents(next.files());
        assertThat(rebuilt.games().find(new Slug("cyberpunk-2077-pc")))
                .as("the old slug still resolves")
                .hasValueSatisfying(g -> assertThat(g.slug().value()).isEqualTo("cyberpunk-2077"));
        assertThat(next.files().get(CatalogFiles.ALIASES)).contains("game\tcyberpunk-2077-pc\tcyberpunk-2077\t");
        // And the alias survives the next build, which no longer has the renamed record in its previous catalog.
        CatalogImporter.Result after =
                new CatalogImporter(DATASETS, bundledBuildDate(), m -> {}, Optional.of(rebuilt)).build();
        assertThat(BundledCatalog.fromContents(after.files()).games().find(new Slug("cyberpunk-2077-pc")))
                .isPresent();
    }

    @Test
    void aMissingDatasetFolderIsAClearError(@TempDir Path empty) {
        assertThatThrownBy(() -> new CatalogImporter(empty.resolve("nope"), LocalDate.of(2026, 1, 1), m -> {}).build())
                .isInstanceOf(ImportException.class)
                .hasMessageContaining("not a directory");
        assertThatThrownBy(() -> new CatalogImporter(empty, LocalDate.of(2026, 1, 1), m -> {}).build())
                .isInstanceOf(ImportException.class)
                .hasMessageContaining("input file is missing");
    }
}
