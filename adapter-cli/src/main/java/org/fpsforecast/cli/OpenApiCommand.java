package org.fpsforecast.cli;

import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.http.publicapi.PublicApi;
import org.fpsforecast.http.v1.V1Api;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code forecast openapi}: the OpenAPI 3.1 documents the server serves, for code generators and linters. */
@Command(
        name = "openapi",
        mixinStandardHelpOptions = true,
        description = "Print the OpenAPI 3.1 document of an interface: public (/api/public/v1, the default) or v1"
                + " (/api/v1); the same bytes the server serves at its openapi.json.",
        footer = {"", "Examples:", "  forecast openapi > public.json", "  forecast openapi v1"})
final class OpenApiCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(
            index = "0",
            arity = "0..1",
            paramLabel = "INTERFACE",
            defaultValue = "public",
            description = "public or v1 (default ${DEFAULT-VALUE}).")
    String which;

    @CommandLine.Mixin
    VerboseOption verbose;

    @Override
    public Integer call() {
        byte[] document = switch (which.strip().toLowerCase(Locale.ROOT)) {
            case "public" -> PublicApi.openApiDocument();
            case "v1" -> V1Api.openApiDocument();
            default ->
                throw InvalidParameterException.invalid(
                        "INTERFACE", "The interface is 'public' or 'v1', got '" + which + "'.");
        };
        var out = spec.commandLine().getOut();
        String text = new String(document, StandardCharsets.UTF_8);
        out.print(text.endsWith("\n") ? text : text + "\n");
        out.flush();
        return ExitCodes.OK;
    }
}
