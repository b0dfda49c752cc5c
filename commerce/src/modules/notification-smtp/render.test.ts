import jsQR from "jsqr"
import sharp from "sharp"
import { describe, expect, it } from "vitest"
import { renderMail } from "./render"
import { COPY } from "./templates/copy"
import { LOCALES, type Locale } from "@sendero/shared/locales"
import { type TemplateName, type Voucher } from "./types"

const voucher = (reference: string, locale: Locale = "es"): Voucher => ({
  reference,
  experience: "Safari por las dunas rojas",
  option: "Grupo compartido",
  local_date: "2026-12-01",
  start_time: "15:30",
  end_time: "19:30",
  timezone: "Asia/Riyadh",
  starts_at: "2026-12-01T12:30:00.000Z",
  duration_minutes: 240,
  minimum_age: 6,
  travellers: [
    { band: "adult", count: 2 },
    { band: "child", count: 1 },
  ],
  meeting_point: null,
  pickup: { name: "Kingdom Centre", address: "King Fahd Rd, Riyadh", time: "14:45" },
  what_to_bring: ["Agua", "Gorra"],
  cancellation: {
    type: "free",
    text:
      locale === "es"
        ? "Cancelación gratuita hasta el 30 de noviembre"
        : "Free cancellation until 30 November",
    deadline: "2026-11-30T12:30:00.000Z",
  },
  operator: { name: "Dunas Tours", phone: "+966 11 000 0000", email: "hola@dunas.example" },
  valid_until: "2026-12-01T16:30:00.000Z",
  link: "http://localhost:4321/voucher/abc",
})

const SAMPLES: Record<TemplateName, (locale: Locale) => object> = {
  "order-confirmation": (locale) => ({
    locale,
    customer_name: "Lucía",
    order_display_id: 12,
    total: { amount: 120, currency_code: "eur" },
    vouchers: [voucher("SND-AAAA1111", locale), voucher("SND-BBBB2222", locale)],
  }),
  "reservation-received": (locale) => ({
    locale,
    customer_name: "Lucía",
    order_display_id: 13,
    total: { amount: 90, currency_code: "eur" },
    vouchers: [voucher("SND-CCCC3333", locale)],
  }),
  "payment-link": (locale) => ({
    locale,
    customer_name: "Lucía",
    order_display_id: 14,
    total: { amount: 90, currency_code: "eur" },
    url: "http://localhost:4321/pay/x",
    expires_at: "2026-12-01T12:30:00.000Z",
  }),
  "payment-received": (locale) => ({
    locale,
    customer_name: "Lucía",
    order_display_id: 14,
    paid: { amount: 90, currency_code: "eur" },
  }),
  "refund-issued": (locale) => ({
    locale,
    customer_name: "Lucía",
    order_display_id: 14,
    reason: "goodwill",
    refund: { amount: 15, currency_code: "eur" },
  }),
  "booking-changed": (locale) => ({
    locale,
    customer_name: "Lucía",
    reference: "SND-AAAA1111",
    previous: { starts_at: "2026-11-30T12:30:00.000Z", timezone: "Asia/Riyadh" },
    total: { amount: 135, currency_code: "eur" },
    charge: { amount: 45, currency_code: "eur" },
    refund: null,
    payment_url: "http://localhost:4321/pay/x",
    voucher: voucher("SND-AAAA1111", locale),
  }),
  "guest-orders-claim": (locale) => ({
    locale,
    customer_name: "Lucía",
    url: "http://localhost:4321/account/claim?token=t",
    expires_in_minutes: 15,
  }),
  "password-reset": (locale) => ({
    locale,
    customer_name: null,
    url: "http://localhost:4321/auth/reset-password?token=t",
    expires_in_minutes: 15,
  }),
  "cancellation-confirmed": (locale) => ({
    locale,
    customer_name: "Lucía",
    reference: "SND-AAAA1111",
    experience: "Safari",
    starts_at: "2026-12-01T12:30:00.000Z",
    timezone: "Asia/Riyadh",
    refund: { amount: 45, currency_code: "eur" },
    penalty_percent: 50,
  }),
  "departure-cancelled": (locale) => ({
    locale,
    customer_name: "Lucía",
    reference: "SND-AAAA1111",
    experience: "Safari",
    starts_at: "2026-12-01T12:30:00.000Z",
    timezone: "Asia/Riyadh",
    refund: { amount: 90, currency_code: "eur" },
    message: "Viento fuerte",
    rebook_url: "http://localhost:4321/experiences/safari",
  }),
  "custom-offer-received": (locale) => ({
    locale,
    customer_name: "Lucía",
    experience: "Safari",
    request_reference: "OFR-1",
  }),
  "contact-message": (locale) => ({
    locale,
    name: "Lucía",
    email: "lucia@example.com",
    subject: "Grupo",
    message: "¿Hacéis grupos?",
    reference: "CMSG-1",
  }),
  "contact-reply": (locale) => ({
    locale,
    name: "Lucía",
    subject: "Grupo",
    message: "¿Hacéis grupos?",
    reply: "Sí, hasta 40 personas.",
    reference: "MSG-1",
  }),
  "team-digest": (locale) => ({
    locale,
    timezone: "Asia/Riyadh",
    until: "2026-11-27T03:15:00.000Z",
    items: [
      {
        kind: "review",
        reference: "REV-1",
        name: "Lucía",
        about: "safari",
        rating: 4,
        at: "2026-11-27T03:00:00.000Z",
      },
      {
        kind: "offer",
        reference: "OFR-1",
        name: "Ana",
        about: null,
        rating: null,
        at: "2026-11-27T03:05:00.000Z",
      },
    ],
    counts: { pending_reviews: 3, open_offers: 2, unanswered_messages: 1 },
  }),
  "custom-offer": (locale) => ({
    locale,
    customer_name: "Lucía",
    experience: "Safari",
    description: "4x4 privado",
    total: { amount: 900, currency_code: "eur" },
    url: "http://localhost:4321/pay/x",
    expires_at: null,
    request_reference: "OFR-1",
  }),
}

/** The fixed words of one language that the other language writes differently. */
function wordsOnlyIn(locale: Locale) {
  const other = locale === "es" ? "en" : "es"
  const mine = COPY[locale] as Record<string, unknown>
  const theirs = COPY[other] as Record<string, unknown>
  const out: string[] = []
  for (const [key, value] of Object.entries(mine)) {
    if (typeof value === "string" && value !== theirs[key]) out.push(value)
    if (typeof value === "function" && value.length <= 1) {
      const sample = String((value as (x: unknown) => string)(7))
      if (sample !== String((theirs[key] as (x: unknown) => string)(7)))
        out.push(sample.replace(/7/g, "").trim())
    }
  }
  return out.filter((s) => s.length > 3)
}

describe("renderMail", () => {
  for (const template of Object.keys(SAMPLES) as TemplateName[]) {
    for (const locale of LOCALES) {
      it(`${template} in ${locale}: HTML and text, no word of the other language`, async () => {
        const mail = await renderMail(template, SAMPLES[template](locale))
        expect(mail.subject.length).toBeGreaterThan(5)
        expect(mail.html).toContain(`lang="${locale}"`)
        expect(mail.text.length).toBeGreaterThan(20)
        const foreign = wordsOnlyIn(locale === "es" ? "en" : "es")
        for (const phrase of foreign) {
          expect(mail.html).not.toContain(phrase)
          expect(mail.text).not.toContain(phrase)
        }
      })
    }
  }

  it("draws one QR per voucher, inline by cid, that decodes to the booking reference", async () => {
    const mail = await renderMail("order-confirmation", SAMPLES["order-confirmation"]("es"))
    expect(mail.attachments.map((a) => a.cid)).toEqual([
      "qr-snd-aaaa1111@sendero",
      "qr-snd-bbbb2222@sendero",
    ])
    for (const [i, ref] of ["SND-AAAA1111", "SND-BBBB2222"].entries()) {
      expect(mail.html).toContain(`cid:${mail.attachments[i].cid}`)
      const { data, info } = await sharp(mail.attachments[i].content)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
      expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(ref)
    }
  })

  it("states every voucher fact, with the start in the experience's time zone", async () => {
    const mail = await renderMail("order-confirmation", SAMPLES["order-confirmation"]("en"))
    for (const fact of [
      "SND-AAAA1111",
      "Grupo compartido",
      "15:30",
      "GMT+3",
      "Adults: 2",
      "Children: 1",
      "Kingdom Centre",
      "14:45",
      "Agua",
      "Free cancellation",
      "Dunas Tours",
      "+966 11 000 0000",
      "Valid until",
      "6 years",
      "4 h",
      "19:30",
    ]) {
      expect(mail.text).toContain(fact)
    }
  })

  it("states a payment link's expiry on the experience's wall clock with its zone, and a payment received with its amount", async () => {
    const link = await renderMail("payment-link", {
      ...SAMPLES["payment-link"]("en"),
      timezone: "Asia/Riyadh",
    })
    expect(link.text).toContain("15:30 GMT+3")
    const received = await renderMail("payment-received", SAMPLES["payment-received"]("en"))
    expect(received.subject).toBe("Payment received for order no. 14")
    expect(received.text).toContain("€90.00")
    expect((await renderMail("payment-received", SAMPLES["payment-received"]("es"))).text).toMatch(
      /90,00\s€/,
    )
  })

  it("a cancelled departure says the full amount only when the refund is all that was paid", async () => {
    const full = await renderMail("departure-cancelled", SAMPLES["departure-cancelled"]("es"))
    expect(full.text).toMatch(/Te devolvemos el importe íntegro, 90,00\s€/)
    const rest = await renderMail("departure-cancelled", {
      ...SAMPLES["departure-cancelled"]("en"),
      refund: { amount: 79, currency_code: "eur" },
      refund_full: false,
    })
    expect(rest.text).toContain(
      "We are refunding €79.00, what remains of your payment after an earlier refund",
    )
    expect(rest.text).not.toContain("full amount")
  })

  it("keeps the public's text inert: markup arrives as text, never as HTML", async () => {
    const xss = `<script>alert(1)</script><img src=x onerror=alert(2)>`
    const mail = await renderMail("contact-message", {
      ...SAMPLES["contact-message"]("es"),
      name: xss,
      message: xss,
    })
    expect(mail.html).not.toContain("<script>")
    expect(mail.html).not.toContain("<img src=x")
    expect(mail.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;")
    expect(mail.text).toContain(xss)
  })

  it("refuses a template it does not know and data that does not fit", async () => {
    await expect(renderMail("welcome", {})).rejects.toThrow(/Unknown e-mail template "welcome"/)
    await expect(renderMail("password-reset", { locale: "es" })).rejects.toThrow(/does not fit/)
  })
})
