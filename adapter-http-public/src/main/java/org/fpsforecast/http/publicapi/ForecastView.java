package org.fpsforecast.http.publicapi;

import java.util.function.Function;
import org.fpsforecast.core.domain.Cpu;
import org.fpsforecast.core.domain.DataLicense;
import org.fpsforecast.core.domain.Forecast;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Preset;
import org.fpsforecast.core.domain.Resolution;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.in.Detection;
import org.fpsforecast.core.port.out.CatalogMetadata;
import org.fpsforecast.http.common.SiteAddresses;

/**
 * The one mapping of a forecast to JSON: the record {@code /api/public/v1/fps} and {@code /canrun} answer, and the one
 * {@code forecast fps --json} and {@code forecast canrun --json} print (the command line adds what only it says). On
 * the command line there is no address to link to: its view has no links ({@code url} fields are null).
 */
public final class ForecastView {
    /** The service's pages, or null: no addresses (the command line). */
    private final Links links;

    ForecastView(Links links) {
        this.links = links;
    }

    /** The view of the command line: the same fields, no addresses. */
    public static ForecastView withoutAddresses() {
        return new ForecastView(null);
    }

    private String address(Function<Links, String> of) {
        return links == null ? null : of.apply(links);
    }

    /** The FPS record of a forecast, in a language. */
    public PublicJson.Fps fps(Forecast f, Lang lang, CatalogMetadata catalog) {
        Resolution res = f.resolution();
        Preset preset = f.preset();
        // Links use the canonical slugs of the answer (a renamed slug in the request resolves through its alias).
        Slug gameSlug = f.game().slug();
        String url = address(l ->
                l.result(lang, gameSlug, f.gpu().slug(), res, preset, f.cpu().map(Cpu::slug), f.options()));
        return new PublicJson.Fps(
                true,
                new PublicJson.GameRef(gameSlug.value(), f.game().name(), address(l -> l.game(lang, gameSlug))),
                gpuRef(f.gpu(), lang),
                f.cpu()
                        .map(c -> new PublicJson.CpuRef(
                                c.slug().value(),
                                c.name(),
                                c.brand().displayName(),
                                address(l -> l.cpu(lang, c.slug()))))
                        .orElse(null),
                SiteAddresses.resolution(res),
                preset.key(),
                f.fps().average(),
                f.fps().low1(),
                PublicValues.range(f.fps().range()),
                f.expectedErrorPct().isPresent() ? f.expectedErrorPct().getAsDouble() : null,
                PublicValues.range(f.fps().low1Range()),
                f.source().key(),
                f.basis().key(),
                f.confidence().key(),
                PublicValues.verdict(f.verdict(), lang),
                PublicValues.matrix(f.matrix()),
                PublicValues.matrixRange(f.matrix()),
                f.evidence()
                        .map(e -> new PublicJson.Measurement(
                                e.samples(),
                                catalog.source(e.sourceId())
                                        .map(PublicValues::source)
                                        .orElse(new PublicJson.SourceRef(e.sourceId(), e.sourceId(), "", "")),
                                f.fps().low1Measured()))
                        .orElse(null),
                f.bottleneck()
                        .map(b -> new PublicJson.Bottleneck(b.limitedBy().key(), b.pct(), b.gpuLoadPct()))
                        .orElse(null),
                f.demand().key(),
                PublicValues.engineCap(f),
                new PublicJson.Labels(
                        lang.text("source." + f.source().key()),
                        lang.text("basis." + f.basis().key()),
                        lang.text("confidence." + f.confidence().key()),
                        f.bottleneck()
                                .map(b ->
                                        lang.text("limited_by." + b.limitedBy().key()))
                                .orElse(null),
                        lang.text("demand." + f.demand().key()),
                        f.capped(res, preset) ? lang.engineCapText(f.engineCap().getAsInt()) : null),
                GpuScoreJson.of(f.gpu(), lang),
                RenderingJson.of(f, lang),
                credit(lang, url));
    }

    /** The closing fields of an answer whose page is {@code url} (null without addresses). */
    PublicJson.Credit credit(Lang lang, String url) {
        return new PublicJson.Credit(
                lang.code(),
                url,
                address(l -> l.methodology(lang)),
                url == null ? null : lang.attribution(url),
                DataLicense.NAME,
                DataLicense.URL);
    }

    PublicJson.GpuRef gpuRef(Gpu gpu, Lang lang) {
        return new PublicJson.GpuRef(
                gpu.slug().value(), gpu.name(), gpu.brand().displayName(), address(l -> l.gpu(lang, gpu.slug())));
    }

    /** What a can-run answer detected, as {@code /canrun} and {@code forecast canrun --json} give it. */
    public static PublicJson.Detected detected(Detection d) {
        return new PublicJson.Detected(
                d.source(),
                d.renderer().orElse(null),
                d.rendererIgnored(),
                d.vendor().orElse(null),
                d.model().orElse(null),
                d.match(),
                d.confidence(),
                d.estimate());
    }
}
