package org.fpsforecast.core.renderer;

import static java.util.Objects.requireNonNull;

import java.util.List;

/**
 * A renderer string taken apart.
 *
 * @param raw the string as the browser gave it
 * @param kind hardware, software or masked
 * @param vendor the vendor named by the string ("NVIDIA", "AMD", "Intel", "Apple", "Qualcomm", "ARM", ...) or empty
 * @param model the GPU's model as read from the string, cleaned of API, driver, PCI id and trademark noise
 * @param tokens the model's matching tokens (lower case; memory sizes like {@code 6gb} kept, vendor words dropped)
 * @param approximate true when the browser says the name is only similar to the real GPU (Firefox's ", or similar")
 */
public record ParsedRenderer(
        String raw, RendererKind kind, String vendor, String model, List<String> tokens, boolean approximate) {
    public ParsedRenderer {
        requireNonNull(raw, "raw");
        requireNonNull(kind, "kind");
        requireNonNull(vendor, "vendor");
        requireNonNull(model, "model");
        tokens = List.copyOf(tokens);
    }
}
