#!/usr/bin/env bash
# HTTP throughput and latency of the server, side by side with the physical limit: nginx serving the byte-identical
# JSON body of the same /fps request as a static file, under the same wrk load (keep-alive, 1 thread).
#
# Runs: nginx static and /api/public/v1/fps at 32 and 256 connections; a mixed-URL run (many game/GPU pairs, so the
# response cache is not the only thing measured); /api/v1/fps at 256 connections. Prints requests/s, p50 and p99 of
# each, the ratio to nginx, and the server's peak resident memory.
#
# Needs: wrk, nginx, curl (apt-get install -y wrk nginx-light curl), a built jar (./forecast --version builds it).
# Settings (environment): DURATION (default 30s), FORECAST_JAVA_OPTS (the launcher's default unless set), PORT
# (18080), NGINX_PORT (18081). The server is started through ./forecast, with the launcher's JVM settings.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
duration="${DURATION:-30s}"
port="${PORT:-18080}"
nginx_port="${NGINX_PORT:-18081}"
for tool in wrk nginx curl; do
  command -v "$tool" >/dev/null || { echo "http.sh: $tool is missing (apt-get install -y wrk nginx-light curl)" >&2; exit 1; }
done
"$root/forecast" --version >/dev/null # builds the jar if needed

work="$(mktemp -d)"
chmod 755 "$work" # nginx workers run as another user and must read the body
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null || true
  [ -f "$work/nginx.pid" ] && kill "$(cat "$work/nginx.pid")" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

# The server, with limits raised for the benchmark only (one client address sends everything).
"$root/forecast" serve --host 127.0.0.1 --port "$port" \
  --limit-per-minute 1000000000 --limit-per-day 1000000000000 --connections-per-client 10000 >"$work/server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 100); do
  curl -fs "http://127.0.0.1:$port/api/public/v1/" >/dev/null 2>&1 && break
  sleep 0.1
done

path="/api/public/v1/fps?game=fortnite&gpu=geforce-rtx-4070&res=1440p&preset=high"
mkdir -p "$work/www"
curl -fs "http://127.0.0.1:$port$path" -o "$work/www/fps.json"
chmod -R a+rX "$work/www"

cat >"$work/nginx.conf" <<EOF
worker_processes auto;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 4096; }
http {
  access_log off;
  keepalive_requests 100000000;
  keepalive_timeout 75s;
  server {
    listen 127.0.0.1:$nginx_port;
    location = /fps { default_type application/json; alias $work/www/fps.json; }
  }
}
EOF
nginx -c "$work/nginx.conf" -p "$work"
sleep 0.3
cmp -s <(curl -fs "http://127.0.0.1:$nginx_port/fps") "$work/www/fps.json" \
  || { echo "http.sh: nginx does not serve the same body" >&2; exit 1; }

# Many different game/GPU pairs (bench/mixed-urls.sh): $work/urls and the wrk script $work/mixed.lua.
# shellcheck source=bench/mixed-urls.sh
source "$root/bench/mixed-urls.sh"
mixed_urls "$root" "$work"

declare -A rps p50 p99
run() { # name connections url [script]
  local name=$1 conns=$2 url=$3 script=${4:-}
  local out
  if [ -n "$script" ]; then
    out="$(wrk -t1 -c"$conns" -d"$duration" --latency -s "$script" "$url")"
  else
    out="$(wrk -t1 -c"$conns" -d"$duration" --latency "$url")"
  fi
  if grep -q "Non-2xx" <<<"$out"; then
    echo "http.sh: $name got non-2xx answers:" >&2
    grep "Non-2xx" <<<"$out" >&2
  fi
  rps[$name]="$(awk '/Requests\/sec/ {print $2}' <<<"$out")"
  p50[$name]="$(awk '$1=="50%" {print $2}' <<<"$out")"
  p99[$name]="$(awk '$1=="99%" {print $2}' <<<"$out")"
}

v1_path="/api/v1/fps?game=fortnite&gpu=geforce-rtx-4070&res=1440p&preset=high"
# Warm the JVM up (JIT) before measuring, on every kind of request measured: the v1 route and the public route run
# different code from the public fast path (which answers repeated /fps queries in front of the app).
wrk -t1 -c32 -d10s "http://127.0.0.1:$port$path" >/dev/null
wrk -t1 -c32 -d5s -s "$work/mixed.lua" "http://127.0.0.1:$port" >/dev/null
wrk -t1 -c32 -d5s "http://127.0.0.1:$port$v1_path" >/dev/null

for c in 32 256; do
  run "nginx static, $c conns" "$c" "http://127.0.0.1:$nginx_port/fps"
  run "public /fps, $c conns" "$c" "http://127.0.0.1:$port$path"
done
run "public /fps mixed URLs, 256 conns" 256 "http://127.0.0.1:$port" "$work/mixed.lua"
run "v1 /fps, 256 conns" 256 "http://127.0.0.1:$port$v1_path"

rss_peak="$(awk '/VmHWM/ {print $2}' "/proc/$server_pid/status")"
rss_now="$(awk '/VmRSS/ {print $2}' "/proc/$server_pid/status")"

echo "# bench/http.sh, $(date -u +%Y-%m-%d), $(nproc) cores, $(java -version 2>&1 | head -1), server JVM options: ${FORECAST_JAVA_OPTS:-launcher default}"
echo "# wrk -t1 --latency -d$duration, keep-alive; body $(wc -c <"$work/www/fps.json") bytes; mixed run: $(wc -l <"$work/urls") URLs"
echo
echo "| run | requests/s | p50 | p99 | vs nginx static (same connections) |"
echo "|---|---|---|---|---|"
for name in "nginx static, 32 conns" "public /fps, 32 conns" "nginx static, 256 conns" "public /fps, 256 conns" \
  "public /fps mixed URLs, 256 conns" "v1 /fps, 256 conns"; do
  conns="${name##*, }"
  base="${rps[nginx static, $conns]}"
  ratio="$(awk -v a="${rps[$name]}" -v b="$base" 'BEGIN {printf "%.0f%%", 100 * a / b}')"
  echo "| $name | ${rps[$name]} | ${p50[$name]} | ${p99[$name]} | $ratio |"
done
echo
echo "Server resident memory: peak $((rss_peak / 1024)) MB, now $((rss_now / 1024)) MB"
