import { describe, expect, it } from "vitest"
import { ACCOUNT_MESSAGES } from "./account-messages"
import { BOOKING_MESSAGES } from "./booking-messages"
import { CHANGE_MESSAGES } from "./change-messages"
import { COMBO_MESSAGES } from "./combo-messages"
import { DESK_MESSAGES } from "./desk-messages"
import { FEEDBACK_MESSAGES } from "./feedback-messages"
import { LIFECYCLE_MESSAGES } from "./lifecycle-messages"
import { MAIL_MESSAGES } from "./mail-messages"
import { MANIFEST_MESSAGES } from "./manifest-messages"
import { MESSAGES, pickLocale, translate } from "./messages"
import { ADMIN_MESSAGES } from "./messages-admin"
import { SLOT_RULE_MESSAGES } from "./messages-slots"
import { OFFER_MESSAGES } from "./offer-messages"
import { PAYMENT_LINK_MESSAGES } from "./payment-link-messages"
import { PROMO_MESSAGES } from "./promo-messages"
import { RACE_MESSAGES } from "./race-messages"
import { REQUEST_MESSAGES } from "./request-messages"

describe("pickLocale", () => {
  it("is Spanish when nothing or only unsupported languages are asked for", () => {
    expect(pickLocale(undefined)).toBe("es")
    expect(pickLocale("fr-FR,fr;q=0.9,de;q=0.8")).toBe("es")
  })

  it("follows the preferred supported language by quality", () => {
    expect(pickLocale("en-US,en;q=0.9")).toBe("en")
    expect(pickLocale("fr;q=0.9,en;q=0.5,es;q=0.7")).toBe("es")
    expect(pickLocale("en")).toBe("en")
  })
})

describe("translate", () => {
  it("says how many seats remain, with the right plural", () => {
    expect(translate("not_enough_seats", "es", { remaining: 2 })).toBe(
      "No hay plazas suficientes: solo quedan 2 plazas para este horario.",
    )
    expect(translate("not_enough_seats", "es", { remaining: 1 })).toBe(
      "No hay plazas suficientes: solo queda 1 plaza para este horario.",
    )
    expect(translate("not_enough_seats", "en", { remaining: 0 })).toBe(
      "There are no seats left for this time.",
    )
  })

  it("uses the spec's copy for an unavailable activity", () => {
    expect(translate("experience_unavailable", "es")).toBe("Actividad no disponible")
  })
})

describe("the catalogues", () => {
  it("merge into MESSAGES with no code defined twice (a later catalogue would hide the first copy)", () => {
    const catalogues = [
      ACCOUNT_MESSAGES,
      BOOKING_MESSAGES,
      CHANGE_MESSAGES,
      COMBO_MESSAGES,
      DESK_MESSAGES,
      FEEDBACK_MESSAGES,
      LIFECYCLE_MESSAGES,
      MANIFEST_MESSAGES,
      ADMIN_MESSAGES,
      SLOT_RULE_MESSAGES,
      MAIL_MESSAGES,
      OFFER_MESSAGES,
      PAYMENT_LINK_MESSAGES,
      PROMO_MESSAGES,
      RACE_MESSAGES,
      REQUEST_MESSAGES,
    ]
    const codes = catalogues.flatMap((catalogue) => Object.keys(catalogue))
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([])
    expect(new Set(codes)).toEqual(new Set(Object.keys(MESSAGES)))
  })
})
