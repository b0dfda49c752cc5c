import autocannon from "autocannon"

/**
 * One autocannon run (loopback only) with exact latency percentiles: every
 * response time is kept (autocannon's own summary has no p95).
 * @returns {Promise<{ rps: number, p50: number, p95: number, p99: number, errors: number, non2xx: number, requests: number }>}
 */
export async function load({
  url,
  connections,
  duration,
  method = "GET",
  headers = {},
  body,
  requests,
}) {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:|\/)/.test(url))
    throw new Error(`Load runs on loopback only, not ${url}`)
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
  const at = (q) =>
    times.length
      ? Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2))
      : NaN
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

/**
 * Load on several URLs at once (the connections shared among them) until `until` settles, with
 * exact latency percentiles over every response: what visitors see while something else runs.
 * @param {{ urls: string[], connections: number, until: Promise<unknown>, headers?: Record<string, string> }} options
 * @returns {Promise<{ rps: number, p50: number, p95: number, p99: number, errors: number, non2xx: number, requests: number, seconds: number }>}
 */
export async function loadUntil({ urls, connections, until, headers = {} }) {
  for (const url of urls)
    if (!/^http:\/\/(127\.0\.0\.1|localhost)(:|\/)/.test(url))
      throw new Error(`Load runs on loopback only, not ${url}`)
  const times = []
  const started = performance.now()
  const each = Math.max(1, Math.floor(connections / urls.length))
  const runs = urls.map((url) => {
    /** @type {any} */
    let instance
    const done = new Promise((resolve, reject) => {
      instance = autocannon(
        { url, connections: each, duration: 24 * 3600, headers },
        (error, result) => (error ? reject(error) : resolve(result)),
      )
      instance.on("response", (_client, _status, _bytes, ms) => times.push(ms))
    })
    return { instance, done }
  })
  await until.catch(() => {})
  for (const run of runs) run.instance.stop()
  const results = await Promise.all(runs.map((run) => run.done))
  const seconds = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  const at = (q) =>
    times.length
      ? Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2))
      : NaN
  const sum = (pick) => results.reduce((n, r) => n + pick(r), 0)
  return {
    rps: Math.round(sum((r) => r.requests.total) / seconds),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors: sum((r) => r.errors + r.timeouts),
    non2xx: sum((r) => r.non2xx),
    requests: sum((r) => r.requests.total),
    seconds: Number(seconds.toFixed(1)),
  }
}
