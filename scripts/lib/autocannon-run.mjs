import autocannon from "autocannon"

/**
 * One autocannon run (loopback only) with exact latency percentiles: every
 * response time is kept (autocannon's own summary has no p95).
 * @returns {Promise<{ rps: number, p50: number, p95: number, p99: number, errors: number, non2xx: number, requests: number }>}
 */
export async function load({ url, connections, duration, method = "GET", headers = {}, body, requests }) {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:|\/)/.test(url)) throw new Error(`Load runs on loopback only, not ${url}`)
  const times = []
  const result = await autocannon({
    url,
    connections,
    duration,
    method,
    headers,
    body,
    requests,
    setupClient: (client) => client.on("response", (_status, _bytes, ms) => times.push(ms)),
  })
  times.sort((a, b) => a - b)
  const at = (q) => (times.length ? Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2)) : NaN)
  return {
    rps: Math.round(result.requests.average),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  }
}
