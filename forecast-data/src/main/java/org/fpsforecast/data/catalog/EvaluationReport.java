package org.fpsforecast.data.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import org.fpsforecast.core.domain.EvaluationRow;

/**
 * The cross-validation table of a build report ({@code build-report.txt}): the importer writes it as a Markdown table
 * after a {@code Nested cross-validation} line, and the report's first line names the catalog version it was made for.
 */
final class EvaluationReport {
    private static final String VERSION_LINE = "catalog_version ";
    private static final String TABLE_HEADING = "Nested cross-validation";

    private EvaluationReport() {}

    /**
     * The table's lines.
     *
     * @param report the report's text, or null when the catalog has none
     * @param version the version of the catalog being loaded
     * @return the lines; empty without a report, with a report of another version (it would describe other numbers) or
     *     with a table that cannot be read
     */
    static List<EvaluationRow> rows(String report, String version) {
        if (report == null) {
            return List.of();
        }
        List<String> lines = report.lines().toList();
        if (lines.isEmpty() || !lines.get(0).equals(VERSION_LINE + version)) {
            return List.of();
        }
        List<EvaluationRow> rows = new ArrayList<>();
        boolean inTable = false;
        int tableLine = 0;
        for (String line : lines) {
            if (line.startsWith(TABLE_HEADING)) {
                inTable = true;
                continue;
            }
            if (!inTable) {
                continue;
            }
            if (!line.startsWith("|")) {
                if (tableLine > 0) {
                    break;
                }
                continue;
            }
            tableLine++;
            if (tableLine <= 2) {
                continue; // the header and the separator
            }
            EvaluationRow row = row(line);
            if (row == null) {
                return List.of();
            }
            rows.add(row);
        }
        return List.copyOf(rows);
    }

    private static EvaluationRow row(String line) {
        String[] cells = line.split("\\|", -1);
        // "| a | b | c | d | e | f |" splits into an empty first and last cell around six.
        if (cells.length != 8) {
            return null;
        }
        try {
            return new EvaluationRow(
                    cells[1].strip(),
                    cells[2].strip(),
                    Integer.parseInt(cells[3].strip()),
                    percent(cells[4]).orElseThrow(),
                    percent(cells[5]).orElseThrow(),
                    percent(cells[6]));
        } catch (RuntimeException e) {
            return null;
        }
    }

    private static OptionalDouble percent(String cell) {
        String c = cell.strip();
        if (c.equals("-")) {
            return OptionalDouble.empty();
        }
        if (!c.endsWith("%")) {
            throw new IllegalArgumentException("not a percentage: " + c);
        }
        return OptionalDouble.of(Double.parseDouble(c.substring(0, c.length() - 1)));
    }
}
