package org.fpsforecast.data.importer;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Reads a raw input CSV (header line, RFC 4180 quoting) into rows keyed by column name. */
final class RawCsv {
    private static final CsvMapper MAPPER = new CsvMapper().enable(CsvParser.Feature.TRIM_SPACES);

    private RawCsv() {}

    static List<Map<String, String>> read(Path file) {
        CsvSchema schema = CsvSchema.emptySchema().withHeader();
        try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8);
                MappingIterator<Map<String, String>> rows =
                        MAPPER.readerForMapOf(String.class).with(schema).readValues(reader)) {
            List<Map<String, String>> out = new ArrayList<>();
            while (rows.hasNext()) {
                out.add(rows.next());
            }
            return out;
        } catch (NoSuchFileException e) {
            throw new ImportException("input file is missing: " + file);
        } catch (IOException | RuntimeException e) {
            throw new ImportException("cannot read " + file + ": " + e.getMessage());
        }
    }

    /** A whole number of a raw cell ("16,619", "2021", "12.0"), rounded; -1 when empty or not a number. */
    static int number(String cell) {
        double d = decimal(cell);
        return Double.isNaN(d) ? -1 : (int) Math.round(d);
    }

    /** A number of a raw cell, thousands separators allowed; NaN when empty or not a number. */
    static double decimal(String cell) {
        if (cell == null || cell.isBlank()) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(cell.replace(",", "").strip());
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
