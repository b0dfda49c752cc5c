import { runInNewContext } from "node:vm"
import { describe, expect, it } from "vitest"
import { PAGE_LOCALE_COOKIE_SCRIPT } from "../../i18n/locale-script"
import {
  HEADER_COUNT_ID,
  HEADER_CURRENCY_ID,
  HEADER_SCRIPT,
  JS_CLASS_SCRIPT,
} from "./header-script"

type Fake = Record<string, unknown>

/** Runs the script on a page with a header without islands; returns what it drew. */
function run(storage: Record<string, string>, { header = true } = {}) {
  const prices = {
    textContent: "38,00 €",
    dataset: { prices: JSON.stringify({ EUR: "38,00 €", USD: "US$41.00", GBP: "" }) },
  }
  const link: Fake = { ariaLabel: "Carrito" }
  const badge: Fake = {
    hidden: true,
    textContent: "",
    parentNode: link,
    dataset: { one: "Carrito, # reserva", other: "Carrito, # reservas" },
  }
  const select: Fake = { value: "EUR", onchange: null }
  const elements: Record<string, Fake> = header
    ? { [HEADER_COUNT_ID]: badge, [HEADER_CURRENCY_ID]: select }
    : {}
  const document = {
    getElementById: (id: string) => elements[id] ?? null,
    querySelectorAll: () => [prices],
  }
  const listeners: Record<string, (() => void)[]> = {}
  const addEventListener = (type: string, listener: () => void) => {
    ;(listeners[type] ??= []).push(listener)
  }
  runInNewContext(HEADER_SCRIPT, { document, localStorage: storage, addEventListener })
  /** Fires a window event the page listens to (another tab's storage change, a page shown again). */
  const fire = (type: string) => (listeners[type] ?? []).forEach((listener) => listener())
  return { prices, link, badge, select, storage, fire }
}

describe("HEADER_SCRIPT", () => {
  it("shows the stored count in the badge and names it in the cart link", () => {
    const one = run({ "sendero.cart-count": "1" })
    expect(one.badge.hidden).toBeFalsy()
    expect(one.badge.textContent).toBe(1)
    expect(one.link.ariaLabel).toBe("Carrito, 1 reserva")
    expect(run({ "sendero.cart-count": "3" }).link.ariaLabel).toBe("Carrito, 3 reservas")
  })

  it("shows no badge for an empty cart or a value it cannot read", () => {
    for (const count of [undefined, "0", "x"]) {
      const page = run(count === undefined ? {} : { "sendero.cart-count": count })
      expect(page.badge.hidden).toBe(true)
      expect(page.link.ariaLabel).toBe("Carrito")
    }
  })

  it("follows another tab: a storage change, or the page shown again from the back-forward cache, redraws the count, its name and the prices", () => {
    const page = run({ "sendero.cart-count": "1" })
    page.storage["sendero.cart-count"] = "2"
    page.fire("storage")
    expect(page.badge.textContent).toBe(2)
    expect(page.link.ariaLabel).toBe("Carrito, 2 reservas")
    // The other tab emptied the cart (stores/cart.ts removes the key at 0): no badge, the plain name.
    delete page.storage["sendero.cart-count"]
    page.fire("pageshow")
    expect(page.badge.hidden).toBe(true)
    expect(page.link.ariaLabel).toBe("Carrito")
    page.storage["sendero.currency"] = "USD"
    page.fire("storage")
    expect(page.select.value).toBe("USD")
    expect(page.prices.textContent).toBe("US$41.00")
  })

  it("shows the stored currency in the select and the prices; a change stores it and redraws the prices", () => {
    const page = run({ "sendero.currency": "USD" })
    expect(page.select.value).toBe("USD")
    expect(page.prices.textContent).toBe("US$41.00")
    page.select.value = "EUR"
    ;(page.select.onchange as () => void)()
    expect(page.storage["sendero.currency"]).toBe("EUR")
    expect(page.prices.textContent).toBe("38,00 €")
  })

  it("empties a text that has none in the currency (a combo's saving), and keeps one it lacks", () => {
    const page = run({ "sendero.currency": "GBP" })
    expect(page.prices.textContent).toBe("")
    expect(run({ "sendero.currency": "CHF" }).prices.textContent).toBe("38,00 €")
  })

  it("leaves pages whose header has islands alone (only the prices follow the currency)", () => {
    const page = run({ "sendero.currency": "USD", "sendero.cart-count": "2" }, { header: false })
    expect(page.prices.textContent).toBe("US$41.00")
  })

  it("survives storage that refuses to be read", () => {
    const refusing = new Proxy(
      {},
      {
        get: () => {
          throw new Error("SecurityError")
        },
      },
    )
    expect(() =>
      runInNewContext(HEADER_SCRIPT, { document: {}, localStorage: refusing }),
    ).not.toThrow()
  })

  it("keeps a content page's inline scripts within 1 KB with the locale script, room left for the contact form's timer", () => {
    const formTimer = 122
    expect(
      HEADER_SCRIPT.length + PAGE_LOCALE_COOKIE_SCRIPT.length + JS_CLASS_SCRIPT.length + formTimer,
    ).toBeLessThanOrEqual(1024)
  })
})
