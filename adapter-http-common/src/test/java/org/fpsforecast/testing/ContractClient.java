package org.fpsforecast.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;

/**
 * An HTTP client for the interfaces' tests that checks every GET reply against the interface's OpenAPI document before
 * the test sees it, so no response escapes the contract.
 */
public final class ContractClient {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String base;
    private final OpenApiContract contract;

    /** @param base the origin plus the interface's prefix, e.g. {@code http://localhost:1234/api/v1} */
    public ContractClient(String base, OpenApiContract contract) {
        this.base = base;
        this.contract = contract;
    }

    /** The origin plus the interface's prefix. */
    public String base() {
        return base;
    }

    public Reply get(String path, String... headers) {
        return send("GET", path, headers);
    }

    /** Any method; only GET replies are contract-checked (HEAD and OPTIONS have no body to check). */
    public Reply send(String method, String path, String... headers) {
        HttpRequest.Builder b =
                HttpRequest.newBuilder(URI.create(base + path)).method(method, HttpRequest.BodyPublishers.noBody());
        if (headers.length > 0) {
            b.headers(headers);
        }
        HttpResponse<String> r;
        try {
            r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        Reply reply = new Reply(r.statusCode(), r.headers().map(), r.body());
        if (method.equals("GET")) {
            String pathOnly = path.contains("?") ? path.substring(0, path.indexOf('?')) : path;
            contract.assertConforms("get", pathOnly, reply.status(), reply.headers(), reply.body());
        }
        return reply;
    }

    /** A reply, already checked against the contract. */
    public record Reply(int status, Map<String, List<String>> headers, String body) {
        public String header(String name) {
            return headers.entrySet().stream()
                    .filter(e -> e.getKey().equalsIgnoreCase(name))
                    .flatMap(e -> e.getValue().stream())
                    .findFirst()
                    .orElse(null);
        }

        public JsonNode json() {
            assertThat(header("Content-Type")).startsWith("application/json");
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError(body, e);
            }
        }

        /** Asserts a 200 and returns its JSON. */
        public JsonNode ok() {
            assertThat(status).as(body).isEqualTo(200);
            return json();
        }

        /** Asserts a JSON error of the given status and code, with CORS, and returns its body. */
        public JsonNode error(int expectedStatus, String code) {
            assertThat(status).as(body).isEqualTo(expectedStatus);
            JsonNode b = json();
            assertThat(b.get("ok").asBoolean()).isFalse();
            assertThat(b.get("error").asText()).isEqualTo(code);
            assertThat(b.get("message").asText()).isNotBlank();
            assertThat(header("Access-Control-Allow-Origin")).isEqualTo("*");
            return b;
        }
    }
}
