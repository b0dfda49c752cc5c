import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import { createStoreApi } from "./store-api"

/**
 * A Medusa that hangs up on the first `drops` requests (the socket closed with
 * no answer: undici's "fetch failed", "other side closed"), then answers.
 */
async function flakyMedusa(drops: number) {
  const seen: string[] = []
  const server = http.createServer((req, res) => {
    seen.push(req.method!)
    if (seen.length <= drops) return req.socket.destroy()
    res.setHeader("content-type", "application/json")
    res.end(JSON.stringify({ ok: true }))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, seen, close: () => new Promise((resolve) => server.close(resolve)) }
}

let close: (() => Promise<unknown>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe("the store API client", () => {
  it("reads again when Medusa hangs up on a read (a long build's connection closed under it)", async () => {
    const medusa = await flakyMedusa(2)
    close = medusa.close
    const { client } = createStoreApi(medusa.url, "pk_test")
    await expect(client.fetch("/store/products")).resolves.toEqual({ ok: true })
    expect(medusa.seen).toEqual(["GET", "GET", "GET"])
  })

  it("gives up after three tries, with the network error", async () => {
    const medusa = await flakyMedusa(10)
    close = medusa.close
    const { client } = createStoreApi(medusa.url, "pk_test")
    await expect(client.fetch("/store/products")).rejects.toThrow(/fetch failed/)
    expect(medusa.seen).toHaveLength(3)
  })

  it("never sends a write twice", async () => {
    const medusa = await flakyMedusa(1)
    close = medusa.close
    const { client } = createStoreApi(medusa.url, "pk_test")
    await expect(client.fetch("/store/carts", { method: "POST", body: {} })).rejects.toThrow(
      /fetch failed/,
    )
    expect(medusa.seen).toEqual(["POST"])
  })
})
