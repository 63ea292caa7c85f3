package org.fpsforecast.core.port.in;

import java.time.YearMonth;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.regex.Pattern;
import org.fpsforecast.core.domain.InvalidParameterException;

/** The Steam hardware survey of a month, combined with the model: what the surveyed video cards reach. */
public interface ReportSurvey {
    int DEFAULT_TOP = 20;
    int MAX_TOP = 100;

    /**
     * The report of a month (the latest when empty) with its {@code top} largest video cards.
     *
     * @throws org.fpsforecast.core.domain.UnavailableException for a month without survey data (naming the nearest
     *     months that have some)
     * @throws org.fpsforecast.core.domain.InvalidParameterException for {@code top} outside 1..{@value #MAX_TOP}
     */
    SurveyReport survey(Optional<YearMonth> month, int top);

    /** A month parameter, {@code YYYY-MM}; empty when absent. */
    static Optional<YearMonth> parseMonth(String raw) {
        if (raw == null || raw.isBlank()) {
            return Optional.empty();
        }
        String m = raw.strip();
        String message = "Parameter 'month' must be a month as YYYY-MM, e.g. '2026-04'; got '" + m + "'.";
        if (!MONTH.matcher(m).matches()) {
            throw InvalidParameterException.invalid("month", message);
        }
        try {
            return Optional.of(YearMonth.parse(m));
        } catch (DateTimeParseException e) {
            throw InvalidParameterException.invalid("month", message);
        }
    }

    /** A top parameter: {@value #DEFAULT_TOP} when absent, else a whole number from 1 to {@value #MAX_TOP}. */
    static int parseTop(String raw) {
        if (raw == null || raw.isBlank()) {
            return DEFAULT_TOP;
        }
        String message = "Parameter 'top' must be a whole number from 1 to " + MAX_TOP + "; got '" + raw.strip() + "'.";
        try {
            int n = Integer.parseInt(raw.strip());
            if (n < 1 || n > MAX_TOP) {
                throw InvalidParameterException.invalid("top", message);
            }
            return n;
        } catch (NumberFormatException e) {
            throw InvalidParameterException.invalid("top", message);
        }
    }

    Pattern MONTH = Pattern.compile("\\d{4}-\\d{2}");
}
