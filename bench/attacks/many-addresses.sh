#!/usr/bin/env bash
# Issue #26, item 1: many client addresses must not exhaust the heap. Replays the attack through a trusted proxy's
# X-Forwarded-For: one client (the reference), then COUNT (200,000) distinct IPv4 addresses, then COUNT addresses in
# one IPv6 /64, each for DURATION of wrk on the fast-path /fps. Prints throughput and the live heap (after a full GC)
# at each step.
# Bars: live heap after the distinct addresses < 60% of -Xmx; throughput within 20% of the single client's.
# Needs: wrk, curl, a JDK (jcmd, jstat). Settings: DURATION (40s), CONNECTIONS (64), COUNT (200000), PORT (18680).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
need wrk curl jcmd jstat
duration="${DURATION:-40s}"
connections="${CONNECTIONS:-64}"
port="${PORT:-18680}"
export COUNT="${COUNT:-200000}"
start_server "$port" --trusted-proxies 127.0.0.1
max=$(max_heap_mb "$server_pid")
echo "server ready, -Xmx ${max} MB, live heap $(live_heap_mb "$server_pid") MB"

run() { # MODE -> requests/s
  MODE="$1" wrk --latency -t2 -c"$connections" -d"$duration" -s "$(dirname "${BASH_SOURCE[0]}")/addresses.lua" \
    "http://127.0.0.1:$port" >"$work/wrk-$1.txt"
  rps "$work/wrk-$1.txt"
}
one=$(run one)
heap_one=$(live_heap_mb "$server_pid")
echo "one client:                  $one req/s, live heap $heap_one MB"
v4=$(run ipv4)
heap_v4=$(live_heap_mb "$server_pid")
echo "$COUNT IPv4 addresses:    $v4 req/s, live heap $heap_v4 MB"
v6=$(run ipv6)
heap_v6=$(live_heap_mb "$server_pid")
echo "$COUNT addresses in a /64: $v6 req/s, live heap $heap_v6 MB"
grep -h "Socket errors" "$work"/wrk-*.txt || true

limit=$(awk -v m="$max" 'BEGIN { printf "%.1f", m * 0.6 }')
worst_heap=$(awk -v a="$heap_v4" -v b="$heap_v6" 'BEGIN { print (a > b ? a : b) }')
bar "live heap under 60% of -Xmx" "$(at_least "$limit" "$worst_heap")" "$worst_heap MB of $max MB (limit $limit MB)"
slowest=$(awk -v a="$v4" -v b="$v6" 'BEGIN { print (a < b ? a : b) }')
bar "throughput within 20% of one client's" "$(at_least "$slowest" "$(awk -v o="$one" 'BEGIN { print o * 0.8 }')")" \
  "$slowest req/s vs $one req/s (ratio $(ratio "$slowest" "$one"))"
exit "$failed"
