import qs from "qs"
import { describe, expect, it } from "vitest"
import { stringify } from "./query-string"

// The Medusa SDK's client calls qs.stringify(query, { skipNulls: true }): same output expected.
const QUERIES: Record<string, unknown>[] = [
  { fields: "id,currency_code", limit: 50 },
  { fields: "+variants.calculated_price,*variants.options", region_id: "reg_1", offset: 0 },
  { handle: ["a", "b c"], q: "dunas & mar", empty: [] },
  { created_at: { $gte: new Date("2026-11-22T10:00:00Z") }, tags: { value: ["x"] } },
  { skipped: null, missing: undefined, ok: true, text: "¿Qué? (sí)!*'~" },
  { order: "-created_at", nested: { deep: { deeper: 1 } } },
]

describe("query strings for the Store API in the browser", () => {
  it.each(QUERIES.map((q) => [JSON.stringify(q), q]))("match qs for %s", (_, query) => {
    expect(stringify(query, { skipNulls: true })).toBe(qs.stringify(query, { skipNulls: true }))
  })

  it("keeps null values as empty ones without skipNulls, like qs", () => {
    expect(stringify({ a: null, b: 1 })).toBe(qs.stringify({ a: null, b: 1 }))
  })
})
