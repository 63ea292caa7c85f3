# Shared by the attack replays in bench/attacks (sourced, not run). Each replay starts the shaded jar on loopback
# as the launcher runs it (-Xmx256m since 2026-11-25, -XX:+UseParallelGC -XX:MetaspaceSize=64m unless FORECAST_JAVA_OPTS says otherwise), attacks it, prints
# its figures and a PASS/FAIL line per bar of issue #26, and cleans up after itself.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
java_opts="${FORECAST_JAVA_OPTS:--Xmx256m -XX:+UseParallelGC -XX:MetaspaceSize=64m}"
"$root/forecast" --version >/dev/null
jar=$(ls "$root"/adapter-cli/target/adapter-cli-*-all.jar | grep -v '\.run\.jar' | head -1)
work="$(mktemp -d /tmp/fps-attack.XXXXXX)"
chmod 755 "$work" # PostgreSQL runs as its own user and must reach its data directory
pids=()
cleanups=()
failed=0

cleanup() {
  for c in "${cleanups[@]}"; do eval "$c" || true; done
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  wait 2>/dev/null || true
}
trap cleanup EXIT

need() {
  for tool in "$@"; do
    command -v "$tool" >/dev/null || { echo "$(basename "$0"): $tool is missing (apt-get install it)" >&2; exit 1; }
  done
}

# start_server PORT ARGS...: a server on 127.0.0.1:PORT, ready when this returns; its pid in $server_pid.
start_server() {
  local port="$1"
  shift
  # shellcheck disable=SC2086 # java_opts is a list of options
  java $java_opts -jar "$jar" serve --host 127.0.0.1 --port "$port" --state-dir "$work/state-$port" "$@" \
    >"$work/server-$port.log" 2>&1 &
  server_pid=$!
  pids+=("$server_pid")
  for _ in $(seq 1 240); do
    curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && return 0
    kill -0 "$server_pid" 2>/dev/null || break
    sleep 0.25
  done
  echo "the server did not become ready; its log:" >&2
  tail -20 "$work/server-$port.log" >&2
  exit 1
}

# live_heap_mb PID: the heap in use right after a full collection (what the process really holds), in MB.
live_heap_mb() {
  jcmd "$1" GC.run >/dev/null
  jstat -gc "$1" | awk 'NR == 2 { printf "%.1f", ($3 + $4 + $6 + $8) / 1024 }'
}

# max_heap_mb PID: the -Xmx of the process, in MB.
max_heap_mb() {
  jcmd "$1" VM.flags | tr ' ' '\n' | awk -F= '/^-XX:MaxHeapSize=/ { printf "%.0f", $2 / 1048576 }'
}

# rps FILE: requests per second from wrk's output.
rps() {
  awk '/^Requests\/sec:/ { printf "%.0f", $2 }' "$1"
}

# bar NAME OK DETAIL: prints one checked bar and remembers a failure.
bar() {
  if [ "$2" = 1 ]; then
    echo "PASS  $1: $3"
  else
    echo "FAIL  $1: $3"
    failed=1
  fi
}

# ratio A B: A / B with two decimals.
ratio() {
  awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b > 0 ? a / b : 0) }'
}

# at_least A B: 1 when A >= B.
at_least() {
  awk -v a="$1" -v b="$2" 'BEGIN { print (a >= b) ? 1 : 0 }'
}

# poll_healthz PORT FILE SECONDS INTERVAL: asks /healthz on a fresh connection from another address (127.0.0.2) every
# INTERVAL seconds for SECONDS, one "status seconds" line per answer in FILE ("000 5" when none came within 5 s).
poll_healthz() {
  local port="$1" file="$2" end=$(($(date +%s) + $3)) interval="$4"
  : >"$file"
  while [ "$(date +%s)" -lt "$end" ]; do
    curl -s --interface 127.0.0.2 -o /dev/null -m 5 -w "%{http_code} %{time_total}\n" "http://127.0.0.1:$port/healthz" \
      >>"$file" || echo "000 5" >>"$file"
    sleep "$interval"
  done
}

# healthz_summary FILE: sets asked, ok, p50 (ms) and slowest (ms) from poll_healthz's lines, and prints them.
healthz_summary() {
  asked=$(wc -l <"$1")
  ok=$(awk '$1 == 200' "$1" | wc -l)
  slowest=$(awk '{ if ($2 > m) m = $2 } END { printf "%.0f", m * 1000 }' "$1")
  p50=$(awk '{ print $2 }' "$1" | sort -n | awk '{ a[NR] = $1 } END { printf "%.1f", a[int(NR / 2) + 1] * 1000 }')
  echo "/healthz: $ok of $asked answered 200, median $p50 ms, slowest $slowest ms"
}
