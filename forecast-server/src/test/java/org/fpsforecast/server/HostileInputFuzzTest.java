package org.fpsforecast.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.testtools.JavalinTest;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.fpsforecast.http.publicapi.PublicApi;
import org.fpsforecast.http.v1.V1Api;
import org.fpsforecast.testing.ContractClient;
import org.fpsforecast.testing.OpenApiContract;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A seeded fuzz test over every parameter of every endpoint of both interfaces, read from their OpenAPI documents (a
 * new parameter is fuzzed without touching this test): each request gives some parameters a valid value, leaves some
 * out, and gives at least one a hostile value (very long, unicode, control characters, injection-looking, repeated,
 * empty, numeric extremes). Every answer must be below 500, conform to the document (status and body), and an error
 * must carry a code the document lists. A failure names its seed and request; replay one seed with {@code
 * -Dfuzz.seed=N} (and more requests per seed with {@code -Dfuzz.requests=N}).
 */
@Tag("integration") // fuzz
class HostileInputFuzzTest {
    static final ObjectMapper JSON = new ObjectMapper();
    static final ServerSettings UNLIMITED = new ServerSettings("http://test", 1_000_000_000, 1_000_000_000, List.of());
    /** The seeds CI runs every time; a seed that found a bug stays in this list. */
    static final long[] SEEDS = {1, 2, 3, 4, 5, 6, 7, 8, 20261121};

    static final int REQUESTS_PER_SEED = Integer.getInteger("fuzz.requests", 250);

    static final Map<String, List<String>> VALID = Map.ofEntries(
            Map.entry("game", List.of("fortnite", "grand-theft-auto-v", "cyberpunk-2077", "doom")),
            Map.entry("gpu", List.of("geforce-rtx-4070", "radeon-rx-7800-xt", "geforce-gtx-1060")),
            Map.entry("cpu", List.of("core-i5-12400f", "ryzen-5-5600x")),
            Map.entry(
                    "renderer",
                    List.of(
                            "ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)",
                            "Apple GPU",
                            "Google SwiftShader")),
            Map.entry("q", List.of("rtx 4070", "gta", "cyber")),
            Map.entry("slug", List.of("fortnite", "cyberpunk-2077")),
            Map.entry("country", List.of("US", "DE", "BR")),
            Map.entry("month", List.of("2025-06", "2024-01")),
            Map.entry("res", List.of("1080p", "1440p", "4k")));

    /** The hostile values, by kind; some are built from the random source. */
    static final List<String> UNICODE =
            List.of("Ünïcödé", "日本語のゲーム", "😀🎮", "\u202Eevil", "e\u0301", "\u200B", "ﷺ", "𝕏𝕐", "Ω≈ç√∫", "ゲーム\uFEFF");

    static final List<String> CONTROL =
            List.of("\u0000", "\r\n", "\t", "\u007F", "a\u0000b", "\u001B[31m", "fortnite\n", "\u0085", "\b\f");
    static final List<String> INJECTION = List.of(
            "' OR '1'='1",
            "1; DROP TABLE builds;--",
            "<script>alert(1)</script>",
            "../../../../etc/passwd",
            "${jndi:ldap://example.invalid/a}",
            "{{7*7}}",
            "%00",
            "%s%n%x",
            "\\",
            "\"",
            "null",
            "undefined",
            "[]",
            "{}",
            "*",
            "..");
    static final List<String> NUMERIC = List.of(
            "-1", "0", "1e309", "99999999999999999999", "0x10", "NaN", "-0", "2147483648", "1.5", " 5 ", "+5", "٣");
    static final List<String> EMPTY = List.of("", " ", "   ", "\u00A0");

    /** One GET endpoint and its parameters, as its interface documents them. */
    record Endpoint(String api, String template, List<Parameter> parameters) {}

    record Parameter(String name, String in, JsonNode schema) {}

    record Interface(String prefix, OpenApiContract contract, List<Endpoint> endpoints, Set<String> errorCodes) {
        static Interface of(String prefix, InputStream document) {
            OpenApiContract contract = OpenApiContract.load(document);
            JsonNode doc = contract.document();
            List<Endpoint> endpoints = new ArrayList<>();
            doc.get("paths").properties().forEach(path -> {
                JsonNode get = path.getValue().get("get");
                List<Parameter> parameters = new ArrayList<>();
                for (JsonNode p : get.path("parameters")) {
                    JsonNode param =
                            p.has("$ref") ? doc.at(p.get("$ref").asText().substring(1)) : p;
                    parameters.add(new Parameter(
                            param.get("name").asText(), param.get("in").asText(), param.get("schema")));
                }
                endpoints.add(new Endpoint(prefix, path.getKey(), parameters));
            });
            Set<String> codes = new HashSet<>();
            doc.get("components").get("schemas").forEach(schema -> {
                JsonNode error = schema.path("properties").path("error");
                error.path("enum").forEach(c -> codes.add(c.asText()));
                if (error.has("const")) {
                    codes.add(error.get("const").asText());
                }
            });
            return new Interface(prefix, contract, endpoints, codes);
        }
    }

    static final List<Interface> INTERFACES = List.of(
            Interface.of(PublicApi.PREFIX, PublicApi.class.getResourceAsStream("openapi.json")),
            Interface.of(V1Api.PREFIX, V1Api.class.getResourceAsStream("openapi.json")));

    static LongStream seeds() {
        Long one = Long.getLong("fuzz.seed");
        return one != null ? LongStream.of(one) : LongStream.of(SEEDS);
    }

    @Test
    void everyDocumentedParameterHasValidValuesToMixWith() {
        Random rng = new Random(0);
        for (Interface api : INTERFACES) {
            assertThat(api.endpoints()).isNotEmpty();
            assertThat(api.errorCodes()).contains("invalid_parameter", "uri_too_long", "bad_request");
            for (Endpoint e : api.endpoints()) {
                for (Parameter p : e.parameters()) {
                    assertThat(valid(p, rng))
                            .as("a valid value of %s on %s%s", p.name(), api.prefix(), e.template())
                            .isNotNull();
                }
            }
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @MethodSource("seeds")
    void hostileValuesGetDocumentedAnswersNeverA5xx(long seed) {
        Random rng = new Random(seed);
        JavalinTest.test(WebServer.create(ApplicationTest.APP, UNLIMITED, ApplicationTest.STATS), (server, client) -> {
            Map<String, ContractClient> clients = new LinkedHashMap<>();
            for (Interface api : INTERFACES) {
                clients.put(api.prefix(), new ContractClient(client.getOrigin() + api.prefix(), api.contract()));
            }
            Map<Integer, Integer> statuses = new java.util.TreeMap<>();
            for (int i = 0; i < REQUESTS_PER_SEED; i++) {
                Interface api = INTERFACES.get(rng.nextInt(INTERFACES.size()));
                Endpoint endpoint =
                        api.endpoints().get(rng.nextInt(api.endpoints().size()));
                String request = request(endpoint, rng);
                try {
                    ContractClient.Reply reply = clients.get(api.prefix()).get(request);
                    statuses.merge(reply.status(), 1, Integer::sum);
                    assertThat(reply.status()).isLessThan(500);
                    if (reply.status() >= 400) {
                        JsonNode body = JSON.readTree(reply.body());
                        assertThat(body.get("ok").asBoolean(true)).isFalse();
                        assertThat(body.get("error").asText()).isIn(api.errorCodes());
                        assertThat(body.get("message").asText()).isNotBlank();
                    }
                } catch (AssertionError | IOException e) {
                    throw new AssertionError(
                            "seed " + seed + ", request " + i + ": GET " + api.prefix() + request
                                    + " (replay: -Dfuzz.seed=" + seed + ")\n" + e.getMessage(),
                            e);
                }
            }
            // The mix reaches past validation: some answers are forecasts, some are refusals.
            assertThat(statuses.keySet()).contains(200, 400);
        });
    }

    /** A path and query for {@code endpoint}: each parameter valid, absent or hostile, at least one hostile. */
    static String request(Endpoint endpoint, Random rng) {
        List<Parameter> params = endpoint.parameters();
        int forced = params.isEmpty() ? -1 : rng.nextInt(params.size());
        String path = endpoint.template();
        List<String> query = new ArrayList<>();
        for (int i = 0; i < params.size(); i++) {
            Parameter p = params.get(i);
            int roll = rng.nextInt(10);
            if (i != forced && roll < 2 && !p.in().equals("path")) {
                continue;
            }
            List<String> values = new ArrayList<>();
            if (i != forced && roll < 5) {
                values.add(valid(p, rng));
            } else {
                values.add(hostile(p, rng));
                // Repeated: the same parameter again, valid or not.
                if (rng.nextInt(8) == 0 && !p.in().equals("path")) {
                    values.add(rng.nextBoolean() ? valid(p, rng) : hostile(p, rng));
                }
            }
            if (p.in().equals("path")) {
                String v =
                        URLEncoder.encode(values.get(0), StandardCharsets.UTF_8).replace("+", "%20");
                path = path.replace("{" + p.name() + "}", v.isEmpty() ? "%20" : v);
            } else {
                for (String v : values) {
                    query.add(p.name() + "=" + URLEncoder.encode(v, StandardCharsets.UTF_8));
                }
            }
        }
        // Sometimes an unknown parameter too (ignored by both interfaces).
        if (rng.nextInt(6) == 0) {
            query.add("x" + rng.nextInt(100) + "=" + URLEncoder.encode(hostile(null, rng), StandardCharsets.UTF_8));
        }
        java.util.Collections.shuffle(query, rng);
        return query.isEmpty() ? path : path + "?" + String.join("&", query);
    }

    static String valid(Parameter p, Random rng) {
        JsonNode schema = p.schema();
        if (schema.has("enum")) {
            return pick(schema.get("enum"), rng);
        }
        List<String> samples = VALID.get(p.name());
        if (samples != null) {
            return samples.get(rng.nextInt(samples.size()));
        }
        if (schema.path("type").asText().equals("integer")) {
            long min = schema.path("minimum").asLong(0);
            long max = Math.min(schema.path("maximum").asLong(min + 100), min + 100);
            return Long.toString(min + (long) rng.nextInt((int) (max - min + 1)));
        }
        return null;
    }

    static String hostile(Parameter p, Random rng) {
        return switch (rng.nextInt(8)) {
            case 0 -> pick(UNICODE, rng);
            case 1 -> pick(CONTROL, rng);
            case 2 -> pick(INJECTION, rng);
            case 3 -> pick(NUMERIC, rng);
            case 4 -> pick(EMPTY, rng);
            // Very long: past the 200-character bound, sometimes past the 8 KiB request line (a 414).
            case 5 ->
                repeat(
                        pick(List.of("a", "-", "é", "😀", "%", "x y"), rng),
                        150 + rng.nextInt(rng.nextInt(10) == 0 ? 5000 : 300));
            // A valid value with something hostile around it.
            case 6 ->
                p == null || valid(p, rng) == null
                        ? pick(INJECTION, rng)
                        : valid(p, rng) + pick(List.of(" ", "\u0000", "'", "-", "😀", "%20", "\n", "/.."), rng);
            default -> {
                // Random code points, any plane (no lone surrogates: they cannot be sent as UTF-8).
                StringBuilder b = new StringBuilder();
                int n = 1 + rng.nextInt(40);
                while (b.length() < n) {
                    int cp = rng.nextInt(0x30000);
                    if (Character.isValidCodePoint(cp) && (cp < 0xD800 || cp > 0xDFFF)) {
                        b.appendCodePoint(cp);
                    }
                }
                yield b.toString();
            }
        };
    }

    private static String repeat(String s, int length) {
        return s.repeat(Math.max(1, length / s.length()));
    }

    private static String pick(List<String> values, Random rng) {
        return values.get(rng.nextInt(values.size()));
    }

    private static String pick(JsonNode values, Random rng) {
        return values.get(rng.nextInt(values.size())).asText();
    }

    /**
     * Requests an HTTP client library would not send: broken escapes, invalid UTF-8, raw bytes, in the query and the
     * path. Each gets a JSON answer below 500; an error has a documented code.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "/api/public/v1/fps?game=%zz&gpu=geforce-rtx-4070",
                "/api/public/v1/fps?game=fortnite&gpu=%",
                "/api/public/v1/games?q=%e2%82",
                "/api/public/v1/canrun?game=fortnite&renderer=%ZZANGLE",
                "/api/public/v1/stats?country=%C0%AF",
                "/api/public/v1/survey?month=2025-0%",
                "/api/v1/fps?game=%zz&gpu=x",
                "/api/v1/search?q=%FF%FE",
                "/api/v1/game/%zz",
                "/api/v1/game/%C0%AF",
                "/api/v1/game/..%2F..%2Fetc",
                "/api/v1/gpus?limit=%2",
                "/api/public/v1/%00",
                "/api/v1/fps?game=\u00ff&gpu=x",
            })
    void requestsNoLibraryWouldSendGetJsonErrorsWithDocumentedCodes(String target) throws IOException {
        JavalinTest.test(WebServer.create(ApplicationTest.APP, UNLIMITED, ApplicationTest.STATS), (server, client) -> {
            RawReply reply = raw(server.port(), target);
            assertThat(reply.status()).as(target).isLessThan(500);
            JsonNode body = JSON.readTree(reply.body());
            if (reply.status() == 200) {
                // Undecodable bytes read as U+FFFD: a search for them is a search like any other.
                assertThat(body.get("ok").asBoolean()).isTrue();
                return;
            }
            assertThat(body.get("ok").asBoolean(true)).isFalse();
            Set<String> codes = new HashSet<>();
            INTERFACES.forEach(i -> codes.addAll(i.errorCodes()));
            assertThat(body.get("error").asText()).as(target).isIn(codes);
            // A broken escape in a parameter the endpoint reads is named, not reported missing.
            if (target.contains("game=%zz")) {
                assertThat(body.get("error").asText()).isEqualTo("invalid_parameter");
                assertThat(body.get("parameter").asText()).isEqualTo("game");
            }
        });
    }

    record RawReply(int status, String body) {}

    /** One request over a plain socket, bytes as given (ISO-8859-1), the answer read to the end. */
    static RawReply raw(int port, String target) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            out.write(("GET " + target + " HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            ByteArrayOutputStream all = new ByteArrayOutputStream();
            s.getInputStream().transferTo(all);
            String text = all.toString(StandardCharsets.UTF_8);
            int status = Integer.parseInt(text.substring(9, 12));
            String body = text.substring(text.indexOf("\r\n\r\n") + 4);
            if (text.substring(0, text.indexOf("\r\n\r\n"))
                    .toLowerCase(java.util.Locale.ROOT)
                    .contains("transfer-encoding: chunked")) {
                body = Stream.of(body.split("\r\n"))
                        .filter(line -> !line.matches("[0-9a-fA-F]+"))
                        .reduce("", String::concat);
            }
            return new RawReply(status, body);
        }
    }
}
