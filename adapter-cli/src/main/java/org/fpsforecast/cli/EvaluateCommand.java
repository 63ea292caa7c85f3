package org.fpsforecast.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.fpsforecast.core.domain.Game;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.model.GlobalParameters;
import org.fpsforecast.core.model.ModelFitter;
import org.fpsforecast.data.catalog.BundledCatalog;
import org.fpsforecast.importer.fit.Evaluation;
import org.fpsforecast.importer.fit.ModelPipeline;
import org.fpsforecast.importer.fit.SpecScoredGpus;
import org.fpsforecast.server.Application;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code forecast evaluate}: cross-validation of the model on the catalog's measurements. */
@Command(
        name = "evaluate",
        mixinStandardHelpOptions = true,
        description = {
            "Cross-validate the model on the catalog's measurements: leave one GPU out (model, scaled, and a naive"
                    + " G3D-ratio baseline) and leave one game out; median and mean absolute percentage error per data"
                    + " source and method, and the share of held-out values inside the 80%% range."
        },
        footer = {"", "Examples:", "  forecast evaluate", "  forecast evaluate --json"})
final class EvaluateCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(
            names = "--data",
            paramLabel = "DIR",
            description = "Evaluate the catalog in DIR instead of the bundled one.")
    Path data;

    @Option(names = "--json", description = "Print the table as JSON.")
    boolean json;

    @CommandLine.Mixin
    VerboseOption verbose;

    @Override
    public Integer call() throws Exception {
        BundledCatalog catalog = Application.load(Optional.ofNullable(data)).catalog();
        PrintWriter err = spec.commandLine().getErr();
        Map<Slug, Gpu> gpus = new LinkedHashMap<>();
        catalog.gpus().all().forEach(g -> gpus.put(g.slug(), g));
        Map<Slug, Game> games = new LinkedHashMap<>();
        catalog.games().all().forEach(g -> games.put(g.slug(), g));
        Evaluation.Result result;
        try (Progress progress = new Progress(err, Main.terminal(spec), "evaluate")) {
            GlobalParameters global = catalog.modelParameters().global();
            ModelPipeline pipeline = new ModelPipeline(
                    new ModelFitter(
                            global.referenceSingleThread(), global.defaultSingleThread(), global.defaultCpuName()),
                    global.demandRelation().minimumToRecommended(),
                    catalog.suiteResults(),
                    catalog.measurements().allRendered());
            // As the catalog build does: fitted and cross-validated on the cells of GPUs with a measured mark;
            // the cells of GPUs scored from specs judge the served model (their own line).
            SpecScoredGpus.Split split =
                    SpecScoredGpus.split(catalog.measurements().all(), gpus);
            Evaluation.Result onMeasuredMarks = new Evaluation(pipeline, progress::update)
                    .run(split.forFit(), gpus, games, pipeline.fit(split.forFit(), gpus, games), List.of());
            result = onMeasuredMarks.withMoreLines(SpecScoredGpus.lines(
                    split.onEstimatedMarks(), gpus, catalog.modelParameters().global(), onMeasuredMarks.fitted()));
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            Map<String, Object> gameBands = new LinkedHashMap<>();
            Map<String, Object> gameScaledBands = new LinkedHashMap<>();
            result.fitted().forEach((slug, p) -> {
                p.band().ifPresent(b -> gameBands.put(slug.value(), b));
                p.scaledBand().ifPresent(b -> gameScaledBands.put(slug.value(), b));
            });
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("catalogVersion", catalog.version());
            body.put("lines", result.lines());
            body.put("modelBand", result.modelBand());
            body.put("scaledBand", result.scaledBand());
            body.put("estimateBands", result.estimateBands());
            body.put("gameBands", gameBands);
            body.put("gameScaledBands", gameScaledBands);
            out.println(new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(body));
        } else {
            out.println("Nested cross-validation of catalog " + catalog.version()
                    + " (held-out cells; everything refit in every fold; the peer comparison is in the build report):");
            out.println();
            out.print(Evaluation.table(result));
        }
        out.flush();
        return ExitCodes.OK;
    }
}
