package org.fpsforecast.core.domain;

import static java.util.Objects.requireNonNull;

import java.time.LocalDate;
import java.util.regex.Pattern;

/**
 * One gamer's PC build, as submitted: never shown on its own by any interface, only counted.
 *
 * @param id the submitter's identifier of the build; importing the same id again changes nothing
 * @param ramGb system memory in GB
 * @param os the operating system as given, e.g. "Windows 11"
 * @param date when the build was reported
 */
public record Build(String id, BuildPart gpu, BuildPart cpu, int ramGb, String os, Country country, LocalDate date) {
    public static final int MAX_ID_LENGTH = 64;
    public static final int MAX_OS_LENGTH = 60;
    public static final int MIN_RAM_GB = 1;
    public static final int MAX_RAM_GB = 1024;
    /** No build is older than this: nothing before it could run a game this catalog has measurements for. */
    public static final LocalDate EARLIEST = LocalDate.of(2000, 1, 1);

    /** Letters, digits and {@code . _ : -}, starting with a letter or digit. */
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._:-]*");

    public Build {
        requireNonNull(id, "id");
        if (id.length() > MAX_ID_LENGTH || !ID.matcher(id).matches()) {
            throw new IllegalArgumentException("build id must be 1.." + MAX_ID_LENGTH
                    + " letters, digits, '.', '_', ':' or '-', starting with a letter or digit; got '" + id + "'");
        }
        requireNonNull(gpu, "gpu");
        requireNonNull(cpu, "cpu");
        if (ramGb < MIN_RAM_GB || ramGb > MAX_RAM_GB) {
            throw new IllegalArgumentException("RAM must be " + MIN_RAM_GB + ".." + MAX_RAM_GB + " GB, got " + ramGb);
        }
        Checks.name(os, "os");
        if (os.length() > MAX_OS_LENGTH) {
            throw new IllegalArgumentException("os longer than " + MAX_OS_LENGTH + " characters");
        }
        requireNonNull(country, "country");
        requireNonNull(date, "date");
        if (date.isBefore(EARLIEST)) {
            throw new IllegalArgumentException("date before " + EARLIEST + ": " + date);
        }
    }

    public static boolean isWellFormedId(String id) {
        return id != null && id.length() <= MAX_ID_LENGTH && ID.matcher(id).matches();
    }
}
