#!/usr/bin/env bash
# Issue #26, item 2: a Redis outage must not cut throughput. A server counting in a throwaway Redis takes wrk load
# from COUNT (20,000) client addresses: DURATION with Redis up (the reference), DURATION after Redis is killed, then
# Redis comes back and the time until the counters are in Redis again is measured.
# Bar: with Redis killed under load, throughput >= 80% of the figure with Redis up.
# Needs: wrk, curl, redis-server, redis-cli. Settings: DURATION (20s), CONNECTIONS (64), COUNT (20000), PORT (18690).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
need wrk curl redis-server redis-cli
duration="${DURATION:-20s}"
connections="${CONNECTIONS:-64}"
port="${PORT:-18690}"
redis_port=$((port + 1))
export COUNT="${COUNT:-20000}" MODE=ipv4
start_redis() {
  redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no --dir "$work" --daemonize yes \
    --logfile "$work/redis.log" >/dev/null
  for _ in $(seq 1 50); do redis-cli -p "$redis_port" ping >/dev/null 2>&1 && return 0; sleep 0.1; done
}
start_redis
cleanups+=("redis-cli -p $redis_port shutdown nosave >/dev/null 2>&1")
start_server "$port" --trusted-proxies 127.0.0.1 --redis "redis://127.0.0.1:$redis_port/0"
load() { # NAME -> requests/s
  wrk --latency -t2 -c"$connections" -d"$duration" -s "$(dirname "${BASH_SOURCE[0]}")/addresses.lua" \
    "http://127.0.0.1:$port" >"$work/wrk-$1.txt"
  rps "$work/wrk-$1.txt"
}
up=$(load up)
echo "Redis up:     $up req/s, p99 $(awk '/99%/ { print $2 }' "$work/wrk-up.txt")"
redis-cli -p "$redis_port" shutdown nosave >/dev/null 2>&1 || true
down=$(load down)
echo "Redis killed: $down req/s, p99 $(awk '/99%/ { print $2 }' "$work/wrk-down.txt")"
grep -h "Non-2xx\|Socket errors" "$work"/wrk-*.txt || true
# Recovery: Redis returns; a request counted in Redis leaves a key there.
start_redis
returned=$(date +%s%N)
recovered=""
for _ in $(seq 1 300); do
  curl -s -o /dev/null -H "X-Forwarded-For: 198.51.100.9" \
    "http://127.0.0.1:$port/api/public/v1/fps?game=fortnite&gpu=geforce-rtx-4070"
  if [ "$(redis-cli -p "$redis_port" dbsize)" -gt 0 ]; then
    recovered=$((($(date +%s%N) - returned) / 1000000))
    break
  fi
  sleep 0.05
done
echo "counting in Redis again ${recovered:-never (after 15 s)} ms after it returned"
grep -c "failed; answering without it" "$work/server-$port.log" | xargs echo "warnings logged:"

bar "throughput with Redis killed >= 80% of Redis up" \
  "$(at_least "$down" "$(awk -v u="$up" 'BEGIN { print u * 0.8 }')")" "$down vs $up req/s (ratio $(ratio "$down" "$up"))"
bar "counting in Redis again within 5 s" "$([ -n "$recovered" ] && [ "$recovered" -lt 5000 ] && echo 1 || echo 0)" \
  "${recovered:-never} ms"
exit "$failed"
