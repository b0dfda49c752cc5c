import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, describe, expect, it, vi } from "vitest"

// A Medusa stand-in over real HTTP answering the contract's shapes; the SDK
// and parsing are real.
const medusa = vi.hoisted(() => ({ server: null as Server | null, queries: [] as string[] }))

vi.mock("astro:env/client", async () => {
  const server = createServer((req, res) => {
    const url = new URL(req.url!, "http://x")
    medusa.queries.push(`${url.pathname}?${url.searchParams}`)
    const match = url.pathname.match(/^\/store\/experiences\/([^/]+)\/reviews$/)
    if (!match || match[1] !== "senderismo-dunas-atardecer") {
      res.writeHead(404, { "content-type": "application/json" })
      return res.end(
        JSON.stringify({ code: "experience_not_found", message: "No existe esa experiencia." }),
      )
    }
    const limit = Number(url.searchParams.get("limit"))
    const offset = Number(url.searchParams.get("offset"))
    const reviews = Array.from({ length: 23 }, (_, i) => ({
      id: `rev_${i}`,
      rating: i % 4 === 0 ? 4 : 5,
      title: i % 2 ? "Inolvidable" : "Unforgettable",
      body: "…",
      author_name: "Lucía",
      author_country: "ES",
      locale: i % 2 ? "es" : "en",
      travelled_on: "2026-10-03",
      created_at: "2026-10-05T10:00:00.000Z",
    }))
    res.writeHead(200, { "content-type": "application/json" })
    res.end(
      JSON.stringify({
        reviews: reviews.slice(offset, offset + limit),
        count: reviews.length,
        limit,
        offset,
        summary: { average: 4.7, count: 23, distribution: { 1: 0, 2: 1, 3: 2, 4: 5, 5: 15 } },
      }),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  medusa.server = server
  return {
    PUBLIC_MEDUSA_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    PUBLIC_MEDUSA_PUBLISHABLE_KEY: "pk_test",
  }
})

const { listReviews } = await import("./reviews")
const { sdk } = await import("./sdk")

afterAll(() => medusa.server?.close())

describe("reviews from the store API", () => {
  it("reads a page of reviews with the summary", async () => {
    const page = await listReviews(sdk, "senderismo-dunas-atardecer", 3)
    expect(page.reviews.map((r) => r.id)).toEqual(["rev_0", "rev_1", "rev_2"])
    expect(page.count).toBe(23)
    expect(page.summary.distribution[5]).toBe(15)
    expect(medusa.queries.at(-1)).toBe(
      "/store/experiences/senderismo-dunas-atardecer/reviews?limit=3&offset=0",
    )
  })

  it("rejects an unknown experience rather than saying it has no reviews", async () => {
    await expect(listReviews(sdk, "no-such-thing", 3)).rejects.toMatchObject({ status: 404 })
  })
})
