#!/usr/bin/env bash
# Start-up times: a one-shot CLI answer (hyperfine, warm file cache) and the time from `forecast serve` to its first
# 200 answer, both through the ./forecast launcher with its JVM settings.
#
# Needs: hyperfine, curl (apt-get install -y hyperfine curl), a built jar (./forecast --version builds it).
# Settings (environment): RUNS (default 10), PORT (18082).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
runs="${RUNS:-10}"
port="${PORT:-18082}"
for tool in hyperfine curl; do
  command -v "$tool" >/dev/null || { echo "startup.sh: $tool is missing (apt-get install -y hyperfine curl)" >&2; exit 1; }
done
"$root/forecast" --version >/dev/null # builds the jar if needed

echo "# bench/startup.sh, $(date -u +%Y-%m-%d), $(nproc) cores, $(java -version 2>&1 | head -1)"
echo
echo "## One-shot: forecast fps"
hyperfine --warmup 2 --runs "$runs" --style basic \
  "$root/forecast fps fortnite geforce-rtx-4070" \
  "$root/forecast fps black-myth-wukong geforce-rtx-4070 --cpu ryzen-5-5600x --res 4k --preset ultra" \
  "$root/forecast fps 'gta 5' 'gtx 1060' --cpu 12400f" \
  "$root/forecast fps fortnite geforce-rtx-4070 --json" \
  "$root/forecast game 'black myth'" \
  "$root/forecast score --gpu geforce-rtx-3060 --cpu ryzen-5-5600x"

echo
echo "## forecast serve: start to first 200 (ms), $runs runs"
times=()
for _ in $(seq 1 "$runs"); do
  start=$(date +%s%N)
  "$root/forecast" serve --host 127.0.0.1 --port "$port" >/dev/null 2>&1 &
  pid=$!
  until curl -fs -o /dev/null "http://127.0.0.1:$port/api/public/v1/fps?game=fortnite&gpu=geforce-rtx-4070"; do
    sleep 0.01
  done
  end=$(date +%s%N)
  times+=($(((end - start) / 1000000)))
  kill "$pid"
  wait "$pid" 2>/dev/null || true
done
printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "min %d, median %d, max %d ms\n", a[1], a[int((NR+1)/2)], a[NR]}'
