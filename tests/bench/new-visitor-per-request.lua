-- Every request names a user agent of its own (a desktop one each time), as tests/bench/ssr-throughput.ts does.
local visitor = 0
request = function()
  visitor = visitor + 1
  wrk.headers["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64) bench-visitor/" .. visitor
  return wrk.format()
end
