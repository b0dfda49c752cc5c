import { describe, expect, it } from "vitest"
import { type Locale, translate } from "./i18n/messages"
import {
  minimumSpend,
  normalisePromoCode,
  oneCodeRefusal,
  PAYABLE_FLOOR_SHARE,
  promoRefusal,
  type PromoCartFacts,
  type Promotion,
} from "./promo-refusal"

const now = new Date("2026-11-23T10:00:00Z")
const eurCart = { currency_code: "eur", item_total: 75 }
const grupo20: Promotion = {
  code: "GRUPO20",
  status: "active",
  rules: [{ attribute: "item_total", operator: "gte", values: [{ value: "150" }] }],
}
const code = (p: Promotion | undefined, cart: PromoCartFacts = eurCart, locale: Locale = "es") =>
  promoRefusal(p, cart, now, locale)

describe("promoRefusal: why a promo code does not apply", () => {
  it("an unknown code", () => {
    const refusal = code(undefined)
    expect(refusal?.code).toBe("promo_unknown")
    expect(translate("promo_unknown", "en")).toBe("This code does not exist.")
  })

  it("an ended campaign, a campaign not started yet, an inactive promotion: expired", () => {
    const ended = {
      code: "VERANO2024",
      status: "active",
      campaign: { ends_at: "2024-09-30T23:59:59Z" },
    }
    expect(code(ended)?.code).toBe("promo_expired")
    expect(code({ ...ended, campaign: { starts_at: "2027-01-01T00:00:00Z" } })?.code).toBe(
      "promo_expired",
    )
    expect(code({ code: "X", status: "inactive" })?.code).toBe("promo_expired")
  })

  it("a minimum spend not reached names the amount in the cart's currency and the request's language", () => {
    const es = code(grupo20)
    expect(es?.code).toBe("promo_minimum_spend")
    expect(translate("promo_minimum_spend", "es", es!.params)).toMatch(
      /^Este código requiere un importe mínimo de 150,00\s€\.$/,
    )
    const en = code(grupo20, { currency_code: "usd", item_total: 20 }, "en")
    expect(translate("promo_minimum_spend", "en", en!.params)).toBe(
      "This code needs a minimum spend of US$150.00.",
    )
  })

  it("a spend at the minimum, a running campaign, a percentage code: nothing stands in the way", () => {
    expect(code(grupo20, { currency_code: "eur", item_total: 150 })).toBeNull()
    expect(
      code({
        code: "BIENVENIDA10",
        status: "active",
        campaign: { ends_at: "2027-01-01T00:00:00Z" },
      }),
    ).toBeNull()
  })

  it("a fixed amount in another currency is not applicable", () => {
    const dunas = {
      code: "DUNAS15",
      status: "active",
      application_method: { type: "fixed", currency_code: "eur" },
    }
    expect(code(dunas, { currency_code: "usd", item_total: 100 })?.code).toBe(
      "promo_not_applicable",
    )
    expect(code(dunas)).toBeNull()
  })
})

describe("the promotion policy", () => {
  const dunas: Promotion = {
    code: "DUNAS15",
    status: "active",
    application_method: { type: "fixed", value: 15, currency_code: "eur" },
  }

  it("codes are case-insensitive: stored and compared in upper case", () => {
    expect(normalisePromoCode(" bienvenida10 ")).toBe("BIENVENIDA10")
  })

  it("a fixed amount never takes a cart below the floor: it needs a cart of twice its amount", () => {
    expect(minimumSpend(dunas)).toBe(15 / (1 - PAYABLE_FLOOR_SHARE))
    const refusal = code(dunas, { currency_code: "eur", item_total: 12 }, "en")
    expect(refusal?.code).toBe("promo_minimum_spend")
    expect(translate("promo_minimum_spend", "en", refusal!.params)).toBe(
      "This code needs a minimum spend of €30.00.",
    )
    expect(code(dunas, { currency_code: "eur", item_total: 30 })).toBeNull()
  })

  it("a promotion that says it may (metadata.allow_free) can take a cart to 0", () => {
    const free = { ...dunas, metadata: { allow_free: true } }
    expect(code(free, { currency_code: "eur", item_total: 12 })).toBeNull()
    const all = {
      code: "GRATIS",
      status: "active",
      application_method: { type: "percentage", value: 100 },
    }
    expect(code(all)?.code).toBe("promo_not_applicable")
    expect(code({ ...all, metadata: { allow_free: true } })).toBeNull()
  })

  it("the rules' minimum and the floor: the larger applies", () => {
    expect(minimumSpend({ ...dunas, rules: grupo20.rules })).toBe(150)
    expect(minimumSpend(grupo20)).toBe(150)
    expect(
      minimumSpend({ code: "BIENVENIDA10", application_method: { type: "percentage", value: 10 } }),
    ).toBeNull()
  })

  it("a code used up, and a code this e-mail already used as often as it may", () => {
    expect(
      code({ ...dunas, limit: 2, used: 2 }, { currency_code: "eur", item_total: 90 })?.code,
    ).toBe("promo_used_up")
    expect(
      code({ ...dunas, limit: 2, used: 1 }, { currency_code: "eur", item_total: 90 }),
    ).toBeNull()
    const once = { ...dunas, metadata: { per_customer_limit: 1 } }
    expect(code(once, { currency_code: "eur", item_total: 90, used_by_customer: 1 })?.code).toBe(
      "promo_already_used",
    )
    expect(code(once, { currency_code: "eur", item_total: 90, used_by_customer: 0 })).toBeNull()
  })

  it("one code per cart: a second code is refused naming the one to remove; the same code again is fine", () => {
    expect(oneCodeRefusal([], ["bienvenida10"])).toBeNull()
    expect(oneCodeRefusal(["BIENVENIDA10"], ["bienvenida10"])).toBeNull()
    const second = oneCodeRefusal(["BIENVENIDA10"], ["GRUPO20"])
    expect(second?.code).toBe("promo_one_per_cart")
    expect(translate("promo_one_per_cart", "es", second!.params)).toBe(
      "Solo se puede usar un código por reserva. Quita BIENVENIDA10 para usar GRUPO20.",
    )
    expect(oneCodeRefusal([], ["A", "B"])?.params).toEqual({ current: "A", code: "B" })
  })
})
