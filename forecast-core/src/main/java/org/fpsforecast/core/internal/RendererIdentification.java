package org.fpsforecast.core.internal;

import static java.util.Objects.requireNonNull;

import com.google.common.base.Supplier;
import com.google.common.base.Suppliers;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.port.in.IdentifyGpu;
import org.fpsforecast.core.port.out.Gpus;
import org.fpsforecast.core.renderer.GpuMatcher;
import org.fpsforecast.core.renderer.Identification;
import org.fpsforecast.core.renderer.RendererParser;

/** {@link IdentifyGpu} over the catalog's GPUs; the matcher's index is built on first use. */
public final class RendererIdentification implements IdentifyGpu {
    private final Supplier<GpuMatcher> matcher;

    public RendererIdentification(Gpus gpus) {
        requireNonNull(gpus);
        this.matcher = Suppliers.memoize(() -> new GpuMatcher(gpus.all()));
    }

    /** Builds the GPU index now rather than on the first identification. */
    public void prepare() {
        matcher.get();
    }

    @Override
    public Identification identify(String renderer) {
        requireNonNull(renderer, "renderer");
        if (renderer.length() > RendererParser.MAX_LENGTH) {
            throw InvalidParameterException.invalid(
                    "renderer", "'renderer' is longer than " + RendererParser.MAX_LENGTH + " characters.");
        }
        return matcher.get().match(RendererParser.parse(renderer));
    }
}
