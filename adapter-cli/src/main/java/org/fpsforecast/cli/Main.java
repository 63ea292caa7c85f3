package org.fpsforecast.cli;

import java.util.Set;
import java.util.concurrent.Callable;
import org.fpsforecast.core.domain.DataLicense;
import org.fpsforecast.server.Application;
import org.fpsforecast.server.Hangup;
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
            GameCommand.class,
            ScoreCommand.class,
            StatsCommand.class,
            SurveyCommand.class,
            BuildsCommand.class,
            CatalogCommand.class,
            EvaluateCommand.class,
            OpenApiCommand.class,
            CompletionCommand.class,
            CommandLine.HelpCommand.class
        },
        footer = {
            "",
            "Exit codes: 0 ok, 1 unexpected failure, 2 usage error, 3 not found, 4 invalid data.",
            "Colors only on a terminal, never with NO_COLOR set; --verbose shows the stack trace of a failure.",
            Main.DATA_NOTE
        })
public final class Main implements Callable<Integer> {
    /** The line that says so, with the honesty rule. */
    static final String DATA_NOTE =
            "Data: " + DataLicense.NAME + ", attribution required; modeled values are never shown as measured.";

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    private final Terminal terminal;

    Main(Terminal terminal) {
        this.terminal = terminal;
    }

    /** The commands that answer from the bundled catalog unless given {@code --data}. */
    static final Set<String> BUNDLED_CATALOG_COMMANDS =
            Set.of("serve", "fps", "canrun", "search", "game", "score", "stats", "survey");

    public static void main(String[] args) {
        if (args.length > 0 && args[0].equals("serve")) {
            // Before anything slow: a SIGHUP while the server starts must not kill it.
            Hangup.install();
        }
        // Building the command line (picocli reads every command's annotations) takes about 0.2 s on a fresh JVM:
        // a command that will need the bundled catalog starts loading it meanwhile, on the other core.
        if (usesBundledCatalog(args)) {
            Application.loadBundledInBackground();
        }
        System.exit(commandLine(Terminal.detect()).execute(args));
    }

    /** Whether {@code args} run a command that loads the bundled catalog (not for help, nor with another catalog). */
    static boolean usesBundledCatalog(String[] args) {
        if (args.length == 0 || !BUNDLED_CATALOG_COMMANDS.contains(args[0])) {
            return false;
        }
        for (String a : args) {
            if (a.equals("--data") || a.startsWith("--data=") || a.equals("-h") || a.equals("--help")) {
                return false;
            }
        }
        return true;
    }

    /** The command line as tests and pipes see it: no terminal, no colors. */
    public static CommandLine commandLine() {
        return commandLine(Terminal.PLAIN);
    }

    /** The configured command line writing to {@code terminal}. */
    static CommandLine commandLine(Terminal terminal) {
        CommandLine cli = new CommandLine(new Main(terminal));
        cli.setExecutionExceptionHandler(new ExitCodes());
        cli.setParameterExceptionHandler(new UsageErrors());
        cli.setColorScheme(CommandLine.Help.defaultColorScheme(
                terminal.colors() ? CommandLine.Help.Ansi.ON : CommandLine.Help.Ansi.OFF));
        return cli;
    }

    /** The terminal the command of {@code spec} writes to. */
    static Terminal terminal(CommandLine.Model.CommandSpec spec) {
        Object root = spec.root().userObject();
        return root instanceof Main main ? main.terminal : Terminal.PLAIN;
    }

    /** {@code forecast} alone: which commands there are, on the error stream, and the usage error's code. */
    @Override
    public Integer call() {
        var err = spec.commandLine().getErr();
        err.println("forecast: give a command, for example 'forecast fps cyberpunk-2077 rtx-4060'.");
        err.println();
        spec.commandLine().usage(err);
        err.flush();
        return ExitCodes.USAGE;
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Main.class.getPackage().getImplementationVersion();
            return new String[] {"forecast " + (v == null ? "development build" : v)};
        }
    }
}
