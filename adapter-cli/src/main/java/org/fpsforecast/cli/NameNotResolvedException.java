package org.fpsforecast.cli;

import static java.util.Objects.requireNonNull;

import java.util.Locale;
import org.fpsforecast.core.domain.ItemType;
import org.fpsforecast.core.port.in.NameMatch;

/** A game, GPU or CPU name that names no record, or several about equally well: exit code 3, with the candidates. */
final class NameNotResolvedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient NameMatch match;

    NameNotResolvedException(NameMatch match) {
        super(message(match));
        this.match = requireNonNull(match);
    }

    NameMatch match() {
        return match;
    }

    private static String message(NameMatch match) {
        String what =
                match.type() == ItemType.GAME ? "game" : match.type().key().toUpperCase(Locale.ROOT);
        if (match instanceof NameMatch.Ambiguous) {
            return "'" + match.text() + "' matches several " + what + "s; give one of these slugs (or more of the"
                    + " name):";
        }
        return "No " + what + " matches '" + match.text() + "'.";
    }
}
