package org.fpsforecast.http.publicapi;

import java.util.Locale;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.Verdict;

/** The languages of labels, texts and page links: ru, en, ar, id, pt, tr, es. Default en. */
enum Lang {
    EN("Runs easily", "Runs well", "Playable", "Barely playable", "Not playable"),
    RU("Идёт с большим запасом", "Идёт хорошо", "Играбельно", "На грани играбельности", "Не потянет"),
    AR("يعمل بسهولة تامة", "يعمل جيدًا", "قابلة للعب", "قابلة للعب بالكاد", "غير قابلة للعب"),
    ID(
            "Berjalan sangat lancar",
            "Berjalan lancar",
            "Dapat dimainkan",
            "Nyaris tidak dapat dimainkan",
            "Tidak dapat dimainkan"),
    PT("Roda com folga", "Roda bem", "Jogável", "Mal dá para jogar", "Não dá para jogar"),
    TR("Rahatlıkla çalışır", "İyi çalışır", "Oynanabilir", "Zar zor oynanabilir", "Oynanamaz"),
    ES("Funciona con holgura", "Funciona bien", "Jugable", "Apenas jugable", "No es jugable");

    static final String ACCEPTED = "ru, en, ar, id, pt, tr, es";

    private final String[] verdictTexts;

    Lang(String easy, String ok, String mid, String edge, String no) {
        this.verdictTexts = new String[] {easy, ok, mid, edge, no};
    }

    String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    String verdictText(Verdict verdict) {
        return verdictTexts[verdict.ordinal()];
    }

    static Lang parse(String raw) {
        if (raw == null) {
            return EN;
        }
        for (Lang l : values()) {
            if (l.code().equals(raw.strip().toLowerCase(Locale.ROOT))) {
                return l;
            }
        }
        throw InvalidParameterException.invalid(
                "lang",
                "Unknown language '" + (raw.length() > 20 ? raw.substring(0, 20) + "..." : raw) + "'. Accepted values: "
                        + ACCEPTED + ".");
    }
}
