package org.fpsforecast.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.javalin.Javalin;
import java.io.IOException;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.fpsforecast.core.port.in.ReportStats;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Stopping a server: new connections are refused at once, requests in flight finish, and the stop is bounded. */
@Tag("integration") // a 10 s stop timeout
class ShutdownTest {
    static final ServerSettings SETTINGS = new ServerSettings("http://test", 1000, 1000, List.of());

    /** A /stats that waits for {@code release} once it has been entered. */
    private static ReportStats blocking(CountDownLatch entered, CountDownLatch release) {
        return country -> {
            entered.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return ApplicationTest.STATS.stats(country);
        };
    }

    private static CompletableFuture<HttpResponse<String>> get(Javalin server, String path) {
        return HttpClient.newHttpClient()
                .sendAsync(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + path))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
    }

    private static boolean refusesConnections(int port) throws IOException {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", port), 1000);
            return false;
        } catch (ConnectException e) {
            return true;
        }
    }

    @Test
    void aRequestInFlightFinishesWhileNewConnectionsAreRefused() throws Exception {
        CountDownLatch entered = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Javalin server = WebServer.create(ApplicationTest.APP, SETTINGS, blocking(entered, release))
                .start("127.0.0.1", 0);
        int port = server.port();
        var inFlight = get(server, "/api/public/v1/stats");
        assertThat(entered.await(10, TimeUnit.SECONDS)).isTrue();

        CompletableFuture<Boolean> stopping = CompletableFuture.supplyAsync(() -> WebServer.stop(server));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        boolean refused = false;
        while (!refused && System.nanoTime() < deadline) {
            refused = refusesConnections(port);
            Thread.sleep(20);
        }
        assertThat(refused).as("new connections refused while stopping").isTrue();
        assertThat(stopping).isNotDone();
        assertThat(inFlight).isNotDone();

        release.countDown();
        HttpResponse<String> answer = inFlight.get(10, TimeUnit.SECONDS);
        assertThat(answer.statusCode()).isEqualTo(200);
        assertThat(answer.body()).contains("\"ok\":true");
        assertThat(stopping.get(10, TimeUnit.SECONDS)).as("drained").isTrue();
        assertThat(server.jettyServer().server().isStopped()).isTrue();
    }

    @Test
    void aRequestThatNeverFinishesDoesNotHoldTheStopPastTheGracePeriod() throws Exception {
        CountDownLatch entered = new CountDownLatch(1);
        CountDownLatch never = new CountDownLatch(1);
        Javalin server = WebServer.create(ApplicationTest.APP, SETTINGS, blocking(entered, never))
                .start("127.0.0.1", 0);
        assertThat(server.jettyServer().server().getStopTimeout()).isEqualTo(WebServer.SHUTDOWN_GRACE_MS);
        int port = server.port();
        var stuck = get(server, "/api/public/v1/stats");
        assertThat(entered.await(10, TimeUnit.SECONDS)).isTrue();
        long started = System.nanoTime();
        assertThat(WebServer.stop(server)).as("drained").isFalse();
        long tookMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
        assertThat(tookMs).isBetween(WebServer.SHUTDOWN_GRACE_MS - 500, WebServer.SHUTDOWN_GRACE_MS + 5_000);
        // Jetty ends in FAILED (the timeout), with its connectors and threads stopped all the same.
        assertThat(server.jettyServer().server().isRunning()).isFalse();
        assertThat(server.jettyServer().server().getThreadPool())
                .isInstanceOfSatisfying(
                        org.eclipse.jetty.util.component.LifeCycle.class,
                        pool -> assertThat(pool.isStopped()).isTrue());
        assertThat(refusesConnections(port)).isTrue();
        // The stuck request is cut off, not left hanging.
        assertThatThrownBy(() -> stuck.get(10, TimeUnit.SECONDS)).hasCauseInstanceOf(IOException.class);
        never.countDown();
    }
}
