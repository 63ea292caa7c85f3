-- wrk: every request from another client address, named by a trusted proxy in X-Forwarded-For. MODE "ipv4" walks
-- COUNT addresses of 10.0.0.0/8; "ipv6" walks COUNT addresses of one /64 (2001:db8:0:1::/64); "one" is one client.
local mode = os.getenv("MODE") or "ipv4"
local count = tonumber(os.getenv("COUNT") or "200000")
local path = os.getenv("URL_PATH") or "/api/public/v1/fps?game=fortnite&gpu=geforce-rtx-4070"
local threads = {}
local id = 0

function setup(thread)
  thread:set("id", id)
  id = id + 1
  table.insert(threads, thread)
end

function init(args)
  n = id * 1000003
end

function request()
  n = n + 1
  local i = n % count
  local address
  if mode == "ipv6" then
    address = string.format("2001:db8:0:1:0:%x:%x:%x", math.floor(i / 4294967296) % 65536,
      math.floor(i / 65536) % 65536, i % 65536)
  elseif mode == "one" then
    address = "203.0.113.7"
  else
    address = string.format("10.%d.%d.%d", math.floor(i / 65536) % 256, math.floor(i / 256) % 256, i % 256)
  end
  return wrk.format("GET", path, { ["X-Forwarded-For"] = address })
end
