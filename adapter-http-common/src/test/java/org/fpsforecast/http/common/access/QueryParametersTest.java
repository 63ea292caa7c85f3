package org.fpsforecast.http.common.access;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.fpsforecast.core.domain.InvalidParameterException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class QueryParametersTest {
    @ParameterizedTest
    @ValueSource(strings = {"game=%zz&gpu=x", "gpu=x&game=%", "game=ab%4", "game=%G0", "game=fortnite%2&x=1"})
    void aValueWithABrokenEscapeIsInvalidNotMissing(String rawQuery) {
        assertThatThrownBy(() -> QueryParameters.single("game", List.of(), 200, rawQuery))
                .isInstanceOfSatisfying(InvalidParameterException.class, e -> {
                    assertThat(e.parameter()).isEqualTo("game");
                    assertThat(e.getMessage()).contains("percent-encoding");
                });
    }

    @ParameterizedTest
    @ValueSource(strings = {"gpu=%zz", "games=%zz", "game=", "game=%41%42", "", "xgame=%"})
    void anotherParametersBrokenEscapeOrAnEmptyValueIsStillAbsent(String rawQuery) {
        assertThat(QueryParameters.single("game", List.of(), 200, rawQuery)).isNull();
    }

    @org.junit.jupiter.api.Test
    void aDecodedValueIsReturnedAsIs() {
        assertThat(QueryParameters.single("game", List.of("doom"), 200, "game=doom"))
                .isEqualTo("doom");
        assertThat(QueryParameters.single("game", List.of(), 200, null)).isNull();
    }
}
