import { readFileSync } from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import {
  MEDUSA_RANGE,
  PUBLISHABLE_KEY_MIDDLEWARE,
  installedMedusaVersion,
  medusaVersionSupported,
  useBeforeErrorHandler,
  wrapMedusaRequests,
  wrapNamedMiddleware,
} from "./framework-seams"

/**
 * The contract of framework-seams.ts with the installed Medusa and Express:
 * each internal it relies on is checked here against the real packages, so
 * an upgrade that renames or moves one fails this test (and CI) instead of
 * silently switching a guard off. When it fails: read the new Medusa's
 * dist/commands/start.js and dist/http/router.js (in @medusajs/framework),
 * adapt framework-seams.ts, then move MEDUSA_RANGE.
 */

const startPath = require.resolve("@medusajs/medusa/commands/start")
const frameworkDist = path.dirname(require.resolve("@medusajs/framework"))
// Medusa's own Express, as its start command creates the app with it.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const express = require(
  require.resolve("express", { paths: [startPath] }),
) as typeof import("express")

type Handler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: (e?: unknown) => void,
) => void

async function listen(app: http.RequestListener) {
  const server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

describe("Medusa version", () => {
  it("is in the range the seams were written and checked for", () => {
    const version = installedMedusaVersion()
    expect(
      medusaVersionSupported(version),
      `Medusa ${version} is outside >=${MEDUSA_RANGE.from} <${MEDUSA_RANGE.below}: check every seam, then move MEDUSA_RANGE`,
    ).toBe(true)
  })

  it("reads the range as [from, below)", () => {
    expect(medusaVersionSupported(MEDUSA_RANGE.from)).toBe(true)
    expect(medusaVersionSupported(MEDUSA_RANGE.below)).toBe(false)
    expect(medusaVersionSupported("2.20.9")).toBe(false)
    expect(medusaVersionSupported("3.0.0")).toBe(false)
    expect(medusaVersionSupported("not a version")).toBe(false)
  })
})

describe("seam 1: Medusa's request wrapper (traceRequestHandler)", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const start = require(startPath) as { traceRequestHandler?: unknown }
  const before = start.traceRequestHandler
  afterEach(() => {
    start.traceRequestHandler = before
  })

  it("is an export of the start command, read on every request by its HTTP server", () => {
    expect(Object.hasOwn(start, "traceRequestHandler")).toBe(true)
    const source = readFileSync(startPath, "utf8")
    const server = source.slice(source.indexOf("http_1.default.createServer("))
    expect(
      server.length,
      "start.js no longer creates its server with http.createServer",
    ).toBeLessThan(source.length)
    // The export is read inside the request callback, so assigning it later (register()) counts.
    expect(server.slice(0, 800)).toMatch(/\(0, exports\.traceRequestHandler\)\(/)
  })

  it("runs ours around Medusa's handler, keeping a wrapper set before it", async () => {
    const calls: string[] = []
    start.traceRequestHandler = async (handler: () => Promise<void>) => {
      calls.push("earlier wrapper")
      await handler()
    }
    wrapMedusaRequests(async (handle, req) => {
      calls.push(`ours ${req.url}`)
      await handle()
    })
    const wrapper = start.traceRequestHandler as (
      h: () => Promise<void>,
      req: http.IncomingMessage,
      res: http.ServerResponse,
      route?: string,
    ) => Promise<void>
    await wrapper(
      async () => void calls.push("medusa"),
      { url: "/store/x" } as never,
      {} as never,
      "/store/x",
    )
    expect(calls).toEqual(["ours /store/x", "earlier wrapper", "medusa"])
  })
})

describe("seam 2: a middleware before Medusa's error handler", () => {
  it("Express 4 keeps its layers in app._router.stack, each with its handle", () => {
    const app = express()
    const fn: Handler = (_req, _res, next) => next()
    app.use(fn)
    const stack = (app as unknown as { _router?: { stack?: { handle: unknown }[] } })._router?.stack
    expect(Array.isArray(stack)).toBe(true)
    expect(stack!.at(-1)!.handle).toBe(fn)
  })

  it("Medusa registers its error handler last, with app.use", () => {
    const router = readFileSync(path.join(frameworkDist, "http", "router.js"), "utf8")
    expect(router).toMatch(
      /\.use\(sourceErrorHandler \?\? \(0, error_handler_1\.errorHandler\)\(\)\)/,
    )
  })

  it("an unknown path reaches the fallback, a route and the error handler keep their places", async () => {
    const app = express()
    app.get("/store/known", (_req, res) => void res.json({ ok: true }))
    app.use(
      (
        error: Error,
        _req: unknown,
        res: { status: (n: number) => { json: (b: unknown) => void } },
        _next: unknown,
      ) => {
        res.status(404).json({ code: error.message })
      },
    )
    const fallback: Handler = (_req, _res, next) => next(new Error("not_found"))
    useBeforeErrorHandler(app, fallback)
    useBeforeErrorHandler(app, fallback)
    const server = await listen(app)
    try {
      expect(await (await fetch(`${server.base}/store/known`)).json()).toEqual({ ok: true })
      const missing = await fetch(`${server.base}/store/unknown`)
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({ code: "not_found" })
      const handles = (app as unknown as { _router: { stack: { handle: unknown }[] } })._router
        .stack
      expect(handles.filter((layer) => layer.handle === fallback)).toHaveLength(1)
    } finally {
      await server.close()
    }
  })
})

describe("seam 3: Medusa's publishable-key middleware, found by name", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const medusa = require(
    path.join(frameworkDist, "http", "middlewares", "ensure-publishable-api-key.js"),
  ) as {
    ensurePublishableApiKeyMiddleware: Handler
  }

  it("has the name the seam looks for, and Medusa mounts it on /store with app.use", () => {
    expect(medusa.ensurePublishableApiKeyMiddleware.name).toBe(PUBLISHABLE_KEY_MIDDLEWARE)
    const router = readFileSync(path.join(frameworkDist, "http", "router.js"), "utf8")
    expect(router).toMatch(/: ensure_publishable_api_key_1\.ensurePublishableApiKeyMiddleware;/)
    expect(router).toMatch(
      /_ApiLoader_applyStorePublishableKeyMiddleware\)\.call\(this, "\/store"\)/,
    )
  })

  it("wraps the real middleware in a real Express app, once", () => {
    const app = express()
    app.use("/store", medusa.ensurePublishableApiKeyMiddleware)
    const seen: unknown[] = []
    const wrap = (original: Handler): Handler => {
      seen.push(original)
      return (_req, _res, next) => next()
    }
    wrapNamedMiddleware(app, PUBLISHABLE_KEY_MIDDLEWARE, wrap)
    wrapNamedMiddleware(app, PUBLISHABLE_KEY_MIDDLEWARE, wrap)
    expect(seen).toEqual([medusa.ensurePublishableApiKeyMiddleware])
    const stack = (app as unknown as { _router: { stack: { handle: unknown }[] } })._router.stack
    expect(stack.some((layer) => layer.handle === medusa.ensurePublishableApiKeyMiddleware)).toBe(
      false,
    )
  })
})
