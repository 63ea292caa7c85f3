#!/usr/bin/env bash
# Soak: DURATION (default 10m) of mixed traffic (bench/soak.lua: both interfaces, 20,000 client addresses, 5 over the
# limit, 13% bad input) through nginx to two instances sharing one Redis. Reports throughput, answers by status,
# socket errors, p50/p90/p99 latency, and each instance's memory at the start and the end (resident set, and heap in
# use after a full GC, through jcmd), plus the number of 5xx answers (must be 0).
#
# Topology: wrk (127.0.0.1, playing a trusted edge proxy that names the client in X-Forwarded-For) -> nginx
# (127.0.0.1:PORT, connecting upstream from 127.0.0.2) -> instances on PORT+1 and PORT+2 (--trusted-proxies
# 127.0.0.1,127.0.0.2), counters in a throwaway Redis on PORT+3. Default limits (60/minute, 10,000/day).
#
# Needs: wrk, nginx, curl, redis-server, a JDK (jcmd), a built jar (./forecast --version builds it).
# Settings: DURATION (10m), CONNECTIONS (64), PORT (18580), FORECAST_JAVA_OPTS (-Xmx256m -XX:+UseParallelGC),
# REDIS=0 to count in each instance instead (for comparison: the limits are then per instance).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
duration="${DURATION:-10m}"
connections="${CONNECTIONS:-64}"
port="${PORT:-18580}"
java_opts="${FORECAST_JAVA_OPTS:--Xmx256m -XX:+UseParallelGC}"
for tool in wrk nginx curl redis-server jcmd; do
  command -v "$tool" >/dev/null || { echo "soak.sh: $tool is missing" >&2; exit 1; }
done
"$root/forecast" --version >/dev/null
jar=$(ls "$root"/adapter-cli/target/adapter-cli-*-all.jar | head -1)

work="$(mktemp -d /tmp/fps-soak.XXXXXX)"
chmod 755 "$work"
mkdir -p "$work/tmp" && chmod 777 "$work/tmp"
pids=()
cleanup() {
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  redis-cli -p $((port + 3)) shutdown nosave >/dev/null 2>&1 || true
  wait 2>/dev/null || true
}
trap cleanup EXIT

redis-server --port $((port + 3)) --bind 127.0.0.1 --save '' --appendonly no --dir "$work" --daemonize yes \
  --logfile "$work/redis.log" >/dev/null
sleep 0.3
counters_opt="--redis redis://127.0.0.1:$((port + 3))/0"
[ "${REDIS:-1}" = 0 ] && counters_opt=""
for i in 1 2; do
  # shellcheck disable=SC2086
  java $java_opts -jar "$jar" serve --host 127.0.0.1 --port $((port + i)) \
    $counters_opt --trusted-proxies 127.0.0.1,127.0.0.2 --state-dir "$work/state$i" --base-url "http://127.0.0.1:$port" \
    >"$work/instance$i.log" 2>&1 &
  pids+=($!)
done
for i in 1 2; do
  for _ in $(seq 1 120); do
    curl -fs "http://127.0.0.1:$((port + i))/readyz" >/dev/null 2>&1 && break
    sleep 0.5
  done
done
cat >"$work/nginx.conf" <<CONF
worker_processes 1;
pid $work/nginx.pid;
error_log $work/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $work/tmp/body;
  proxy_temp_path $work/tmp/proxy;
  fastcgi_temp_path $work/tmp/fastcgi;
  uwsgi_temp_path $work/tmp/uwsgi;
  scgi_temp_path $work/tmp/scgi;
  upstream forecast {
    server 127.0.0.1:$((port + 1));
    server 127.0.0.1:$((port + 2));
    keepalive 64;
  }
  server {
    listen 127.0.0.1:$port;
    location / {
      proxy_pass http://forecast;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_bind 127.0.0.2;
    }
  }
}
CONF
nginx -p "$work" -c "$work/nginx.conf" -e "$work/nginx-error.log"
sleep 0.3

memory() { # label: RSS and live heap (after a full GC) of each instance
  for i in 1 2; do
    local pid=${pids[$((i - 1))]}
    jcmd "$pid" GC.run >/dev/null
    local heap rss
    heap=$(curl -s "http://127.0.0.1:$((port + i))/metrics" | awk '/^fps_forecast_jvm_heap_used_bytes/ {printf "%.1f", $2 / 1048576}')
    rss=$(awk '/VmRSS/ {printf "%.0f", $2 / 1024}' "/proc/$pid/status")
    echo "memory $1, instance $i: RSS $rss MB, heap after GC $heap MB"
  done
}

# A minute of warm-up (JIT, caches, connection pools), then the measured run.
wrk -t2 -c"$connections" -d60s -s "$root/bench/soak.lua" "http://127.0.0.1:$port" >"$work/warmup.txt"
memory start
wrk -t2 -c"$connections" -d"$duration" --timeout 10s -s "$root/bench/soak.lua" "http://127.0.0.1:$port" | tee "$work/wrk.txt" \
  | grep -E '^(statuses|requests|latency):'
memory end
fivexx=$({ grep -o ' 5[0-9][0-9]=[0-9]*' "$work/wrk.txt" || true; } | awk -F= '{s += $2} END {print s + 0}')
echo "5xx answers: $fivexx; error lines in the instances' logs: $(cat "$work"/instance*.log | grep -c ' ERROR ' || true)"
[ "$fivexx" = 0 ]
