import { afterEach, describe, expect, it, vi } from "vitest"

vi.mock("astro:env/client", () => ({
  PUBLIC_MEDUSA_PUBLISHABLE_KEY: "pk_test",
  PUBLIC_DEFAULT_CURRENCY: "EUR",
}))

const { $cartId } = await import("../../stores/cart")
const { readLinkOutcome } = await import("./card-payment-actions")

const ORDER = "order_01JTESTORDERAAAAAAAAAAAAAA"

/** A browser that opened the link's e-mail: no cart, no cookie yet. */
function browser(answer: object) {
  const page = { cookie: "" }
  vi.stubGlobal("document", page)
  vi.stubGlobal("location", { protocol: "http:" })
  const fetch = vi.fn(async () => Response.json({ payment_link: answer }))
  vi.stubGlobal("fetch", fetch)
  return { page, fetch }
}

describe("readLinkOutcome (a payment link's return page)", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("reads the outcome from the session alone and remembers the paid order with its token", async () => {
    $cartId.set(null)
    const { page, fetch } = browser({
      outcome: "success",
      reason: null,
      order_id: ORDER,
      order_token: "tok.en",
    })
    const result = await readLinkOutcome("en", "cs_test_abc")
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toContain(
      "/store/payment-links/cs_test_abc",
    )
    expect(result).toMatchObject({
      outcome: "success",
      order_id: ORDER,
      order_token: "tok.en",
      cart_id: null,
    })
    expect(decodeURIComponent(page.cookie)).toContain(ORDER)
  })

  it("remembers nothing while the payment is not decided", async () => {
    const { page } = browser({
      outcome: "pending",
      reason: null,
      order_id: ORDER,
      order_token: null,
    })
    expect((await readLinkOutcome("es", "cs_test_abc")).outcome).toBe("pending")
    expect(page.cookie).toBe("")
  })
})
