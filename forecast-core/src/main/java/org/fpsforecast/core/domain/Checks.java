package org.fpsforecast.core.domain;

/** Validation shared by the value types' compact constructors. */
final class Checks {
    private Checks() {}

    static String name(String value, String what) {
        if (value == null || value.isBlank() || !value.equals(value.strip())) {
            throw new IllegalArgumentException(what + " must be a non-blank, trimmed text, got '" + value + "'");
        }
        return value;
    }

    static void positive(double value, String what) {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(what + " must be a finite number > 0, got " + value);
        }
    }

    static void percent(double value, String what) {
        if (!(value >= 0 && value <= 100)) {
            throw new IllegalArgumentException(what + " must be within 0..100, got " + value);
        }
    }
}
