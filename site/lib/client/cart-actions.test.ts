import { afterEach, describe, expect, it, vi } from "vitest"

vi.mock("astro:env/client", () => ({
  PUBLIC_MEDUSA_PUBLISHABLE_KEY: "pk_test",
  PUBLIC_DEFAULT_CURRENCY: "EUR",
}))

const { $cart, $cartCurrency, $cartId, clearCart } = await import("../../stores/cart")
const { $currency } = await import("../../stores/currency")
const { addBooking, chooseCurrency, followCurrency, prepareCart } = await import("./cart-actions")
const { heldAnswers } = await import("./held-answers")

const CART = "cart_01JTESTCARTAAAAAAAAAAAAAAA"
const REGIONS = ["eur", "usd", "aed", "sar"].map((currency_code) => ({
  id: `reg_${currency_code}`,
  currency_code,
}))

/**
 * The cart as the API keeps it: a region change applies when it arrives; its
 * answer leaves when the test lets it go, the newest first (a network that
 * reorders answers).
 */
function cartServer() {
  let region = "reg_eur"
  const network = heldAnswers("newest-first")
  const moves: string[] = []
  const made: string[] = []
  const booked: string[] = []
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (url.startsWith("/store/regions")) return Response.json({ regions: REGIONS })
    const cart = () => ({
      id: CART,
      region_id: region,
      currency_code: region.slice(4),
      total: 0,
      items: [],
    })
    if (url.includes("/bookings")) {
      booked.push(url.split("/")[3])
      await network.hold()
      return Response.json({
        cart: cart(),
        hold: { id: "hold_01", slot_id: "slot_01", seats: 2, expires_at: "" },
      })
    }
    region = (JSON.parse(String(init.body)) as { region_id: string }).region_id
    if (url.startsWith("/store/carts?")) made.push(region)
    else moves.push(region)
    await network.hold()
    return Response.json({ cart: cart() })
  })
  return { fetch, settle: network.settle, moves, made, booked, region: () => region }
}

afterEach(() => {
  vi.unstubAllGlobals()
  clearCart()
  $currency.set("EUR")
})

describe("a currency chosen on a page without islands", () => {
  it("moves the cart to its region on the next page with islands, and only when they differ", async () => {
    const server = cartServer()
    vi.stubGlobal("fetch", server.fetch)
    $cartId.set(CART)
    $cartCurrency.set("EUR")
    // The content page's header stored the currency only.
    $currency.set("USD")
    const moving = followCurrency("en")
    await server.settle()
    await moving
    expect(server.region()).toBe("reg_usd")
    expect($cartCurrency.get()).toBe("USD")

    await followCurrency("en")
    expect(server.moves).toEqual(["reg_usd"])
  })

  it("asks nothing without a cart or before its currency is known", async () => {
    const server = cartServer()
    vi.stubGlobal("fetch", server.fetch)
    $currency.set("USD")
    await followCurrency("en")
    $cartId.set(CART)
    await followCurrency("en")
    expect(server.fetch).not.toHaveBeenCalled()
  })
})

describe("switching the currency with a cart", () => {
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

describe("the cart made while the traveller chooses", () => {
  it("is the one the first add uses: one cart however the two cross", async () => {
    const server = cartServer()
    vi.stubGlobal("fetch", server.fetch)
    prepareCart("en")
    prepareCart("en")
    const added = addBooking(
      "en",
      { slot_id: "slot_01", travellers: { adult: 2 } },
      { title: "", url: "", image: null, option: "" },
    )
    await server.settle()
    await added
    expect(server.made).toEqual(["reg_eur"])
    expect(server.booked).toEqual([CART])
    expect($cartId.get()).toBe(CART)
  })

  it("follows a currency switched while it was being made", async () => {
    const server = cartServer()
    vi.stubGlobal("fetch", server.fetch)
    prepareCart("en")
    await chooseCurrency("en", "USD")
    await server.settle()
    expect(server.made).toEqual(["reg_eur"])
    expect(server.region()).toBe("reg_usd")
    expect($cart.get()?.currency_code).toBe("usd")
  })
})
