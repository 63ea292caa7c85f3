#!/usr/bin/env bash
# Issue #26, item 8: SIGHUP while the server starts must not kill it, and under nohup the log must say that SIGHUP
# cannot reload. Sends SIGHUP 0.3 s after start (the catalog is still loading), then checks that the server becomes
# ready and logged the signal; then starts one under nohup and checks its warning.
# Bars: alive and ready after an early SIGHUP; a warning under nohup. Settings: PORT (18730).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
need curl
port="${PORT:-18730}"
# shellcheck disable=SC2086
java $java_opts -jar "$jar" serve --host 127.0.0.1 --port "$port" --state-dir "$work/state" --data "$root/forecast-data/src/main/resources/catalog" \
  >"$work/early.log" 2>&1 &
early=$!
pids+=("$early")
sleep 0.3
kill -HUP "$early"
ready=0
for _ in $(seq 1 120); do
  curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && { ready=1; break; }
  kill -0 "$early" 2>/dev/null || break
  sleep 0.25
done
grep -h "SIGHUP" "$work/early.log" || true
bar "alive and ready after a SIGHUP 0.3 s after start" "$ready" \
  "$([ "$ready" = 1 ] && echo ready || echo "the process ended: $(tail -1 "$work/early.log")")"
kill "$early" 2>/dev/null || true
wait "$early" 2>/dev/null || true
# shellcheck disable=SC2086
nohup java $java_opts -jar "$jar" serve --host 127.0.0.1 --port "$((port + 1))" --state-dir "$work/state2" \
  --data "$root/forecast-data/src/main/resources/catalog" >"$work/nohup.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 120); do
  curl -fs "http://127.0.0.1:$((port + 1))/readyz" >/dev/null 2>&1 && break
  sleep 0.25
done
for _ in $(seq 1 80); do grep -q "Serving" "$work/nohup.log" && break; sleep 0.25; done # logged after ready
grep -h "SIGHUP" "$work/nohup.log" || true
bar "under nohup the log says SIGHUP cannot reload" "$(grep -q 'SIGHUP is ignored by this process' "$work/nohup.log" && echo 1 || echo 0)" \
  "$(grep -c 'SIGHUP is ignored' "$work/nohup.log") warning(s)"
exit "$failed"
