package org.fpsforecast.builds;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;
import org.fpsforecast.core.port.out.Builds;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;

/**
 * The contract on PostgreSQL, at the URL in {@code FORECAST_TEST_POSTGRES_URL} (.ci/postgres starts a server and
 * prints it; .ci/run does both). Each test gets a schema of its own. Without the variable these tests are skipped,
 * unless {@code FORECAST_REQUIRE_POSTGRES=1} (set by .ci/run), which makes a missing server a failure.
 */
@Tag("integration") // PostgreSQL
class PostgresBuildsTest extends BuildsContract {
    private static final String URL = System.getenv("FORECAST_TEST_POSTGRES_URL");
    private static final AtomicInteger SCHEMAS = new AtomicInteger();

    @BeforeAll
    static void serverIsThere() {
        if ("1".equals(System.getenv("FORECAST_REQUIRE_POSTGRES"))) {
            if (URL == null) {
                throw new IllegalStateException("FORECAST_REQUIRE_POSTGRES=1 but FORECAST_TEST_POSTGRES_URL is unset");
            }
        } else {
            assumeTrue(URL != null, "FORECAST_TEST_POSTGRES_URL is unset: start one with .ci/postgres");
        }
    }

    /** A URL whose connections work in a new, empty schema. */
    static String freshSchemaUrl() throws Exception {
        String schema = "contract_" + ProcessHandle.current().pid() + "_" + SCHEMAS.incrementAndGet();
        try (Connection c = DriverManager.getConnection(URL);
                Statement s = c.createStatement()) {
            s.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
            s.execute("CREATE SCHEMA " + schema);
        }
        return URL + (URL.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }

    @Override
    Builds openEmpty() throws Exception {
        return JdbcBuilds.open(freshSchemaUrl(), null, null);
    }
}
