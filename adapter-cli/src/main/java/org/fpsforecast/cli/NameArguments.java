package org.fpsforecast.cli;

import java.io.PrintWriter;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.in.NameMatch;
import org.fpsforecast.server.Application;

/** Slugs or names on the command line: the record used, said on standard error when it was a search's best hit. */
final class NameArguments {
    private NameArguments() {}

    /**
     * The record {@code text} names.
     *
     * @throws NameNotResolvedException when it names none or several about equally well
     */
    static Slug resolve(Application app, ItemType type, String text, PrintWriter err) {
        NameMatch match = app.forecaster().resolve(type, text);
        if (match instanceof NameMatch.Found found) {
            if (found.how() == NameMatch.How.BEST_MATCH) {
                err.println("Using " + found.name() + " (" + found.slug() + ") for '" + found.text() + "'.");
                err.flush();
            }
            return found.slug();
        }
        throw new NameNotResolvedException(match);
    }
}
