package org.fpsforecast.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.testtools.JavalinTest;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.data.format.CatalogFiles;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code serve --data DIR}: a new catalog in DIR is checked and swapped in under load without a failed request; a
 * broken one is rejected and the old one keeps serving; ETags follow the catalog version.
 */
@Tag("integration") // file watching
class CatalogReloaderTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final ServerSettings UNLIMITED = new ServerSettings("http://test", 1_000_000, 1_000_000, List.of());
    static final String FPS = "/api/public/v1/fps?game=fortnite&gpu=geforce-rtx-4070&res=1440p&preset=high";
    static final Map<String, String> BUNDLED = BundledCatalog.contents();

    @TempDir
    Path dir;

    /** The bundled catalog with Fortnite renamed, and the manifest's version made to match the changed files. */
    static Map<String, String> renamed(String fortniteName) {
        Map<String, String> files = new HashMap<>(BUNDLED);
        String games = files.get(CatalogFiles.GAMES);
        assertThat(games).contains("\nfortnite\tFortnite\t");
        files.put(CatalogFiles.GAMES, games.replace("\nfortnite\tFortnite\t", "\nfortnite\t" + fortniteName + "\t"));
        String oldVersion = CatalogFiles.version(BUNDLED);
        String newVersion = CatalogFiles.version(files);
        files.put(
                CatalogFiles.MANIFEST,
                files.get(CatalogFiles.MANIFEST)
                        .replace("catalog_version\t" + oldVersion, "catalog_version\t" + newVersion));
        return files;
    }

    static void write(Path dir, Map<String, String> files) throws IOException {
        for (var file : files.entrySet()) {
            Files.writeString(dir.resolve(file.getKey()), file.getValue(), StandardCharsets.UTF_8);
        }
    }

    private LiveCatalog live() throws IOException {
        write(dir, BUNDLED);
        Application first = new Application(BundledCatalog.load(dir));
        return LiveCatalog.of(first, UNLIMITED, ApplicationTest.STATS, RequestCounters.inProcess(UNLIMITED));
    }

    @Test
    void aNewCatalogIsSwappedInAndTheEtagsChangeWithItsVersion() throws IOException {
        LiveCatalog live = live();
        CatalogReloader reloader = new CatalogReloader(dir, live);
        JavalinTest.test(WebServer.create(live, UNLIMITED, List.of()), (server, client) -> {
            var before = client.get(FPS);
            String oldTag = before.headers().get("ETag").get(0);
            assertThat(JSON.readTree(before.body().string()).at("/game/name").asText())
                    .isEqualTo("Fortnite");
            String oldVersion = live.current().version();

            assertThat(reloader.reload("test").outcome()).isEqualTo(CatalogReloader.Outcome.UNCHANGED);

            write(dir, renamed("Fortnite Reloaded"));
            CatalogReloader.Result result = reloader.reload("test");
            assertThat(result.outcome()).isEqualTo(CatalogReloader.Outcome.REPLACED);
            String newVersion = live.current().version();
            assertThat(newVersion).isNotEqualTo(oldVersion);
            assertThat(result.message()).contains(oldVersion + " replaced by " + newVersion);

            var after = client.get(FPS);
            assertThat(JSON.readTree(after.body().string()).at("/game/name").asText())
                    .isEqualTo("Fortnite Reloaded");
            assertThat(after.headers().get("ETag").get(0)).isNotEqualTo(oldTag);
            // A client revalidating its old copy gets the new answer, not a 304.
            var revalidated = client.request(FPS, b -> b.header("If-None-Match", oldTag));
            assertThat(revalidated.code()).isEqualTo(200);
            // Both interfaces, the root and the operations endpoints say the new version.
            var v1 = client.request(
                    "/api/v1/fps?game=fortnite&gpu=geforce-rtx-4070", b -> b.header("If-None-Match", oldTag));
            assertThat(v1.code()).isEqualTo(200);
            assertThat(JSON.readTree(client.get("/").body().string())
                            .get("catalog_version")
                            .asText())
                    .isEqualTo(newVersion);
            assertThat(JSON.readTree(client.get("/readyz").body().string())
                            .get("catalog_version")
                            .asText())
                    .isEqualTo(newVersion);
            String metrics = client.get("/metrics").body().string();
            assertThat(metrics)
                    .contains("fps_forecast_catalog_info{version=\"" + newVersion + "\"} 1")
                    .doesNotContain("version=\"" + oldVersion + "\"");
        });
    }

    @Test
    void aBrokenCatalogIsRejectedWithAClearLineAndTheOldOneKeepsServing() throws IOException {
        LiveCatalog live = live();
        String serving = live.current().version();
        CatalogReloader reloader = new CatalogReloader(dir, live);
        JavalinTest.test(WebServer.create(live, UNLIMITED, List.of()), (server, client) -> {
            // A data file changed without a new manifest: the version no longer matches the files.
            Files.writeString(
                    dir.resolve(CatalogFiles.GPUS),
                    BUNDLED.get(CatalogFiles.GPUS).substring(0, 5000),
                    StandardCharsets.UTF_8);
            CatalogReloader.Result truncated = reloader.reload("test");
            assertThat(truncated.outcome()).isEqualTo(CatalogReloader.Outcome.REJECTED);
            assertThat(truncated.message())
                    .contains("rejected")
                    .contains("still serving " + serving)
                    .contains(dir.toAbsolutePath().toString());
            // A file far larger than any catalog's: refused before it is read (it once exhausted the heap silently).
            try (var out = Files.newOutputStream(dir.resolve(CatalogFiles.GAMES))) {
                byte[] block = new byte[1 << 20];
                java.util.Arrays.fill(block, (byte) 'x');
                for (long written = 0; written <= BundledCatalog.MAX_DIRECTORY_BYTES; written += block.length) {
                    out.write(block);
                }
            }
            CatalogReloader.Result huge = reloader.reload("test");
            assertThat(huge.outcome()).isEqualTo(CatalogReloader.Outcome.REJECTED);
            assertThat(huge.message()).contains(CatalogFiles.GAMES).contains("32 MB at most");
            Files.writeString(dir.resolve(CatalogFiles.GAMES), BUNDLED.get(CatalogFiles.GAMES), StandardCharsets.UTF_8);
            // A missing file.
            Files.delete(dir.resolve(CatalogFiles.SURVEY));
            CatalogReloader.Result missing = reloader.reload("test");
            assertThat(missing.outcome()).isEqualTo(CatalogReloader.Outcome.REJECTED);
            assertThat(missing.message()).contains(CatalogFiles.SURVEY).contains("missing");

            assertThat(live.current().version()).isEqualTo(serving);
            var r = client.get(FPS);
            assertThat(r.code()).isEqualTo(200);
            assertThat(JSON.readTree(r.body().string()).at("/game/name").asText())
                    .isEqualTo("Fortnite");
        });
    }

    @Test
    void requestsRunningThroughSwapsAllSucceedEachOnOneCatalog() throws Exception {
        LiveCatalog live = live();
        CatalogReloader reloader = new CatalogReloader(dir, live);
        Map<String, String> a = renamed("Fortnite A");
        Map<String, String> b = renamed("Fortnite B");
        JavalinTest.test(WebServer.create(live, UNLIMITED, List.of()), (server, client) -> {
            HttpClient http = HttpClient.newHttpClient();
            URI uri = URI.create("http://localhost:" + server.port() + FPS);
            AtomicBoolean swapping = new AtomicBoolean(true);
            Map<Integer, Integer> statuses = new ConcurrentHashMap<>();
            Map<String, String> tagByName = new ConcurrentHashMap<>();
            List<String> inconsistent = java.util.Collections.synchronizedList(new ArrayList<>());
            ExecutorService clients = Executors.newFixedThreadPool(4);
            List<Future<?>> running = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                running.add(clients.submit(() -> {
                    while (swapping.get()) {
                        HttpResponse<String> r =
                                http.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofString());
                        statuses.merge(r.statusCode(), 1, Integer::sum);
                        if (r.statusCode() == 200) {
                            String name =
                                    JSON.readTree(r.body()).at("/game/name").asText();
                            String tag = r.headers().firstValue("ETag").orElse("");
                            // One name, one tag: a body and its tag come from the same catalog.
                            String earlier = tagByName.putIfAbsent(name, tag);
                            if (earlier != null && !earlier.equals(tag)) {
                                inconsistent.add(name + ": " + earlier + " and " + tag);
                            }
                        }
                    }
                    return null;
                }));
            }
            List<CatalogReloader.Outcome> outcomes = new ArrayList<>();
            for (Map<String, String> next : List.of(a, b, a)) {
                write(dir, next);
                outcomes.add(reloader.reload("test").outcome());
            }
            swapping.set(false);
            for (Future<?> f : running) {
                f.get();
            }
            clients.shutdown();
            assertThat(outcomes).containsOnly(CatalogReloader.Outcome.REPLACED);
            assertThat(statuses).containsOnlyKeys(200);
            assertThat(tagByName.keySet()).contains("Fortnite", "Fortnite A", "Fortnite B");
            assertThat(inconsistent).isEmpty();
            assertThat(JSON.readTree(client.get(FPS).body().string())
                            .at("/game/name")
                            .asText())
                    .isEqualTo("Fortnite A");
        });
    }

    @Test
    void aCatalogWrittenIntoTheWatchedDirectoryIsPickedUpByItself() throws Exception {
        LiveCatalog live = live();
        String serving = live.current().version();
        try (CatalogReloader reloader = new CatalogReloader(dir, live)) {
            reloader.watch();
            write(dir, renamed("Fortnite Watched"));
            long deadline = System.nanoTime() + 30_000_000_000L;
            while (live.current().version().equals(serving) && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            assertThat(live.current().version()).isNotEqualTo(serving);
            assertThat(live.current().app().forecaster().game(new org.fpsforecast.core.domain.Slug("fortnite")))
                    .hasValueSatisfying(g -> assertThat(g.name()).isEqualTo("Fortnite Watched"));
        }
    }
}
