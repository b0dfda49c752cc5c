import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest"

// A Medusa stand-in over real HTTP that answers the contract's shapes
// (/work/briefs/contract-reviews.md); the SDK, paging and parsing are real.
const medusa = vi.hoisted(() => ({
  server: null as Server | null,
  mode: "ok" as "ok" | "down" | "off-contract",
  keys: new Set<string>(),
}))

vi.mock("astro:env/client", async () => {
  const server = createServer((req, res) => {
    const url = new URL(req.url!, "http://x")
    medusa.keys.add(String(req.headers["x-publishable-api-key"]))
    if (medusa.mode === "down") {
      res.writeHead(500, { "content-type": "application/json" })
      return res.end(
        JSON.stringify({ type: "unknown_error", message: "An unknown error occurred." }),
      )
    }
    const limit = Number(url.searchParams.get("limit"))
    const offset = Number(url.searchParams.get("offset"))
    const all = Array.from({ length: 450 }, (_, i) =>
      experience(`exp-${String(i).padStart(3, "0")}`),
    )
    const experiences = all.slice(offset, offset + limit)
    if (medusa.mode === "off-contract") experiences[0] = { ...experiences[0], labels: ["cheap"] }
    res.writeHead(200, { "content-type": "application/json" })
    res.end(JSON.stringify({ experiences, count: all.length, limit, offset }))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  medusa.server = server
  return {
    PUBLIC_MEDUSA_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    PUBLIC_MEDUSA_PUBLISHABLE_KEY: "pk_test",
  }
})

function experience(handle: string) {
  const rated = !handle.endsWith("7")
  return {
    handle,
    languages: ["es", "en"],
    minimum_age: 8,
    labels: ["bestseller"],
    best_for: ["couples", "friends"],
    occasion: ["sunset"],
    tour_guide: true,
    pickup_included: true,
    dropoff_included: false,
    cancellation_policy: { type: "free", hours: 24 },
    rating: rated ? { average: 4.7, count: 23 } : { average: null, count: 0 },
  }
}

const { listExperienceFacts } = await import("./experience-facts")
const { sdk } = await import("./sdk")

afterAll(() => medusa.server?.close())
beforeEach(() => {
  medusa.mode = "ok"
  medusa.keys.clear()
})

describe("booking facts from the store API", () => {
  it("reads every page with the publishable key, keyed by handle", async () => {
    const facts = await listExperienceFacts(sdk)
    expect(facts.size).toBe(450)
    expect(facts.get("exp-449")?.rating).toEqual({ average: 4.7, count: 23 })
    expect(facts.get("exp-007")?.rating).toEqual({ average: null, count: 0 })
    expect(facts.get("exp-000")?.cancellation_policy).toEqual({ type: "free", hours: 24 })
    expect([...medusa.keys]).toEqual(["pk_test"])
  })

  it("fails loudly on an outage instead of listing experiences without ratings", async () => {
    medusa.mode = "down"
    await expect(listExperienceFacts(sdk)).rejects.toThrow()
  })

  it("fails loudly on a response off the contract", async () => {
    medusa.mode = "off-contract"
    await expect(listExperienceFacts(sdk)).rejects.toThrow(/labels/)
  })
})
