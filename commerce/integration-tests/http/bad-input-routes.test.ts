import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { NOT_FUZZED, ROUTES } from "./bad-input-routes"

const API = path.resolve(__dirname, "../../src/api")

/** `GET /store/experiences/:/slots` for every method a route file of commerce/src/api exports. */
function handlersInRouteFiles(): string[] {
  const files = readdirSync(API, { recursive: true, encoding: "utf8" }).filter(
    (file) => path.basename(file) === "route.ts",
  )
  return files.flatMap((file) => {
    const url = `/${path.dirname(file).split(path.sep).join("/")}`.replace(/\[[^\]]+\]/g, ":")
    const source = readFileSync(path.join(API, file), "utf8")
    const methods = [
      ...source.matchAll(
        /^export\s+(?:async\s+function|function|const)\s+(GET|POST|PUT|PATCH|DELETE|OPTIONS|HEAD)\b/gm,
      ),
    ]
    return methods.map(([, method]) => `${method} ${url}`)
  })
}

/** The same key for a route of the suite: its path built with placeholder ids. */
const placeholders = new Proxy({} as Record<string, string>, { get: () => ":" })
const fuzzed = ROUTES.map((route) => `${route.method} ${route.path(placeholders)}`)

describe("bad-input suite: every route file is fuzzed, or says why not", () => {
  const handlers = handlersInRouteFiles()

  it("finds the route files' handlers", () => {
    expect(handlers.length).toBeGreaterThan(50)
  })

  it("fuzzes every handler of commerce/src/api that NOT_FUZZED does not exempt", () => {
    const missing = handlers.filter((key) => !fuzzed.includes(key) && !(key in NOT_FUZZED))
    // Add the route to ROUTES in bad-input-routes.ts (with the ids its path takes), or, when the
    // suite cannot reach it, to NOT_FUZZED with the reason.
    expect(missing).toEqual([])
  })

  it("exempts only handlers that exist and are not fuzzed", () => {
    for (const [key, reason] of Object.entries(NOT_FUZZED)) {
      expect(handlers, `${key} has no route file any more`).toContain(key)
      expect(fuzzed, `${key} is fuzzed: drop it from NOT_FUZZED`).not.toContain(key)
      expect(reason.length, `${key} needs a reason`).toBeGreaterThan(10)
    }
  })
})
