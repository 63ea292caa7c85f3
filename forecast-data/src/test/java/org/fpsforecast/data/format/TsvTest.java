package org.fpsforecast.data.format;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.fpsforecast.core.domain.GpuKind;
import org.junit.jupiter.api.Test;

class TsvTest {
    private static List<String> read(String text, java.util.function.Function<Tsv.Row, String> f) {
        List<String> out = new ArrayList<>();
        Tsv.read("gpus.tsv", new BufferedReader(new StringReader(text)), r -> out.add(f.apply(r)));
        return out;
    }

    @Test
    void writesAndReadsBack() {
        String text = new Tsv.Writer("slug", "kind", "g3d_mark", "note")
                .row("geforce-rtx-4070", "desktop", 26_000, null)
                .text();
        assertThat(text).isEqualTo("slug\tkind\tg3d_mark\tnote\ngeforce-rtx-4070\tdesktop\t26000\t\n");
        assertThat(read(
                        text,
                        r -> r.text("slug") + "/" + r.enumValue("kind", GpuKind.class) + "/" + r.positiveInt("g3d_mark")
                                + "/" + r.optionalText("note")))
                .containsExactly("geforce-rtx-4070/DESKTOP/26000/null");
    }

    @Test
    void refusesValuesThatWouldBreakTheFormat() {
        assertThatThrownBy(() -> new Tsv.Writer("a").row("x\ty")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Tsv.Writer("a").row("x\ny")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Tsv.Writer("a", "b").row("x")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void errorsNameTheFileLineAndProblem() {
        assertThatThrownBy(() -> read("slug\tg3d_mark\na\t1\nb\n", r -> r.text("slug")))
                .hasMessage("gpus.tsv:3: expected 2 columns, found 1");
        assertThatThrownBy(() -> read("slug\tg3d_mark\na\t-5\n", r -> "" + r.positiveInt("g3d_mark")))
                .hasMessage("gpus.tsv:2: column 'g3d_mark' must be > 0, got -5");
        assertThatThrownBy(() -> read("slug\tg3d_mark\na\tmany\n", r -> "" + r.positiveInt("g3d_mark")))
                .hasMessage("gpus.tsv:2: column 'g3d_mark' is not a whole number: 'many'");
        assertThatThrownBy(() -> read("slug\tkind\na\tphone\n", r -> "" + r.enumValue("kind", GpuKind.class)))
                .hasMessageStartingWith("gpus.tsv:2: column 'kind' has unknown value 'phone'");
        assertThatThrownBy(() -> read("slug\n\n", r -> r.text("slug")))
                .hasMessage("gpus.tsv:2: column 'slug' is empty");
        assertThatThrownBy(() -> read("", r -> r.text("slug")))
                .hasMessage("gpus.tsv:1: empty file: a header line is required");
        assertThatThrownBy(() -> read("slug\nA B\n", r -> new org.fpsforecast.core.domain.Slug(r.text("slug")).value()))
                .hasMessageStartingWith("gpus.tsv:2: Not a slug");
    }
}
