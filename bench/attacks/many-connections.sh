#!/usr/bin/env bash
# Many busy keep-alive connections must not exhaust the heap. CONNECTIONS (8,000) keep-alive connections ask /fps for
# many game/GPU pairs for DURATION; they all come from 127.0.0.1, so the per-address connection and rate limits are
# raised for this run: it stands for many clients (or many users behind one NAT) at once. Meanwhile /healthz is asked
# every 0.5 s on a fresh connection from another address (127.0.0.2), and the server's live heap is read at the end.
# Until 2026-11-25 Jetty kept a 96 KB cache of parsed header fields per connection from its second request: 3,000
# such connections ran the 256 MB server out of memory (back-to-back full collections, then OutOfMemoryError).
# Bars: every /healthz answered 200 (within curl's 5 s; on 2 cores shared with wrk a fresh connection queues behind
# thousands of busy ones, so its time is reported, not bounded); no OutOfMemoryError; the server still alive.
# Needs: wrk, curl, a JDK (jcmd, jstat). Settings: CONNECTIONS (8000), DURATION (30), PORT (18720).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
need wrk curl jcmd jstat
connections="${CONNECTIONS:-8000}"
duration="${DURATION:-30}"
port="${PORT:-18720}"
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
start_server "$port" --limit-per-minute 1000000000 --limit-per-day 1000000000000 --connections-per-client 1000000
echo "server ready, -Xmx $(max_heap_mb "$server_pid") MB, live heap $(live_heap_mb "$server_pid") MB"

# shellcheck source=bench/mixed-urls.sh
source "$root/bench/mixed-urls.sh"
mixed_urls "$root" "$work"
wrk -t2 -c"$connections" -d"${duration}s" --latency -s "$work/mixed.lua" "http://127.0.0.1:$port" >"$work/wrk.txt" &
attacker=$!
pids+=("$attacker")
sleep 3
poll_healthz "$port" "$work/healthz.txt" $((duration - 5)) 0.5
wait "$attacker" || true
alive=0
kill -0 "$server_pid" 2>/dev/null && alive=1
oom=$(grep -c OutOfMemoryError "$work/server-$port.log" || true)
echo "wrk: $(rps "$work/wrk.txt") req/s over $connections connections, p99 $(awk '$1 == "99%" { print $2 }' "$work/wrk.txt")"
[ "$alive" = 1 ] && echo "live heap after the attack: $(live_heap_mb "$server_pid") MB"
healthz_summary "$work/healthz.txt"
echo "OutOfMemoryError lines: $oom"
bar "/healthz answers under $connections busy connections" \
  "$([ "$ok" = "$asked" ] && echo 1 || echo 0)" "$ok/$asked ok, median $p50 ms, slowest $slowest ms"
bar "no OutOfMemoryError, the server alive" "$([ "$oom" = 0 ] && [ "$alive" = 1 ] && echo 1 || echo 0)" \
  "$oom OutOfMemoryError lines, alive $alive"
exit "$failed"
