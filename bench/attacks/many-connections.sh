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

catalog="$root/forecast-data/src/main/resources/catalog"
awk -F'\t' 'NR>1 && NR%7==0 && NR<700 {print $1}' "$catalog/games.tsv" >"$work/games"
awk -F'\t' 'NR>1 && $5>1500 && NR%25==0 {print $1}' "$catalog/gpus.tsv" >"$work/gpus"
while read -r g; do
  while read -r c; do echo "/api/public/v1/fps?game=$g&gpu=$c"; done <"$work/gpus"
done <"$work/games" >"$work/urls"
cat >"$work/mixed.lua" <<LUA
local paths = {}
for line in io.lines("$work/urls") do paths[#paths + 1] = line end
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
LUA
wrk -t2 -c"$connections" -d"${duration}s" --latency -s "$work/mixed.lua" "http://127.0.0.1:$port" >"$work/wrk.txt" &
attacker=$!
pids+=("$attacker")
sleep 3
end=$(($(date +%s) + duration - 5))
: >"$work/healthz.txt"
while [ "$(date +%s)" -lt "$end" ]; do
  curl -s --interface 127.0.0.2 -o /dev/null -m 5 -w "%{http_code} %{time_total}\n" "http://127.0.0.1:$port/healthz" \
    >>"$work/healthz.txt" || echo "000 5" >>"$work/healthz.txt"
  sleep 0.5
done
wait "$attacker" || true
alive=0
kill -0 "$server_pid" 2>/dev/null && alive=1
oom=$(grep -c OutOfMemoryError "$work/server-$port.log" || true)
echo "wrk: $(rps "$work/wrk.txt") req/s over $connections connections, p99 $(awk '$1 == "99%" { print $2 }' "$work/wrk.txt")"
[ "$alive" = 1 ] && echo "live heap after the attack: $(live_heap_mb "$server_pid") MB"
asked=$(wc -l <"$work/healthz.txt")
ok=$(awk '$1 == 200' "$work/healthz.txt" | wc -l)
slowest=$(awk '{ if ($2 > m) m = $2 } END { printf "%.0f", m * 1000 }' "$work/healthz.txt")
p50=$(awk '{ print $2 }' "$work/healthz.txt" | sort -n | awk '{ a[NR] = $1 } END { printf "%.1f", a[int(NR / 2) + 1] * 1000 }')
echo "/healthz: $ok of $asked answered 200, median $p50 ms, slowest $slowest ms; OutOfMemoryError lines: $oom"
bar "/healthz answers under $connections busy connections" \
  "$([ "$ok" = "$asked" ] && echo 1 || echo 0)" "$ok/$asked ok, median $p50 ms, slowest $slowest ms"
bar "no OutOfMemoryError, the server alive" "$([ "$oom" = 0 ] && [ "$alive" = 1 ] && echo 1 || echo 0)" \
  "$oom OutOfMemoryError lines, alive $alive"
exit "$failed"
