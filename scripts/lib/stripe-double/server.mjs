import http from "node:http"
import { parseForm } from "./form.mjs"
import { newId, StripeApiError } from "./api-errors.mjs"
import { createLedger } from "./ledger.mjs"
import { payPage } from "./pay-page.mjs"
import { createWebhooks } from "./webhooks.mjs"

/**
 * A local stand-in for the parts of Stripe's API that hosted Checkout with
 * manual capture uses, for tests and for `npm start` without a Stripe
 * account. The real `stripe` SDK talks to it with
 * `{ host, port, protocol: "http" }`. No money moves: the pay page says so.
 *
 * Routes: `/v1/...` (Stripe's API: sessions, payment intents, refunds, with
 * Idempotency-Key replays), `/pay/:session` (the hosted page) and
 * `/_control/...` (for tests: webhook delivery, paying, the clock, failures).
 */
export async function startStripeDouble({
  port = 12111,
  host = "127.0.0.1",
  publicUrl,
  apiKey = null,
  webhook = {},
  log = () => {},
} = {}) {
  let clockOffsetMs = 0
  const now = () => Date.now() + clockOffsetMs
  const baseUrl = () => publicUrl ?? `http://${host}:${server.address().port}`
  const webhooks = createWebhooks({ ...webhook, log })
  const ledger = createLedger({ baseUrl: "", onEvent: (event) => webhooks.record(event), now })
  const idempotent = new Map()
  const failures = []

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error) => {
      log(`stripe double: ${error.stack ?? error}`)
      if (!res.headersSent)
        json(res, 500, {
          error: { type: "api_error", message: "Internal error in the Stripe test double" },
        })
    })
  })

  async function handle(req, res) {
    const url = new URL(req.url, "http://double")
    const body = req.method === "POST" ? await readBody(req) : ""
    const parts = url.pathname.split("/").filter(Boolean)
    if (parts[0] === "v1") return api(req, res, parts.slice(1), url, body)
    if (parts[0] === "pay" && parts[1]) return pay(req, res, parts[1], body)
    if (parts[0] === "_control") return control(req, res, parts.slice(1), url, body)
    json(res, 404, {
      error: {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
      },
    })
  }

  async function api(req, res, parts, url, body) {
    const key = (req.headers.authorization ?? "").replace(/^Bearer\s+/i, "")
    if (!key.startsWith("sk_test_") || (apiKey && key !== apiKey)) {
      return json(res, 401, {
        error: {
          type: "invalid_request_error",
          message: `Invalid API Key provided: ${key.slice(0, 12)}***`,
        },
      })
    }
    const requestId = newId("req", 14)
    res.setHeader("request-id", requestId)
    const injected = takeFailure(req.method, `/v1/${parts.join("/")}`)
    if (injected)
      return json(res, injected.status, {
        error: { type: "api_error", message: "Injected failure (test double control API)" },
      })
    const params = req.method === "POST" ? parseForm(body) : parseForm(url.search.slice(1))
    const idemKey = req.method === "POST" ? req.headers["idempotency-key"] : undefined
    if (idemKey) {
      const fingerprint = `${req.method} ${url.pathname} ${body}`
      const saved = idempotent.get(`${key} ${idemKey}`)
      if (saved) {
        if (saved.fingerprint !== fingerprint) {
          return json(res, 400, {
            error: {
              type: "idempotency_error",
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`,
            },
          })
        }
        res.setHeader("idempotent-replayed", "true")
        return json(res, saved.status, saved.body)
      }
    }
    const request = { id: requestId, idempotencyKey: idemKey }
    let status = 200
    let result
    try {
      result = route(req.method, parts, params, request)
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error
      status = error.status
      result = error.body
      if (error.validation) return json(res, status, result)
    }
    if (idemKey)
      idempotent.set(`${key} ${idemKey}`, {
        fingerprint: `${req.method} ${url.pathname} ${body}`,
        status,
        body: result,
      })
    json(res, status, result)
  }

  function route(method, [resource, id, action, more], params, request) {
    const expand = [].concat(params.expand ?? [])
    const is = (m, r, hasId, act) =>
      method === m && resource === r && Boolean(id) === hasId && action === act
    if (resource === "checkout" && id === "sessions")
      return checkout(method, action, more, params, request, expand)
    if (is("GET", "payment_intents", true, undefined)) return ledger.retrieveIntent(id, expand)
    if (is("GET", "charges", true, undefined)) return ledger.retrieveCharge(id)
    if (is("POST", "payment_intents", true, "capture"))
      return ledger.captureIntent(id, params, request)
    if (is("POST", "payment_intents", true, "cancel"))
      return ledger.cancelIntent(id, params, request)
    if (is("POST", "refunds", false, undefined)) return ledger.createRefund(params, request)
    if (is("GET", "refunds", true, undefined)) return ledger.retrieveRefund(id)
    throw new StripeApiError(404, {
      message: `Unrecognized request URL (${method}: /v1/${[resource, id, action].filter(Boolean).join("/")}).`,
    })
  }

  function checkout(method, sessionId, action, params, request, expand) {
    if (method === "POST" && !sessionId) return withUrl(ledger.createSession(params, request))
    if (method === "GET" && !sessionId) {
      const list = ledger.listSessions(params)
      return { ...list, data: list.data.map(withUrl) }
    }
    if (method === "GET" && !action) return withUrl(ledger.retrieveSession(sessionId, expand))
    if (method === "GET" && action === "line_items") return ledger.sessionLineItems(sessionId)
    if (method === "POST" && action === "expire")
      return withUrl(ledger.expireSession(sessionId, request))
    throw new StripeApiError(404, {
      message: `Unrecognized request URL (${method}: /v1/checkout/sessions/${sessionId}/${action}).`,
    })
  }

  // Session urls are relative inside the ledger so that a double started on
  // port 0 still hands out the address it really listens on.
  const withUrl = (session) =>
    session.url ? { ...session, url: `${baseUrl()}${session.url}` } : session

  async function pay(req, res, sessionId, body) {
    let session
    try {
      session = ledger.retrieveSession(sessionId)
    } catch {
      return html(
        res,
        404,
        "<!doctype html><title>Not found</title><p>No such payment session.</p>",
      )
    }
    const items = ledger.sessionLineItems(sessionId)
    if (req.method !== "POST") return html(res, 200, payPage(session, items))
    if (session.status !== "open") return html(res, 409, payPage(session, items))
    let result
    try {
      result = ledger.pay(sessionId, new URLSearchParams(body).get("card"))
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error
      return html(res, error.status, payPage(session, items, { error: error.body.error }))
    }
    if (result.outcome === "declined")
      return html(res, 402, payPage(result.session, items, { error: result.error }))
    res
      .writeHead(303, {
        location: result.session.success_url.replace("{CHECKOUT_SESSION_ID}", sessionId),
      })
      .end()
  }

  async function control(req, res, [what, id, action], url, body) {
    const input = body ? JSON.parse(body) : {}
    try {
      if (req.method === "GET" && what === "health") return json(res, 200, { ok: true })
      if (req.method === "GET" && what === "events" && !id)
        return json(res, 200, { data: webhooks.list({ type: url.searchParams.get("type") }) })
      if (req.method === "GET" && what === "events") return json(res, 200, webhooks.event(id))
      if (req.method === "POST" && what === "webhook")
        return json(res, 200, webhooks.configure(input))
      if (req.method === "POST" && what === "deliver")
        return json(res, 200, { data: await webhooks.deliver(input) })
      if (req.method === "POST" && what === "settled")
        return json(res, 200, { ok: await webhooks.settled().then(() => true) })
      if (req.method === "POST" && what === "sessions" && action === "pay") {
        const result = ledger.pay(id, input.card)
        return json(res, 200, {
          outcome: result.outcome,
          session: withUrl(result.session),
          error: result.error ?? null,
        })
      }
      if (req.method === "POST" && what === "clock") {
        clockOffsetMs += Number(input.advance_seconds ?? 0) * 1000
        ledger.sweep()
        return json(res, 200, { now: Math.floor(now() / 1000) })
      }
      if (req.method === "GET" && what === "failures")
        return json(res, 200, { data: failures.map((f) => ({ ...f })) })
      if (req.method === "POST" && what === "failures" && id === "clear") {
        failures.length = 0
        return json(res, 200, { pending: 0 })
      }
      if (req.method === "POST" && what === "failures") {
        failures.push({
          method: input.method ?? "POST",
          path: input.path,
          status: input.status ?? 500,
          times: input.times ?? 1,
        })
        return json(res, 200, { pending: failures.length })
      }
      if (req.method === "POST" && what === "reset") {
        webhooks.reset()
        failures.length = 0
        return json(res, 200, { ok: true })
      }
    } catch (error) {
      if (error instanceof StripeApiError) return json(res, error.status, error.body)
      if (error.status) return json(res, error.status, { error: { message: error.message } })
      throw error
    }
    json(res, 404, { error: { message: `No control route ${req.method} ${url.pathname}` } })
  }

  function takeFailure(method, path) {
    const i = failures.findIndex((f) => f.method === method && path.startsWith(f.path))
    if (i < 0) return null
    const failure = failures[i]
    if (--failure.times <= 0) failures.splice(i, 1)
    return failure
  }

  await new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, resolve)
  })
  const sweeper = setInterval(() => ledger.sweep(), 1000)
  sweeper.unref()
  return {
    url: `http://${host}:${server.address().port}`,
    port: server.address().port,
    host,
    ledger,
    webhooks,
    async close() {
      clearInterval(sweeper)
      server.closeAllConnections?.()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = []
    req.on("data", (c) => chunks.push(c))
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })
}

function json(res, status, body) {
  res.writeHead(status, {
    "content-type": "application/json",
    "stripe-version": "2026-10-28.endive",
  })
  res.end(JSON.stringify(body))
}

function html(res, status, page) {
  res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" })
  res.end(page)
}
