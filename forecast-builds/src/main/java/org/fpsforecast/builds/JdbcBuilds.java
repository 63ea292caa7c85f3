package org.fpsforecast.builds;

import static java.util.Objects.requireNonNull;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Date;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import org.flywaydb.core.Flyway;
import org.fpsforecast.core.domain.Build;
import org.fpsforecast.core.domain.BuildPart;
import org.fpsforecast.core.domain.Country;
import org.fpsforecast.core.domain.Slug;
import org.fpsforecast.core.port.out.Builds;

/**
 * The builds store on a SQL database through JDBC: embedded H2 (a file under a data directory, the default, no setup)
 * or PostgreSQL (for deployments that outgrow one machine), chosen by the JDBC URL. Flyway creates and migrates the
 * schema (src/main/resources/db/builds) on open; the SQL is standard and the same for both databases.
 *
 * <p>The database computes the tallies: every import recomputes the per-country tallies table with GROUP BY inside its
 * own transaction, so a /stats answer reads that small table instead of scanning the builds.
 */
public final class JdbcBuilds implements Builds, AutoCloseable {
    /** The embedded store's file name (H2 adds {@code .mv.db}) under the data directory. */
    public static final String EMBEDDED_NAME = "builds";

    private static final String COLUMNS = "id, gpu_slug, gpu_name, cpu_slug, cpu_name, ram_gb, os, country, reported";
    /** One line of the tallies: a country's count of one GPU, CPU, RAM size or operating system. */
    private record TallyKey(String country, String category, String slug, String name) {}

    /**
     * The tallies of every stored build, per country and category, recomputed by every import that changes the builds,
     * in one pass over them: the four GROUP BY queries it replaces took 3.5 s on 200,000 builds in H2 (a scan each), and
     * the 200,000-row import went from 10.7-11.6 s to 9.05 s (bench/attacks/hostile-import.sh).
     */
    private static Map<TallyKey, Long> countTallies(Connection c) throws SQLException {
        Map<TallyKey, Long> counts = new HashMap<>();
        try (PreparedStatement s =
                c.prepareStatement("SELECT country, gpu_slug, gpu_name, cpu_slug, cpu_name, ram_gb, os FROM builds")) {
            s.setFetchSize(10_000);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    String country = r.getString(1);
                    counts.merge(new TallyKey(country, "gpu", r.getString(2), r.getString(3)), 1L, Long::sum);
                    counts.merge(new TallyKey(country, "cpu", r.getString(4), r.getString(5)), 1L, Long::sum);
                    counts.merge(new TallyKey(country, "ram", null, Integer.toString(r.getInt(6))), 1L, Long::sum);
                    counts.merge(new TallyKey(country, "os", null, r.getString(7)), 1L, Long::sum);
                }
            }
        }
        return counts;
    }

    private final HikariDataSource pool;
    private final String description;

    private JdbcBuilds(HikariDataSource pool, String description) {
        this.pool = pool;
        this.description = description;
    }

    /**
     * Opens the store at a JDBC URL ({@code jdbc:h2:...} or {@code jdbc:postgresql://...}), creating or migrating its
     * schema.
     *
     * @throws IllegalArgumentException for a URL of another database
     * @throws BuildStoreException when the database cannot be reached or migrated
     */
    public static JdbcBuilds open(String jdbcUrl, String user, String password) {
        requireNonNull(jdbcUrl, "jdbcUrl");
        if (!jdbcUrl.startsWith("jdbc:h2:") && !jdbcUrl.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException(
                    "The builds store runs on H2 (jdbc:h2:...) or PostgreSQL (jdbc:postgresql://...); got '"
                            + redacted(jdbcUrl) + "'.");
        }
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(jdbcUrl);
        if (user != null) {
            config.setUsername(user);
        }
        if (password != null) {
            config.setPassword(password);
        }
        config.setPoolName("builds");
        config.setMaximumPoolSize(4);
        config.setMinimumIdle(1);
        // Fail in a second, not the default 30, when the database is gone: the operator is waiting, and a server's
        // read holds a worker meanwhile (GuardedBuilds). Opening the store still waits 5 s for the database.
        config.setConnectionTimeout(1_000);
        config.setInitializationFailTimeout(5_000);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (RuntimeException e) {
            throw new BuildStoreException(
                    "Cannot open the builds store at " + redacted(jdbcUrl) + ": " + rootMessage(e), e);
        }
        try {
            Flyway.configure()
                    .dataSource(pool)
                    .locations("classpath:db/builds")
                    .table("builds_schema_history")
                    .load()
                    .migrate();
        } catch (RuntimeException e) {
            pool.close();
            throw new BuildStoreException(
                    "Cannot create or migrate the builds schema at " + redacted(jdbcUrl) + ": " + rootMessage(e), e);
        }
        return new JdbcBuilds(pool, redacted(jdbcUrl));
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getMessage() != null ? t.getMessage() : t.toString();
    }

    /** The embedded store under a data directory (created if missing), shareable by several processes. */
    public static JdbcBuilds embedded(Path dataDir) {
        return open(embeddedUrl(dataDir), null, null);
    }

    /**
     * The embedded store's URL. {@code AUTO_SERVER=TRUE}: the first process to open the file serves it to the others
     * over loopback, so {@code forecast builds import} works while {@code forecast serve} runs.
     */
    public static String embeddedUrl(Path dataDir) {
        return "jdbc:h2:file:" + dataDir.toAbsolutePath().resolve(EMBEDDED_NAME) + ";AUTO_SERVER=TRUE";
    }

    /** The URL without its query part (which may carry a password). */
    static String redacted(String jdbcUrl) {
        int q = jdbcUrl.indexOf('?');
        return q < 0 ? jdbcUrl : jdbcUrl.substring(0, q) + "?...";
    }

    /** Where the store is, without credentials, for messages. */
    public String description() {
        return description;
    }

    @Override
    public void close() {
        pool.close();
    }

    @Override
    public Optional<Origin> origin() {
        return query(c -> {
            try (Statement s = c.createStatement();
                    ResultSet r = s.executeQuery("SELECT origin FROM builds_state WHERE id = 1")) {
                r.next();
                return Optional.ofNullable(r.getString(1)).map(Origin::ofKey);
            }
        });
    }

    @Override
    public long revision() {
        return query(c -> {
            try (Statement s = c.createStatement();
                    ResultSet r = s.executeQuery("SELECT revision FROM builds_state WHERE id = 1")) {
                r.next();
                return r.getLong(1);
            }
        });
    }

    @Override
    public Map<Country, Long> countries() {
        return query(c -> {
            Map<Country, Long> out = new TreeMap<>();
            try (Statement s = c.createStatement();
                    ResultSet r = s.executeQuery(
                            "SELECT country, SUM(n) FROM build_tallies WHERE category = 'os' GROUP BY country")) {
                while (r.next()) {
                    out.put(new Country(r.getString(1)), r.getLong(2));
                }
            }
            return out;
        });
    }

    @Override
    public Tallies tallies(Optional<Country> country) {
        return query(c -> {
            Map<String, List<Tally>> byCategory = new HashMap<>();
            String sql = "SELECT category, slug, name, SUM(n) AS total FROM build_tallies"
                    + (country.isPresent() ? " WHERE country = ?" : "")
                    + " GROUP BY category, slug, name ORDER BY total DESC, name, slug";
            try (PreparedStatement s = c.prepareStatement(sql)) {
                if (country.isPresent()) {
                    s.setString(1, country.get().code());
                }
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        String category = r.getString(1);
                        String name = r.getString(3);
                        byCategory
                                .computeIfAbsent(category, k -> new ArrayList<>())
                                .add(new Tally(
                                        Optional.ofNullable(r.getString(2)).map(Slug::new),
                                        category.equals("ram") ? name + " GB" : name,
                                        r.getLong(4)));
                    }
                }
            }
            List<Tally> os = byCategory.getOrDefault("os", List.of());
            return new Tallies(
                    os.stream().mapToLong(Tally::count).sum(),
                    byCategory.getOrDefault("gpu", List.of()),
                    byCategory.getOrDefault("cpu", List.of()),
                    byCategory.getOrDefault("ram", List.of()),
                    os);
        });
    }

    @Override
    public Import begin(Origin origin) {
        requireNonNull(origin);
        Connection c;
        try {
            c = pool.getConnection();
        } catch (SQLException e) {
            throw failure("start an import", e);
        }
        try {
            c.setAutoCommit(false);
            Optional<Origin> stored;
            // Locks the state row: imports run one at a time, readers are not blocked.
            try (Statement s = c.createStatement();
                    ResultSet r = s.executeQuery("SELECT origin FROM builds_state WHERE id = 1 FOR UPDATE")) {
                r.next();
                stored = Optional.ofNullable(r.getString(1)).map(Origin::ofKey);
            }
            if (origin == Origin.SYNTHETIC && stored.equals(Optional.of(Origin.IMPORTED))) {
                throw new IllegalStateException(
                        "The store holds imported builds; the synthetic sample is only for an empty store.");
            }
            long removed = 0;
            if (origin == Origin.IMPORTED && stored.equals(Optional.of(Origin.SYNTHETIC))) {
                try (Statement s = c.createStatement()) {
                    removed = s.executeUpdate("DELETE FROM builds WHERE synthetic = TRUE");
                }
            }
            return new JdbcImport(c, origin, removed);
        } catch (SQLException e) {
            closeQuietly(c);
            throw failure("start an import", e);
        } catch (RuntimeException e) {
            closeQuietly(c);
            throw e;
        }
    }

    /** One import's transaction on its own connection. */
    private static final class JdbcImport implements Import {
        private final Connection c;
        private final Origin origin;
        private final long syntheticRemoved;
        private long inserted;
        private long unchanged;
        private long conflicts;
        private boolean committed;

        JdbcImport(Connection c, Origin origin, long syntheticRemoved) {
            this.c = c;
            this.origin = origin;
            this.syntheticRemoved = syntheticRemoved;
        }

        @Override
        public List<Outcome> add(List<Build> batch) {
            if (committed) {
                throw new IllegalStateException("import committed already");
            }
            try {
                Map<String, Build> known = stored(batch);
                List<Outcome> outcomes = new ArrayList<>(batch.size());
                try (PreparedStatement insert = c.prepareStatement(
                        "INSERT INTO builds (" + COLUMNS + ", synthetic) VALUES (?,?,?,?,?,?,?,?,?,?)")) {
                    for (Build b : batch) {
                        Build prior = known.get(b.id());
                        if (prior != null) {
                            boolean same = prior.equals(b);
                            outcomes.add(same ? Outcome.UNCHANGED : Outcome.CONFLICT);
                            if (same) {
                                unchanged++;
                            } else {
                                conflicts++;
                            }
                            continue;
                        }
                        known.put(b.id(), b);
                        bind(insert, b);
                        insert.addBatch();
                        outcomes.add(Outcome.INSERTED);
                        inserted++;
                    }
                    insert.executeBatch();
                }
                return outcomes;
            } catch (SQLException e) {
                throw failure("store builds", e);
            }
        }

        private void bind(PreparedStatement s, Build b) throws SQLException {
            s.setString(1, b.id());
            setSlug(s, 2, b.gpu().slug());
            s.setString(3, b.gpu().name());
            setSlug(s, 4, b.cpu().slug());
            s.setString(5, b.cpu().name());
            s.setInt(6, b.ramGb());
            s.setString(7, b.os());
            s.setString(8, b.country().code());
            s.setDate(9, Date.valueOf(b.date()));
            s.setBoolean(10, origin == Origin.SYNTHETIC);
        }

        private static void setSlug(PreparedStatement s, int index, Optional<Slug> slug) throws SQLException {
            if (slug.isPresent()) {
                s.setString(index, slug.get().value());
            } else {
                s.setNull(index, Types.VARCHAR);
            }
        }

        /** The stored builds with the batch's ids (this transaction's earlier batches included). */
        private Map<String, Build> stored(List<Build> batch) throws SQLException {
            Set<String> ids = new LinkedHashSet<>();
            batch.forEach(b -> ids.add(b.id()));
            String marks = String.join(",", Collections.nCopies(ids.size(), "?"));
            Map<String, Build> out = new HashMap<>();
            try (PreparedStatement s =
                    c.prepareStatement("SELECT " + COLUMNS + " FROM builds WHERE id IN (" + marks + ")")) {
                int i = 1;
                for (String id : ids) {
                    s.setString(i++, id);
                }
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        Build b = new Build(
                                r.getString(1),
                                new BuildPart(
                                        r.getString(3),
                                        Optional.ofNullable(r.getString(2)).map(Slug::new)),
                                new BuildPart(
                                        r.getString(5),
                                        Optional.ofNullable(r.getString(4)).map(Slug::new)),
                                r.getInt(6),
                                r.getString(7),
                                new Country(r.getString(8)),
                                r.getDate(9).toLocalDate());
                        out.put(b.id(), b);
                    }
                }
            }
            return out;
        }

        @Override
        public Added commit() {
            if (committed) {
                throw new IllegalStateException("import committed already");
            }
            try {
                if (inserted > 0 || syntheticRemoved > 0) {
                    try (Statement s = c.createStatement()) {
                        s.executeUpdate("DELETE FROM build_tallies");
                        try (PreparedStatement insert = c.prepareStatement(
                                "INSERT INTO build_tallies (country, category, slug, name, n) VALUES (?,?,?,?,?)")) {
                            for (Map.Entry<TallyKey, Long> e : countTallies(c).entrySet()) {
                                TallyKey k = e.getKey();
                                insert.setString(1, k.country());
                                insert.setString(2, k.category());
                                if (k.slug() == null) {
                                    insert.setNull(3, Types.VARCHAR);
                                } else {
                                    insert.setString(3, k.slug());
                                }
                                insert.setString(4, k.name());
                                insert.setLong(5, e.getValue());
                                insert.addBatch();
                            }
                            insert.executeBatch();
                        }
                        // Every build has one OS line: their sum is the number of builds, without another scan.
                        long total;
                        try (ResultSet r =
                                s.executeQuery("SELECT COALESCE(SUM(n), 0) FROM build_tallies WHERE category = 'os'")) {
                            r.next();
                            total = r.getLong(1);
                        }
                        try (PreparedStatement u = c.prepareStatement(
                                "UPDATE builds_state SET revision = revision + 1, origin = ? WHERE id = 1")) {
                            if (total == 0) {
                                u.setNull(1, Types.VARCHAR);
                            } else {
                                u.setString(1, origin.key());
                            }
                            u.executeUpdate();
                        }
                    }
                }
                c.commit();
                committed = true;
                return new Added(inserted, unchanged, conflicts, syntheticRemoved);
            } catch (SQLException e) {
                throw failure("commit the import", e);
            }
        }

        @Override
        public void close() {
            try {
                if (!committed) {
                    c.rollback();
                }
            } catch (SQLException e) {
                // The connection is going away; the database rolls an unfinished transaction back itself.
            } finally {
                closeQuietly(c);
            }
        }
    }

    private static void closeQuietly(Connection c) {
        try {
            c.setAutoCommit(true);
            c.close();
        } catch (SQLException ignored) {
            // Already broken: the pool discards it.
        }
    }

    @FunctionalInterface
    private interface Query<T> {
        T run(Connection c) throws SQLException;
    }

    private <T> T query(Query<T> q) {
        try (Connection c = pool.getConnection()) {
            return q.run(c);
        } catch (SQLException e) {
            throw failure("read builds", e);
        }
    }

    private static BuildStoreException failure(String what, SQLException e) {
        return new BuildStoreException("The builds store failed to " + what + ": " + e.getMessage(), e);
    }
}
