import { afterEach, describe, expect, it, vi } from "vitest"

vi.mock("astro:env/client", () => ({ PUBLIC_MEDUSA_PUBLISHABLE_KEY: "pk_test", PUBLIC_DEFAULT_CURRENCY: "EUR" }))

const { $cart, $cartId, clearCart } = await import("../../stores/cart")
const { $currency } = await import("../../stores/currency")
const { chooseCurrency } = await import("./cart-actions")
const { heldAnswers } = await import("./held-answers")

const CART = "cart_01JTESTCARTAAAAAAAAAAAAAAA"
const REGIONS = ["eur", "usd", "aed", "sar"].map((currency_code) => ({ id: `reg_${currency_code}`, currency_code }))

/**
 * The cart as the API keeps it: a region change applies when it arrives; its
 * answer leaves when the test lets it go, the newest first (a network that
 * reorders answers).
 */
function cartServer() {
  let region = "reg_eur"
  const network = heldAnswers("newest-first")
  const moves: string[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (url.startsWith("/store/regions")) return Response.json({ regions: REGIONS })
    region = (JSON.parse(String(init.body)) as { region_id: string }).region_id
    moves.push(region)
    const cart = { id: CART, region_id: region, currency_code: region.slice(4), total: 0, items: [] }
    await network.hold()
    return Response.json({ cart })
  })
  return { fetch, settle: network.settle, moves, region: () => region }
}

describe("switching the currency with a cart", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    clearCart()
    $currency.set("EUR")
  })

  it("leaves the cart in the last currency chosen, however quickly the traveller switches", async () => {
    const server = cartServer()
    vi.stubGlobal("fetch", server.fetch)
    $cartId.set(CART)

    const first = chooseCurrency("en", "USD")
    const second = chooseCurrency("en", "SAR")
    const third = chooseCurrency("en", "AED")
    await server.settle()
    await Promise.all([first, second, third])

    expect($currency.get()).toBe("AED")
    expect(server.region()).toBe("reg_aed")
    expect($cart.get()?.currency_code).toBe("aed")
    // The move on its way when the traveller switched again, then the last choice: never two at once.
    expect(server.moves).toEqual(["reg_usd", "reg_aed"])
  })

  it("sends nothing without a cart", async () => {
    const server = cartServer()
    vi.stubGlobal("fetch", server.fetch)
    await chooseCurrency("en", "USD")
    expect($currency.get()).toBe("USD")
    expect(server.fetch).not.toHaveBeenCalled()
  })
})
