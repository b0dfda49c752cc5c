import { describe, expect, it } from "vitest"
import { promoRemovedOf } from "./promo-policy"

describe("promoRemovedOf: the codes the policy took off a cart, said in the page's language", () => {
  it("a minimum no longer met names its amount in the cart's currency, in each language", () => {
    const metadata = {
      promo_removed: [
        { code: "GRUPO20", reason: "promo_minimum_spend", amount: 150, currency: "eur" },
      ],
    }
    expect(promoRemovedOf(metadata, "en")).toEqual([
      {
        code: "GRUPO20",
        reason: "promo_minimum_spend",
        message: "This code needs a minimum spend of €150.00.",
      },
    ])
    expect(promoRemovedOf(metadata, "es")[0].message).toMatch(
      /^Este código requiere un importe mínimo de 150,00\s€\.$/,
    )
  })

  it("a second code names the one kept; expired and used-up codes say so", () => {
    const metadata = {
      promo_removed: [
        { code: "GRUPO20", reason: "promo_one_per_cart", kept: "BIENVENIDA10" },
        { code: "VERANO2024", reason: "promo_expired" },
        { code: "DUNAS15", reason: "promo_used_up" },
      ],
    }
    expect(promoRemovedOf(metadata, "es").map((r) => r.message)).toEqual([
      "Solo se puede usar un código por reserva. Quita BIENVENIDA10 para usar GRUPO20.",
      "Este código ha caducado.",
      "Este código ya ha alcanzado su límite de usos.",
    ])
  })

  it("no notice, or metadata that is not a list: nothing to show", () => {
    expect(promoRemovedOf(null, "es")).toEqual([])
    expect(promoRemovedOf({ promo_removed: "GRUPO20" }, "en")).toEqual([])
  })
})
