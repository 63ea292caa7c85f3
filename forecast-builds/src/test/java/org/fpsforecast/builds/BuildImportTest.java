package org.fpsforecast.builds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import org.fpsforecast.core.internal.BuildImporter;
import org.fpsforecast.core.internal.RendererIdentification;
import org.fpsforecast.core.port.in.ImportBuilds;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The builds import end to end: a file's text, the bundled catalog's names, the embedded store. */
class BuildImportTest {
    static final BundledCatalog CATALOG = BundledCatalog.load();
    static final Clock TODAY = Clock.fixed(Instant.parse("2026-11-21T12:00:00Z"), ZoneOffset.UTC);
    static final String HEADER = "id,gpu,cpu,ram_gb,os,country,date";

    final JdbcBuilds store =
            JdbcBuilds.open("jdbc:h2:mem:import-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1", null, null);
    final List<ImportBuilds.Rejected> rejects = new ArrayList<>();

    @AfterEach
    void close() {
        store.close();
    }

    static BuildImporter importer(Builds store, Builds.Origin origin) {
        return new BuildImporter(
                store, origin, CATALOG.gpus(), CATALOG.cpus(), new RendererIdentification(CATALOG.gpus()), TODAY);
    }

    ImportBuilds.Summary importText(String text, BuildFiles.Format format) {
        return importer(store, Builds.Origin.IMPORTED)
                .importBuilds(BuildFiles.read(new BufferedReader(new StringReader(text)), format), rejects::add);
    }

    @Test
    void aCsvFileIsValidatedRowByRowAndBadRowsComeBackAsTheyWereWithTheirReason() {
        String good1 = "b1,NVIDIA GeForce RTX 3060,AMD Ryzen 5 5600X,16,Windows 11,DE,2026-03-01";
        String good2 = "b2,geforce-gtx-1650,core-i5-10400f,8,\"Windows 10, 64 bit\",de,2025-12-24";
        String good3 = "b3,Prototype X9000,Mystery CPU,32,Linux,US,2026-01-10";
        List<String> bad = List.of(
                ",geforce-gtx-1650,core-i5-10400f,8,Windows 10,DE,2025-12-24",
                "b5,geforce-gtx-1650,core-i5-10400f,eight,Windows 10,DE,2025-12-24",
                "b6,geforce-gtx-1650,core-i5-10400f,2048,Windows 10,DE,2025-12-24",
                "b7,geforce-gtx-1650,core-i5-10400f,8,Windows 10,XX,2025-12-24",
                "b8,geforce-gtx-1650,core-i5-10400f,8,Windows 10,DE,2027-01-01",
                "b9,geforce-gtx-1650,core-i5-10400f,8,Windows 10,DE,24.12.2025",
                "b 10,geforce-gtx-1650,core-i5-10400f,8,Windows 10,DE,2025-12-24",
                "b11,geforce-gtx-1650,core-i5-10400f,8,Windows 10,DE",
                "b12,,core-i5-10400f,8,Windows 10,DE,2025-12-24");
        String text = HEADER + "\n" + good1 + "\n" + good2 + "\n\n" + good3 + "\n" + String.join("\n", bad) + "\n";

        ImportBuilds.Summary s = importText(text, BuildFiles.Format.CSV);

        assertThat(s.read()).isEqualTo(12);
        assertThat(s.rejected()).isEqualTo(9);
        assertThat(s.stored().inserted()).isEqualTo(3);
        assertThat(s.mappedGpus()).isEqualTo(2);
        assertThat(s.mappedCpus()).isEqualTo(2);
        assertThat(rejects).extracting(r -> r.row().text()).containsExactlyElementsOf(bad);
        assertThat(rejects).extracting(r -> r.row().line()).containsExactly(6L, 7L, 8L, 9L, 10L, 11L, 12L, 13L, 14L);
        assertThat(rejects)
                .extracting(ImportBuilds.Rejected::reason)
                .satisfiesExactly(
                        r -> assertThat(r).contains("'id' is required"),
                        r -> assertThat(r).contains("ram_gb must be a whole number"),
                        r -> assertThat(r).contains("from 1 to 1024"),
                        r -> assertThat(r).contains("ISO 3166-1 alpha-2"),
                        r -> assertThat(r).contains("to today (2026-11-21)"),
                        r -> assertThat(r).contains("YYYY-MM-DD"),
                        r -> assertThat(r).contains("id must be"),
                        r -> assertThat(r).contains("6 fields; the header has 7"),
                        r -> assertThat(r).contains("'gpu' is required"));

        Builds.Tallies t = store.tallies(Optional.empty());
        assertThat(t.gpus())
                .extracting(g -> g.slug().map(Object::toString).orElse("-") + " " + g.name())
                .containsExactlyInAnyOrder(
                        "geforce-rtx-3060 GeForce RTX 3060", "geforce-gtx-1650 GeForce GTX 1650", "- Prototype X9000");
        assertThat(t.cpus())
                .extracting(c -> c.slug().map(Object::toString).orElse("-"))
                .containsExactlyInAnyOrder("ryzen-5-5600x", "core-i5-10400f", "-");
        assertThat(t.os()).extracting(Builds.Tally::name).contains("Windows 10, 64 bit");
        assertThat(store.countries()).containsKeys(new org.fpsforecast.core.domain.Country("DE"));
    }

    @Test
    void importingTheSameFileAgainChangesNothingAndAChangedRowIsRejectedNotOverwritten() {
        String text = HEADER + "\nc1,geforce-gtx-1650,core-i5-10400f,8,Windows 10,DE,2025-12-24\n";
        importText(text, BuildFiles.Format.CSV);
        long revision = store.revision();

        ImportBuilds.Summary again = importText(text, BuildFiles.Format.CSV);
        assertThat(again.stored()).isEqualTo(new Builds.Added(0, 1, 0, 0));
        assertThat(store.revision()).isEqualTo(revision);

        ImportBuilds.Summary changed = importText(
                HEADER + "\nc1,geforce-gtx-1650,core-i5-10400f,16,Windows 10,DE,2025-12-24\n", BuildFiles.Format.CSV);
        assertThat(changed.rejected()).isEqualTo(1);
        assertThat(rejects)
                .singleElement()
                .satisfies(r -> assertThat(r.reason()).contains("never overwritten"));
        assertThat(store.tallies(Optional.empty()).ram())
                .extracting(Builds.Tally::name)
                .containsExactly("8 GB");
    }

    @Test
    void jsonLinesTakeTheSameFieldsAndUnreadableLinesAreRejectedWithTheirText() {
        String ok = "{\"id\":\"j1\",\"gpu\":\"geforce-rtx-3060\",\"cpu\":\"ryzen-5-5600x\",\"ram_gb\":16,"
                + "\"os\":\"Windows 11\",\"country\":\"FR\",\"date\":\"2026-02-02\"}";
        String notJson = "{\"id\":\"j2\",";
        String notObject = "[1,2]";
        String nested = "{\"id\":\"j4\",\"gpu\":{\"name\":\"x\"}}";
        ImportBuilds.Summary s =
                importText(ok + "\n" + notJson + "\n\n" + notObject + "\n" + nested + "\n", BuildFiles.Format.JSONL);
        assertThat(s.stored().inserted()).isEqualTo(1);
        assertThat(rejects).extracting(r -> r.row().text()).containsExactly(notJson, notObject, nested);
        assertThat(rejects).extracting(r -> r.row().line()).containsExactly(2L, 4L, 5L);
        assertThat(rejects.get(0).reason()).contains("not valid JSON");
        assertThat(rejects.get(2).reason()).contains("'gpu' must be a string or a number");
    }

    @Test
    void aFileThatFailsHalfwayStoresNothingAtAll() {
        Iterator<ImportBuilds.Row> rows = new Iterator<>() {
            int n;

            @Override
            public boolean hasNext() {
                return true;
            }

            @Override
            public ImportBuilds.Row next() {
                n++;
                if (n > 2_500) {
                    throw new UncheckedIOException(new java.io.IOException("disk read error"));
                }
                String id = "f" + n;
                return new ImportBuilds.RawBuild(
                        n, id, id, "geforce-gtx-1650", "core-i5-10400f", "8", "Windows 10", "DE", "2025-12-24");
            }
        };
        assertThatThrownBy(() -> importer(store, Builds.Origin.IMPORTED).importBuilds(rows, rejects::add))
                .isInstanceOf(UncheckedIOException.class);
        assertThat(store.tallies(Optional.empty()).total()).isZero();
        assertThat(store.origin()).isEmpty();
    }

    @Test
    void aFileWithoutTheRequiredColumnsIsRefusedBeforeAnything() {
        assertThatThrownBy(() -> importText("id,gpu,cpu\nx,y,z\n", BuildFiles.Format.CSV))
                .isInstanceOf(BuildFileException.class)
                .hasMessageContaining("lacks the column(s) ram_gb, os, country, date");
        assertThatThrownBy(() -> importText("", BuildFiles.Format.CSV))
                .isInstanceOf(BuildFileException.class)
                .hasMessageContaining("empty");
        assertThat(store.origin()).isEmpty();
    }

    @Test
    void csvQuotingFollowsRfc4180IncludingLineBreaksAndExtraColumnsAreIgnored() {
        String text = "\uFEFFcountry,date,id,note,gpu,cpu,ram_gb,os\n"
                + "DE,2025-12-24,q1,\"a note, with a comma\nand a line break\",geforce-gtx-1650,\"Intel \"\"Core\"\" i9\",8,Windows\n"
                + "DE,2025-12-24,q2,\"never closed,geforce-gtx-1650,x,8,Windows\n";
        ImportBuilds.Summary s = importText(text, BuildFiles.Format.CSV);
        assertThat(s.stored().inserted()).isEqualTo(1);
        assertThat(store.tallies(Optional.empty()).cpus())
                .extracting(Builds.Tally::name)
                .containsExactly("Intel \"Core\" i9");
        assertThat(rejects).singleElement().satisfies(r -> {
            assertThat(r.reason()).contains("not closed");
            assertThat(r.row().line()).isEqualTo(4);
        });
    }

    @Test
    void numbersAreAsciiDigitsAndNamesHaveNoInvisibleCharacters() {
        String text = "id,gpu,cpu,ram_gb,os,country,date\n"
                + "plus,geforce-gtx-1650,x,+16,Windows,DE,2025-12-24\n"
                + "arabic,geforce-gtx-1650,x,\u0661\u0666,Windows,DE,2025-12-24\n"
                + "bidi,geforce-gtx-1650,\u202Eevil,16,Windows,DE,2025-12-24\n"
                + "fine,geforce-gtx-1650,x,16,Windows,DE,2025-12-24\n";
        ImportBuilds.Summary s = importText(text, BuildFiles.Format.CSV);
        assertThat(s.stored().inserted()).isEqualTo(1);
        assertThat(rejects)
                .extracting(r -> r.row().line() + " " + r.reason())
                .satisfiesExactly(
                        r -> assertThat(r).startsWith("2 ").contains("ram_gb must be a whole number"),
                        r -> assertThat(r).startsWith("3 ").contains("ram_gb must be a whole number"),
                        r -> assertThat(r).startsWith("4 ").contains("U+202E"));
    }

    @Test
    void aJsonLineWithAKeyTwiceOrTextAfterTheObjectIsUnreadable() {
        String row = "\"gpu\":\"geforce-gtx-1650\",\"cpu\":\"x\",\"ram_gb\":16,\"os\":\"Windows\","
                + "\"country\":\"DE\",\"date\":\"2025-12-24\"";
        String text = "{\"id\":\"twice\",\"id\":\"other\"," + row + "}\n"
                + "{\"id\":\"trailing\"," + row + "} {\"x\":1}\n"
                + "{\"id\":\"fine\"," + row + "}\n";
        ImportBuilds.Summary s = importText(text, BuildFiles.Format.JSONL);
        assertThat(s.stored().inserted()).isEqualTo(1);
        assertThat(rejects)
                .extracting(r -> r.row().line() + " " + r.reason())
                .satisfiesExactly(
                        r -> assertThat(r).startsWith("1 ").contains("Duplicate field 'id'"),
                        r -> assertThat(r).startsWith("2 ").contains("not valid JSON"));
    }

    @Test
    void aStrayQuoteRejectsOnlyItsLineAndTheRowsAfterItAreImported() {
        StringBuilder text = new StringBuilder("id,gpu,cpu,ram_gb,os,country,date\n");
        text.append("stray,\"geforce-gtx-1650,x,8,Windows,DE,2025-12-24\n");
        for (int i = 0; i < 100; i++) {
            text.append("r").append(i).append(",geforce-gtx-1650,x,8,Windows,DE,2025-12-24\n");
        }
        ImportBuilds.Summary s = importText(text.toString(), BuildFiles.Format.CSV);
        assertThat(s.stored().inserted()).isEqualTo(100);
        assertThat(rejects).singleElement().satisfies(r -> {
            assertThat(r.row().line()).isEqualTo(2);
            assertThat(r.reason()).contains("not closed on this line or the 16 after it");
        });
    }

    @Test
    void aQuotedFieldIsParsedLineByLineWithItsQuotesWhereverTheLinesBreak() {
        // A doubled quote right before a line break, then a closing quote that ends a line.
        String text = "id,note,gpu,cpu,ram_gb,os,country,date\n"
                + "q1,\"say \"\"\nhi\"\" \nthen\n\",geforce-gtx-1650,x,8,Windows,DE,2025-12-24\n"
                + "q2,\"ends a line\"\n"
                + "q3,,geforce-gtx-1650,x,8,Windows,DE,2025-12-24\n";
        ImportBuilds.Summary s = importText(text, BuildFiles.Format.CSV);
        assertThat(s.stored().inserted()).isEqualTo(2);
        assertThat(rejects).singleElement().satisfies(r -> {
            assertThat(r.row().line()).as("q1 spans lines 2 to 5").isEqualTo(6);
            assertThat(r.reason()).contains("2 fields");
        });
    }

    @Test
    void theSyntheticSampleSeedsAnEmptyStoreOnceAndRealBuildsReplaceIt() {
        Optional<ImportBuilds.Summary> seeded = SyntheticSample.seedIfEmpty(
                store, importer(store, Builds.Origin.SYNTHETIC), CATALOG.survey(), CATALOG.gpus());
        assertThat(seeded).hasValueSatisfying(s -> {
            assertThat(s.read()).isEqualTo(SyntheticSample.SIZE);
            assertThat(s.rejected()).isZero();
            assertThat(s.stored().inserted()).isEqualTo(SyntheticSample.SIZE);
            assertThat(s.mappedCpus()).isEqualTo(SyntheticSample.SIZE);
        });
        assertThat(store.origin()).contains(Builds.Origin.SYNTHETIC);
        assertThat(SyntheticSample.seedIfEmpty(
                        store, importer(store, Builds.Origin.SYNTHETIC), CATALOG.survey(), CATALOG.gpus()))
                .isEmpty();
        // Drawn from the survey: the latest month's largest mapped card has about its survey share in the sample.
        var month = CATALOG.survey().months().get(CATALOG.survey().months().size() - 1);
        var lines = CATALOG.survey().shares(month, org.fpsforecast.core.domain.SurveyCategory.GPU);
        double listed = lines.stream().mapToDouble(l -> l.share()).sum();
        var largest =
                lines.stream().filter(l -> l.gpu().isPresent()).findFirst().orElseThrow();
        double expected = lines.stream()
                        .filter(l -> l.gpu().equals(largest.gpu()))
                        .mapToDouble(l -> l.share())
                        .sum()
                / listed;
        long count = store.tallies(Optional.empty()).gpus().stream()
                .filter(t -> t.slug().equals(largest.gpu()))
                .mapToLong(Builds.Tally::count)
                .sum();
        assertThat((double) count / SyntheticSample.SIZE)
                .isCloseTo(expected, org.assertj.core.data.Offset.offset(0.01));

        ImportBuilds.Summary real = importText(
                HEADER + "\nr1,geforce-gtx-1650,core-i5-10400f,8,Windows 10,DE,2025-12-24\n", BuildFiles.Format.CSV);
        assertThat(real.stored().syntheticRemoved()).isEqualTo(SyntheticSample.SIZE);
        assertThat(store.tallies(Optional.empty()).total()).isEqualTo(1);
        assertThat(store.origin()).contains(Builds.Origin.IMPORTED);
    }
}
