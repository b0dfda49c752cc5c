/**
 * A small closed-loop load generator for comparing one of our endpoints with
 * a Medusa baseline: `concurrency` workers send `total` requests to each,
 * alternating between the two, so both see the same machine load. Latencies
 * are recorded per endpoint; requests per second are per endpoint too
 * (its requests over its share of the workers' time).
 */
export async function measurePair({ names, total, concurrency, makeRequests, expectStatus }) {
  const runs = names.map((name) => ({ name, latencies: [], failures: [] }))
  let next = 0
  const worker = async () => {
    for (;;) {
      const i = next++
      if (i >= total * 2) return
      const which = i % 2
      const { url, init } = (await makeRequests(Math.floor(i / 2)))[which]
      const t0 = performance.now()
      const response = await fetch(url, init)
      const body = await response.text()
      runs[which].latencies.push(performance.now() - t0)
      if (response.status !== expectStatus[which]) {
        runs[which].failures.push(`${response.status} ${body.slice(0, 160)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return runs.map(({ name, latencies, failures }) => {
    latencies.sort((a, b) => a - b)
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]
    const mean = latencies.reduce((a, b) => a + b, 0) / latencies.length
    return {
      name,
      requests: latencies.length,
      concurrency,
      failures: failures.length,
      first_failure: failures[0] ?? null,
      p50_ms: round(at(0.5)),
      p95_ms: round(at(0.95)),
      rps: round((concurrency / 2) * (1000 / mean)),
    }
  })
}

const round = (n) => Math.round(n * 10) / 10
