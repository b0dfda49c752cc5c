import http from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { measurePair } from "./load.mjs"

describe("measurePair", () => {
  let server
  let base
  const seen = []
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.url)
      res.writeHead(req.url.startsWith("/missing") ? 404 : 200, {
        "content-type": "application/json",
      })
      res.end(JSON.stringify({ url: req.url }))
    })
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${server.address().port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it("interleaves three endpoints, counts each one's requests and failures, and hands every answer to onResponse", async () => {
    seen.length = 0
    const answers = []
    const [a, b, c] = await measurePair({
      names: ["a", "b", "c"],
      total: 6,
      concurrency: 2,
      expectStatus: [200, 200, 200],
      makeRequests: (i) => [
        { url: `${base}/a/${i}` },
        { url: `${base}/b/${i}` },
        { url: i === 4 ? `${base}/missing/${i}` : `${base}/c/${i}` },
      ],
      onResponse: (index, which, status, body) =>
        answers.push({ index, which, status, url: JSON.parse(body).url }),
    })
    expect([a.name, b.name, c.name]).toEqual(["a", "b", "c"])
    expect([a.requests, b.requests, c.requests]).toEqual([6, 6, 6])
    expect([a.failures, b.failures, c.failures]).toEqual([0, 0, 1])
    expect(c.first_failure).toMatch(/^404 /)
    expect(answers).toHaveLength(18)
    expect(answers.find((r) => r.index === 4 && r.which === 2)).toMatchObject({
      status: 404,
      url: "/missing/4",
    })
  })

  it("sends one request of each endpoint in turn, index by index", async () => {
    seen.length = 0
    await measurePair({
      names: ["a", "b", "c"],
      total: 2,
      concurrency: 1,
      expectStatus: [200, 200, 200],
      makeRequests: (i) => [
        { url: `${base}/a/${i}` },
        { url: `${base}/b/${i}` },
        { url: `${base}/c/${i}` },
      ],
    })
    expect(seen).toEqual(["/a/0", "/b/0", "/c/0", "/a/1", "/b/1", "/c/1"])
  })

  it("still measures a pair as before", async () => {
    const [x, y] = await measurePair({
      names: ["x", "y"],
      total: 4,
      concurrency: 2,
      expectStatus: [200, 200],
      makeRequests: (i) => [{ url: `${base}/x/${i}` }, { url: `${base}/y/${i}` }],
    })
    expect([x.requests, y.requests, x.failures, y.failures]).toEqual([4, 4, 0, 0])
    expect(x.p95_ms).toBeGreaterThanOrEqual(x.p50_ms)
    expect(y.rps).toBeGreaterThan(0)
  })
})
