-- Mixed traffic for bench/soak.sh: both interfaces, many client addresses, bad input mixed in.
-- The load generator plays a trusted edge proxy: its X-Forwarded-For names the client, one of 20,000 addresses, and
-- 5% of the requests come from 5 "hot" addresses that go over the 60-a-minute limit (so 429s are part of the mix).
local games = {"fortnite", "grand-theft-auto-v", "cyberpunk-2077", "counter-strike-2", "minecraft", "elden-ring",
  "black-myth-wukong", "star-wars-outlaws", "red-dead-redemption-2", "apex-legends", "valorant", "baldurs-gate-3",
  "hogwarts-legacy", "the-witcher-3-wild-hunt", "call-of-duty-warzone", "dota-2", "doom-eternal", "starfield",
  "alan-wake-2", "forza-horizon-5"}
local gpus = {"geforce-rtx-4070", "geforce-rtx-4060", "geforce-rtx-3060", "geforce-gtx-1060", "geforce-gtx-1650",
  "radeon-rx-7800-xt", "radeon-rx-6600", "radeon-rx-580", "geforce-rtx-4090", "intel-uhd-graphics-630",
  "geforce-rtx-3080", "radeon-rx-7900-xtx", "geforce-rtx-2060", "intel-arc-a770", "geforce-rtx-5070"}
local cpus = {"core-i5-12400f", "ryzen-5-5600x", "ryzen-7-7800x3d", "core-i7-8700k", "core-i3-12100f"}
local res = {"1080p", "1440p", "4k"}
local presets = {"low", "medium", "high", "ultra"}
local langs = {"en", "ru", "ar", "es", "pt", "tr", "id"}
local renderers = {
  "ANGLE%20(NVIDIA%2C%20NVIDIA%20GeForce%20RTX%203060%20Direct3D11%20vs_5_0%20ps_5_0%2C%20D3D11)",
  "ANGLE%20(AMD%2C%20AMD%20Radeon%20RX%206600%20Direct3D11%20vs_5_0%20ps_5_0%2C%20D3D11)",
  "Apple%20GPU", "Google%20SwiftShader"}
local bad = {
  "/api/public/v1/fps?game=fortnite&gpu=" .. string.rep("a", 300),
  "/api/public/v1/fps?game=%zz&gpu=geforce-rtx-4070",
  "/api/public/v1/fps?game=fortnite&gpu=geforce-rtx-4070&res=8k",
  "/api/public/v1/fps?game=no-such-game&gpu=geforce-rtx-4070",
  "/api/public/v1/fps?game=%27%20OR%201%3D1--&gpu=%3Cscript%3E",
  "/api/public/v1/fps?game=fortnite&game=doom&gpu=geforce-rtx-4070",
  "/api/public/v1/games?q=%F0%9F%98%80&limit=999",
  "/api/public/v1/survey?month=1999-01",
  "/api/public/v1/stats?country=ZZ",
  "/api/public/v1/nothing-here",
  "/api/v1/fps?gpu=geforce-rtx-4070",
  "/api/v1/game/%00",
  "/api/v1/gpus?page=-1&sort=drop",
  "/api/v1/search?q=" .. string.rep("%C3%A9", 150),
  "/wp-login.php",
  "/api/v1/pc-score?gpu=geforce-rtx-4070&ram=0"}

local function pick(t) return t[math.random(#t)] end

local threads = {}
function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  statuses = {}
  math.randomseed(1000 + id)
end

local function path()
  local r = math.random(100)
  if r <= 35 then
    return "/api/public/v1/fps?game=" .. pick(games) .. "&gpu=" .. pick(gpus) .. "&res=" .. pick(res)
      .. "&preset=" .. pick(presets) .. (math.random(3) == 1 and ("&cpu=" .. pick(cpus)) or "")
      .. (math.random(4) == 1 and ("&lang=" .. pick(langs)) or "")
  elseif r <= 47 then
    return "/api/v1/fps?game=" .. pick(games) .. "&gpu=" .. pick(gpus) .. "&res=" .. pick(res)
  elseif r <= 55 then
    local q = pick(games):sub(1, math.random(2, 6))
    return (math.random(2) == 1 and "/api/public/v1/games?q=" or "/api/public/v1/gpus?q=rtx%20") .. q
  elseif r <= 62 then
    local k = math.random(3)
    if k == 1 then return "/api/v1/search?q=" .. pick(games):sub(1, 4) end
    if k == 2 then return "/api/v1/game/" .. pick(games) end
    return "/api/v1/gpus?page=" .. math.random(1, 40) .. "&sort=score&order=desc"
  elseif r <= 67 then
    return "/api/public/v1/canrun?game=" .. pick(games) .. "&renderer=" .. pick(renderers)
  elseif r <= 72 then
    return math.random(2) == 1 and "/api/public/v1/stats?country=" .. pick({"US", "DE", "BR", "RU"})
      or "/api/public/v1/survey?top=" .. math.random(1, 30)
  else
    if r <= 85 then return pick(bad) end
    -- The rest: the same popular forecasts many clients ask for (the response cache's case).
    return "/api/public/v1/fps?game=fortnite&gpu=geforce-rtx-4060&res=1080p&preset=high"
  end
end

function request()
  local client
  if math.random(20) == 1 then
    client = "192.0.2." .. math.random(5)
  else
    local n = math.random(20000)
    client = "10." .. math.floor(n / 65536) .. "." .. (math.floor(n / 256) % 256) .. "." .. (n % 256)
  end
  return wrk.format("GET", path(), {["X-Forwarded-For"] = client})
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local total = {}
  for _, t in ipairs(threads) do
    for k, v in pairs(t:get("statuses")) do total[k] = (total[k] or 0) + v end
  end
  local keys = {}
  for k in pairs(total) do table.insert(keys, k) end
  table.sort(keys)
  io.write("statuses:")
  for _, k in ipairs(keys) do io.write(string.format(" %d=%d", k, total[k])) end
  io.write("\n")
  io.write(string.format("requests: %d in %.0f s = %.0f/s; socket errors: connect %d, read %d, write %d, timeout %d\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6),
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout))
  io.write(string.format("latency: p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms\n",
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
end
