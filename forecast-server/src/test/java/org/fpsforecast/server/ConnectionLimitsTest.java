package org.fpsforecast.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.javalin.testtools.JavalinTest;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.ServerConnector;
import org.junit.jupiter.api.Test;

/**
 * The connection limits that keep slow clients from holding the server: a header deadline, a backlog, a connection cap
 * (docs/OPERATIONS.md, "Limits"). A slow client is played by a raw socket; the deadline is shortened so nothing waits
 * long.
 */
class ConnectionLimitsTest {
    static final Duration DEADLINE = Duration.ofMillis(300);
    static final ServerSettings SETTINGS = new ServerSettings(
            "http://test", 1_000, 100_000, List.of(), new ServerSettings.Connections(500, 300, DEADLINE, 3));

    @Test
    void aRequestWhoseHeadersNeverEndIsCutOffWhileAnIdleKeptAliveOneIsNot() {
        var server = WebServer.create(ApplicationTest.APP, SETTINGS, ApplicationTest.STATS);
        JavalinTest.test(server, (s, client) -> {
            try (Socket slow = new Socket("127.0.0.1", s.port());
                    Socket idle = new Socket("127.0.0.1", s.port())) {
                // A slowloris client: a request line and one header, then a header line now and then, never the end.
                OutputStream out = slow.getOutputStream();
                out.write("GET /healthz HTTP/1.1\r\nHost: test\r\n".getBytes(StandardCharsets.US_ASCII));
                out.flush();
                // A kept-alive connection that asked once and then waits quietly.
                idle.getOutputStream()
                        .write("GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                idle.getOutputStream().flush();
                idle.setSoTimeout(5_000);
                assertThat(readSome(idle.getInputStream())).startsWith("HTTP/1.1 200");

                long start = System.nanoTime();
                boolean closed = false;
                slow.setSoTimeout(100);
                while (!closed
                        && System.nanoTime() - start < Duration.ofSeconds(10).toNanos()) {
                    try {
                        out.write("X-Slow: 1\r\n".getBytes(StandardCharsets.US_ASCII));
                        out.flush();
                        closed = slow.getInputStream().read() == -1;
                    } catch (SocketTimeoutException e) {
                        // nothing to read yet: keep trickling
                    } catch (IOException e) {
                        closed = true; // reset by the server
                    }
                }
                assertThat(closed).as("the slow request was cut off").isTrue();
                assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(DEADLINE.multipliedBy(4));

                // The quiet kept-alive connection outlived several deadlines and still answers.
                idle.getOutputStream()
                        .write("GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                idle.getOutputStream().flush();
                assertThat(readSome(idle.getInputStream())).startsWith("HTTP/1.1 200");
            }
        });
    }

    @Test
    void oneAddressHoldsAtMostItsShareOfConnections() {
        var server = WebServer.create(ApplicationTest.APP, SETTINGS, ApplicationTest.STATS);
        JavalinTest.test(server, (s, client) -> {
            // Twice: a closed connection no longer counts (it once kept counting, and an address was locked out). The
            // server sees closes a moment after the client makes them, later on a busy machine: each round may be
            // tried again for a few seconds, and a lockout still fails it.
            for (int round = 0; round < 2; round++) {
                int[] servedAndClosed = {0, 0};
                long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
                do {
                    servedAndClosed = fourConnectionsFromOneAddress(s.port());
                } while (!(servedAndClosed[0] == 3 && servedAndClosed[1] == 1) && System.nanoTime() < deadline);
                assertThat(servedAndClosed[0]).as("served, round " + round).isEqualTo(3);
                assertThat(servedAndClosed[1]).as("closed, round " + round).isEqualTo(1);
            }
        });
    }

    /**
     * Opens four connections from 127.0.0.2 (so that the test client's own, from 127.0.0.1, is not among them), asks
     * /healthz on each and closes them: how many were served and how many closed (whichever the server opened last
     * is closed at once; the other three serve).
     */
    private static int[] fourConnectionsFromOneAddress(int port) throws IOException, InterruptedException {
        List<Socket> sockets = new java.util.ArrayList<>();
        int served = 0;
        int closed = 0;
        try {
            java.net.InetAddress from = java.net.InetAddress.getByName("127.0.0.2");
            for (int i = 0; i < 4; i++) {
                sockets.add(new Socket(java.net.InetAddress.getLoopbackAddress(), port, from, 0));
            }
            for (Socket socket : sockets) {
                socket.setSoTimeout(5_000);
                String answer;
                try {
                    socket.getOutputStream()
                            .write("GET /healthz HTTP/1.1\r\nHost: test\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                    answer = readSome(socket.getInputStream());
                } catch (IOException e) {
                    answer = ""; // reset by the server
                }
                if (answer.startsWith("HTTP/1.1 200")) {
                    served++;
                } else {
                    closed++;
                }
            }
        } finally {
            for (Socket socket : sockets) {
                socket.close();
            }
        }
        Thread.sleep(200); // time for the server to see the closes
        return new int[] {served, closed};
    }

    @Test
    void aMethodNoRouteKnowsGetsTheJson405AndABodyOverTheLimitA413() {
        var server = WebServer.create(ApplicationTest.APP, SETTINGS, ApplicationTest.STATS);
        JavalinTest.test(server, (s, client) -> {
            try (Socket socket = new Socket("127.0.0.1", s.port())) {
                socket.setSoTimeout(5_000);
                socket.getOutputStream()
                        .write(("GET /healthz HTTP/1.1\r\nHost: test\r\nContent-Length: 20000\r\n"
                                        + "Connection: close\r\n\r\n")
                                .getBytes(StandardCharsets.US_ASCII));
                socket.getOutputStream().write(new byte[20_000]);
                String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
                assertThat(answer)
                        .as("a body over 16 KiB")
                        .startsWith("HTTP/1.1 413")
                        .contains("request_too_large");
            }
            for (String method : List.of("TRACE", "PROPFIND", "BREW")) {
                try (Socket socket = new Socket("127.0.0.1", s.port())) {
                    socket.setSoTimeout(5_000);
                    socket.getOutputStream()
                            .write((method + " /api/public/v1/fps HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
                                    .getBytes(StandardCharsets.US_ASCII));
                    String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
                    assertThat(answer)
                            .as(method)
                            .startsWith("HTTP/1.1 405")
                            .contains("Allow: GET, HEAD, OPTIONS")
                            .contains("application/json")
                            .contains("\"error\":\"method_not_allowed\"");
                }
            }
        });
    }

    @Test
    void theBacklogAndTheConnectionCapAreSet() {
        var server = WebServer.create(ApplicationTest.APP, SETTINGS, ApplicationTest.STATS);
        JavalinTest.test(server, (s, client) -> {
            var jetty = s.jettyServer().server();
            ServerConnector connector = (ServerConnector) jetty.getConnectors()[0];
            assertThat(connector.getAcceptQueueSize()).isEqualTo(300);
            NetworkConnectionLimit limit = jetty.getBean(NetworkConnectionLimit.class);
            assertThat(limit.getMaxNetworkConnectionCount()).isEqualTo(500);
        });
        assertThat(WebServer.maxConnections(new ServerSettings.Connections(Integer.MAX_VALUE, 1, DEADLINE, 1)))
                .as("never more than the file descriptors to spare")
                .isLessThan(Integer.MAX_VALUE);
    }

    private static String readSome(InputStream in) throws IOException {
        byte[] buffer = new byte[4096];
        int n = in.read(buffer);
        return n < 0 ? "" : new String(buffer, 0, n, StandardCharsets.US_ASCII);
    }
}
