package org.fpsforecast.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code forecast} command. */
@Command(
        name = "forecast",
        mixinStandardHelpOptions = true,
        versionProvider = Main.Version.class,
        description = "Game frame-rate forecasts by hardware, always labelled measured or modeled.",
        subcommands = {
            ServeCommand.class,
            FpsCommand.class,
            CanRunCommand.class,
            SearchCommand.class,
            StatsCommand.class,
            SurveyCommand.class,
            BuildsCommand.class,
            CatalogCommand.class,
            EvaluateCommand.class,
            CommandLine.HelpCommand.class
        },
        footer = {
            "",
            "Exit codes: 0 ok, 1 unexpected failure, 2 usage error, 3 not found, 4 invalid data.",
            "Data: CC BY 4.0, attribution required; modeled values are never shown as measured."
        })
public final class Main implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line, for the launcher and for in-process tests. */
    public static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new Main());
        cli.setExecutionExceptionHandler(new ExitCodes());
        return cli;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"forecast " + (v == null ? "development build" : v)};
        }
    }
}
