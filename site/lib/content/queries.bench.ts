import { bench, describe } from "vitest"
import { getCities } from "./index"
import { fetchContent } from "./source"

/**
 * `npm run bench:content`: the city listing query (every city with its
 * experience count, evaluated by groq-js over the whole local dataset) beside
 * a baseline measured in the same run, a plain projection of the city
 * documents, so the printed ratio is the cost of counting.
 */
describe("city listing over the whole dataset", () => {
  bench("baseline: city documents, no counts", async () => {
    await fetchContent(`*[_type == "city"]{ _id, "slug": slug.current, name }`, {})
  })

  bench("citiesQuery: cities with experience counts", async () => {
    await getCities("es")
  })
})
