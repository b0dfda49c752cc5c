import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import zlib from "node:zlib"
import { afterEach, describe, expect, it } from "vitest"
import { compress } from "./compress.mjs"
import { NODE_RANGE, tapResponse } from "./response-tap.mjs"

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void
let server: http.Server | undefined
afterEach(() => void server?.close())

/** Serves `handler` on a loopback port; a raw GET (no decompression): status, headers, bytes. */
async function serve(handler: Handler, headers: Record<string, string> = {}) {
  server = http.createServer(handler)
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as AddressInfo).port
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) =>
      http
        .get(`http://127.0.0.1:${port}/`, { headers }, (res) => {
          const chunks: Buffer[] = []
          res.on("data", (c) => chunks.push(c))
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        })
        .on("error", reject),
  )
}

const parts = (version: string) => version.split(".").map(Number)
const below = (a: string, b: string) => {
  const [x, y] = [parts(a), parts(b)]
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i]
  return false
}

describe("the site server's one response wrapper", () => {
  it("was checked against the installed Node (widen NODE_RANGE after running this file)", () => {
    const version = process.versions.node
    expect(below(version, NODE_RANGE.from), version).toBe(false)
    expect(below(version, NODE_RANGE.below), version).toBe(true)
  })

  it("holds a whole response, lets a hook change its headers, then sends it unchanged", async () => {
    const seen: string[] = []
    const res = await serve((_req, res) => {
      const tap = tapResponse(res)
      tap.on({
        hold: (status, headers) => status === 200 && headers["content-type"] === "text/html",
        head: () => seen.push("head"),
        held(body) {
          seen.push(`held ${body.length}`)
          res.setHeader("x-length", String(body.length))
          setTimeout(() => tap.release(), 10)
        },
      })
      res.writeHead(200, { "content-type": "text/html" })
      res.write("<p>one</p>")
      res.write(Buffer.from("<p>two</p>"), () => seen.push("written"))
      res.end("<p>three</p>")
    })
    expect(res.body.toString()).toBe("<p>one</p><p>two</p><p>three</p>")
    expect(res.headers["x-length"]).toBe("32")
    expect(seen).toEqual(["written", "held 32", "head"])
  })

  it("sees an implicit head (a write or end without writeHead) and each chunk once", async () => {
    const chunks: string[] = []
    let headAt = -1
    const res = await serve((_req, res) => {
      tapResponse(res).on({
        head: () => (headAt = chunks.length),
        chunk: (buffer) => chunks.push(buffer.toString()),
        end: () => chunks.push("end"),
      })
      res.setHeader("content-type", "text/plain")
      res.write("a")
      res.end("b")
    })
    expect(res.body.toString()).toBe("ab")
    expect(headAt).toBe(0)
    expect(chunks).toEqual(["a", "b", "end"])
  })

  it("gives each layer its own tap: outside compression the compressed bytes, inside the text", async () => {
    const outside: Buffer[] = []
    const inside: Buffer[] = []
    const text = "<p>hello</p>".repeat(200)
    const res = await serve(
      (req, res) => {
        tapResponse(res).on({ chunk: (buffer) => outside.push(buffer) })
        compress(req, res, () => {
          tapResponse(res).on({ chunk: (buffer) => inside.push(buffer) })
          res.setHeader("content-type", "text/html")
          res.end(text)
        })
      },
      { "accept-encoding": "gzip" },
    )
    expect(res.headers["content-encoding"]).toBe("gzip")
    expect(Buffer.concat(inside).toString()).toBe(text)
    expect(Buffer.concat(outside).equals(res.body)).toBe(true)
    expect(zlib.gunzipSync(res.body).toString()).toBe(text)
  })

  it("is one tap per response and layer: hooks of two parts share it", async () => {
    let same = false
    await serve((_req, res) => {
      same = tapResponse(res) === tapResponse(res)
      res.end()
    })
    expect(same).toBe(true)
  })

  it("is the only code of the site that replaces a response's writeHead, write or end", () => {
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
      encoding: "utf8",
    })
      .split("\n")
      .filter((file) => /^site\/.*\.(ts|tsx|mjs|js)$/.test(file))
      .filter((file) => !/\.(test|spec)\.[a-z]+$/.test(file))
    const patching = files.filter((file) =>
      /\.(writeHead|write|end|json)\s*=[^=]/.test(readFileSync(file, "utf8")),
    )
    expect(patching).toEqual(["site/lib/server/response-tap.mjs"])
  })
})
