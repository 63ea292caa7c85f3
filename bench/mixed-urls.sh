# Shared by bench/http.sh and bench/attacks (sourced, not run): mixed_urls ROOT DIR writes DIR/urls, many different
# /fps game/GPU pairs (every 7th game of the catalog's first 700 with every 25th GPU of sufficient score), and
# DIR/mixed.lua, a wrk script that cycles through them.
mixed_urls() {
  local catalog="$1/forecast-data/src/main/resources/catalog" dir="$2"
  awk -F'\t' 'NR>1 && NR%7==0 && NR<700 {print $1}' "$catalog/games.tsv" >"$dir/games"
  awk -F'\t' 'NR>1 && $5>1500 && NR%25==0 {print $1}' "$catalog/gpus.tsv" >"$dir/gpus"
  while read -r g; do
    while read -r c; do
      echo "/api/public/v1/fps?game=$g&gpu=$c"
    done <"$dir/gpus"
  done <"$dir/games" >"$dir/urls"
  cat >"$dir/mixed.lua" <<LUA
local paths = {}
for line in io.lines("$dir/urls") do paths[#paths + 1] = line end
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
LUA
}
