// The site server's one wrapper of a response's writeHead, write and end. Node's
// http offers no public hook into the bytes a handler writes (Express's and
// `on-headers`' answers patch these same methods), so the parts of the server
// that must see or hold a response hang on this one wrapper as hooks instead
// of each patching the response in turn (the shape of commerce's
// lib/http/response-tap.ts). It relies on Node's ServerResponse calling
// conventions, checked against the installed Node by response-tap.test.ts.

/**
 * @typedef {object} ResponseTapHooks
 * @property {(status: number, headers: Record<string, unknown>) => boolean} [hold]
 *   at the handler's first head (explicit or implicit): true keeps the whole response back
 * @property {() => void} [head] right before a head really goes out: headers can still change
 * @property {(chunk: Buffer) => void} [chunk] each body chunk as it really goes out
 * @property {() => void} [end] the response's last chunk went out (its headers are final)
 * @property {(body: Buffer) => void} [held] a held response has ended: its whole body; call `release()`
 */

/**
 * @typedef {object} ResponseTap
 * @property {(hooks: ResponseTapHooks) => void} on adds hooks; they see every event from then on
 * @property {() => void} release sends the held response as the handler wrote it
 */

/**
 * The Node versions whose ServerResponse this wrapper was checked against: [from, below).
 * response-tap.test.ts fails outside it, so a Node upgrade is noticed in CI.
 */
export const NODE_RANGE = { from: "22.12.0", below: "25.0.0" }

/** The tap of each response, with the `write` it installed (a later wrapper replaces it). */
const taps = new WeakMap()

/** @param {unknown} chunk @param {unknown} encoding */
const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk)
    ? chunk
    : Buffer.from(
        /** @type {string} */ (chunk),
        /** @type {BufferEncoding} */ (typeof encoding === "string" ? encoding : "utf8"),
      )

/**
 * The tap of `res` at this point of the pipeline: one per response and layer. A caller that runs
 * after another wrapper of the response (compression, which rewrites what goes below it) gets a
 * tap of its own above that wrapper, so each hook sees the bytes of its own layer.
 * @param {import("node:http").ServerResponse} res
 * @returns {ResponseTap}
 */
export function tapResponse(res) {
  const existing = taps.get(res)
  if (existing && existing.write === res.write) return existing.tap
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  /** @type {ResponseTapHooks[]} */
  const hooks = []
  /** @type {"open" | "passed" | "held"} */
  let state = "open"
  /** @type {{ status: number, args: unknown[], chunks: unknown[][], end: unknown[] | null } | null} */
  let held = null

  const sendHead = (/** @type {number} */ status, /** @type {unknown[]} */ args) => {
    for (const hook of hooks) hook.head?.()
    return original.writeHead.call(res, status, .../** @type {[]} */ (args))
  }
  const observe = (/** @type {unknown[]} */ chunk) => {
    if (chunk[0] === undefined || chunk[0] === null || typeof chunk[0] === "function") return
    const buffer = toBuffer(chunk[0], chunk[1])
    for (const hook of hooks) hook.chunk?.(buffer)
  }
  const sendWrite = (/** @type {unknown[]} */ chunk) => {
    observe(chunk)
    return /** @type {(...a: unknown[]) => boolean} */ (original.write).call(res, ...chunk)
  }
  const sendEnd = (/** @type {unknown[]} */ chunk) => {
    observe(chunk)
    for (const hook of hooks) hook.end?.()
    return /** @type {(...a: unknown[]) => unknown} */ (original.end).call(res, ...chunk)
  }
  /** The headers object among writeHead's arguments (after an optional status message). */
  const headersOf = (/** @type {unknown[]} */ args) =>
    /** @type {Record<string, unknown>} */ (args.find((a) => a && typeof a === "object") ?? {})

  res.writeHead = /** @type {any} */ (
    (/** @type {number} */ status, /** @type {unknown[]} */ ...args) => {
      if (state === "held") return res
      if (state === "passed")
        return original.writeHead.call(res, status, .../** @type {[]} */ (args))
      if (hooks.some((hook) => hook.hold?.(status, headersOf(args)))) {
        state = "held"
        held = { status, args, chunks: [], end: null }
        return res
      }
      state = "passed"
      return sendHead(status, args)
    }
  )
  res.write = /** @type {any} */ (
    (/** @type {unknown[]} */ ...chunk) => {
      if (state === "open") res.writeHead(res.statusCode)
      if (state !== "held") return sendWrite(chunk)
      held?.chunks.push(chunk)
      const callback = chunk.find((part) => typeof part === "function")
      if (callback) /** @type {() => void} */ (callback)()
      return true
    }
  )
  res.end = /** @type {any} */ (
    (/** @type {unknown[]} */ ...chunk) => {
      if (state === "open") res.writeHead(res.statusCode)
      if (state !== "held") return sendEnd(chunk)
      if (!held || held.end) return res
      held.end = chunk
      const parts = [...held.chunks, chunk]
        .filter(
          (part) => part[0] !== undefined && part[0] !== null && typeof part[0] !== "function",
        )
        .map((part) => toBuffer(part[0], part[1]))
      const body = Buffer.concat(parts)
      for (const hook of hooks) hook.held?.(body)
      return res
    }
  )

  /** @type {ResponseTap} */
  const tap = {
    on: (more) => void hooks.push(more),
    release() {
      if (state !== "held" || !held?.end) return
      const response = held
      state = "passed"
      sendHead(response.status, response.args)
      // Written callbacks already ran while held: the bytes go out without them.
      const strip = (/** @type {unknown[]} */ part) =>
        part.filter((piece) => typeof piece !== "function")
      for (const part of response.chunks) sendWrite(strip(part))
      sendEnd(/** @type {unknown[]} */ (response.end).filter((p) => typeof p !== "function"))
      const callback = response.end?.find((part) => typeof part === "function")
      if (callback) res.once("finish", /** @type {() => void} */ (callback))
    },
  }
  taps.set(res, { tap, write: res.write })
  return tap
}
