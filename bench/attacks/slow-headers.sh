#!/usr/bin/env bash
# Issue #26, item 3: slow headers must not exhaust file descriptors. CONNECTIONS (5,000) slowloris connections (a
# header line every INTERVAL s, never the end) for DURATION seconds, reopened when cut; meanwhile /healthz is asked
# every 0.2 s on a fresh connection from another address (127.0.0.2: the attacker's own address is limited to 128
# connections), and its answer times are collected.
# Bar: /healthz answers within 100 ms throughout (the slowest answer is reported).
# Needs: curl, python3. Settings: CONNECTIONS (5000), INTERVAL (2), DURATION (40), PORT (18700).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
need curl python3
connections="${CONNECTIONS:-5000}"
interval="${INTERVAL:-2}"
duration="${DURATION:-40}"
port="${PORT:-18700}"
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
start_server "$port"
python3 "$(dirname "${BASH_SOURCE[0]}")/slow-headers.py" 127.0.0.1 "$port" "$connections" "$interval" "$duration" \
  >"$work/slowloris.txt" 2>&1 &
attacker=$!
pids+=("$attacker")
sleep 5
poll_healthz "$port" "$work/healthz.txt" $((duration - 8)) 0.2
wait "$attacker" || true
cat "$work/slowloris.txt"
echo "open file descriptors of the server at the end: $(ls /proc/"$server_pid"/fd | wc -l)"
healthz_summary "$work/healthz.txt"
bar "/healthz answers in < 100 ms under $connections slow-header connections" \
  "$([ "$ok" = "$asked" ] && [ "$slowest" -lt 100 ] && echo 1 || echo 0)" "$ok/$asked ok, slowest $slowest ms"
exit "$failed"
