package org.fpsforecast.core.internal;

import static java.util.Objects.requireNonNull;

import java.time.Clock;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.fpsforecast.core.domain.Build;
import org.fpsforecast.core.domain.BuildPart;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.in.IdentifyGpu;
import org.fpsforecast.core.port.in.ImportBuilds;
import org.fpsforecast.core.port.out.Builds;
import org.fpsforecast.core.port.out.Cpus;
import org.fpsforecast.core.port.out.Gpus;
import org.fpsforecast.core.renderer.Identification;

/**
 * The builds import: each row validated on its own (a bad row is rejected with its reason, the others go on), GPU and
 * CPU names mapped to the catalog where they match it, and every accepted row stored in one transaction.
 *
 * <p>Mapping, in order: a catalog slug; the slug of the name ("AMD Ryzen 5 5600X" gives amd-ryzen-5-5600x); for GPUs,
 * an exact (not approximate, not family) identification by the renderer matcher ("NVIDIA GeForce RTX 3060"). A name
 * that maps to nothing is kept as given, counted under that name, with no slug: nothing is guessed.
 */
public final class BuildImporter implements ImportBuilds {
    /** Builds per write: large enough for batched inserts, small enough to hold the rows' text for rejects. */
    static final int BATCH = 1_000;

    private final Builds store;
    private final Builds.Origin origin;
    private final Gpus gpus;
    private final Cpus cpus;
    private final IdentifyGpu identify;
    private final Clock clock;

    /**
     * @param origin {@link Builds.Origin#IMPORTED} for real builds; {@link Builds.Origin#SYNTHETIC} only for the bundled
     *     sample
     * @param clock dates after today (UTC) are refused
     */
    public BuildImporter(Builds store, Builds.Origin origin, Gpus gpus, Cpus cpus, IdentifyGpu identify, Clock clock) {
        this.store = requireNonNull(store);
        this.origin = requireNonNull(origin);
        this.gpus = requireNonNull(gpus);
        this.cpus = requireNonNull(cpus);
        this.identify = requireNonNull(identify);
        this.clock = requireNonNull(clock);
    }

    @Override
    public Summary importBuilds(Iterator<Row> rows, Listener listener) {
        requireNonNull(listener);
        LocalDate today = LocalDate.now(clock);
        Counts counts = new Counts(listener);
        try (Builds.Import tx = store.begin(origin)) {
            while (rows.hasNext()) {
                Row row = rows.next();
                counts.read++;
                try {
                    counts.batch.add(parse(row, today));
                    counts.batchRows.add(row);
                } catch (InvalidParameterException e) {
                    counts.reject(row, e.getMessage());
                }
                if (counts.batch.size() == BATCH) {
                    counts.write(tx);
                }
                if (counts.read % PROGRESS_EVERY == 0) {
                    listener.progress(counts.read);
                }
            }
            counts.write(tx);
            Builds.Added stored = tx.commit();
            listener.progress(counts.read);
            return new Summary(counts.read, counts.rejected, counts.mappedGpus, counts.mappedCpus, stored);
        }
    }

    /** The running counts of one import, and its pending batch. */
    private static final class Counts {
        final Listener listener;
        final List<Build> batch = new ArrayList<>(BATCH);
        final List<Row> batchRows = new ArrayList<>(BATCH);
        long read;
        long rejected;
        long mappedGpus;
        long mappedCpus;

        Counts(Listener listener) {
            this.listener = listener;
        }

        void reject(Row row, String reason) {
            rejected++;
            listener.rejected(new Rejected(row, reason));
        }

        /** Writes the pending batch; a build whose id is stored with other values is rejected. */
        void write(Builds.Import tx) {
            if (batch.isEmpty()) {
                return;
            }
            List<Builds.Outcome> outcomes = tx.add(batch);
            for (int i = 0; i < outcomes.size(); i++) {
                Build b = batch.get(i);
                if (outcomes.get(i) == Builds.Outcome.CONFLICT) {
                    reject(
                            batchRows.get(i),
                            "Build id '" + b.id() + "' is stored already with other values; a build is never"
                                    + " overwritten (give it a new id).");
                } else {
                    mappedGpus += b.gpu().slug().isPresent() ? 1 : 0;
                    mappedCpus += b.cpu().slug().isPresent() ? 1 : 0;
                }
            }
            batch.clear();
            batchRows.clear();
        }
    }

    /**
     * A row as a build, or the first reason it is not one.
     *
     * @throws InvalidParameterException naming the field and what is wrong with it
     */
    Build parse(Row row, LocalDate today) {
        if (row instanceof Unreadable u) {
            throw InvalidParameterException.invalid("row", u.reason());
        }
        RawBuild r = (RawBuild) row;
        String id = required("id", r.id());
        if (!Build.isWellFormedId(id)) {
            throw InvalidParameterException.invalid(
                    "id",
                    "id must be 1.." + Build.MAX_ID_LENGTH + " letters, digits, '.', '_', ':' or '-', starting with a"
                            + " letter or digit; got '" + id + "'.");
        }
        BuildPart gpu = gpu(name("gpu", r.gpu()));
        BuildPart cpu = cpu(name("cpu", r.cpu()));
        int ram = ram(required("ram_gb", r.ramGb()));
        String os = name("os", r.os());
        if (os.length() > Build.MAX_OS_LENGTH) {
            throw InvalidParameterException.invalid("os", "os is longer than " + Build.MAX_OS_LENGTH + " characters.");
        }
        Country country = Country.parse("country", r.country());
        LocalDate date = date(required("date", r.date()), today);
        return new Build(id, gpu, cpu, ram, os, country, date);
    }

    private static String required(String field, String value) {
        if (value == null || value.isBlank()) {
            throw InvalidParameterException.missing(field);
        }
        return value.strip();
    }

    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    /**
     * A name: trimmed, inner whitespace runs made one space, at most {@link BuildPart#MAX_NAME_LENGTH} characters, no
     * control or invisible formatting characters.
     */
    private static String name(String field, String value) {
        String name = WHITESPACE.matcher(required(field, value)).replaceAll(" ");
        if (name.length() > BuildPart.MAX_NAME_LENGTH) {
            throw InvalidParameterException.invalid(
                    field, field + " is longer than " + BuildPart.MAX_NAME_LENGTH + " characters.");
        }
        // Names are published in /stats: no control or invisible formatting characters (a right-to-left override,
        // U+202E, would make a published name read differently from what it is).
        for (int i = 0; i < name.length(); ) {
            int cp = name.codePointAt(i);
            int type = Character.getType(cp);
            if (type == Character.CONTROL || type == Character.FORMAT) {
                throw InvalidParameterException.invalid(
                        field,
                        String.format(
                                "%s contains an invisible or control character (U+%04X) at position %d.",
                                field, cp, i + 1));
            }
            i += Character.charCount(cp);
        }
        return name;
    }

    private static int ram(String value) {
        String message = "ram_gb must be a whole number of GB from " + Build.MIN_RAM_GB + " to " + Build.MAX_RAM_GB
                + "; got '" + value + "'.";
        // ASCII digits only: Integer.parseInt also takes '+1' and other scripts' digits (e.g. Arabic-Indic).
        if (value.length() > 4 || !value.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
            throw InvalidParameterException.invalid("ram_gb", message);
        }
        try {
            int gb = Integer.parseInt(value);
            if (gb < Build.MIN_RAM_GB || gb > Build.MAX_RAM_GB) {
                throw InvalidParameterException.invalid("ram_gb", message);
            }
            return gb;
        } catch (NumberFormatException e) {
            throw InvalidParameterException.invalid("ram_gb", message);
        }
    }

    private static LocalDate date(String value, LocalDate today) {
        LocalDate date;
        try {
            date = LocalDate.parse(value);
        } catch (DateTimeParseException e) {
            throw InvalidParameterException.invalid("date", "date must be YYYY-MM-DD; got '" + value + "'.");
        }
        if (date.isBefore(Build.EARLIEST) || date.isAfter(today)) {
            throw InvalidParameterException.invalid(
                    "date", "date must be from " + Build.EARLIEST + " to today (" + today + "); got " + date + ".");
        }
        return date;
    }

    BuildPart gpu(String name) {
        Optional<BuildPart> bySlug =
                slugOf(name).flatMap(s -> gpus.find(s).map(g -> BuildPart.mapped(g.slug(), g.name())));
        if (bySlug.isPresent()) {
            return bySlug.get();
        }
        Identification id = identify.identify(name);
        if (id.outcome() == Identification.Outcome.IDENTIFIED
                && !id.parsed().approximate()
                && id.gpu().isPresent()) {
            return BuildPart.mapped(id.gpu().get().slug(), id.gpu().get().name());
        }
        return BuildPart.unmapped(name);
    }

    /** A CPU by slug, or by the slug of its name with or without the brand ("AMD Ryzen 5 5600X", "Ryzen 5 5600X"). */
    BuildPart cpu(String name) {
        Optional<Slug> slug = slugOf(name);
        Optional<Slug> withoutBrand = slug.map(Slug::value)
                .flatMap(v -> BRANDS.stream().filter(v::startsWith).findFirst().map(b -> v.substring(b.length())))
                .filter(v -> !v.isEmpty())
                .map(Slug::new);
        return slug.flatMap(cpus::find)
                .or(() -> withoutBrand.flatMap(cpus::find))
                .map(c -> BuildPart.mapped(c.slug(), c.name()))
                .orElseGet(() -> BuildPart.unmapped(name));
    }

    /** Brand words the catalog's CPU slugs leave out. */
    private static final List<String> BRANDS = List.of("amd-", "intel-");

    /** The text as a slug: itself when it is one, else the slug of it as a name; empty when it has no letters. */
    private static Optional<Slug> slugOf(String text) {
        try {
            return Optional.of(Slug.fromName(text));
        } catch (IllegalArgumentException noLettersOrDigits) {
            return Optional.empty();
        }
    }
}
