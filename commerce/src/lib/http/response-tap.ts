import type { ServerResponse } from "node:http"

/** What a part of the server wants to see or decide as a response goes out. */
export type ResponseTapHooks = {
  /** At the handler's first head (explicit or implicit): true keeps the whole response back. */
  hold?: (status: number) => boolean
  /** Right before a head really goes out, whichever path sends it: headers can still change. */
  head?: () => void
  /** Each body chunk as it really goes out (after any hold or replacement). */
  chunk?: (chunk: unknown, encoding?: unknown) => void
  /** A held response has ended: the hook calls `release()` or `replace()`, now or later. */
  held?: (status: number) => void
}

export type ResponseTap = {
  /** Adds hooks; every hook sees every response event from then on. */
  on: (hooks: ResponseTapHooks) => void
  /** Sends the held response as the handler wrote it. */
  release: () => void
  /** Answers with this instead of whatever the handler sends (now or later: that goes nowhere). */
  replace: (status: number, headers: Record<string, string | number>, body: string) => void
  /** Whether a head has gone out (the handler's or a replacement). */
  readonly sent: boolean
}

const taps = new WeakMap<ServerResponse, ResponseTap>()

/**
 * The one wrapper of a Medusa response's writeHead, write and end (one per
 * response, whoever asks first): the security headers' last edit, the error
 * report's copy of a failed body and the database gate's hold of a 5xx all
 * hang on it as hooks, instead of each patching the response in turn.
 */
export function tapResponse(res: ServerResponse): ResponseTap {
  const existing = taps.get(res)
  if (existing) return existing
  const original = { writeHead: res.writeHead, write: res.write, end: res.end }
  const hooks: ResponseTapHooks[] = []
  /** open: nothing decided; passed: the handler's response goes out; held; replaced: drop the handler's. */
  let state: "open" | "passed" | "held" | "replaced" = "open"
  let held: { status: number; args: unknown[]; chunks: unknown[][]; end: unknown[] | null } | null =
    null

  const sendHead = (status: number, args: unknown[]) => {
    for (const hook of hooks) hook.head?.()
    return original.writeHead.call(res, status, ...(args as []))
  }
  const observe = (chunk: unknown[]) => {
    if (typeof chunk[0] === "function") return
    for (const hook of hooks) hook.chunk?.(chunk[0], chunk[1])
  }
  const sendWrite = (chunk: unknown[]) => {
    observe(chunk)
    return (original.write as (...a: unknown[]) => boolean).call(res, ...chunk)
  }
  const sendEnd = (chunk: unknown[]) => {
    observe(chunk)
    return (original.end as (...a: unknown[]) => ServerResponse).call(res, ...chunk)
  }

  res.writeHead = ((status: number, ...args: unknown[]) => {
    if (state === "replaced" || state === "held") return res
    if (state === "passed") return original.writeHead.call(res, status, ...(args as []))
    if (hooks.some((hook) => hook.hold?.(status))) {
      state = "held"
      held = { status, args, chunks: [], end: null }
      return res
    }
    state = "passed"
    return sendHead(status, args)
  }) as typeof res.writeHead
  res.write = ((...chunk: unknown[]) => {
    if (state === "open") res.writeHead(res.statusCode)
    if (state === "replaced") return true
    if (state === "held") {
      held!.chunks.push(chunk)
      return true
    }
    return sendWrite(chunk)
  }) as typeof res.write
  res.end = ((...chunk: unknown[]) => {
    if (state === "open") res.writeHead(res.statusCode)
    if (state === "replaced") return res
    if (state === "held") {
      if (held!.end) return res
      held!.end = chunk
      for (const hook of hooks) hook.held?.(held!.status)
      return res
    }
    return sendEnd(chunk)
  }) as typeof res.end

  const tap: ResponseTap = {
    on: (more) => void hooks.push(more),
    release() {
      if (state !== "held" || !held?.end) return
      const response = held
      state = "passed"
      sendHead(response.status, response.args)
      for (const part of response.chunks) sendWrite(part)
      sendEnd(response.end!)
    },
    replace(status, headers, body) {
      if (state === "passed" || state === "replaced") return
      state = "replaced"
      held = null
      sendHead(status, [headers])
      sendEnd([body])
    },
    get sent() {
      return state === "passed" || state === "replaced"
    },
  }
  taps.set(res, tap)
  return tap
}
