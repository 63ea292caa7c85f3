package org.fpsforecast.core.domain;

/** The letter of a PC score: S (90-100), A (75-89), B (60-74), C (45-59), D (30-44), E (15-29), F (0-14). */
public enum Tier {
    S(90),
    A(75),
    B(60),
    C(45),
    D(30),
    E(15),
    F(0);

    private final int minScore;

    Tier(int minScore) {
        this.minScore = minScore;
    }

    public int minScore() {
        return minScore;
    }

    public static Tier of(int score) {
        if (score < 0 || score > 100) {
            throw new IllegalArgumentException("a score is 0..100, got " + score);
        }
        for (Tier t : values()) {
            if (score >= t.minScore) {
                return t;
            }
        }
        return F;
    }
}
