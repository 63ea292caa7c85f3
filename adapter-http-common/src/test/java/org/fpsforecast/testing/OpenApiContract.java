package org.fpsforecast.testing;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * Checks HTTP responses against a hand-written OpenAPI 3.1 document: the status must be documented for the path and
 * method, every header the document marks required must be there, and the body must validate against the documented
 * JSON schema (JSON Schema 2020-12, with networknt's validator) or be empty where no content is documented.
 *
 * <p>Shared by the tests of both HTTP interfaces (adapter-http-common's test jar), so both are held to the same rules.
 */
public final class OpenApiContract {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Headers of any HTTP message, which an interface's document does not declare. */
    private static final Set<String> MESSAGE_HEADERS =
            Set.of("content-type", "content-length", "date", "connection", "transfer-encoding", "vary", ":status");

    private static final JsonSchemaFactory SCHEMAS = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);

    private final JsonNode doc;
    private final Map<String, JsonSchema> compiled = new ConcurrentHashMap<>();

    private OpenApiContract(JsonNode doc) {
        this.doc = doc;
    }

    public static OpenApiContract load(InputStream in) {
        try (in) {
            return new OpenApiContract(JSON.readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public JsonNode document() {
        return doc;
    }

    /** The paths of the document, as written (relative to its server URL). */
    public Set<String> paths() {
        Set<String> out = new LinkedHashSet<>();
        doc.get("paths").fieldNames().forEachRemaining(out::add);
        return out;
    }

    /**
     * Asserts that a response conforms.
     *
     * @param path the request path relative to the document's server URL, e.g. {@code /fps} or {@code /game/doom}
     * @param headers the response headers (names in any case)
     * @param body the response body, empty when there is none
     */
    public void assertConforms(String method, String path, int status, Map<String, List<String>> headers, String body) {
        String template = template(path);
        JsonNode response;
        String where;
        if (template == null) {
            // Paths the document does not list: only the catch-all JSON errors (and the rate limit) are allowed.
            assertThat(status).as("status of undocumented path %s", path).isIn(404, 405, 429);
            where = status == 404
                    ? "#/components/responses/NotFound"
                    : status == 429 ? "#/components/responses/RateLimited" : "#/components/schemas/Error";
            response = status == 405 ? null : resolve(where);
            if (response == null) {
                validate(where, body, path, status);
                return;
            }
        } else {
            JsonNode operation = doc.get("paths").get(template).get(method.toLowerCase(Locale.ROOT));
            assertThat(operation).as("%s %s is documented", method, template).isNotNull();
            JsonNode responses = operation.get("responses");
            JsonNode r = responses.get(Integer.toString(status));
            assertThat(r)
                    .as("status %d of %s %s is documented (documented: %s)", status, method, template, names(responses))
                    .isNotNull();
            where = r.has("$ref")
                    ? r.get("$ref").asText()
                    : "#/paths/" + escape(template) + "/" + method.toLowerCase(Locale.ROOT) + "/responses/" + status;
            response = resolve(where);
        }
        JsonNode documentedHeaders = response.get("headers");
        if (documentedHeaders != null) {
            for (Map.Entry<String, JsonNode> h : documentedHeaders.properties()) {
                JsonNode header = h.getValue().has("$ref")
                        ? resolve(h.getValue().get("$ref").asText())
                        : h.getValue();
                if (header.path("required").asBoolean(false)) {
                    assertThat(headerValues(headers, h.getKey()))
                            .as("required header %s on %d of %s", h.getKey(), status, path)
                            .isNotEmpty();
                }
            }
        }
        // The other way round: every header the server sends is declared on this response, but for the ones any
        // HTTP message carries (OpenAPI ignores Content-Type on a response's headers).
        for (String sent : headers.keySet()) {
            if (sent == null || MESSAGE_HEADERS.contains(sent.toLowerCase(Locale.ROOT))) {
                continue;
            }
            assertThat(documentedHeaders != null && hasIgnoringCase(documentedHeaders, sent))
                    .as("header %s sent on %d of %s %s is declared at %s", sent, status, method, path, where)
                    .isTrue();
        }
        JsonNode content = response.path("content").path("application/json");
        if (content.isMissingNode()) {
            assertThat(body).as("body of %d %s (none documented)", status, path).isEmpty();
            return;
        }
        validate(where + "/content/application~1json/schema", body, path, status);
    }

    private void validate(String pointer, String body, String path, int status) {
        JsonNode instance;
        try {
            instance = JSON.readTree(body);
        } catch (IOException e) {
            throw new AssertionError("body of " + status + " " + path + " is not JSON: " + body, e);
        }
        assertThat(instance).as("body of %d %s", status, path).isNotNull();
        JsonSchema schema = compiled.computeIfAbsent(pointer, p -> {
            ObjectNode root = ((ObjectNode) doc).deepCopy();
            root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
            root.put("$ref", p);
            return SCHEMAS.getSchema(root);
        });
        Set<ValidationMessage> errors = schema.validate(instance);
        assertThat(errors)
                .as("body of %d %s against %s:%n%s", status, path, pointer, body)
                .isEmpty();
    }

    private JsonNode resolve(String ref) {
        JsonNode node = doc.at(ref.substring(1));
        assertThat(node.isMissingNode()).as("reference %s resolves", ref).isFalse();
        return node.has("$ref") ? resolve(node.get("$ref").asText()) : node;
    }

    private String template(String path) {
        String p = path.isEmpty() ? "/" : path;
        if (doc.get("paths").has(p)) {
            return p;
        }
        for (String t : paths()) {
            if (t.contains("{")
                    && Pattern.matches(t.replaceAll("\\{[^}]+}", "[^/]+").replace(".", "\\."), p)) {
                return t;
            }
        }
        return null;
    }

    private static boolean hasIgnoringCase(JsonNode headers, String name) {
        for (String declared : names(headers)) {
            if (declared.equalsIgnoreCase(name)) {
                return true;
            }
        }
        return false;
    }

    private static List<String> headerValues(Map<String, List<String>> headers, String name) {
        List<String> out = new ArrayList<>();
        headers.forEach((k, v) -> {
            if (k != null && k.equalsIgnoreCase(name)) {
                out.addAll(v);
            }
        });
        return out;
    }

    private static String escape(String template) {
        return template.replace("~", "~0").replace("/", "~1");
    }

    private static List<String> names(JsonNode node) {
        List<String> out = new ArrayList<>();
        node.fieldNames().forEachRemaining(out::add);
        return out;
    }
}
