package org.fpsforecast.http.publicapi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.fpsforecast.core.domain.DataSource;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.limits.TrustedProxies;
import org.fpsforecast.testing.ContractClient;
import org.junit.jupiter.api.Test;

/** The header rules of the current interface: ETags, rate limits, CORS, methods, client addresses. */
class HttpRulesTest {
    static final String FPS = "/fps?game=fortnite&gpu=geforce-rtx-4070";

    final Harness harness = new Harness();

    // --- Caching

    @Test
    void every200HasAStrongQuotedEtagAndPublicCacheControl() {
        harness.test(client -> {
            for (String path :
                    List.of(FPS, "/games?q=witcher", "/gpus?q=rtx 4070".replace(" ", "%20"), "/", "/openapi.json")) {
                ContractClient.Reply r = client.get(path);
                assertThat(r.status()).as(path).isEqualTo(200);
                assertThat(r.header("ETag")).as(path).matches("^\"[0-9a-f]{20}\"$");
                assertThat(r.header("Cache-Control")).isEqualTo("public, max-age=3600");
            }
        });
    }

    @Test
    void ifNoneMatchFollowsRfc9110() {
        harness.test(client -> {
            ContractClient.Reply ok = client.get(FPS);
            String tag = ok.header("ETag");
            String opaque = tag.substring(1, tag.length() - 1);
            for (String condition :
                    List.of(tag, "W/" + tag, "\"other\", " + tag, "\"a\",W/" + tag + " , \"b\"", "*", " * ")) {
                ContractClient.Reply r = client.get(FPS, "If-None-Match", condition);
                assertThat(r.status()).as(condition).isEqualTo(304);
                assertThat(r.body()).isEmpty();
                // No Content-Type; a Content-Length only as the 200's (RFC 9110 8.6), never 0.
                assertThat(r.header("Content-Type")).isNull();
                assertThat(r.header("Content-Length"))
                        .isEqualTo(Integer.toString(ok.body().length()));
                assertThat(r.header("ETag")).isEqualTo(tag);
                assertThat(r.header("Cache-Control")).isEqualTo("public, max-age=3600");
                assertThat(r.header("Access-Control-Allow-Origin")).isEqualTo("*");
                assertThat(r.header("X-RateLimit-Remaining")).isNotNull();
            }
            // Not a match: another tag, the unquoted value, a malformed list (ignored), a tag inside a longer one.
            for (String condition :
                    List.of("\"other\"", opaque, tag + " garbage", "\"x" + opaque + "\"", "W/\"" + opaque + "x\"")) {
                ContractClient.Reply r = client.get(FPS, "If-None-Match", condition);
                assertThat(r.status()).as(condition).isEqualTo(200);
                assertThat(r.json().get("ok").asBoolean()).isTrue();
            }
        });
    }

    @Test
    void etagsDifferBetweenRepresentationsAndCatalogVersions() {
        harness.test(client -> {
            String en = client.get(FPS).header("ETag");
            assertThat(client.get(FPS).header("ETag")).isEqualTo(en);
            assertThat(client.get(FPS + "&lang=ru").header("ETag")).isNotEqualTo(en);
            assertThat(client.get(FPS + "&res=4k").header("ETag")).isNotEqualTo(en);
            CatalogMetadata real = harness.catalog;
            harness.catalog = new CatalogMetadata() {
                @Override
                public String version() {
                    return "next-version";
                }

                @Override
                public List<DataSource> sources() {
                    return real.sources();
                }
            };
            harness.test(other -> {
                ContractClient.Reply r = other.get(FPS, "If-None-Match", en);
                assertThat(r.status()).isEqualTo(200);
                assertThat(r.header("ETag")).isNotEqualTo(en);
            });
        });
    }

    @Test
    void errorsAreNotCached() {
        harness.test(client -> {
            assertThat(client.get("/fps?game=fortnite").header("Cache-Control")).isEqualTo("no-store");
            assertThat(client.get("/fps?game=x&gpu=y").header("Cache-Control")).isEqualTo("no-store");
            assertThat(client.get("/fps?game=x&gpu=y").header("ETag")).isNull();
        });
    }

    // --- Rate limits

    @Test
    void theSixtyFirstRequestInAMinuteIs429AndTheNextMinuteIsFree() {
        harness.test(client -> {
            for (int i = 1; i <= 60; i++) {
                ContractClient.Reply r = client.get(FPS);
                assertThat(r.status()).as("request %d", i).isEqualTo(200);
                assertThat(r.header("X-RateLimit-Limit")).isEqualTo("60");
                assertThat(r.header("X-RateLimit-Remaining")).isEqualTo(Integer.toString(60 - i));
                assertThat(r.header("X-RateLimit-Limit-Day")).isEqualTo("10000");
                assertThat(r.header("X-RateLimit-Remaining-Day")).isEqualTo(Integer.toString(10_000 - i));
                assertThat(Long.parseLong(r.header("X-RateLimit-Reset"))).isBetween(1L, 60L);
            }
            harness.advanceSeconds(59);
            ContractClient.Reply limited = client.get(FPS);
            JsonNode body = limited.error(429, "rate_limited");
            assertThat(body.get("message").asText()).contains("Per-minute limit exceeded", "cache");
            assertThat(body.get("docs").asText()).isEqualTo("https://fps.example.org/api/public/v1/");
            assertThat(limited.header("Retry-After")).isEqualTo("1");
            assertThat(limited.header("X-RateLimit-Remaining")).isEqualTo("0");
            assertThat(limited.header("Cache-Control")).isEqualTo("no-store");
            // Every endpoint and every kind of answer shares the allowance, errors and 304s included.
            client.get("/nope").error(429, "rate_limited");
            client.get("/fps?game=x").error(429, "rate_limited");
            harness.advanceSeconds(1);
            ContractClient.Reply again = client.get(FPS);
            assertThat(again.status()).isEqualTo(200);
            assertThat(again.header("X-RateLimit-Remaining")).isEqualTo("59");
            assertThat(again.header("X-RateLimit-Remaining-Day")).isEqualTo("9939");
        });
    }

    @Test
    void theDailyLimitHoldsAcrossMinutes() {
        harness.quota = Quota.of(3, 5);
        harness.test(client -> {
            for (int i = 0; i < 3; i++) {
                assertThat(client.get(FPS).status()).isEqualTo(200);
            }
            client.get(FPS).error(429, "rate_limited");
            harness.advanceSeconds(60);
            assertThat(client.get(FPS).status()).isEqualTo(200);
            ContractClient.Reply last = client.get(FPS);
            assertThat(last.status()).isEqualTo(200);
            assertThat(last.header("X-RateLimit-Remaining-Day")).isEqualTo("0");
            assertThat(last.header("X-RateLimit-Remaining")).isEqualTo("0");
            ContractClient.Reply daily = client.get(FPS);
            assertThat(daily.error(429, "rate_limited").get("message").asText()).contains("Daily limit exceeded");
            long retry = Long.parseLong(daily.header("Retry-After"));
            assertThat(retry).isBetween(86_400L - 61, 86_400L);
            // A refused request is not counted: the minute window still has its one request left.
            harness.advanceSeconds(retry);
            assertThat(client.get(FPS).status()).isEqualTo(200);
        });
    }

    @Test
    void preflightsAreNotCounted() {
        harness.quota = Quota.of(2, 100);
        harness.test(client -> {
            for (int i = 0; i < 5; i++) {
                ContractClient.Reply r = client.send("OPTIONS", "/fps", "Origin", "https://example.com");
                assertThat(r.status()).isEqualTo(204);
                assertThat(r.header("X-RateLimit-Remaining")).isEqualTo("2");
            }
            assertThat(client.get(FPS).status()).isEqualTo(200);
        });
    }

    @Test
    void aForgedForwardedForFromAnUntrustedPeerChangesNothing() {
        harness.quota = Quota.of(2, 100);
        harness.test(client -> {
            client.get(FPS, "X-Forwarded-For", "203.0.113.1");
            client.get(FPS, "X-Forwarded-For", "203.0.113.2");
            client.get(FPS, "X-Forwarded-For", "203.0.113.3").error(429, "rate_limited");
        });
    }

    @Test
    void behindATrustedProxyEachForwardedClientHasItsOwnAllowance() {
        harness.quota = Quota.of(2, 100);
        harness.clients = new TrustedProxies(List.of("127.0.0.0/8", "::1"), TrustedProxies.randomKey());
        harness.test(client -> {
            for (String address : List.of("203.0.113.1", "203.0.113.2")) {
                assertThat(client.get(FPS, "X-Forwarded-For", address).status()).isEqualTo(200);
                assertThat(client.get(FPS, "X-Forwarded-For", address).status()).isEqualTo(200);
                client.get(FPS, "X-Forwarded-For", address).error(429, "rate_limited");
            }
            // The client cannot pick its address by prepending one: only the proxy's own entry counts.
            client.get(FPS, "X-Forwarded-For", "198.51.100.9, 203.0.113.1").error(429, "rate_limited");
        });
    }

    // --- CORS, methods

    @Test
    void corsHeadersAreOnEveryKindOfResponse() {
        harness.quota = Quota.of(3, 100);
        harness.test(client -> {
            String tag = client.get(FPS).header("ETag");
            List<ContractClient.Reply> replies = List.of(
                    client.get(FPS, "If-None-Match", tag),
                    client.get("/fps?game=x&gpu=y"),
                    client.get(FPS),
                    client.send("OPTIONS", "/fps"));
            for (ContractClient.Reply r : replies) {
                assertThat(r.status()).isIn(304, 404, 429, 204);
                assertThat(r.header("Access-Control-Allow-Origin"))
                        .as("%d", r.status())
                        .isEqualTo("*");
                assertThat(r.header("Access-Control-Expose-Headers"))
                        .contains(
                                "ETag",
                                "Retry-After",
                                "X-RateLimit-Limit",
                                "X-RateLimit-Remaining",
                                "X-RateLimit-Reset");
            }
            assertThat(replies.get(2).status()).isEqualTo(429);
        });
    }

    @Test
    void headAnswersWithGetsStatusAndHeadersButNoBody() {
        harness.test(client -> {
            ContractClient.Reply ok = client.send("HEAD", FPS);
            assertThat(ok.status()).isEqualTo(200);
            assertThat(ok.header("Content-Type")).startsWith("application/json");
            assertThat(ok.header("ETag")).isEqualTo(client.get(FPS).header("ETag"));
            assertThat(ok.body()).isEmpty();
            assertThat(client.send("HEAD", "/fps?game=no-such-game&gpu=geforce-rtx-4070")
                            .status())
                    .isEqualTo(404);
            assertThat(client.send("HEAD", "/nope").status()).isEqualTo(404);
        });
    }

    @Test
    void optionsAnswersThePreflight() {
        harness.test(client -> {
            ContractClient.Reply r = client.send("OPTIONS", "/fps");
            assertThat(r.status()).isEqualTo(204);
            assertThat(r.header("Access-Control-Allow-Methods")).isEqualTo("GET, HEAD, OPTIONS");
            assertThat(r.header("Access-Control-Allow-Headers")).contains("If-None-Match");
            assertThat(r.header("Allow")).isEqualTo("GET, HEAD, OPTIONS");
        });
    }

    @Test
    void unknownPathsAndOtherMethodsAreJsonErrors() {
        harness.test(client -> {
            client.get("/nope").error(404, "not_found");
            for (String method : Set.of("POST", "PUT", "DELETE", "PATCH")) {
                ContractClient.Reply r = client.send(method, "/fps");
                r.error(405, "method_not_allowed");
                assertThat(r.header("Allow")).isEqualTo("GET, HEAD, OPTIONS");
                Harness.CONTRACT.assertConforms("get", "/not-a-path", r.status(), r.headers(), r.body());
            }
        });
    }

    // --- The document and the routes

    @Test
    void theOpenApiDocumentListsExactlyTheMountedRoutes() {
        harness.test(client -> {
            Set<String> mounted = new TreeSet<>();
            for (String route : harness.routes) {
                if (!route.endsWith("/*")) {
                    String p = route.substring(PublicApi.PREFIX.length());
                    mounted.add(p.isEmpty() ? "/" : p);
                }
            }
            assertThat(mounted).isEqualTo(new TreeSet<>(Harness.CONTRACT.paths()));
            JsonNode served = client.get("/openapi.json").json();
            assertThat(served).isEqualTo(Harness.CONTRACT.document());
            assertThat(served.get("openapi").asText()).isEqualTo("3.1.0");
        });
    }

    @Test
    void theContractCheckCanFail() {
        // A body or status the document does not allow must be caught, or the contract tests prove nothing.
        harness.test(client -> {
            ContractClient.Reply real = client.get(FPS);
            assertThatThrownBy(() -> Harness.CONTRACT.assertConforms(
                            "get", "/fps", 200, real.headers(), real.body().replace("\"model\"", "\"guess\"")))
                    .isInstanceOf(AssertionError.class)
                    .hasMessageContaining("guess");
            assertThatThrownBy(
                            () -> Harness.CONTRACT.assertConforms("get", "/fps", 200, real.headers(), "{\"ok\":true}"))
                    .isInstanceOf(AssertionError.class);
            assertThatThrownBy(() -> Harness.CONTRACT.assertConforms("get", "/fps", 418, real.headers(), real.body()))
                    .isInstanceOf(AssertionError.class);
            assertThatThrownBy(
                            () -> Harness.CONTRACT.assertConforms("get", "/fps", 200, java.util.Map.of(), real.body()))
                    .isInstanceOf(AssertionError.class)
                    .hasMessageContaining("ETag");
            // A header the server would send but the response does not declare.
            var extra = new java.util.HashMap<>(real.headers());
            extra.put("X-Undeclared", java.util.List.of("1"));
            assertThatThrownBy(() -> Harness.CONTRACT.assertConforms("get", "/fps", 200, extra, real.body()))
                    .isInstanceOf(AssertionError.class)
                    .hasMessageContaining("X-Undeclared");
        });
    }
}
