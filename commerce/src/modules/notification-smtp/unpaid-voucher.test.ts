import { describe, expect, it } from "vitest"
import { RENDERERS } from "./templates"
import { LOCALES, type Locale } from "@sendero/shared/locales"
import { type Voucher } from "./types"

const voucher = (locale: Locale): Voucher =>
  ({
    reference: "SND-CCCC3333",
    experience: locale === "es" ? "Safari por las dunas rojas" : "Red dunes safari",
    option: locale === "es" ? "Grupo compartido" : "Shared group",
    local_date: "2026-12-01",
    start_time: "15:30",
    end_time: "19:30",
    timezone: "Asia/Riyadh",
    starts_at: "2026-12-01T12:30:00.000Z",
    duration_minutes: 1065,
    minimum_age: 0,
    travellers: [{ band: "adult", count: 2 }],
    meeting_point: null,
    pickup: null,
    what_to_bring: [],
    cancellation: { type: "free", text: "—", deadline: null },
    operator: { name: "Dunas Tours", phone: null, email: null },
    valid_until: null,
    link: "http://localhost:4321/voucher/abc",
  }) as unknown as Voucher

const data = (locale: Locale) => ({
  locale,
  customer_name: "Lucía",
  order_display_id: 13,
  total: { amount: 90, currency_code: "eur" },
  vouchers: [voucher(locale)],
})

const UNPAID = { es: "Reservada, pendiente de pago", en: "Reserved, not yet paid" } as const

describe("vouchers of a booking not paid yet (pay later)", () => {
  for (const locale of LOCALES) {
    it(`say '${UNPAID[locale]}' on the reservation e-mail's voucher, in HTML and plain text`, () => {
      const mail = RENDERERS["reservation-received"](data(locale) as never)
      expect(mail.mjml).toContain(UNPAID[locale])
      expect(mail.text).toContain(UNPAID[locale])
      // One duration formatter: the e-mail says hours and minutes, as the voucher page does.
      expect(mail.text).toContain("17 h 45 min")
    })

    it(`never on a paid order's voucher (${locale})`, () => {
      const mail = RENDERERS["order-confirmation"](data(locale) as never)
      expect(mail.mjml).not.toContain(UNPAID[locale])
      expect(mail.text).not.toContain(UNPAID[locale])
    })
  }
})
