package org.fpsforecast.http.common.access;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class EntityTagsTest {
    static final byte[] BODY = "{\"ok\":true}".getBytes(StandardCharsets.UTF_8);
    static final String TAG = EntityTags.strong("v1", BODY);

    @Test
    void tagsAreStrongQuotedAndDependOnBodyAndVersion() {
        assertThat(TAG).matches("^\"[0-9a-f]{20}\"$");
        assertThat(EntityTags.strong("v1", BODY)).isEqualTo(TAG);
        assertThat(EntityTags.strong("v2", BODY)).isNotEqualTo(TAG);
        assertThat(EntityTags.strong("v1", "{\"ok\":false}".getBytes(StandardCharsets.UTF_8)))
                .isNotEqualTo(TAG);
    }

    @ParameterizedTest
    @ValueSource(strings = {"*", " * ", "\"x\", *"})
    void aStarMatchesAnyCurrentRepresentation(String field) {
        assertThat(EntityTags.noneMatchFails(List.of(field), TAG))
                .isEqualTo(field.strip().equals("*"));
    }

    @Test
    void weakComparisonMatchesWeakAndStrongFormsInAList() {
        String opaque = TAG.substring(1, TAG.length() - 1);
        assertThat(EntityTags.noneMatchFails(List.of(TAG), TAG)).isTrue();
        assertThat(EntityTags.noneMatchFails(List.of("W/" + TAG), TAG)).isTrue();
        assertThat(EntityTags.noneMatchFails(List.of("\"a\", \"b\",W/" + TAG), TAG))
                .isTrue();
        assertThat(EntityTags.noneMatchFails(List.of("\"a\"", TAG), TAG))
                .as("two fields")
                .isTrue();
        assertThat(EntityTags.noneMatchFails(List.of("\"a,b\", " + TAG), TAG))
                .as("comma inside a tag")
                .isTrue();
        assertThat(EntityTags.noneMatchFails(List.of(opaque), TAG))
                .as("unquoted")
                .isFalse();
        assertThat(EntityTags.noneMatchFails(List.of("\"a\""), TAG)).isFalse();
        assertThat(EntityTags.noneMatchFails(List.of(), TAG)).isFalse();
        assertThat(EntityTags.noneMatchFails(List.of(""), TAG)).isFalse();
    }

    @Test
    void aMalformedFieldIsIgnoredNotHalfRead() {
        assertThat(EntityTags.noneMatchFails(List.of(TAG + " junk"), TAG)).isFalse();
        assertThat(EntityTags.noneMatchFails(List.of(TAG + ", junk"), TAG)).isFalse();
        assertThat(EntityTags.noneMatchFails(List.of("\"unterminated, " + TAG), TAG))
                .isFalse();
        assertThat(EntityTags.noneMatchFails(List.of("w/" + TAG), TAG))
                .as("W/ is case-sensitive")
                .isFalse();
        assertThat(EntityTags.noneMatchFails(List.of("\"a b\", " + TAG), TAG))
                .as("space is not etagc")
                .isFalse();
    }
}
