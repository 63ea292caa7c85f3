#!/usr/bin/env bash
# /stats with 1,000,000 builds, on the embedded store (H2) and on PostgreSQL: import time, cold and warm answers in
# process (bench/probes/StatsProbe.java) and over HTTP (curl: the first /stats after serve starts; wrk: warm ones).
# Needs a built jar (./mvnw -q package -DskipTests), wrk and curl, and PostgreSQL's server package (.ci/postgres).
# Usage: bench/stats.sh [N]     Results go to docs/PERFORMANCE.md by hand.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
n="${1:-1000000}"
jar="$(ls adapter-cli/target/adapter-cli-*-all.jar)"
work="$(mktemp -d)"
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
server=

http() { # $1 = extra serve options; times the cold and the warm /stats over HTTP
  local port=18099
  # shellcheck disable=SC2086
  java -Xmx160m -XX:+UseParallelGC -jar "$jar" serve --port "$port" --limit-per-minute 1000000 \
    --limit-per-day 100000000 $1 >"$work/serve.log" 2>&1 &
  server=$!
  for _ in $(seq 1 200); do
    curl -fs -o /dev/null "http://127.0.0.1:$port/api/public/v1/" && break
    sleep 0.1
  done
  curl -s -o /dev/null -w "  HTTP cold /stats: %{time_total} s (status %{http_code})\n" \
    "http://127.0.0.1:$port/api/public/v1/stats"
  curl -s -o /dev/null -w "  HTTP cold /stats?country=DE: %{time_total} s\n" \
    "http://127.0.0.1:$port/api/public/v1/stats?country=DE"
  # Warm: one keep-alive connection, one request at a time, for 5 s (wrk from apt-get), after 3 s of the same to let
  # the JIT compile the path.
  wrk -t1 -c1 -d3s "http://127.0.0.1:$port/api/public/v1/stats?country=US" >/dev/null
  wrk -t1 -c1 -d5s --latency "http://127.0.0.1:$port/api/public/v1/stats?country=US" \
    | awk '/Requests\/sec/ {rps=$2} /^ +50%/ {p50=$2} /^ +99%/ {p99=$2} /Latency/ && !max {max=$4}
           END {printf "  HTTP warm /stats (wrk, 1 connection, 5 s): p50 %s, p99 %s, max %s, %s requests/s\n", p50, p99, max, rps}'
  kill "$server"; wait "$server" 2>/dev/null || true; server=
}

echo "== embedded H2, $n builds"
java -cp "$jar" bench/probes/StatsProbe.java "jdbc:h2:file:$work/builds;AUTO_SERVER=TRUE" "$n"
du -sh "$work/builds.mv.db" | awk '{print "  file size " $1}'
http "--state-dir $work"

echo "== PostgreSQL, $n builds"
eval "$(.ci/postgres start)"
java -cp "$jar" bench/probes/StatsProbe.java "$FORECAST_TEST_POSTGRES_URL" "$n"
http "--db $FORECAST_TEST_POSTGRES_URL"
.ci/postgres stop
