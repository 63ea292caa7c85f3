package org.fpsforecast.http.publicapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.Javalin;
import io.javalin.compression.CompressionStrategy;
import io.javalin.testtools.JavalinTest;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.fpsforecast.builds.JdbcBuilds;
import org.fpsforecast.core.domain.EvaluationRow;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.internal.BuildStatistics;
import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.limits.LocalRateLimiter;
import org.fpsforecast.limits.TrustedProxies;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The web pages, mounted beside the current interface on the bundled catalog, read over real HTTP. */
class PublicPagesTest {
    static final String BASE = Harness.BASE;
    static final String HTML = "text/html; charset=utf-8";
    static final HttpClient HTTP =
            HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER).build();

    final JdbcBuilds store =
            JdbcBuilds.open("jdbc:h2:mem:pages-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1", null, null);

    @AfterEach
    void close() {
        store.close();
    }

    record Reply(int status, Map<String, List<String>> headers, String body) {
        String header(String name) {
            return headers.entrySet().stream()
                    .filter(e -> e.getKey().equalsIgnoreCase(name))
                    .map(e -> e.getValue().get(0))
                    .findFirst()
                    .orElse(null);
        }

        JsonNode json() {
            try {
                return Harness.JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + body, e);
            }
        }
    }

    /** The test server's origin, and GETs that do not follow redirects. */
    record Site(String origin) {
        Reply get(String pathAndQuery, String... headers) {
            try {
                HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(origin + pathAndQuery));
                for (int i = 0; i < headers.length; i += 2) {
                    b.header(headers[i], headers[i + 1]);
                }
                HttpResponse<String> r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
                return new Reply(r.statusCode(), r.headers().map(), r.body());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }

        /** A page that must be a 200 HTML answer. */
        Reply page(String pathAndQuery) {
            Reply r = get(pathAndQuery);
            assertThat(r.status()).as(pathAndQuery).isEqualTo(200);
            assertThat(r.header("Content-Type")).as(pathAndQuery).isEqualToIgnoringWhitespace(HTML);
            return r;
        }
    }

    void test(Consumer<Site> test) {
        var f = Harness.FORECASTER;
        var stats = new BuildStatistics(store, System::nanoTime);
        PublicApi api = new PublicApi(
                new PublicApi.UseCases(f, f, f, stats, f),
                Harness.CATALOG.metadata(),
                new LocalRateLimiter(Quota.of(10_000, 100_000)),
                TrustedProxies.none(),
                BASE);
        PublicPages pages =
                new PublicPages(new PublicPages.UseCases(f, f, f, f, f, f, stats, f), Harness.CATALOG.metadata(), BASE);
        Javalin app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.http.compressionStrategy = CompressionStrategy.NONE;
            api.mount(config);
            pages.mount(config);
        });
        JavalinTest.test(app, (server, client) -> test.accept(new Site("http://localhost:" + server.port())));
    }

    // --- The links of the answers

    @Test
    void everyLinkInEveryAnswerLeadsToAPageInItsLanguage() {
        test(site -> {
            List<String> answers = List.of(
                    "/fps?game=grand-theft-auto-v&gpu=geforce-gtx-1060",
                    "/fps?game=cyberpunk-2077&gpu=geforce-rtx-4070&cpu=ryzen-5-5600&res=4k&preset=ultra&lang=ar",
                    "/canrun?game=fortnite&gpu=radeon-rx-6600&lang=ru",
                    "/canrun?game=fortnite&renderer=ANGLE%20(NVIDIA,%20NVIDIA%20GeForce%20RTX%203060%20Direct3D11)",
                    "/games?q=elden&lang=es",
                    "/gpus?q=rtx%204070&lang=tr",
                    "/survey?lang=pt&top=5",
                    "/stats?lang=id",
                    "/");
            Set<String> links = new LinkedHashSet<>();
            for (String answer : answers) {
                Reply r = site.get(PublicApi.PREFIX + answer);
                assertThat(r.status()).as(answer).isEqualTo(200);
                collectLinks(r.json(), links);
            }
            assertThat(links)
                    .anyMatch(l -> l.contains("/en/fps/grand-theft-auto-v/geforce-gtx-1060?"))
                    .anyMatch(l -> l.contains("/ar/fps/cyberpunk-2077/geforce-rtx-4070?res=4k&preset=ultra&cpu="))
                    .anyMatch(l -> l.contains("/ru/methodology"))
                    .anyMatch(l -> l.contains("/es/games/"))
                    .anyMatch(l -> l.contains("/tr/gpus/"))
                    .anyMatch(l -> l.contains("/pt/survey/"))
                    .anyMatch(l -> l.contains("/id/stats"))
                    .anyMatch(l -> l.contains("/ar/cpus/ryzen-5-5600"));
            for (String link : links) {
                String path = link.substring(BASE.length());
                if (path.startsWith("/api/v1")) {
                    continue; // the earlier interface is another adapter, not mounted here
                }
                Reply r = site.get(path);
                assertThat(r.status()).as(link).isEqualTo(200);
                if (!path.startsWith("/api/")) {
                    String lang = path.substring(1, 3);
                    assertThat(r.body()).as(link).contains("<html lang=\"" + lang + "\"");
                    assertThat(r.header("Content-Language")).isEqualTo(lang);
                }
            }
        });
    }

    /** Every text field of an answer that is an address of this service. */
    private static void collectLinks(JsonNode node, Set<String> links) {
        if (node.isTextual() && node.asText().startsWith(BASE)) {
            links.add(node.asText());
        }
        for (Iterator<JsonNode> it = node.elements(); it.hasNext(); ) {
            collectLinks(it.next(), links);
        }
    }

    // --- Measured and modeled, as the answers say

    @Test
    void aMeasuredResultSaysMeasuredWithItsSourceAndAModeledOneShowsItsRange() {
        test(site -> {
            JsonNode measured = site.get(PublicApi.PREFIX + "/fps?game=grand-theft-auto-v&gpu=geforce-gtx-1060")
                    .json();
            assertThat(measured.get("source").asText()).isEqualTo("measured");
            String page = site.page("/en/fps/grand-theft-auto-v/geforce-gtx-1060?res=1080p&preset=high")
                    .body();
            assertThat(page)
                    .contains("data-source=\"measured\"")
                    .contains("<span class=\"fps\">" + measured.get("fps").asInt() + "</span>")
                    .contains("class=\"badge measured\">Measured<")
                    .contains(measured.get("measurement")
                            .get("source")
                            .get("title")
                            .asText())
                    .contains(measured.get("measurement").get("samples").asInt() + " benchmark runs")
                    .doesNotContain("80% range:")
                    .doesNotContain("class=\"badge model\"");
            assertMatrixMarksMatch(page, measured);

            JsonNode modeled = site.get(PublicApi.PREFIX + "/fps?game=cyberpunk-2077&gpu=geforce-rtx-4070&res=1440p")
                    .json();
            assertThat(modeled.get("source").asText()).isEqualTo("model");
            String modeledPage = site.page("/en/fps/cyberpunk-2077/geforce-rtx-4070?res=1440p&preset=high")
                    .body();
            assertThat(modeledPage)
                    .contains("data-source=\"model\"")
                    .contains("class=\"badge model\">Model estimate<")
                    .contains(
                            "80% range: " + modeled.get("fps_range").get("low").asInt() + " to "
                                    + modeled.get("fps_range").get("high").asInt() + " FPS")
                    .contains("not a measurement")
                    .doesNotContain("class=\"badge measured\"");
            assertMatrixMarksMatch(modeledPage, modeled);
            // The verdict and the chart are there; the bottleneck needs a CPU.
            assertThat(modeledPage)
                    .contains("data-verdict=\""
                            + modeled.get("verdict").get("key").asText() + "\"")
                    .contains("<svg")
                    .contains("Choose yours to see the bottleneck");

            JsonNode withCpu = site.get(PublicApi.PREFIX
                            + "/fps?game=cyberpunk-2077&gpu=geforce-rtx-4070&cpu=core-i3-10100f&lang=ru")
                    .json();
            String cpuPage = site.page(
                            "/ru/fps/cyberpunk-2077/geforce-rtx-4070?res=1080p&preset=high&cpu=core-i3-10100f")
                    .body();
            assertThat(cpuPage)
                    .contains("id=\"bottleneck\"")
                    .contains(withCpu.get("labels").get("limited_by").asText())
                    .contains(Html.escape(withCpu.get("attribution").asText()));
        });
    }

    @Test
    void aResultPageSaysWhatTheDemandCameFromAndMarksTheCellsAtTheEngineCap() {
        test(site -> {
            JsonNode json = site.get(PublicApi.PREFIX + "/fps?game=elden-ring&gpu=geforce-rtx-4090&lang=pt")
                    .json();
            String page = site.page("/pt/fps/elden-ring/geforce-rtx-4090?res=1080p&preset=high")
                    .body();
            assertThat(page)
                    .contains("data-demand-basis=\"recommended_gpu\"")
                    .contains(Html.escape(json.get("labels").get("demand_basis").asText()))
                    .contains("id=\"engine-cap\"")
                    .contains(Html.escape(json.get("labels").get("engine_cap").asText()));
            int start = page.indexOf("<table id=\"matrix\"");
            String table = page.substring(start, page.indexOf("</table>", start));
            assertThat(count(table, "class=\"capped\""))
                    .isEqualTo(json.get("engine_cap").get("capped_cells").size())
                    .isPositive();

            String uncapped = site.page("/en/fps/elden-ring/geforce-gtx-1650?res=1080p&preset=high")
                    .body();
            assertThat(uncapped).doesNotContain("id=\"engine-cap\"");
            String fitted = site.page("/en/fps/grand-theft-auto-v/geforce-gtx-1060?res=1080p&preset=high")
                    .body();
            assertThat(fitted).contains("data-demand-basis=\"fitted\"").doesNotContain("class=\"capped\"");
        });
    }

    @Test
    void aVerdictAtAnotherCellSaysItIsFor1080pHighBesideTheAskedCellsOwnReading() {
        test(site -> {
            JsonNode json = site.get(
                            PublicApi.PREFIX + "/fps?game=cyberpunk-2077&gpu=geforce-rtx-4060&res=4k&preset=ultra")
                    .json();
            int asked = json.get("fps").asInt();
            String page = site.page("/en/fps/cyberpunk-2077/geforce-rtx-4060?res=4k&preset=ultra")
                    .body();
            int at = page.indexOf("id=\"verdict-asked\"");
            assertThat(at).as("the asked cell's reading").isPositive();
            String line = page.substring(at, page.indexOf("</p>", at));
            assertThat(line)
                    .contains("not for the 4K Ultra you asked for")
                    .contains(asked + " FPS")
                    .contains("data-verdict=\""
                            + org.fpsforecast.core.domain.Verdict.forFps(asked).key() + "\"");
            // At 1080p high the verdict is the asked cell's: nothing to add.
            assertThat(site.page("/en/fps/cyberpunk-2077/geforce-rtx-4060?res=1080p&preset=high")
                            .body())
                    .doesNotContain("verdict-asked");
            assertThat(site.page("/ru/fps/cyberpunk-2077/geforce-rtx-4060?res=1440p&preset=low")
                            .body())
                    .contains("не для запрошенных 1440p, Низкие");
        });
    }

    @Test
    void theChartsThresholdLabelsArePaintedOverTheBarsAndTheTableScrollsInItsOwnRegion() {
        test(site -> {
            // Fortnite on an RTX 4090: every bar reaches past 60 FPS, the right-most one under the labels.
            String page = site.page("/en/fps/fortnite/geforce-rtx-4090?res=1080p&preset=high")
                    .body();
            String svg = page.substring(page.indexOf("<svg"), page.indexOf("</svg>"));
            assertThat(svg.indexOf(">30 FPS<")).isGreaterThan(svg.lastIndexOf("<rect"));
            assertThat(svg.indexOf(">60 FPS<")).isGreaterThan(svg.lastIndexOf("<rect"));
            assertThat(svg).contains("paint-order=\"stroke\"");
            int region = page.indexOf("class=\"scroll-x\"");
            assertThat(region).isPositive().isLessThan(page.indexOf("<table id=\"matrix\""));
            assertThat(page.substring(region, page.indexOf("<table id=\"matrix\"")))
                    .contains("tabindex=\"0\"")
                    .contains("aria-labelledby=\"matrix-caption\"");
        });
    }

    @Test
    void aHandheldIsOneByKindAndItsPageSaysWhatItsNumberAssumes() {
        test(site -> {
            JsonNode hits = site.get(PublicApi.PREFIX + "/gpus?q=steam+deck").json();
            assertThat(hits.get("results").get(0).get("slug").asText()).isEqualTo("steam-deck-lcd-amd-custom-gpu-0405");
            assertThat(hits.get("results").get(0).get("kind").asText()).isEqualTo("handheld");
            String page = site.page("/en/fps/cyberpunk-2077/steam-deck-lcd-amd-custom-gpu-0405?res=1080p&preset=low")
                    .body();
            assertThat(page).contains("id=\"handheld\"").contains("800p on the Steam Deck");
            assertThat(site.page("/en/gpus/steam-deck-lcd-amd-custom-gpu-0405").body())
                    .contains("Handheld");
            // The old slug still leads to it.
            assertThat(site.get(PublicApi.PREFIX + "/fps?game=cyberpunk-2077&gpu=custom-gpu-0405")
                            .json()
                            .get("gpu")
                            .get("slug")
                            .asText())
                    .isEqualTo("steam-deck-lcd-amd-custom-gpu-0405");
            assertThat(site.page("/en/fps/cyberpunk-2077/geforce-rtx-4060?res=1080p&preset=high")
                            .body())
                    .doesNotContain("id=\"handheld\"");
        });
    }

    @Test
    void anEstimatedOneInLowIsNeverInsideTheMeasuredBox() {
        test(site -> {
            // GTA V on a GTX 1060 at 1080p high: a UserBenchmark average, whose 1% low nobody measured.
            JsonNode json = site.get(PublicApi.PREFIX + "/fps?game=grand-theft-auto-v&gpu=geforce-gtx-1060")
                    .json();
            assertThat(json.get("source").asText()).isEqualTo("measured");
            assertThat(json.get("measurement").get("low1_measured").asBoolean()).isFalse();
            String page = site.page("/en/fps/grand-theft-auto-v/geforce-gtx-1060?res=1080p&preset=high")
                    .body();
            int box = page.indexOf("id=\"answer\"");
            int boxEnd = page.indexOf("id=\"low1\"");
            assertThat(box).isPositive();
            assertThat(page.substring(box, boxEnd))
                    .doesNotContain(json.get("low1").asInt() + " FPS");
            String low1 = page.substring(boxEnd, page.indexOf("</p>", boxEnd));
            assertThat(low1)
                    .contains("data-source=\"model\"")
                    .contains("class=\"mark-model\"")
                    .contains("1% low: " + json.get("low1").asInt() + " FPS, estimated from the measured average");
            // The measured box (opened just before its id) and every div inside it close before the 1% low begins.
            String inBox = page.substring(box, boxEnd);
            assertThat(count(inBox, "</div>")).isEqualTo(count(inBox, "<div") + 1);

            // A modeled answer keeps its 1% low in its (modeled) box, marked as such.
            String modeled = site.page("/en/fps/cyberpunk-2077/geforce-rtx-4070?res=1440p&preset=high")
                    .body();
            assertThat(modeled).contains("id=\"low1\" data-source=\"model\"");
        });
    }

    /** The matrix table marks as measured exactly the cells the JSON answer gives without a range. */
    private static void assertMatrixMarksMatch(String page, JsonNode answer) {
        int measuredCells = 0;
        for (Iterator<JsonNode> rows = answer.get("matrix_range").elements(); rows.hasNext(); ) {
            for (Iterator<JsonNode> cells = rows.next().elements(); cells.hasNext(); ) {
                if (cells.next().isNull()) {
                    measuredCells++;
                }
            }
        }
        int start = page.indexOf("<table id=\"matrix\"");
        String table = page.substring(start, page.indexOf("</table>", start));
        assertThat(count(table, "class=\"mark-measured\"")).isEqualTo(measuredCells);
        assertThat(count(table, "class=\"mark-model\"")).isEqualTo(12 - measuredCells);
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    // --- Languages, canonical addresses, accessibility basics

    @Test
    void everyPageKindSpeaksItsLanguageWithCanonicalAndAlternateLinksAndASwitcher() {
        List<String> paths = List.of(
                "/",
                "/search?q=gta%205",
                "/games/grand-theft-auto-v",
                "/gpus/geforce-gtx-1060",
                "/cpus/ryzen-5-5600",
                "/fps/grand-theft-auto-v/geforce-gtx-1060?res=1080p&preset=high",
                "/canrun?game=grand-theft-auto-v",
                "/methodology",
                "/api",
                "/survey",
                "/stats");
        test(site -> {
            for (Lang lang : Lang.values()) {
                for (String path : paths) {
                    String url = "/" + lang.code() + path;
                    Reply r = site.page(url);
                    String body = r.body();
                    String dir = lang == Lang.AR ? "rtl" : "ltr";
                    assertThat(body)
                            .as(url)
                            .startsWith("<!doctype html><html lang=\"" + lang.code() + "\" dir=\"" + dir + "\">")
                            .contains("<link rel=\"canonical\" href=\"" + BASE + "/" + lang.code())
                            .contains("<main id=\"content\">");
                    assertThat(count(body, "<link rel=\"alternate\" hreflang="))
                            .as(url)
                            .isEqualTo(8);
                    assertThat(count(body, "<h1")).as(url + ": one h1").isEqualTo(1);
                    for (Lang other : Lang.values()) {
                        assertThat(body)
                                .as(url)
                                .contains("hreflang=\"" + other.code() + "\" lang=\"" + other.code() + "\"");
                    }
                    assertEveryFieldIsLabelled(url, body);
                    assertThat(r.header("ETag")).matches("\"[^\"]+\"");
                    assertThat(r.header("Content-Security-Policy")).contains("script-src 'self'");
                }
            }
        });
    }

    private static final Pattern FIELD = Pattern.compile("<(?:input|select|textarea)\\b");
    private static final Pattern FIELD_ID = Pattern.compile("<(?:input|select|textarea)\\b[^>]* id=\"([^\"]+)\"");

    /** Every input, select and textarea has an id and a label for it. */
    private static void assertEveryFieldIsLabelled(String url, String body) {
        assertThat(countMatches(FIELD_ID, body))
                .as(url + ": every field has an id")
                .isEqualTo(countMatches(FIELD, body));
        Matcher m = FIELD_ID.matcher(body);
        while (m.find()) {
            assertThat(body).as(url + ": a label for #" + m.group(1)).contains("<label for=\"" + m.group(1) + "\"");
        }
    }

    private static int countMatches(Pattern p, String text) {
        int n = 0;
        for (Matcher m = p.matcher(text); m.find(); ) {
            n++;
        }
        return n;
    }

    @Test
    void addressesThatAreNotCanonicalRedirectToTheCanonicalOne() {
        test(site -> {
            BiConsumer<String, String> redirects = (from, to) -> {
                Reply r = site.get(from);
                assertThat(r.status()).as(from).isIn(301, 302, 303);
                assertThat(r.header("Location")).as(from).endsWith(to);
            };
            // Without its slash the home page is the same page, under the same canonical address.
            assertThat(site.page("/en").body()).contains("<link rel=\"canonical\" href=\"" + BASE + "/en/\">");
            redirects.accept(
                    "/en/fps/grand-theft-auto-v/geforce-gtx-1060",
                    "/en/fps/grand-theft-auto-v/geforce-gtx-1060?res=1080p&preset=high");
            redirects.accept(
                    "/en/fps/grand-theft-auto-v/geforce-gtx-1060?preset=ULTRA&res=4K",
                    "/en/fps/grand-theft-auto-v/geforce-gtx-1060?res=4k&preset=ultra");
            redirects.accept(
                    "/en/fps/grand-theft-auto-v/geforce-gtx-1060?res=1080p&preset=high&cpu="
                            + URLEncoder.encode("Ryzen 5 5600X", StandardCharsets.UTF_8),
                    "/en/fps/grand-theft-auto-v/geforce-gtx-1060?res=1080p&preset=high&cpu=ryzen-5-5600x");
            redirects.accept(
                    "/es/canrun?game=gta+5&gpu=gtx+1060",
                    "/es/fps/grand-theft-auto-v/geforce-gtx-1060?res=1080p&preset=high");
            redirects.accept("/tr/canrun?game=gta+5", "/tr/canrun?game=grand-theft-auto-v");
            // The renderer canrun.js sends: a card known by name leads to its result page, as a typed one does.
            redirects.accept(
                    "/en/canrun?game=grand-theft-auto-v&renderer="
                            + URLEncoder.encode(
                                    "ANGLE (NVIDIA, NVIDIA GeForce GTX 1060 6GB Direct3D11 vs_5_0 ps_5_0, D3D11)",
                                    StandardCharsets.UTF_8),
                    "/en/fps/grand-theft-auto-v/geforce-gtx-1060?res=1080p&preset=high");
            // A name that matches several cards asks which one, with links to each.
            Reply ambiguous = site.page("/en/canrun?game=grand-theft-auto-v&gpu=rtx");
            assertThat(ambiguous.body()).contains("Several records match").contains("/en/fps/grand-theft-auto-v/");
        });
    }

    /**
     * The result page takes upscaling, rt and framegen: the address an answer links to shows that answer (displayed
     * and rendered rate, measured mark and all), options are canonical in one order with "off" left out, the native
     * matrix says it is native, and a card without the hardware is a 422 page, a bad value a 400 one.
     */
    @Test
    void theResultPageTakesTheRenderingOptionsTheAnswersLinkTo() {
        test(site -> {
            for (String query : List.of(
                    "game=star-wars-outlaws&gpu=geforce-rtx-4070&res=1440p&preset=ultra&upscaling=quality&rt=on"
                            + "&framegen=2x",
                    "game=cyberpunk-2077&gpu=radeon-rx-7800-xt&upscaling=performance")) {
                JsonNode answer = site.get(PublicApi.PREFIX + "/fps?" + query).json();
                String url = answer.get("url").asText();
                assertThat(url).startsWith(BASE);
                String page = site.page(url.substring(BASE.length())).body();
                String source = answer.get("source").asText();
                assertThat(page)
                        .as(url)
                        .contains("<span class=\"fps\">" + answer.get("fps").asInt() + "</span>")
                        .contains("data-source=\"" + source + "\"")
                        .contains("data-rendered-fps=\""
                                + answer.get("rendering").get("rendered_fps").asInt() + "\"")
                        .contains("id=\"matrix-options\"")
                        .contains("<option value=\""
                                + answer.get("rendering").get("upscaling").asText() + "\" selected>")
                        .contains(answer.get("rendering").get("verdict_fps").asInt() + " FPS at 1080p high");
                // The matrix holds the same options: its asked cell is the displayed answer.
                int cell = page.indexOf("class=\"num requested\"");
                assertThat(page.substring(cell, page.indexOf("</td>", cell)))
                        .contains("</span> " + answer.get("fps").asInt() + "</a>");
                if (!answer.get("rendering").get("framegen").asText().equals("off")) {
                    // The asked cell's reading is on the rate rendered without frame generation, never the displayed.
                    int at = page.indexOf("id=\"verdict-asked\"");
                    assertThat(page.substring(at, page.indexOf("</p>", at)))
                            .doesNotContain("there, " + answer.get("fps").asInt() + " FPS");
                }
            }
            Reply reordered = site.get("/en/fps/cyberpunk-2077/geforce-rtx-4070?framegen=2x&rt=on&upscaling=quality"
                    + "&preset=high&res=1440p");
            assertThat(reordered.status()).isEqualTo(303);
            assertThat(reordered.header("Location"))
                    .endsWith("/en/fps/cyberpunk-2077/geforce-rtx-4070?res=1440p&preset=high&upscaling=quality&rt=on"
                            + "&framegen=2x");
            Reply off = site.get("/en/fps/cyberpunk-2077/geforce-rtx-4070?res=1440p&preset=high&upscaling=off&rt=off");
            assertThat(off.status()).isEqualTo(303);
            assertThat(off.header("Location"))
                    .endsWith("/en/fps/cyberpunk-2077/geforce-rtx-4070?res=1440p&preset=high");
            String nativePage = site.page("/en/fps/cyberpunk-2077/geforce-rtx-4070?res=1440p&preset=high")
                    .body();
            assertThat(nativePage)
                    .doesNotContain("id=\"matrix-options\"")
                    .doesNotContain("id=\"rendered\"")
                    .contains("href=\"/en/fps/cyberpunk-2077/geforce-rtx-4070?res=1440p&amp;preset=high&amp;"
                            + "upscaling=quality&amp;rt=on\"");
            assertThat(site.page("/en/fps/cyberpunk-2077/geforce-gtx-1650?res=1080p&preset=high")
                            .body())
                    .as("no link to an option the card does not have")
                    .contains("not on this card")
                    .doesNotContain("rt=on");
            Reply refused = site.get("/ru/fps/cyberpunk-2077/geforce-gtx-1650?res=1080p&preset=high&rt=on");
            assertThat(refused.status()).isEqualTo(422);
            assertThat(refused.body()).contains("Недоступно на этой видеокарте").doesNotContain("Exception");
            Reply bad = site.get("/en/fps/cyberpunk-2077/geforce-rtx-4070?res=1080p&preset=high&framegen=8x");
            assertThat(bad.status()).isEqualTo(400);
            assertThat(bad.body()).contains("framegen");
        });
    }

    @Test
    void theCanRunPageSaysWhyARendererNamesNoCardInItsLanguage() {
        test(site -> {
            String software = site.page("/en/canrun?game=grand-theft-auto-v&renderer="
                            + URLEncoder.encode(
                                    "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)),"
                                            + " SwiftShader driver)",
                                    StandardCharsets.UTF_8))
                    .body();
            assertThat(software)
                    .contains("data-outcome=\"unidentified\"")
                    .contains("hardware acceleration may be off")
                    .contains("SwiftShader Device")
                    .contains("Choose your GPU below");
            String masked = site.page("/es/canrun?game=grand-theft-auto-v&renderer="
                            + URLEncoder.encode("Generic Renderer", StandardCharsets.UTF_8))
                    .body();
            assertThat(masked).contains("data-outcome=\"unidentified\"");
            String unknown = site.page("/en/canrun?game=grand-theft-auto-v&renderer="
                            + URLEncoder.encode(
                                    "ANGLE (NVIDIA, NVIDIA GeForce RTX 9990 Hyper Direct3D11)", StandardCharsets.UTF_8))
                    .body();
            assertThat(unknown).contains("No graphics card in our catalog matches this name");
            // A family is an estimate: a link to its representative, said to be one, not a redirect.
            String family = site.page("/en/canrun?game=grand-theft-auto-v&renderer="
                            + URLEncoder.encode("AMD Radeon R9 200 Series", StandardCharsets.UTF_8))
                    .body();
            assertThat(family).contains("id=\"detect-estimate\"").contains("an estimate of yours");
            // Without a renderer the section waits for the script (hidden until it runs).
            assertThat(site.page("/en/canrun?game=grand-theft-auto-v").body())
                    .doesNotContain("data-outcome")
                    .contains("id=\"detect\" hidden");
        });
    }

    @Test
    void badAddressesAreErrorPagesInTheirLanguageWithSuggestionsAndNoStackTrace() {
        test(site -> {
            Reply unknownGame = site.get("/en/games/cyberpunk");
            assertThat(unknownGame.status()).isEqualTo(404);
            assertThat(unknownGame.header("Content-Type")).isEqualToIgnoringWhitespace(HTML);
            assertThat(unknownGame.header("Cache-Control")).isEqualTo("no-store");
            assertThat(unknownGame.body())
                    .contains("Page not found")
                    .contains("No game with slug &#39;cyberpunk&#39;")
                    .contains("Did you mean:")
                    .contains("href=\"/en/games/cyberpunk-2077\"")
                    .contains("<meta name=\"robots\" content=\"noindex\">");

            Reply badRes = site.get("/ar/fps/grand-theft-auto-v/geforce-gtx-1060?res=8k");
            assertThat(badRes.status()).isEqualTo(400);
            assertThat(badRes.body())
                    .contains("dir=\"rtl\"")
                    .contains("لا يمكن الإجابة عن هذا الطلب")
                    .contains("res");

            Reply nothing = site.get("/ru/no/such/page");
            assertThat(nothing.status()).isEqualTo(404);
            assertThat(nothing.body()).contains("Страница не найдена");

            Reply badSlug = site.get("/en/gpus/NOT%20A%20SLUG");
            assertThat(badSlug.status()).isEqualTo(400);

            Reply badMonth = site.get("/en/survey/2001-01");
            assertThat(badMonth.status()).isEqualTo(404);
            for (Reply r : List.of(unknownGame, badRes, nothing, badSlug, badMonth)) {
                assertThat(r.body()).doesNotContain("Exception").doesNotContain("\tat ");
            }
        });
    }

    @Test
    void whatAUserTypedIsShownEscaped() {
        test(site -> {
            String attack = "<script>alert(1)</script>\"'";
            Reply r = site.page("/en/search?q=" + URLEncoder.encode(attack, StandardCharsets.UTF_8));
            assertThat(r.body())
                    .doesNotContain("<script>alert")
                    .contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;");
            Reply c = site.get("/en/canrun?game=" + URLEncoder.encode("<b>zzqqxxv</b>", StandardCharsets.UTF_8));
            assertThat(c.body()).doesNotContain("<b>zzqqxxv</b>").contains("&lt;b&gt;zzqqxxv&lt;/b&gt;");
        });
    }

    @Test
    void pagesAreCachedByStrongEntityTags() {
        test(site -> {
            Reply first = site.page("/en/games/grand-theft-auto-v");
            String tag = first.header("ETag");
            assertThat(first.header("Cache-Control")).isEqualTo("public, max-age=3600");
            Reply again = site.get("/en/games/grand-theft-auto-v", "If-None-Match", tag);
            assertThat(again.status()).isEqualTo(304);
            assertThat(again.body()).isEmpty();
            assertThat(site.page("/ru/games/grand-theft-auto-v").header("ETag")).isNotEqualTo(tag);
        });
    }

    // --- Page kinds

    @Test
    void theMethodologyPageIsTheDocumentWithTheServedCatalogsEvaluation() {
        test(site -> {
            String en = site.page("/en/methodology").body();
            assertThat(en)
                    .contains("<h1 id=\"methodology-how-numbers-are-made-and-how-accurate-they-are\">")
                    .contains("<h2 id=\"pc-score\">PC score (<code>/api/v1/pc-score</code>)</h2>")
                    .contains("<h2 id=\"evaluation\">")
                    .doesNotContain("{#pc-score}");
            List<EvaluationRow> rows = Harness.CATALOG.metadata().evaluation();
            assertThat(rows).isNotEmpty();
            String table = en.substring(en.indexOf("<table id=\"evaluation\">"));
            table = table.substring(0, table.indexOf("</table>"));
            assertThat(count(table, "<tr lang=\"en\">")).isEqualTo(rows.size());
            EvaluationRow first = rows.get(0);
            assertThat(table)
                    .contains("<td>" + Html.escape(first.data()) + "</td><td>" + first.method()
                            + "</td><td class=\"num\">" + first.cells() + "</td>");
            String ar = site.page("/ar/methodology").body();
            assertThat(ar)
                    .contains("هذا النص متاح بالإنجليزية فقط")
                    .contains("<article class=\"doc\" lang=\"en\" dir=\"ltr\">");
        });
    }

    @Test
    void theApiPageRunsTheViewerFromThisServerOnBothDocuments() {
        test(site -> {
            String page = site.page("/en/api").body();
            assertThat(page)
                    .contains("<script src=\"/assets/swagger-ui/swagger-ui-bundle.js\"></script>")
                    .contains("<script src=\"/assets/api-docs.js\"></script>")
                    .contains("/api/public/v1/openapi.json")
                    .contains("/api/v1/openapi.json")
                    .contains("<noscript>")
                    .doesNotContain("https://cdn")
                    .doesNotContain("unpkg");
            Reply bundle = site.get("/assets/swagger-ui/swagger-ui-bundle.js");
            assertThat(bundle.status()).isEqualTo(200);
            assertThat(bundle.header("Content-Type")).isEqualToIgnoringWhitespace("text/javascript; charset=utf-8");
            assertThat(bundle.body()).contains("SwaggerUIBundle");
            assertThat(site.get("/assets/swagger-ui/swagger-ui.css").status()).isEqualTo(200);
            assertThat(site.get("/assets/site.css").header("Content-Type"))
                    .isEqualToIgnoringWhitespace("text/css; charset=utf-8");
            // Only the listed files: nothing else of the jar or the class path.
            for (String other : List.of(
                    "/assets/swagger-ui/index.html",
                    "/assets/swagger-ui/swagger-initializer.js",
                    "/assets/openapi.json",
                    "/assets/..%2Fopenapi.json",
                    "/assets/Lang.class")) {
                assertThat(site.get(other).status()).as(other).isEqualTo(404);
            }
        });
    }

    @Test
    void theGameGpuHomeAndSearchPagesShowWhatTheCatalogSays() {
        test(site -> {
            var profile = Harness.FORECASTER.describe(new Slug("grand-theft-auto-v"));
            String game = site.page("/en/games/grand-theft-auto-v").body();
            assertThat(game)
                    .contains("<h1>" + profile.game().name() + "</h1>")
                    .contains("" + profile.game().releaseYear().getAsInt())
                    .contains(profile.recommendedGpu().orElseThrow().name())
                    .contains(profile.minimumGpu().orElseThrow().name())
                    .contains("fitted from " + profile.demandingness().measurements() + " measurements")
                    .contains("href=\"/en/fps/grand-theft-auto-v/");
            var estimated =
                    Harness.FORECASTER.describe(new Slug("cyberpunk-2077")).demandingness();
            assertThat(estimated.fitted()).isFalse();
            assertThat(site.page("/en/games/cyberpunk-2077").body())
                    .as("an estimated game says what drove its estimate")
                    .contains(Html.escape(
                            Lang.EN.text("demand." + estimated.basis().key())))
                    .doesNotContain("fitted from");
            var gpu = Harness.FORECASTER.gpu(new Slug("geforce-gtx-1060")).orElseThrow();
            String gpuPage = site.page("/en/gpus/geforce-gtx-1060").body();
            assertThat(gpuPage)
                    .contains("<dd>" + gpu.g3dMark() + "</dd>")
                    .contains("<dd>Desktop</dd>")
                    .contains("href=\"/en/fps/");
            String home = site.page("/pt/").body();
            assertThat(home).contains("action=\"/pt/search\"").contains("href=\"/pt/games/");
            assertThat(home)
                    .as("popular cards are cards the survey names, not a family's representative")
                    .contains("href=\"/pt/gpus/geforce-rtx-3060\"")
                    .doesNotContain("with-radeon-graphics");
            assertThat(site.page("/en/cpus/ryzen-5-5600").body())
                    .as("the typical PC's card is the survey's most common named card")
                    .contains("GeForce RTX 3060");
            String search = site.page("/en/search?q=gta+5").body();
            assertThat(search).contains("href=\"/en/games/grand-theft-auto-v\"");
        });
    }

    @Test
    void theHomePathFollowsTheBrowsersLanguages() {
        assertThat(PublicPages.homePath("ar-EG,ar;q=0.9,en;q=0.5")).isEqualTo("/ar/");
        assertThat(PublicPages.homePath("de-DE,pt-BR;q=0.8")).isEqualTo("/pt/");
        assertThat(PublicPages.homePath("de")).isEqualTo("/en/");
        assertThat(PublicPages.homePath(null)).isEqualTo("/en/");
        assertThat(PublicPages.homePath(";;;===")).isEqualTo("/en/");
    }

    @Test
    void aRequestIsAnsweredByOneCatalogGenerationFromTopToBottom() {
        var f = Harness.FORECASTER;
        var stats = new BuildStatistics(store, System::nanoTime);
        List<PublicPages> generations = new java.util.ArrayList<>();
        for (String version : List.of("aaaaaaaaaaaa", "bbbbbbbbbbbb")) {
            var metadata = new org.fpsforecast.core.port.out.CatalogMetadata() {
                @Override
                public String version() {
                    return version;
                }

                @Override
                public List<org.fpsforecast.core.domain.DataSource> sources() {
                    return Harness.CATALOG.metadata().sources();
                }
            };
            generations.add(new PublicPages(new PublicPages.UseCases(f, f, f, f, f, f, stats, f), metadata, BASE));
        }
        // Each look at the current generation gets the other one, as if a catalog swap happened in between.
        var looks = new java.util.concurrent.atomic.AtomicInteger();
        Javalin app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            PublicPages.mount(config, () -> generations.get(looks.getAndIncrement() % 2));
        });
        JavalinTest.test(app, (server, client) -> {
            Site site = new Site("http://localhost:" + server.port());
            for (int i = 0; i < 4; i++) {
                String page = site.page("/en/methodology").body();
                // The evaluation heading (written by the page) and the footer (written around it) name one version.
                String version = page.contains("version aaaaaaaaaaaa") ? "aaaaaaaaaaaa" : "bbbbbbbbbbbb";
                assertThat(page).contains("version " + version).contains("Catalog " + version);
            }
        });
    }
}
