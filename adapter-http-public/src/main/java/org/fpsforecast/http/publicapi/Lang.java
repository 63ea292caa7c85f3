package org.fpsforecast.http.publicapi;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.stream.Collectors;
import org.fpsforecast.core.domain.Gpu;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.fpsforecast.core.domain.Verdict;

/**
 * The languages of labels, texts and page links: ru, en, ar, id, pt, tr, es (default en). The texts live in {@code
 * i18n/<code>.properties} (UTF-8) beside this class; every language must have exactly English's keys, or the class
 * fails to load. Public for the command line's {@code --lang}.
 */
public enum Lang {
    EN,
    RU,
    AR,
    ID,
    PT,
    TR,
    ES;

    public static final String ACCEPTED = "ru, en, ar, id, pt, tr, es";

    private final Map<String, String> texts;

    Lang() {
        this.texts = load(name().toLowerCase(Locale.ROOT));
    }

    public String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String text(String key) {
        String t = texts.get(key);
        if (t == null) {
            throw new IllegalArgumentException("no text '" + key + "' in " + code());
        }
        return t;
    }

    Map<String, String> texts() {
        return texts;
    }

    public String verdictText(Verdict verdict) {
        return text("verdict." + verdict.key());
    }

    /** "Capped by the game's engine at 60 FPS", for an engine cap of {@code fps}. */
    public String engineCapText(int fps) {
        return text("engine_cap.capped").replace("{fps}", Integer.toString(fps));
    }

    /** A text about a GPU's mark ({@code key}), with its estimate's 80% range put in for {low} and {high}. */
    public String gpuScoreText(Gpu gpu, String key) {
        String t = text(key);
        return gpu.g3dRange()
                .map(r -> t.replace("{low}", Integer.toString(r.low())).replace("{high}", Integer.toString(r.high())))
                .orElse(t);
    }

    String attribution(String url) {
        return text("attribution").replace("{url}", url);
    }

    public static Lang parse(String raw) {
        if (raw == null) {
            return EN;
        }
        String code = raw.strip().toLowerCase(Locale.ROOT);
        for (Lang l : values()) {
            if (l.code().equals(code)) {
                return l;
            }
        }
        throw InvalidParameterException.invalid(
                "lang",
                "Unknown language '" + (raw.length() > 20 ? raw.substring(0, 20) + "..." : raw) + "'. Accepted values: "
                        + ACCEPTED + ".");
    }

    private static Map<String, String> load(String code) {
        String resource = "i18n/" + code + ".properties";
        try (InputStream in = Lang.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing " + resource);
            }
            Properties p = new Properties();
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            return p.stringPropertyNames().stream().collect(Collectors.toUnmodifiableMap(k -> k, p::getProperty));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + resource, e);
        }
    }
}
