package org.fpsforecast.http.publicapi;

import static org.assertj.core.api.Assertions.assertThat;

import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.testing.ContractClient;
import org.fpsforecast.testing.DefaultAnswers;
import org.junit.jupiter.api.Test;

/**
 * Default answers do not move: {@value DefaultAnswers#COUNT} seeded /fps requests get, byte for byte, the bodies of
 * the golden file (written before the optional rendering parameters existed).
 */
class DefaultAnswersTest {
    @Test
    void seededDefaultRequestsGetTheGoldenBodies() {
        Harness h = new Harness();
        h.quota = Quota.of(100_000, 1_000_000);
        h.test(client -> DefaultAnswers.check(Harness.CATALOG, "src/test/resources/golden/public-fps.txt.gz", q -> {
            ContractClient.Reply r = client.get("/fps?" + q);
            assertThat(r.status()).as(q).isIn(200);
            return r.body();
        }));
    }
}
