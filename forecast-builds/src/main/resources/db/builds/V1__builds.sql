-- Gamers' PC builds (docs/OPERATIONS.md, "The builds store"). Standard SQL that H2 and PostgreSQL both run.
CREATE TABLE builds (
    id        VARCHAR(64)  NOT NULL PRIMARY KEY,
    gpu_slug  VARCHAR(80),
    gpu_name  VARCHAR(120) NOT NULL,
    cpu_slug  VARCHAR(80),
    cpu_name  VARCHAR(120) NOT NULL,
    ram_gb    INTEGER      NOT NULL CHECK (ram_gb BETWEEN 1 AND 1024),
    os        VARCHAR(60)  NOT NULL,
    country   CHAR(2)      NOT NULL,
    reported  DATE         NOT NULL,
    synthetic BOOLEAN      NOT NULL
);

-- The tallies /stats publishes, per country, recomputed by the database from builds in every import's transaction:
-- a /stats answer reads this small table, never the builds themselves.
CREATE TABLE build_tallies (
    country  CHAR(2)      NOT NULL,
    category VARCHAR(8)   NOT NULL,
    slug     VARCHAR(80),
    name     VARCHAR(120) NOT NULL,
    n        BIGINT       NOT NULL
);
CREATE INDEX build_tallies_country ON build_tallies (country, category);

-- One row: the revision (bumped by every import, read by readers to know when their cache is stale) and the origin
-- of the stored builds (NULL when there are none, 'synthetic' or 'imported'). Imports lock it, so they run one at a time.
CREATE TABLE builds_state (
    id       INTEGER     NOT NULL PRIMARY KEY,
    revision BIGINT      NOT NULL,
    origin   VARCHAR(10)
);
INSERT INTO builds_state (id, revision, origin) VALUES (1, 0, NULL);
