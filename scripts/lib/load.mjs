/**
 * A small closed-loop load generator: `concurrency` workers send `total`
 * requests made by `makeRequest(i)` and record each latency. Same code for
 * our endpoints and Medusa's baselines, so their ratio is fair.
 */
export async function measure({ name, total, concurrency, makeRequest, expectStatus }) {
  const latencies = []
  const failures = []
  let next = 0
  const started = performance.now()
  const worker = async () => {
    for (;;) {
      const i = next++
      if (i >= total) return
      const { url, init } = await makeRequest(i)
      const t0 = performance.now()
      const response = await fetch(url, init)
      const body = await response.text()
      latencies.push(performance.now() - t0)
      if (response.status !== expectStatus) failures.push(`${response.status} ${body.slice(0, 160)}`)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]
  return {
    name,
    requests: total,
    concurrency,
    failures: failures.length,
    first_failure: failures[0] ?? null,
    p50_ms: round(at(0.5)),
    p95_ms: round(at(0.95)),
    rps: round(total / seconds),
  }
}

const round = (n) => Math.round(n * 10) / 10
