import type { IncomingMessage, ServerResponse } from "node:http"

/**
 * The one home of the Medusa and Express internals Sendero relies on, where
 * neither framework offers a public seam (docs/architecture.md, "Framework
 * seams"). Nothing else in commerce may touch them: `framework-seams.test.ts`
 * fails when the installed Medusa or Express no longer has them, and the
 * integration spec `framework-seams.spec.ts` checks that the running app got
 * each hook. At run time a missing hook stops the server with an error rather
 * than silently switching a guard off.
 */

/** The Medusa versions these seams were written for and checked against: [from, below). */
export const MEDUSA_RANGE = { from: "2.21.0", below: "2.22.0" } as const

/** Whether `version` (x.y.z) lies in MEDUSA_RANGE. */
export function medusaVersionSupported(version: string): boolean {
  const parts = (text: string) => text.split(/[.+-]/).slice(0, 3).map(Number)
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0)
    return 0
  }
  const v = parts(version)
  if (v.some(Number.isNaN)) return false
  return compare(v, parts(MEDUSA_RANGE.from)) >= 0 && compare(v, parts(MEDUSA_RANGE.below)) < 0
}

/** The installed @medusajs/medusa version. */
export function installedMedusaVersion(): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require("@medusajs/medusa/package.json") as { version: string }).version
}

class SeamMissing extends Error {
  constructor(what: string, consequence: string) {
    super(
      `Framework seam missing: ${what} (Medusa ${installedMedusaVersion()}, seams written for ` +
        `>=${MEDUSA_RANGE.from} <${MEDUSA_RANGE.below}). ${consequence} ` +
        `See commerce/src/lib/framework-seams.ts.`,
    )
  }
}

/** Warns once when the installed Medusa is outside the range the seams were checked against. */
let versionChecked = false
function checkVersion() {
  if (versionChecked) return
  versionChecked = true
  const version = installedMedusaVersion()
  if (!medusaVersionSupported(version)) {
    console.warn(
      `Medusa ${version} is outside the range the framework seams were written for ` +
        `(>=${MEDUSA_RANGE.from} <${MEDUSA_RANGE.below}): run framework-seams.test.ts and the ` +
        `framework-seams integration spec before deploying.`,
    )
  }
}

/** What runs around each HTTP request: `handle()` lets Medusa answer it. */
export type RequestWrapper = (
  handle: () => Promise<void>,
  req: IncomingMessage,
  res: ServerResponse,
) => Promise<void>

/**
 * Seam 1: `traceRequestHandler` of `@medusajs/medusa/commands/start`, the
 * hook Medusa's own OpenTelemetry setup (`registerOtel`, instrumentHttpLayer)
 * assigns. It is the only code that runs before Medusa's admin files (`/app`,
 * mounted ahead of any middleware of ours) and its own middlewares (the
 * publishable key's query), so response headers, error reports and the
 * database gate hang there. Medusa's `http.createServer` callback reads the
 * export on every request, so assigning it in `register()` (instrumentation.ts,
 * called before the server exists) is enough. A wrapper set before ours (an
 * OpenTelemetry setup) still runs, inside ours.
 */
export function wrapMedusaRequests(wrapper: RequestWrapper) {
  checkVersion()
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const start = require("@medusajs/medusa/commands/start") as {
    traceRequestHandler?: (
      handler: () => Promise<void>,
      req: IncomingMessage,
      res: ServerResponse,
      handlerPath?: string,
    ) => Promise<void>
  }
  if (!Object.hasOwn(start, "traceRequestHandler")) {
    throw new SeamMissing(
      "`traceRequestHandler` on @medusajs/medusa/commands/start",
      "Security headers, error reports and the database gate would all be off.",
    )
  }
  const inner = start.traceRequestHandler
  start.traceRequestHandler = (handler, req, res, handlerPath) =>
    wrapper(() => (inner ? inner(handler, req, res, handlerPath) : handler()), req, res)
}

type Layer = { handle: ((...args: never[]) => unknown) & { name: string; length: number } }
type ExpressApp = { _router?: { stack?: Layer[] }; use?: (fn: unknown) => void }

/**
 * A seam found missing while serving: said once in the log, loudly, and the
 * request goes on without it (a thrown error would fail every request).
 */
const reported = new Set<string>()
function reportMissing(error: SeamMissing) {
  if (reported.has(error.message)) return
  reported.add(error.message)
  console.error(error.message)
}

/** The Express 4 app's router stack (`app._router.stack`), or null (reported). */
function stackOf(app: unknown, consequence: string): Layer[] | null {
  const stack = (app as ExpressApp | undefined)?._router?.stack
  if (Array.isArray(stack)) return stack
  reportMissing(
    new SeamMissing("Express 4's `app._router.stack` on the app Medusa serves", consequence),
  )
  return null
}

const lastMiddlewares = new WeakMap<object, Set<unknown>>()

/**
 * Seam 2: a middleware after every route and before Medusa's error handler
 * (the app's last four-argument layer), so it sees exactly the requests no
 * route took. Medusa has no catch-all route and registers its error handler
 * last, and Express keeps no public way to insert before a layer: the layer
 * Express's own `app.use` creates is moved into place. Done once per app and
 * middleware; called with `req.app` on a request (Medusa hands us no app
 * earlier), when every route is registered.
 */
export function useBeforeErrorHandler(app: unknown, middleware: (...args: never[]) => unknown) {
  if (!app || (typeof app !== "object" && typeof app !== "function")) return
  const done = lastMiddlewares.get(app) ?? new Set()
  if (done.has(middleware)) return
  const stack = stackOf(
    app,
    "Unknown API paths would get Express's HTML 404 instead of our JSON one.",
  )
  if (!stack) return
  done.add(middleware)
  lastMiddlewares.set(app, done)
  ;(app as Required<ExpressApp>).use(middleware)
  const layer = stack.pop()!
  let index = stack.length
  for (let i = stack.length - 1; i >= 0; i--) {
    if (stack[i].handle.length === 4) {
      index = i
      break
    }
  }
  stack.splice(index, 0, layer)
}

/** The name Medusa's store publishable-key check has in the router (framework/http/router.js). */
export const PUBLISHABLE_KEY_MIDDLEWARE = "ensurePublishableApiKeyMiddleware"

const wrappedLayers = new WeakMap<object, Set<string>>()

/**
 * Seam 3: wraps a middleware Medusa itself registers, found by its function
 * name in the app's router (`PUBLISHABLE_KEY_MIDDLEWARE` for the store's
 * publishable-key check): Medusa offers no option to skip one of its own
 * middlewares for some routes. Once per app and name; a missing layer is
 * reported in the log (the wrap would otherwise silently do nothing).
 */
export function wrapNamedMiddleware<H extends (req: never, res: never, next: never) => unknown>(
  app: unknown,
  name: string,
  wrap: (original: H) => H,
) {
  if (!app || (typeof app !== "object" && typeof app !== "function")) return
  const done = wrappedLayers.get(app) ?? new Set()
  if (done.has(name)) return
  const stack = stackOf(app, `Medusa's ${name} could not be wrapped.`)
  if (!stack) return
  done.add(name)
  wrappedLayers.set(app, done)
  const layers = stack.filter((layer) => layer.handle?.name === name)
  if (!layers.length) {
    reportMissing(
      new SeamMissing(`a router layer named \`${name}\``, `Medusa's ${name} could not be wrapped.`),
    )
  }
  for (const layer of layers) {
    const wrapped = wrap(layer.handle as unknown as H) as unknown as Layer["handle"]
    layer.handle = wrapped
  }
}
