import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { bookingLines, type CartLine } from "./card-checkout-lines"

const line = (
  id: string,
  hold: string | null,
  total: number,
  extra: Partial<CartLine> = {},
): CartLine => ({
  id,
  product_title: "Safari por las dunas rojas",
  variant_title: "Adulto",
  quantity: 1,
  total,
  metadata: hold ? { hold_id: hold } : {},
  ...extra,
})

describe("bookingLines", () => {
  it("groups the lines of one hold into one Checkout line named after the booking", () => {
    const lines = bookingLines({
      currency_code: "eur",
      total: 148,
      items: [
        line("a", "hold_1", 90, { quantity: 2 }),
        line("b", "hold_1", 30, { variant_title: "Niño" }),
        line("c", "hold_2", 28, { product_title: "Museo", variant_title: "Adulto" }),
      ],
    })
    expect(lines).toEqual([
      { name: "Safari por las dunas rojas (Adulto ×2, Niño)", amount: 12000, quantity: 1 },
      { name: "Museo (Adulto)", amount: 2800, quantity: 1 },
    ])
  })

  it("always adds up to the cart total in minor units, whatever the promotion's rounding", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 30 }),
        (cents, percentOff) => {
          const items = cents.map((c, i) =>
            line(`l${i}`, `hold_${i % 3}`, (c / 100) * (1 - percentOff / 100)),
          )
          const total = items.reduce((sum, i) => sum + i.total, 0)
          const lines = bookingLines({ currency_code: "eur", total, items })
          expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(Math.round(total * 100))
          for (const l of lines) expect(Number.isInteger(l.amount)).toBe(true)
        },
      ),
    )
  })
})
