#!/usr/bin/env bash
# Issue #26, item 4: a PostgreSQL outage must not take the instance out. A server on a throwaway PostgreSQL takes wrk
# load on /fps (COUNT client addresses) while a second wrk asks /stats; PostgreSQL is stopped halfway through.
# Bars: 0 5xx on /fps; /stats answers 200 from its snapshot (sample.stale_since set) while PostgreSQL is down;
# /readyz 200 with builds_store degraded.
# Needs: wrk, curl, PostgreSQL's server (postgresql), runuser when root. Settings: DURATION (30s), PORT (18710),
# PGPORT (18711).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
need wrk curl
duration="${DURATION:-30s}"
port="${PORT:-18710}"
export PGPORT="${PGPORT:-18711}" COUNT="${COUNT:-20000}" MODE=ipv4
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -n "$bin" ] || { echo "postgres-outage.sh: no PostgreSQL server (apt-get install postgresql)" >&2; exit 1; }
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
pg="$work/pg"
mkdir -p "$pg" && { [ "$(id -u)" != 0 ] || chown postgres "$pg"; }
as_owner "$bin/initdb" -D "$pg/data" -A trust -U forecast -E UTF8 >"$work/initdb.log" 2>&1
pg_start() {
  as_owner "$bin/pg_ctl" -D "$pg/data" -l "$pg/server.log" -w -o "-p $PGPORT -k $pg -c listen_addresses=127.0.0.1" \
    start >/dev/null
}
pg_start
cleanups+=("as_owner $bin/pg_ctl -D $pg/data -m immediate stop >/dev/null 2>&1")
start_server "$port" --trusted-proxies 127.0.0.1 --db "jdbc:postgresql://127.0.0.1:$PGPORT/postgres?user=forecast"
curl -fs "http://127.0.0.1:$port/api/public/v1/stats" >/dev/null
cat >"$work/status.lua" <<'LUA'
local counts = {}
function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
end
LUA
wrk --latency -t1 -c32 -d"$duration" -s "$(dirname "${BASH_SOURCE[0]}")/addresses.lua" "http://127.0.0.1:$port" \
  >"$work/wrk-fps.txt" &
fps_load=$!
URL_PATH=/api/public/v1/stats wrk --latency -t1 -c16 -d"$duration" -s "$(dirname "${BASH_SOURCE[0]}")/addresses.lua" \
  "http://127.0.0.1:$port" >"$work/wrk-stats.txt" &
stats_load=$!
seconds=${duration%s}
sleep $((seconds / 3))
as_owner "$bin/pg_ctl" -D "$pg/data" -m immediate stop >/dev/null
echo "PostgreSQL stopped at $((seconds / 3)) s of $seconds s"
sleep 3
stats_down=$(curl -s -H "X-Forwarded-For: 198.51.100.77" -w '\n%{http_code} %{time_total}' \
  "http://127.0.0.1:$port/api/public/v1/stats")
ready=$(curl -s -w '\n%{http_code}' "http://127.0.0.1:$port/readyz")
fps_during=$(curl -s -o /dev/null -H "X-Forwarded-For: 198.51.100.78" -w '%{http_code} %{time_total}' \
  "http://127.0.0.1:$port/api/public/v1/fps?game=fortnite&gpu=geforce-rtx-3060")
wait "$fps_load" "$stats_load"
echo "/fps under load:   $(rps "$work/wrk-fps.txt") req/s, p99 $(awk '/99%/ { print $2 }' "$work/wrk-fps.txt"); $(grep -h 'Non-2xx' "$work/wrk-fps.txt" || echo 'every answer 2xx')"
echo "/stats under load: $(rps "$work/wrk-stats.txt") req/s, p99 $(awk '/99%/ { print $2 }' "$work/wrk-stats.txt")"
echo "/fps while down: $fps_during"
echo "/stats while down: $(echo "$stats_down" | tail -1), stale_since $(echo "$stats_down" | head -1 | grep -o '"stale_since":"[^"]*"')"
echo "/readyz while down: $(echo "$ready" | tail -1) $(echo "$ready" | head -1)"
fivexx=$(grep -c '" 50[0-9] ' "$work/server-$port.log" || true)
errors=$(grep -c "ERROR" "$work/server-$port.log" || true)
echo "ERROR lines in the server log: $errors"
pg_start
sleep 6
after=$(curl -s -H "X-Forwarded-For: 198.51.100.79" "http://127.0.0.1:$port/api/public/v1/stats" | grep -c stale_since || true)
echo "/stats after PostgreSQL returned: $([ "$after" = 0 ] && echo fresh || echo 'still stale')"

non2xx=$(awk '/Non-2xx/ { print $NF }' "$work/wrk-fps.txt")
# /fps is rate limited: its non-2xx answers are 429s, and a 5xx would be logged as an unexpected failure.
bar "0 5xx on /fps" "$([ "$errors" = 0 ] && [ "$(echo "$fps_during" | cut -d' ' -f1)" = 200 ] && echo 1 || echo 0)" \
  "ERROR lines $errors, non-2xx (429s) ${non2xx:-0}, a request during the outage: $fps_during"
bar "/stats served from its snapshot" \
  "$([ "$(echo "$stats_down" | tail -1 | cut -d' ' -f1)" = 200 ] && echo "$stats_down" | grep -q stale_since && echo 1 || echo 0)" \
  "$(echo "$stats_down" | tail -1)"
bar "/readyz 200 with the store degraded" \
  "$([ "$(echo "$ready" | tail -1)" = 200 ] && echo "$ready" | grep -q '"builds_store":"degraded' && echo 1 || echo 0)" \
  "$(echo "$ready" | tail -1)"
exit "$failed"
