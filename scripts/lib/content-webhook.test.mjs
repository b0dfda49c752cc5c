import { mkdtemp, rm } from "node:fs/promises"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import {
  createContentWebhook,
  DELIVERY_ID_HEADER,
  MAX_SIGNATURE_AGE_MS,
  SIGNATURE_HEADER,
  signPayload,
} from "./content-webhook.mjs"
import { controllableRebuild } from "./content-webhook-rebuild.mjs"

const SECRET = "a-webhook-secret-from-sanity-manage"
const DEBOUNCE_MS = 10_000

let server
let url
let webhook
let log

const temporary = []
afterAll(() => Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true }))))
async function temporaryDir() {
  const dir = await mkdtemp(path.join(tmpdir(), "sendero-webhook-"))
  temporary.push(dir)
  return dir
}

async function start(rebuild, { deliveriesFile = null } = {}) {
  log = { info: vi.fn(), error: vi.fn() }
  webhook = createContentWebhook({
    secret: SECRET,
    debounceMs: DEBOUNCE_MS,
    rebuild,
    log,
    deliveriesFile,
  })
  server = createServer(webhook.handler)
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  url = `http://127.0.0.1:${server.address().port}/hooks/content`
}

/**
 * Sends one webhook the way Sanity does: a JSON projection, a signature of the
 * raw body and, when given, the delivery's idempotency key.
 */
function send(payload, { signature, method = "POST", body, deliveryId } = {}) {
  const raw = body ?? JSON.stringify(payload)
  return fetch(url, {
    method,
    headers: {
      "content-type": "application/json",
      ...(signature === null ? {} : { [SIGNATURE_HEADER]: signature ?? signPayload(raw, SECRET) }),
      ...(deliveryId ? { [DELIVERY_ID_HEADER]: deliveryId } : {}),
    },
    body: method === "GET" ? undefined : raw,
  })
}

beforeEach(() => {
  // Only the debounce timer is faked: HTTP and Date run for real.
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] })
})

afterEach(async () => {
  vi.useRealTimers()
  // Not awaited: a test that fails midway may leave a rebuild that never finishes.
  webhook?.close()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe("content webhook", () => {
  it("answers 202 to each of a burst of 30 and rebuilds once after the quiet period", async () => {
    const { rebuild, calls } = controllableRebuild()
    await start(rebuild)

    // 30 webhooks over 29 s: each arrives within the quiet period of the one before.
    for (let index = 0; index < 30; index += 1) {
      if (index > 0) await vi.advanceTimersByTimeAsync(DEBOUNCE_MS / 10)
      // Each publish has its own revision, as Sanity's do: two identical signed bodies are a replay.
      const response = await send({
        _id: `experience-${index % 3}`,
        _type: "experience",
        _rev: `r${index}`,
      })
      expect(response.status).toBe(202)
    }
    expect(rebuild).not.toHaveBeenCalled()
    expect(webhook.pending()).toBe(true)

    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1)
    expect(rebuild).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(rebuild).toHaveBeenCalledTimes(1)
    expect(calls[0].change.documents.sort()).toEqual([
      "experience-0",
      "experience-1",
      "experience-2",
    ])

    calls[0].finish.resolve()
    await webhook.idle()
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 3)
    expect(rebuild).toHaveBeenCalledTimes(1)
    expect(webhook.pending()).toBe(false)
  })

  it("runs exactly one more rebuild, never two at once, for webhooks during a rebuild", async () => {
    const { rebuild, calls, maxActive } = controllableRebuild()
    await start(rebuild)

    await send({ _id: "faq-1" })
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS)
    expect(rebuild).toHaveBeenCalledTimes(1)

    // Two bursts while the first rebuild is still running, each followed by its quiet period.
    for (const id of ["faq-2", "faq-3"]) {
      for (let index = 0; index < 5; index += 1) {
        expect((await send({ _id: id, _rev: `r${index}` })).status).toBe(202)
      }
      await vi.advanceTimersByTimeAsync(DEBOUNCE_MS)
    }
    expect(rebuild).toHaveBeenCalledTimes(1)

    calls[0].finish.resolve()
    await vi.waitFor(() => expect(rebuild).toHaveBeenCalledTimes(2))
    expect(calls[1].change.documents.sort()).toEqual(["faq-2", "faq-3"])
    calls[1].finish.resolve()
    await webhook.idle()
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 3)
    expect(rebuild).toHaveBeenCalledTimes(2)
    expect(maxActive()).toBe(1)
  })

  it("logs a failed rebuild and keeps serving", async () => {
    const { rebuild, calls } = controllableRebuild()
    await start(rebuild)

    await send({ _id: "page-about" })
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS)
    calls[0].finish.reject(new Error("astro build exited with code 1"))
    await webhook.idle()
    expect(log.error).toHaveBeenCalledWith(
      expect.stringContaining("astro build exited with code 1"),
      expect.any(Error),
    )

    expect((await send({ _id: "page-about", _rev: "r2" })).status).toBe(202)
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS)
    expect(rebuild).toHaveBeenCalledTimes(2)
    calls[1].finish.resolve()
    await webhook.idle()
  })

  it.each([
    ["missing", () => null],
    ["malformed", () => "v1=abc"],
    [
      "signed with another secret",
      () => signPayload(JSON.stringify({ _id: "x" }), "another-secret"),
    ],
    ["for another body", () => signPayload(JSON.stringify({ _id: "y" }), SECRET)],
    [
      "stale",
      () =>
        signPayload(JSON.stringify({ _id: "x" }), SECRET, Date.now() - MAX_SIGNATURE_AGE_MS - 1000),
    ],
    [
      "from the future",
      () =>
        signPayload(JSON.stringify({ _id: "x" }), SECRET, Date.now() + MAX_SIGNATURE_AGE_MS + 1000),
    ],
  ])("answers 401 to a signature that is %s and schedules nothing", async (_, sign) => {
    const { rebuild } = controllableRebuild()
    await start(rebuild)
    // Signed when the test runs, not when it is collected: the age is what is tested.
    const response = await send({ _id: "x" }, { signature: sign() })
    expect(response.status).toBe(401)
    expect(webhook.pending()).toBe(false)
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2)
    expect(rebuild).not.toHaveBeenCalled()
  })

  it("answers 400 to a signed body that is not JSON", async () => {
    const { rebuild } = controllableRebuild()
    await start(rebuild)
    const response = await send(undefined, { body: "{not json" })
    expect(response.status).toBe(400)
    expect(webhook.pending()).toBe(false)
  })

  it("answers 413 to a body larger than any webhook payload", async () => {
    const { rebuild } = controllableRebuild()
    await start(rebuild)
    const response = await send(undefined, { body: JSON.stringify({ text: "x".repeat(2 ** 21) }) })
    expect(response.status).toBe(413)
    expect(webhook.pending()).toBe(false)
  })

  it("answers 405 to anything but POST", async () => {
    const { rebuild } = controllableRebuild()
    await start(rebuild)
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await send({ _id: "x" }, { method })
      expect(response.status).toBe(405)
      expect(response.headers.get("allow")).toBe("POST")
    }
    expect(webhook.pending()).toBe(false)
  })
})

describe("replays", () => {
  /** Stops the server and the webhook, and starts new ones on the same deliveries file: a restart. */
  async function restart(rebuild, deliveriesFile) {
    webhook.close()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await start(rebuild, { deliveriesFile })
  }

  it("answers 409 to the same signed request replayed, before and after a restart, and rebuilds once", async () => {
    const { rebuild, calls } = controllableRebuild()
    const deliveriesFile = path.join(await temporaryDir(), "deliveries.json")
    await start(rebuild, { deliveriesFile })
    const raw = JSON.stringify({ _id: "blog-post-1", _type: "blogPost" })
    const signature = signPayload(raw, SECRET)
    const replay = () => send(undefined, { body: raw, signature, deliveryId: "msg-1" })

    expect((await replay()).status).toBe(202)
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS)
    expect(rebuild).toHaveBeenCalledTimes(1)
    calls[0].finish.resolve()
    await webhook.idle()

    const again = await replay()
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ code: "delivery_already_received" })
    expect(webhook.pending()).toBe(false)

    await restart(rebuild, deliveriesFile)
    expect((await replay()).status).toBe(409)
    // Without its idempotency key, the signature alone still names the delivery.
    expect((await send(undefined, { body: raw, signature })).status).toBe(409)
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 3)
    expect(webhook.pending()).toBe(false)
    expect(rebuild).toHaveBeenCalledTimes(1)
  })

  it("answers 409 to Sanity's retry of a delivery (same idempotency key, new signature)", async () => {
    const { rebuild } = controllableRebuild()
    await start(rebuild)
    const raw = JSON.stringify({ _id: "faq-1" })
    expect((await send(undefined, { body: raw, deliveryId: "msg-2" })).status).toBe(202)
    const retry = signPayload(raw, SECRET, Date.now() + 1000)
    expect(
      (await send(undefined, { body: raw, signature: retry, deliveryId: "msg-2" })).status,
    ).toBe(409)
    // Another delivery of the same document is a new publish.
    const later = signPayload(raw, SECRET, Date.now() + 2000)
    expect(
      (await send(undefined, { body: raw, signature: later, deliveryId: "msg-3" })).status,
    ).toBe(202)
  })

  it("takes exactly one of two identical requests sent at the same moment", async () => {
    const { rebuild } = controllableRebuild()
    await start(rebuild)
    const raw = JSON.stringify({ _id: "page-about" })
    const signature = signPayload(raw, SECRET)
    const statuses = await Promise.all(
      [1, 2].map(() => send(undefined, { body: raw, signature, deliveryId: "msg-4" })),
    ).then((responses) => responses.map((response) => response.status).sort())
    expect(statuses).toEqual([202, 409])
  })

  it("records nothing for a request with a wrong signature: the real delivery is still taken", async () => {
    const { rebuild } = controllableRebuild()
    await start(rebuild)
    const raw = JSON.stringify({ _id: "city-fes" })
    const forged = signPayload(raw, "another-secret")
    expect(
      (await send(undefined, { body: raw, signature: forged, deliveryId: "msg-5" })).status,
    ).toBe(401)
    expect((await send(undefined, { body: raw, deliveryId: "msg-5" })).status).toBe(202)
  })
})
