package org.fpsforecast.http.publicapi;

import static org.assertj.core.api.Assertions.assertThat;

import io.javalin.testtools.JavalinTest;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.http.common.access.QuotaDecision;
import org.fpsforecast.http.common.access.RateLimiter;
import org.fpsforecast.limits.TrustedProxies;
import org.fpsforecast.testing.ContractClient;
import org.junit.jupiter.api.Test;

/**
 * {@link FpsFastPath} against the route it stands in front of: the same request answered by each gives the same
 * status, headers and bytes, counts against the same allowance and is counted in the metrics; whatever it must not
 * answer reaches the app.
 */
class FpsFastPathTest {
    static final String FPS = "/fps?game=fortnite&gpu=geforce-rtx-4070&res=1440p&preset=high";
    /** Another query string with the same answer (English is the default language): the route answers it first. */
    static final String SAME_ANSWER = FPS + "&lang=en";
    /** Headers that differ between two requests by design: the clock and the client's remaining allowance. */
    static final Set<String> PER_REQUEST =
            Set.of("date", "x-ratelimit-remaining", "x-ratelimit-remaining-day", "x-ratelimit-reset");

    final Harness harness = new Harness();

    @Test
    void aRepeatedQueryIsAnsweredInFrontWithTheRoutesHeadersAndBytes() {
        harness.test(client -> {
            ContractClient.Reply route = client.get(FPS);
            assertThat(harness.front.answered()).isZero();
            ContractClient.Reply front = client.get(FPS);
            assertThat(harness.front.answered()).isOne();
            assertThat(front.status()).isEqualTo(200);
            assertSameAnswer(front, route);
            // One allowance for both: the route counted the first request, the front the second.
            assertThat(route.header("X-RateLimit-Remaining")).isEqualTo("59");
            assertThat(front.header("X-RateLimit-Remaining")).isEqualTo("58");
            assertThat(front.header("X-RateLimit-Remaining-Day")).isEqualTo("9998");
            assertThat(harness.recorded).containsExactly("GET /api/public/v1/fps 200");
        });
    }

    @Test
    void notModifiedIsTheSameInFrontAsOnTheRoute() {
        harness.test(client -> {
            ContractClient.Reply ok = client.get(FPS);
            String tag = ok.header("ETag");
            ContractClient.Reply front = client.get(FPS, "If-None-Match", "\"other\", " + tag);
            assertThat(harness.front.answered()).isOne();
            ContractClient.Reply route = client.get(SAME_ANSWER, "If-None-Match", "\"other\", " + tag);
            assertThat(harness.front.answered()).isOne();
            assertThat(front.status()).isEqualTo(304);
            assertSameAnswer(front, route);
            assertThat(front.body()).isEmpty();
            assertThat(front.header("Content-Type")).isNull();
            // RFC 9110 8.6: a 304's Content-Length, if any, is the length of the 200's body.
            assertThat(front.header("Content-Length"))
                    .isEqualTo(Integer.toString(ok.body().length()));
            // A tag that does not match gets the 200 in front too.
            ContractClient.Reply stale = client.get(FPS, "If-None-Match", "\"stale\"");
            assertThat(harness.front.answered()).isEqualTo(2);
            assertSameAnswer(stale, ok);
            assertThat(harness.recorded).containsExactly("GET /api/public/v1/fps 304", "GET /api/public/v1/fps 200");
        });
    }

    @Test
    void overTheQuotaTheFrontRefusesAsTheRouteDoes() {
        harness.quota = Quota.of(2, 10_000);
        harness.test(client -> {
            client.get(FPS);
            client.get(FPS);
            ContractClient.Reply front = client.get(FPS);
            assertThat(harness.front.answered()).isEqualTo(2);
            ContractClient.Reply route = client.get(SAME_ANSWER);
            assertThat(harness.front.answered()).isEqualTo(2);
            front.error(429, "rate_limited");
            assertSameAnswer(front, route);
            assertThat(front.header("Retry-After")).isNotBlank();
            assertThat(harness.recorded).containsExactly("GET /api/public/v1/fps 200", "GET /api/public/v1/fps 429");
            // A minute later the front answers again.
            harness.advanceSeconds(60);
            assertThat(client.get(FPS).status()).isEqualTo(200);
            assertThat(harness.front.answered()).isEqualTo(3);
        });
    }

    @Test
    void clientsBehindTrustedProxiesAreTheRoutesClients() {
        harness.clients = new TrustedProxies(List.of("127.0.0.1", "::1"), TrustedProxies.randomKey());
        harness.test(client -> {
            assertThat(client.get(FPS, "X-Forwarded-For", "203.0.113.5").header("X-RateLimit-Remaining"))
                    .isEqualTo("59");
            assertThat(client.get(FPS, "X-Forwarded-For", "203.0.113.5").header("X-RateLimit-Remaining"))
                    .isEqualTo("58");
            assertThat(client.get(FPS, "X-Forwarded-For", "198.51.100.7").header("X-RateLimit-Remaining"))
                    .isEqualTo("59");
            // The nearest untrusted hop is the client, as on the route: here the spoofed first entry is ignored.
            assertThat(client.get(FPS, "X-Forwarded-For", "192.0.2.1, 203.0.113.5")
                            .header("X-RateLimit-Remaining"))
                    .isEqualTo("57");
            assertThat(harness.front.answered()).isEqualTo(3);
        });
    }

    @Test
    void whatTheFrontMustNotAnswerReachesTheApp() {
        harness.test(client -> {
            ContractClient.Reply ok = client.get(FPS);
            // HEAD, other methods, another path, the same query with a body: all answered by the app.
            ContractClient.Reply head = client.send("HEAD", FPS);
            assertThat(head.status()).isEqualTo(200);
            assertThat(head.body()).isEmpty();
            assertThat(head.header("ETag")).isEqualTo(ok.header("ETag"));
            client.send("POST", FPS).error(405, "method_not_allowed");
            raw(client, "GET", "/fps/?" + FPS.substring("/fps?".length()), HttpRequest.BodyPublishers.noBody());
            client.get("/canrun?" + FPS.substring("/fps?".length()));
            assertThat(raw(client, "GET", FPS, HttpRequest.BodyPublishers.ofString("{}"))
                            .statusCode())
                    .isEqualTo(200);
            // Errors are never stored: the same bad query reaches the route each time.
            client.get("/fps?game=fortnite&gpu=geforce-rtx-4070&res=8k").error(400, "invalid_parameter");
            client.get("/fps?game=fortnite&gpu=geforce-rtx-4070&res=8k").error(400, "invalid_parameter");
            client.get("/fps?game=nope&gpu=geforce-rtx-4070").error(404, "game_not_found");
            client.get("/fps?game=nope&gpu=geforce-rtx-4070").error(404, "game_not_found");
            client.get("/fps?game=fortnite&game=fortnite&gpu=geforce-rtx-4070").error(400, "invalid_parameter");
            client.get("/fps?game=fortnite&game=fortnite&gpu=geforce-rtx-4070").error(400, "invalid_parameter");
            assertThat(harness.front.answered()).isZero();
            assertThat(harness.recorded).isEmpty();
        });
    }

    @Test
    void aNewInterfaceStartsWithoutTheAnswersOfTheOldOne() {
        AtomicReference<PublicApi> current = new AtomicReference<>(harness.api(harness.limiter()));
        JavalinTest.test(harness.app(current::get), (server, http) -> {
            ContractClient client = new ContractClient(http.getOrigin() + PublicApi.PREFIX, Harness.CONTRACT);
            client.get(FPS);
            client.get(FPS);
            assertThat(harness.front.answered()).isOne();
            current.set(harness.api(harness.limiter()));
            assertThat(client.get(FPS).status()).isEqualTo(200);
            assertThat(harness.front.answered()).isOne();
            assertThat(client.get(FPS).status()).isEqualTo(200);
            assertThat(harness.front.answered()).isEqualTo(2);
        });
    }

    @Test
    void countersThatWaitOnIoAreNeverAskedOnTheThreadThatReadsTheRequests() {
        // Whether each count ran on the thread that reads the connection (Jetty's HttpConnection.onFillable).
        List<Boolean> onReadingThread = new CopyOnWriteArrayList<>();
        for (boolean waits : List.of(false, true)) {
            onReadingThread.clear();
            RateLimiter local = harness.limiter();
            RateLimiter watched = new RateLimiter() {
                @Override
                public Quota quota() {
                    return local.quota();
                }

                @Override
                public QuotaDecision acquire(String clientKey) {
                    onReadingThread.add(java.util.Arrays.stream(new Throwable().getStackTrace())
                            .anyMatch(f -> f.getClassName().endsWith(".HttpConnection")
                                    && f.getMethodName().equals("onFillable")));
                    return local.acquire(clientKey);
                }

                @Override
                public QuotaDecision peek(String clientKey) {
                    return local.peek(clientKey);
                }

                @Override
                public boolean waitsOnIo() {
                    return waits;
                }
            };
            JavalinTest.test(harness.app(watched), (server, http) -> {
                ContractClient client = new ContractClient(http.getOrigin() + PublicApi.PREFIX, Harness.CONTRACT);
                client.get(FPS);
                assertThat(client.get(FPS).status()).isEqualTo(200);
                assertThat(harness.front.answered()).isOne();
            });
            // The route runs on a worker; the front runs on the reading thread only for counters in process.
            assertThat(onReadingThread).as("waits on I/O: " + waits).containsExactly(false, !waits);
        }
    }

    @Test
    void withoutTheFrontTheAnswersAreTheSame() {
        harness.fastPath = false;
        harness.test(client -> {
            ContractClient.Reply first = client.get(FPS);
            ContractClient.Reply second = client.get(FPS);
            assertThat(harness.front).isNull();
            assertSameAnswer(second, first);
        });
    }

    /** A request the contract client would not send (a body on a GET, a path outside the document). */
    private static HttpResponse<String> raw(
            ContractClient client, String method, String path, HttpRequest.BodyPublisher body) {
        try {
            return HttpClient.newHttpClient()
                    .send(
                            HttpRequest.newBuilder(URI.create(client.base() + path))
                                    .method(method, body)
                                    .build(),
                            HttpResponse.BodyHandlers.ofString());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Same status, same body, same headers but for {@link #PER_REQUEST}. */
    private static void assertSameAnswer(ContractClient.Reply actual, ContractClient.Reply expected) {
        assertThat(actual.status()).isEqualTo(expected.status());
        assertThat(actual.body()).isEqualTo(expected.body());
        assertThat(stable(actual.headers())).isEqualTo(stable(expected.headers()));
    }

    private static Map<String, List<String>> stable(Map<String, List<String>> headers) {
        Map<String, List<String>> out = new TreeMap<>();
        headers.forEach((name, values) -> {
            String key = name.toLowerCase(Locale.ROOT);
            if (!PER_REQUEST.contains(key) && !key.equals(":status")) {
                out.put(key, values);
            }
        });
        return out;
    }
}
