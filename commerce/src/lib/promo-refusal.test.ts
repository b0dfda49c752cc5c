import { describe, expect, it } from "vitest"
import { translate } from "./i18n/messages"
import { promoRefusal, type Promotion } from "./promo-refusal"

const now = new Date("2026-11-23T10:00:00Z")
const eurCart = { currency_code: "eur", item_total: 75 }
const grupo20: Promotion = {
  code: "GRUPO20",
  status: "active",
  rules: [{ attribute: "item_total", operator: "gte", values: [{ value: "150" }] }],
}
const code = (p: Promotion | undefined, cart = eurCart, locale: "es" | "en" = "es") =>
  promoRefusal(p, cart, now, locale)

describe("promoRefusal: why a promo code does not apply", () => {
  it("an unknown code", () => {
    const refusal = code(undefined)
    expect(refusal?.code).toBe("promo_unknown")
    expect(translate("promo_unknown", "en")).toBe("This code does not exist.")
  })

  it("an ended campaign, a campaign not started yet, an inactive promotion: expired", () => {
    const ended = { code: "VERANO2024", status: "active", campaign: { ends_at: "2024-09-30T23:59:59Z" } }
    expect(code(ended)?.code).toBe("promo_expired")
    expect(code({ ...ended, campaign: { starts_at: "2027-01-01T00:00:00Z" } })?.code).toBe("promo_expired")
    expect(code({ code: "X", status: "inactive" })?.code).toBe("promo_expired")
  })

  it("a minimum spend not reached names the amount in the cart's currency and the request's language", () => {
    const es = code(grupo20)
    expect(es?.code).toBe("promo_minimum_spend")
    expect(translate("promo_minimum_spend", "es", es!.params)).toMatch(/^Este código requiere un importe mínimo de 150,00\s€\.$/)
    const en = code(grupo20, { currency_code: "usd", item_total: 20 }, "en")
    expect(translate("promo_minimum_spend", "en", en!.params)).toBe("This code needs a minimum spend of US$150.00.")
  })

  it("a spend at the minimum, a running campaign, a percentage code: nothing stands in the way", () => {
    expect(code(grupo20, { currency_code: "eur", item_total: 150 })).toBeNull()
    expect(code({ code: "BIENVENIDA10", status: "active", campaign: { ends_at: "2027-01-01T00:00:00Z" } })).toBeNull()
  })

  it("a fixed amount in another currency is not applicable", () => {
    const dunas = { code: "DUNAS15", status: "active", application_method: { type: "fixed", currency_code: "eur" } }
    expect(code(dunas, { currency_code: "usd", item_total: 100 })?.code).toBe("promo_not_applicable")
    expect(code(dunas)).toBeNull()
  })
})
