package org.fpsforecast.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.results.Rule;
import com.deque.html.axecore.selenium.AxeBuilder;
import com.sun.net.httpserver.HttpServer;
import io.javalin.Javalin;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The pages in a real browser: Debian's headless Chromium driven through its ChromeDriver, against the server as {@code
 * serve} wires it (both interfaces and the pages on the bundled catalog). Each page kind is loaded, its content checked,
 * the browser's console read for errors, Deque's axe-core run for WCAG 2 A/AA violations, and a screenshot kept in
 * {@code forecast-server/target/browser-screenshots/}.
 *
 * <p>Skipped when {@code /usr/bin/chromium} or {@code /usr/bin/chromedriver} is missing, unless {@code
 * FORECAST_REQUIRE_CHROMIUM=1} (set by .ci/run, which installs both), which makes their absence a failure.
 */
@Tag("integration") // the browser
class PagesInBrowserTest {
    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final Path SCREENSHOTS = Path.of("target", "browser-screenshots");
    static final Duration WAIT = Duration.ofSeconds(20);

    static Javalin server;
    static String origin;
    static WebDriver browser;
    static Path profile;

    @BeforeAll
    static void start() throws IOException {
        boolean present = Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER);
        if ("1".equals(System.getenv("FORECAST_REQUIRE_CHROMIUM"))) {
            assertThat(present)
                    .as("FORECAST_REQUIRE_CHROMIUM=1 but " + CHROMIUM + " or " + CHROMEDRIVER + " is missing")
                    .isTrue();
        } else {
            assumeTrue(
                    present, "no " + CHROMIUM + " and " + CHROMEDRIVER + ": apt-get install chromium chromium-driver");
        }
        int port = freePort();
        origin = "http://localhost:" + port;
        server = WebServer.create(
                        Application.load(java.util.Optional.empty()),
                        ServerSettings.defaults(origin),
                        ApplicationTest.STATS)
                .start("127.0.0.1", port);
        profile = Files.createTempDirectory("chromium-profile");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--window-size=1280,1600",
                // WebGL on the CPU (SwiftShader), as a headless browser without a GPU has it.
                "--enable-unsafe-swiftshader",
                "--user-data-dir=" + profile);
        options.setCapability("goog:loggingPrefs", Map.of(LogType.BROWSER, "ALL"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort()
                .build();
        browser = new ChromeDriver(service, options);
        Files.createDirectories(SCREENSHOTS);
    }

    @AfterAll
    static void stop() {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.stop();
        }
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    /** Loads a page and returns what the console said at level SEVERE while it loaded. */
    static List<String> load(String path) {
        browser.manage().logs().get(LogType.BROWSER); // drop what earlier pages logged
        browser.get(origin + path);
        waitFor(d -> "complete".equals(js("return document.readyState")));
        return severe();
    }

    static List<String> severe() {
        return browser.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage)
                .toList();
    }

    static Object js(String script, Object... args) {
        return ((JavascriptExecutor) browser).executeScript(script, args);
    }

    static void waitFor(java.util.function.Function<WebDriver, Boolean> condition) {
        new WebDriverWait(browser, WAIT).until(condition::apply);
    }

    static void screenshot(String name) throws IOException {
        Files.write(SCREENSHOTS.resolve(name + ".png"), ((TakesScreenshot) browser).getScreenshotAs(OutputType.BYTES));
    }

    /** WCAG 2 A and AA violations axe-core finds on the page (outside {@code excluded}, when given). */
    static void assertAccessible(String page, String... excluded) {
        AxeBuilder axe = new AxeBuilder().withTags(List.of("wcag2a", "wcag2aa"));
        if (excluded.length > 0) {
            axe.exclude(List.of(excluded));
        }
        Results results = axe.analyze(browser);
        assertThat(results.getViolations())
                .as(page + ": "
                        + results.getViolations().stream()
                                .map(PagesInBrowserTest::describe)
                                .collect(Collectors.joining("; ")))
                .isEmpty();
    }

    static String describe(Rule r) {
        return r.getId() + " (" + r.getHelp() + ") at "
                + r.getNodes().stream().map(n -> String.valueOf(n.getTarget())).collect(Collectors.joining(", "));
    }

    @Test
    void eachPageKindLoadsWithItsContentNoConsoleErrorsAndNoAccessibilityViolations() throws IOException {
        record Kind(String name, String path, String expectedText) {}
        List<Kind> kinds = List.of(
                new Kind("home", "/en/", "FPS Forecast"),
                new Kind("game", "/en/games/grand-theft-auto-v", "Grand Theft Auto V"),
                new Kind("gpu", "/en/gpus/geforce-gtx-1060", "G3D Mark (PassMark)"),
                new Kind("cpu", "/en/cpus/ryzen-5-5600", "Single-thread mark"),
                new Kind(
                        "result-measured",
                        "/en/fps/grand-theft-auto-v/geforce-gtx-1060?res=1080p&preset=high",
                        "Measured"),
                new Kind(
                        "result-modeled-cpu",
                        "/es/fps/cyberpunk-2077/geforce-rtx-4070?res=1440p&preset=ultra&cpu=ryzen-5-5600",
                        "Estimación del modelo"),
                new Kind(
                        "result-rendered",
                        "/en/fps/cyberpunk-2077/geforce-rtx-4070?res=1440p&preset=high&upscaling=quality&rt=on"
                                + "&framegen=2x",
                        "rendered"),
                new Kind("methodology", "/en/methodology", "PC score"),
                new Kind("survey", "/pt/survey", "Pesquisa de hardware do Steam"),
                new Kind("stats", "/tr/stats", "Oyuncu istatistikleri"),
                new Kind("search-empty", "/id/search", "Ketik nama untuk mencari."),
                new Kind("not-found", "/ru/games/no-such-game", "Страница не найдена"));
        for (Kind k : kinds) {
            List<String> errors = load(k.path());
            if (k.name().equals("not-found")) {
                // The page's own 404 status is the one error the browser reports.
                assertThat(errors).as(k.name()).hasSize(1).allMatch(e -> e.contains("404"));
            } else {
                assertThat(errors).as(k.name() + ": console errors").isEmpty();
            }
            assertThat(browser.findElement(By.tagName("main")).getText())
                    .as(k.name())
                    .contains(k.expectedText());
            assertAccessible(k.name());
            screenshot(k.name());
        }
        // The result page's chart is drawn, and the requested cell is the one marked.
        load("/en/fps/grand-theft-auto-v/geforce-gtx-1060?res=1080p&preset=high");
        WebElement chart = browser.findElement(By.cssSelector("svg.chart"));
        assertThat(chart.getSize().getWidth()).isGreaterThan(300);
        assertThat(browser.findElements(By.cssSelector("svg.chart rect"))).hasSizeGreaterThanOrEqualTo(12);
        assertThat(browser.findElement(By.cssSelector("#matrix td.requested")).getText())
                .contains(browser.findElement(By.cssSelector("#answer .fps")).getText());
    }

    @Test
    void arabicPagesRunRightToLeft() throws IOException {
        assertThat(load("/ar/games/grand-theft-auto-v")).isEmpty();
        assertThat(js("return document.documentElement.dir")).isEqualTo("rtl");
        assertThat(js("return getComputedStyle(document.querySelector('main')).direction"))
                .isEqualTo("rtl");
        WebElement heading = browser.findElement(By.tagName("h1"));
        WebElement main = browser.findElement(By.tagName("main"));
        // Right-aligned: the heading ends at the right edge of main's content box, not the left.
        long mainRight = ((Number) js("return arguments[0].getBoundingClientRect().right", main)).longValue();
        long headingRight = ((Number) js(
                        "const r = document.createRange(); r.selectNodeContents(arguments[0]);"
                                + " return r.getBoundingClientRect().right",
                        heading))
                .longValue();
        assertThat(mainRight - headingRight).isLessThan(40);
        assertAccessible("ar-game");
        screenshot("ar-game");
    }

    @Test
    void theSearchFormLeadsToResultsAndOnToAGame() throws IOException {
        assertThat(load("/en/")).isEmpty();
        WebElement box = browser.findElement(By.id("home-q"));
        box.sendKeys("gta 5");
        box.submit();
        waitFor(d -> d.getCurrentUrl().contains("/en/search?q="));
        assertThat(severe()).isEmpty();
        screenshot("search-results");
        browser.findElement(By.cssSelector("main a[href='/en/games/grand-theft-auto-v']"))
                .click();
        waitFor(d -> d.getCurrentUrl().endsWith("/en/games/grand-theft-auto-v"));
        assertThat(browser.findElement(By.tagName("h1")).getText()).isEqualTo("Grand Theft Auto V");
        // The language switcher leads to the same page in another language.
        browser.findElement(By.cssSelector("footer a[hreflang='tr']")).click();
        waitFor(d -> d.getCurrentUrl().endsWith("/tr/games/grand-theft-auto-v"));
        assertThat(js("return document.documentElement.lang")).isEqualTo("tr");
    }

    @Test
    void theCanRunPageSaysItCannotIdentifyASoftwareRendererAndOffersTheChoice() throws IOException {
        browser.manage().logs().get(LogType.BROWSER);
        browser.get(origin + "/en/canrun?game=grand-theft-auto-v");
        waitFor(d -> js("return document.getElementById('detect').getAttribute('data-outcome')") != null);
        String renderer = (String) js("const c = document.createElement('canvas');"
                + " const gl = c.getContext('webgl'); if (!gl) return null;"
                + " const x = gl.getExtension('WEBGL_debug_renderer_info');"
                + " return gl.getParameter(x ? x.UNMASKED_RENDERER_WEBGL : gl.RENDERER);");
        String status = browser.findElement(By.id("detect-status")).getText();
        assertThat(js("return document.getElementById('detect').getAttribute('data-outcome')"))
                .as("renderer %s", renderer)
                .isEqualTo("unidentified");
        assertThat(status).contains("We cannot identify your graphics card from this browser. Choose your GPU below.");
        if (renderer != null) {
            // The page sent the renderer to itself; the server says why it names no card, as the API's 422 does.
            assertThat(renderer).containsIgnoringCase("swiftshader");
            assertThat(browser.getCurrentUrl()).contains("renderer=");
            assertThat(status).contains(renderer).contains("hardware acceleration may be off");
        }
        // A renderer that names no card is an answer, not a failed request: nothing in the console.
        assertThat(severe()).isEmpty();
        assertThat(js("return document.activeElement.id")).isEqualTo("canrun-gpu");
        assertAccessible("canrun");
        screenshot("canrun-unidentified");
        // Choosing the GPU by hand leads to its result.
        WebElement gpu = browser.findElement(By.id("canrun-gpu"));
        gpu.sendKeys("gtx 1060");
        gpu.submit();
        waitFor(d -> d.getCurrentUrl().contains("/en/fps/grand-theft-auto-v/geforce-gtx-1060"));
        assertThat(browser.findElement(By.cssSelector("#answer .badge")).getText())
                .isEqualTo("Measured");
    }

    @Test
    void anEstimatedOneInLowIsDrawnOutsideTheMeasuredBoxWithItsOwnMark() throws IOException {
        // GTA V on a GTX 1060 at 1080p high: a measured average whose 1% low nobody measured.
        List<String> errors = load("/en/fps/grand-theft-auto-v/geforce-gtx-1060?res=1080p&preset=high");
        assertThat(errors).isEmpty();
        assertThat(js("return document.getElementById('answer').dataset.source"))
                .isEqualTo("measured");
        // Not a descendant of the measured box, nor of anything marked measured.
        assertThat(js("return document.getElementById('answer').contains(document.getElementById('low1'))"))
                .isEqualTo(false);
        assertThat(js("return document.getElementById('low1').closest('[data-source=\"measured\"]') === null"))
                .isEqualTo(true);
        assertThat(js("return document.getElementById('low1').dataset.source")).isEqualTo("model");
        // Nor drawn inside it: the box ends above the line, and the box's visible text has no 1% low.
        assertThat((Boolean) js("const a = document.getElementById('answer').getBoundingClientRect();"
                        + " const l = document.getElementById('low1').getBoundingClientRect();"
                        + " return l.top >= a.bottom || l.bottom <= a.top || l.left >= a.right || l.right <= a.left;"))
                .isTrue();
        assertThat(browser.findElement(By.id("answer")).getText()).doesNotContain("1% low");
        assertThat(browser.findElement(By.id("low1")).getText())
                .contains("1% low")
                .contains("estimated");
        // Its mark is visible, not only in the markup.
        assertThat(browser.findElement(By.cssSelector("#low1 .mark-model")).isDisplayed())
                .isTrue();
        screenshot("fps-measured-estimated-low1");
    }

    @Test
    void onAPhoneWideScreenTheResultPageNeverScrollsSideways() throws IOException {
        var size = browser.manage().window().getSize();
        try {
            browser.manage().window().setSize(new org.openqa.selenium.Dimension(390, 1600));
            for (String page : List.of(
                    "/en/fps/cyberpunk-2077/geforce-rtx-4060?res=1440p&preset=high",
                    "/ru/fps/grand-theft-auto-v/geforce-gtx-750-ti?res=4k&preset=ultra&cpu=core-i3-10100f",
                    "/tr/fps/cyberpunk-2077/geforce-rtx-4070?res=4k&preset=ultra&upscaling=ultra_performance&rt=on"
                            + "&framegen=2x")) {
                assertThat(load(page)).isEmpty();
                assertThat(js("return window.innerWidth")).isEqualTo(390L);
                assertThat((Long) js("return document.documentElement.scrollWidth"))
                        .as("page width of %s at 390 px", page)
                        .isLessThanOrEqualTo(390L);
            }
            screenshot("fps-390px");
        } finally {
            browser.manage().window().setSize(size);
        }
    }

    @Test
    void theApiPageShowsBothDocumentsInTheViewerServedByThisServer() throws IOException {
        List<String> errors = load("/en/api");
        waitFor(d -> !d.findElements(By.cssSelector("#swagger-ui .info .title")).isEmpty());
        waitFor(d -> !d.findElements(By.cssSelector("#swagger-ui .opblock")).isEmpty());
        assertThat(errors).isEmpty();
        assertThat(severe()).isEmpty();
        assertThat(browser.findElement(By.cssSelector("#swagger-ui .info .title"))
                        .getText())
                .contains("FPS");
        assertThat(browser.findElements(By.cssSelector("#swagger-ui .opblock-summary-path")))
                .extracting(WebElement::getText)
                .contains("/fps", "/canrun");
        // No warning box from the viewer (it warned about jsonSchemaDialect), and its buttons keep its own look:
        // none of them takes the site's blue button style (dark schema names on blue).
        assertThat(browser.findElement(By.id("swagger-ui")).getText()).doesNotContain("jsonSchemaDialect");
        assertThat(js("return [...document.querySelectorAll('#swagger-ui button')]"
                        + ".filter(b => getComputedStyle(b).backgroundColor === 'rgb(11, 87, 208)').length"))
                .isEqualTo(0L);
        assertThat(js("return getComputedStyle(document.querySelector('#api-choice button[aria-pressed=\"true\"]'))"
                        + ".backgroundColor"))
                .isEqualTo("rgb(11, 87, 208)");
        // The page's buttons switch the viewer to the earlier interface's document.
        browser.findElement(By.cssSelector("#api-choice button[data-url='/api/v1/openapi.json']"))
                .click();
        waitFor(d -> d.findElements(By.cssSelector("#swagger-ui .opblock-summary-path")).stream()
                .anyMatch(e -> e.getText().contains("/pc-score")));
        assertThat(severe()).isEmpty();
        // Every script and style came from this server.
        @SuppressWarnings("unchecked")
        List<String> resources = (List<String>) js("return performance.getEntriesByType('resource').map(e => e.name)");
        assertThat(resources).isNotEmpty().allMatch(u -> u.startsWith(origin));
        // Swagger UI's own markup is not this project's; the page around it is checked.
        assertAccessible("api", "#swagger-ui");
        screenshot("api");
    }

    @Test
    void aPageFromAnotherOriginReadsTheJsonAndTheRateLimitHeaders() throws IOException {
        HttpServer other = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        String api = origin + "/api/public/v1/games?q=gta";
        byte[] page = ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>other site</title></head>"
                        + "<body><pre id=\"out\">waiting</pre><script>"
                        + "fetch('" + api + "').then(r => r.json().then(b => {"
                        + " document.getElementById('out').textContent = JSON.stringify({status: r.status, ok: b.ok,"
                        + " first: b.results[0].slug, limit: r.headers.get('X-RateLimit-Limit'),"
                        + " remaining: r.headers.get('X-RateLimit-Remaining'),"
                        + " reset: r.headers.get('X-RateLimit-Reset')}); }))"
                        + ".catch(e => { document.getElementById('out').textContent = 'failed: ' + e; });"
                        + "</script></body></html>")
                .getBytes(StandardCharsets.UTF_8);
        other.createContext("/", exchange -> {
            exchange.getResponseHeaders().add("Content-Type", "text/html; charset=utf-8");
            exchange.sendResponseHeaders(200, page.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(page);
            }
        });
        other.start();
        try {
            String otherOrigin = "http://127.0.0.1:" + other.getAddress().getPort();
            browser.manage().logs().get(LogType.BROWSER);
            browser.get(otherOrigin + "/");
            waitFor(d -> !"waiting".equals(d.findElement(By.id("out")).getText()));
            String out = browser.findElement(By.id("out")).getText();
            var json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(out);
            assertThat(json.get("status").asInt()).as(out).isEqualTo(200);
            assertThat(json.get("ok").asBoolean()).isTrue();
            assertThat(json.get("first").asText()).isEqualTo("grand-theft-auto-v");
            assertThat(json.get("limit").asText()).isEqualTo("60");
            assertThat(Integer.parseInt(json.get("remaining").asText())).isBetween(0, 59);
            assertThat(Integer.parseInt(json.get("reset").asText())).isBetween(0, 60);
            assertThat(severe()).isEmpty();
            screenshot("cross-origin");
        } finally {
            other.stop(0);
        }
    }
}
