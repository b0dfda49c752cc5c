import { createServer } from "node:http"
import { afterEach, describe, expect, it } from "vitest"
import {
  createContentWebhook,
  DELIVERY_ID_HEADER,
  SIGNATURE_HEADER,
  signPayload,
} from "./content-webhook.mjs"

/*
 * Issue 26 walked as an attacker would: a body that is signed but is not a
 * document Sanity sends (not an object, an `_id` that is not an id) is
 * refused with 400 and changes nothing: no rebuild (a content publish
 * rebuilds the whole site), and its delivery is not recorded, so the real
 * delivery with the same id is still taken.
 */
const SECRET = "a-webhook-secret-from-sanity-manage"
let server

async function start() {
  const rebuilds = []
  const webhook = createContentWebhook({
    secret: SECRET,
    debounceMs: 20,
    rebuild: (change) => void rebuilds.push(change),
    log: { info() {}, error() {} },
  })
  server = createServer(webhook.handler)
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${server.address().port}/hooks/content`
  const send = async (raw, deliveryId) => {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        [SIGNATURE_HEADER]: signPayload(raw, SECRET),
        ...(deliveryId ? { [DELIVERY_ID_HEADER]: deliveryId } : {}),
      },
      body: raw,
    })
    return { status: response.status, body: await response.json() }
  }
  return { send, rebuilds, idle: () => webhook.idle() }
}

afterEach(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe("content webhook payload", () => {
  it.each([
    ["an array", "[1,2]"],
    ["null", "null"],
    ["a string", '"city-fes"'],
    ["a number id", '{"_id":5}'],
    ["no id", '{"_type":"city"}'],
    ["an empty id", '{"_id":""}'],
    ["an id of half a megabyte", JSON.stringify({ _id: "x".repeat(500_000) })],
    ["an id with a path in it", '{"_id":"../../etc/passwd"}'],
    ["a type that is not a string", '{"_id":"city-fes","_type":["city"]}'],
  ])("refuses %s with 400, rebuilds nothing and keeps the delivery's id free", async (_, raw) => {
    const hook = await start()
    const refused = await hook.send(raw, "delivery-1")
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: "not_a_document" })
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(hook.rebuilds).toEqual([])
    const real = await hook.send('{"_id":"drafts.city-fes","_type":"city"}', "delivery-1")
    expect(real.status).toBe(202)
    await hook.idle()
    expect(hook.rebuilds).toEqual([{ documents: ["city-fes"] }])
  })
})
