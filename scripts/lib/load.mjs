/**
 * A small closed-loop load generator for comparing one of our endpoints with
 * a Medusa baseline: `concurrency` workers send `total` requests to each,
 * alternating between them (two, or more when `names` has more), so all see
 * the same machine load. Latencies are recorded per endpoint; requests per
 * second are per endpoint too (its requests over its share of the workers'
 * time). `onResponse(index, which, status, body)`, when given, sees each
 * answer after its clock stopped (to keep the ids a later step needs).
 */
export async function measurePair({
  names,
  total,
  concurrency,
  makeRequests,
  expectStatus,
  onResponse,
}) {
  const runs = names.map((name) => ({ name, latencies: [], failures: [] }))
  const kinds = names.length
  let next = 0
  const worker = async () => {
    for (;;) {
      const i = next++
      if (i >= total * kinds) return
      const which = i % kinds
      const index = Math.floor(i / kinds)
      const { url, init } = (await makeRequests(index))[which]
      const t0 = performance.now()
      const response = await fetch(url, init)
      const body = await response.text()
      runs[which].latencies.push(performance.now() - t0)
      if (response.status !== expectStatus[which]) {
        runs[which].failures.push(`${response.status} ${body.slice(0, 160)}`)
      }
      onResponse?.(index, which, response.status, body)
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
      rps: round((concurrency / kinds) * (1000 / mean)),
    }
  })
}

const round = (n) => Math.round(n * 10) / 10
