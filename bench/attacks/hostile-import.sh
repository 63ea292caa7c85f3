#!/usr/bin/env bash
# Issue #26, item 7: one unclosed quote must not make an import quadratic. Writes ROWS (200,000) builds with an
# unclosed quote on the first one and imports them into a fresh embedded store.
# For comparison, the same rows without the quote are imported into another fresh store.
# Bar: the import finishes in < 10 s, rejecting that row with a clear reason. (The parser alone:
# bench/probes/CsvParseProbe.java.)
# Settings: ROWS (200000).
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
rows="${ROWS:-200000}"
file="$work/hostile.csv"
{
  echo "id,gpu,cpu,ram_gb,os,country,date"
  echo 'stray,"GeForce GTX 1650,Intel Core i5-12400F,16,Windows 11,DE,2026-03-01'
  awk -v n="$rows" 'BEGIN { for (i = 1; i < n; i++) printf "b%d,GeForce RTX 3060,AMD Ryzen 5 5600X,16,Windows 11,US,2026-03-01\n", i }'
} >"$file"
grep -v '^stray,' "$file" >"$work/clean.csv"
import_ms() { # FILE STATE -> milliseconds
  local start
  start=$(date +%s%N)
  # shellcheck disable=SC2086
  java $java_opts -jar "$jar" builds import "$1" --state-dir "$2" --rejects "$2.rejects.csv" >"$2.txt" 2>&1 || true
  echo $((($(date +%s%N) - start) / 1000000))
}
took=$(import_ms "$file" "$work/hostile")
clean=$(import_ms "$work/clean.csv" "$work/clean")
grep -v '^\[import\]' "$work/hostile.txt"
cp "$work/hostile.rejects.csv" "$work/rejects.csv"
echo "rejects: $(head -3 "$work/rejects.csv" | tail -2)"
echo "the same rows without the quote: $clean ms"
bar "$rows rows with an unclosed quote import in < 10 s" "$([ "$took" -lt 10000 ] && echo 1 || echo 0)" \
  "$took ms (without the quote: $clean ms)"
bar "the row is rejected with a clear reason" "$(grep -q 'not closed' "$work/rejects.csv" && echo 1 || echo 0)" \
  "$(grep -o 'A quoted field[^,"]*' "$work/rejects.csv" | head -1)"
exit "$failed"
