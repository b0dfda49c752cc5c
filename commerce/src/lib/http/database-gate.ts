import type { IncomingMessage, ServerResponse } from "node:http"
import pg from "pg"
import { pickLocale, translate } from "../i18n/messages"
import { tapResponse } from "./response-tap"

class ProbeTimeout extends Error {}

/** Paths of the APIs; the admin's files and /health do not need the database. */
const API = /^\/(store|admin|auth|hooks)(\/|$|\?)/

export type DatabaseGateOptions = {
  databaseUrl: string
  /** How often the database is probed while it is down (and at most how stale "up" is). */
  probeMs?: number
  /** An API request still unanswered after this long gets a 503 if the database is away. */
  requestTimeoutMs?: number
}

/**
 * Keeps the API honest while PostgreSQL is away (a restart, a failover):
 * a request gets a prompt 503 with a message in its language and
 * `Retry-After`, never a hang or a 500 with a stack, and the API recovers by
 * itself when the database is back. Three parts: a probe that knows whether
 * the database answers (one idle connection, which also learns at once when
 * the server goes away); new API requests answered 503 while it does not; and
 * any 5xx of a request (a query cut off mid-flight) checked against the probe
 * and turned into the same 503 when the database was the cause.
 */
export function databaseGate({
  databaseUrl,
  probeMs = 1000,
  requestTimeoutMs = 20_000,
}: DatabaseGateOptions) {
  let up = true
  /** When the database was last seen away: a 5xx of a request that overlapped that was its doing. */
  let lastDownAt = 0
  let watcher: pg.Client | null = null
  let probing: Promise<boolean> | null = null

  /** Since when every probe has timed out (a busy database), or 0. */
  let slowSince = 0
  /** How long probes may time out before a silent database counts as away. */
  const SILENCE_MS = 5000

  const down = () => {
    up = false
    lastDownAt = Date.now()
  }

  /**
   * One quick round trip to the database; keeps a connection open to hear it
   * leave. A refused or cut connection means away; a slow answer means busy
   * (a loaded server is not a broken one) until it has been silent for 5 s.
   */
  const probe = () =>
    (probing ??= (async () => {
      try {
        if (!watcher) {
          const client = new pg.Client({
            connectionString: databaseUrl,
            connectionTimeoutMillis: 2000,
          })
          client.on("error", () => {
            down()
            if (watcher === client) watcher = null
          })
          client.on("end", () => {
            if (watcher === client) watcher = null
          })
          await client.connect()
          watcher = client
        }
        await Promise.race([
          watcher.query("SELECT 1"),
          new Promise((_, reject) => setTimeout(() => reject(new ProbeTimeout()), 2000)),
        ])
        up = true
        slowSince = 0
      } catch (error) {
        const slow =
          error instanceof ProbeTimeout || /timeout/i.test(String((error as Error)?.message))
        if (slow) {
          slowSince ||= Date.now()
          if (Date.now() - slowSince >= SILENCE_MS) down()
        } else {
          down()
          watcher?.end().catch(() => {})
          watcher = null
        }
      }
      return up
    })().finally(() => (probing = null)))

  const timer = setInterval(() => void probe(), probeMs)
  timer.unref()

  /** The 503 of `req`, in its language. */
  const unavailable = (req: IncomingMessage) => {
    const url = new URL(req.url ?? "/", "http://localhost")
    const locale = pickLocale(
      url.searchParams.get("locale") ??
        (req.headers["x-medusa-locale"] as string | undefined) ??
        req.headers["accept-language"],
    )
    const body = JSON.stringify({
      type: "service_unavailable",
      code: "service_unavailable",
      message: translate("service_unavailable", locale),
    })
    const headers = {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      "retry-after": "5",
    }
    return { headers, body }
  }

  function guard(req: IncomingMessage, res: ServerResponse): boolean {
    if (!API.test(req.url ?? "")) return false
    const tap = tapResponse(res)
    const sendUnavailable = () => {
      const { headers, body } = unavailable(req)
      tap.replace(503, headers, body)
    }
    if (!up) {
      void probe()
      sendUnavailable()
      return true
    }
    const started = Date.now()
    let finished = false
    // A slow answer is left alone while the database answers (a busy server
    // is not a broken one); one stuck because the database is away gets the
    // 503, and the late answer, if it ever comes, goes nowhere.
    const watchdog = () => {
      if (finished || tap.sent) return
      void probe().then((databaseUp) => {
        if (finished || tap.sent) return
        if (databaseUp) {
          timeout = setTimeout(watchdog, requestTimeoutMs)
          timeout.unref()
          return
        }
        finished = true
        sendUnavailable()
      })
    }
    let timeout = setTimeout(watchdog, requestTimeoutMs)
    timeout.unref()
    const settle = () => {
      finished = true
      clearTimeout(timeout)
    }
    tap.on({
      // A server error is kept back until we know whether the database caused it.
      hold: (status) => {
        if (status < 500) settle()
        return status >= 500
      },
      // It did if it is away now or went away while this request ran (a query cut off by a restart).
      held: () => {
        settle()
        void probe().then((databaseUp) =>
          !databaseUp || lastDownAt >= started ? sendUnavailable() : tap.release(),
        )
      },
    })
    return false
  }

  return {
    /** Answers the request itself (true) when the database is known to be away. */
    guard,
    /** Whether the last probe reached the database. */
    isUp: () => up,
    probe,
    close: async () => {
      clearInterval(timer)
      await watcher?.end().catch(() => {})
    },
  }
}
