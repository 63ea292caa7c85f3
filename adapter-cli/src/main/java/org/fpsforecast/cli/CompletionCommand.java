package org.fpsforecast.cli;

import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** {@code forecast completion}: a bash and zsh completion script for every command and option. */
@Command(
        name = "completion",
        mixinStandardHelpOptions = true,
        description = "Print a completion script for bash and zsh (commands, subcommands and options).",
        footer = {
            "",
            "Install:",
            "  bash: source <(forecast completion)          (or save it in ~/.local/share/bash-completion/completions/forecast)",
            "  zsh:  autoload -U +X bashcompinit && bashcompinit && source <(forecast completion)"
        })
final class CompletionCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        CommandLine root = spec.root().commandLine();
        var out = spec.commandLine().getOut();
        out.print(AutoComplete.bash("forecast", root));
        out.flush();
        return ExitCodes.OK;
    }
}
