package org.fpsforecast.importer;

import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.dataformat.csv.CsvMapper;
import com.fasterxml.jackson.dataformat.csv.CsvParser;
import com.fasterxml.jackson.dataformat.csv.CsvSchema;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

/**
 * Reads a raw input CSV (header line, RFC 4180 quoting) into rows keyed by column name; {@link #eachZipped} streams
 * the one CSV of a zip file, also in MySQL's export dialect.
 */
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

    /**
     * Streams the rows of the first {@code .csv} entry of a zip file to {@code sink}, without holding the file in
     * memory.
     *
     * @param mysql MySQL's export dialect: quotes escaped with a backslash, NULL written as an unquoted {@code \N}
     *     (which reads as the text "N"; callers of numeric or date columns treat it as missing)
     */
    static void eachZipped(Path zip, boolean mysql, Consumer<Map<String, String>> sink) {
        CsvSchema schema = CsvSchema.emptySchema().withHeader();
        if (mysql) {
            schema = schema.withEscapeChar('\\');
        }
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
                if (!e.isDirectory() && e.getName().endsWith(".csv")) {
                    Reader reader = new InputStreamReader(in, StandardCharsets.UTF_8);
                    try (MappingIterator<Map<String, String>> rows =
                            MAPPER.readerForMapOf(String.class).with(schema).readValues(reader)) {
                        while (rows.hasNext()) {
                            sink.accept(rows.next());
                        }
                    }
                    return;
                }
            }
            throw new ImportException("no CSV file inside " + zip);
        } catch (NoSuchFileException e) {
            throw new ImportException("input file is missing: " + zip);
        } catch (ImportException e) {
            throw e;
        } catch (IOException | RuntimeException e) {
            throw new ImportException("cannot read " + zip + ": " + e.getMessage());
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
