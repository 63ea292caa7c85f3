package org.fpsforecast.http.v1;

import static org.assertj.core.api.Assertions.assertThat;

import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.testing.ContractClient;
import org.fpsforecast.testing.DefaultAnswers;
import org.junit.jupiter.api.Test;

/** The earlier interface does not move: the seeded /fps requests get the golden bodies, byte for byte. */
class V1DefaultAnswersTest {
    @Test
    void seededRequestsGetTheGoldenBodies() {
        V1Harness h = new V1Harness();
        h.quota = Quota.perMinuteOnly(100_000);
        h.test(client -> DefaultAnswers.check(V1Harness.CATALOG, "src/test/resources/golden/v1-fps.txt.gz", q -> {
            ContractClient.Reply r = client.get("/fps?" + q);
            assertThat(r.status()).as(q).isEqualTo(200);
            return r.body();
        }));
    }
}
