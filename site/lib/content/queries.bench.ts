import { it } from "vitest"
import { getCities } from "./index"
import { clearContentCache, fetchContent } from "./source"

const RUNS = 30

async function median(fn: () => Promise<unknown>) {
  await fn()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    // The query itself, not the cache of its results.
    clearContentCache()
    const started = performance.now()
    await fn()
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]
}

/**
 * `npm run bench:content`: the city listing query (every city with its
 * experience count, by groq-js over the whole local dataset) beside a baseline
 * measured in the same run, a plain projection of the city documents, so the
 * ratio is the cost of counting. Prints; asserts nothing about time.
 */
it("city listing over the whole dataset", async () => {
  const baseline = await median(() =>
    fetchContent(`*[_type == "city"]{ _id, "slug": slug.current, name }`, {}),
  )
  const listing = await median(() => getCities("es"))
  console.log(
    [
      `baseline (city documents, no counts): ${baseline.toFixed(1)} ms median of ${RUNS}`,
      `citiesQuery (cities with experience counts): ${listing.toFixed(1)} ms median of ${RUNS}`,
      `ratio: ${(listing / baseline).toFixed(2)}`,
    ].join("\n"),
  )
})
