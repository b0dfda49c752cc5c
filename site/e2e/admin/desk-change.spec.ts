import type { Locale } from "@sendero/shared/locales"
import { mailTo } from "../inbox"
import { SKELETON } from "../journey-helpers"
import { adminPath, expect, test } from "./fixtures"
import { placeCardOrder, riyadhDate, seatsLeft, stripeCharge, storeCall } from "./orders"

/** "2 de enero de 2027" / "2 January 2027": how the admin and the e-mails write a local date (part of their long format). */
const longDate = (date: string, language: Locale) =>
  new Intl.DateTimeFormat(language === "es" ? "es-ES" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`))

/** What the operator reads and clicks, and what the traveller's e-mail says, per admin language (the traveller booked in it). */
const COPY = {
  es: {
    desk: "Mostrador de reservas",
    title: (ref: string) => `Reserva ${ref}`,
    open: "Cambiar fecha, hora o viajeros",
    now: (date: string, time: string) => `Ahora: ${date} a las ${time}`,
    date: "Fecha",
    seatsLeft: (time: string) => new RegExp(`^${time} · \\d+ plazas libres$`),
    adults: "Adultos",
    preview: "Ver el precio",
    quote: [
      "Precio actual: 90,00 €",
      "Precio nuevo: 45,00 €",
      "Se devolverá 45,00 € a la tarjeta del viajero.",
    ],
    confirm: "Confirmar el cambio",
    done: "Reserva cambiada. Reembolsados 45,00 €.",
    partlyRefunded: "Reembolsada en parte",
    history: (from: string, to: string) =>
      new RegExp(`Cambiada por .* · ${from}.* → .*${to}.* · plazas: 2 → 1`),
    mailSubject: (ref: string) => `Tu reserva ${ref} ha cambiado`,
    mailBefore: (from: string) => new RegExp(`^Antes: .*${from}`, "m"),
    mailStart: (to: string, time: string) =>
      new RegExp(`^Fecha y hora de inicio: .*${to}, ${time}`, "m"),
    mailRefund: /^Te devolvemos: 45,00\s€$/m,
    mailReference: (ref: string) => `Referencia de la reserva: ${ref}`,
  },
  en: {
    desk: "Booking desk",
    title: (ref: string) => `Booking ${ref}`,
    open: "Change date, time or party",
    now: (date: string, time: string) => `Now: ${date} at ${time}`,
    date: "Date",
    seatsLeft: (time: string) => new RegExp(`^${time} · \\d+ seats left$`),
    adults: "Adults",
    preview: "See the price",
    quote: [
      "Current price: €90.00",
      "New price: €45.00",
      "€45.00 will be refunded to the traveller's card.",
    ],
    confirm: "Confirm the change",
    done: "Booking changed. €45.00 refunded.",
    partlyRefunded: "Partly refunded",
    history: (from: string, to: string) =>
      new RegExp(`Changed by .* · ${from}.* → .*${to}.* · seats: 2 → 1`),
    mailSubject: (ref: string) => `Your booking ${ref} has changed`,
    mailBefore: (from: string) => new RegExp(`^Before: .*${from}`, "m"),
    mailStart: (to: string, time: string) =>
      new RegExp(`^Date and start time: .*${to} at ${time}`, "m"),
    mailRefund: /^We refund you: €45\.00$/m,
    mailReference: (ref: string) => `Booking reference: ${ref}`,
  },
}

for (const [language, fromOffset] of [
  ["es", 32],
  ["en", 34],
] as const) {
  test.describe(`admin in ${language === "es" ? "Spanish" : "English"}`, () => {
    test.use({ adminLanguage: language })

    test("booking desk: a booking moved to another date with a smaller party: seats move, the difference is refunded at Stripe, the traveller has the new voucher", async ({
      adminPage,
      page,
      request,
    }) => {
      test.setTimeout(300_000)
      const copy = COPY[language]
      const from = riyadhDate(fromOffset)
      const to = riyadhDate(fromOffset + 1)
      const [fromText, toText] = [longDate(from, language), longDate(to, language)]
      const email = `cambio.${language}.${Date.now()}@example.com`
      const booking = await placeCardOrder(request, page, {
        handle: SKELETON,
        date: from,
        email,
        adult: 2,
        firstName: "Mario",
        lastName: "Cambio",
        locale: language,
      })
      const call = await storeCall(request)
      const target = (
        await call<{ options: { slots: { id: string; start_time: string }[] }[] }>(
          `/store/experiences/${SKELETON}/availability/${to}`,
        )
      ).options[0].slots[0]
      const oldSeats = () =>
        seatsLeft(request, { handle: SKELETON, date: from, slotId: booking.slotId })
      const newSeats = () => seatsLeft(request, { handle: SKELETON, date: to, slotId: target.id })
      const [oldBefore, newBefore] = [await oldSeats(), await newSeats()]

      await adminPage.goto(adminPath("/orders"))
      let actions = 0
      await adminPage.getByRole("link", { name: copy.desk, exact: true }).click()
      actions++ // 1: the booking desk in the sidebar
      const search = adminPage.locator("#desk-q")
      await search.fill(booking.reference)
      await search.press("Enter")
      actions++ // 2: the reference and Enter open the booking
      await expect(
        adminPage.getByRole("heading", { name: copy.title(booking.reference) }),
      ).toBeVisible({ timeout: 30_000 })
      await expect(adminPage.getByText(fromText).first()).toBeVisible()

      await adminPage.getByRole("button", { name: copy.open }).click()
      actions++ // 3: open the change
      const drawer = adminPage.getByRole("dialog")
      await expect(drawer.getByText(copy.now(from, booking.startTime))).toBeVisible()
      await drawer.getByLabel(copy.date).fill(to)
      actions++ // 4: the new date
      await drawer.getByRole("radio", { name: copy.seatsLeft(target.start_time) }).check()
      actions++ // 5: its time
      await drawer.getByLabel(copy.adults).fill("1")
      actions++ // 6: one adult instead of two
      await drawer.getByRole("button", { name: copy.preview }).click()
      actions++ // 7: the price, from the server
      const quote = drawer.getByTestId("rebook-quote")
      for (const line of copy.quote) await expect(quote).toContainText(line)
      await drawer.getByRole("button", { name: copy.confirm }).click()
      actions++ // 8: confirm
      await expect(drawer.getByRole("status")).toHaveText(copy.done)
      expect(actions).toBe(8)
      await adminPage.keyboard.press("Escape")

      // The booking page reads the new date, the same reference, and its money partly refunded.
      await expect(adminPage.getByTestId("desk-reference")).toHaveText(booking.reference)
      await expect(adminPage.getByText(toText).first()).toBeVisible()
      await expect(adminPage.getByTestId("desk-payment-state")).toHaveText(copy.partlyRefunded)

      // The seats moved: both of the old slot's are back on sale, the new slot has one fewer.
      expect(await oldSeats()).toBe(oldBefore + 2)
      expect(await newSeats()).toBe(newBefore - 1)
      // The difference is refunded at the Stripe double (of the 90 € captured).
      const charge = await stripeCharge(request, booking.orderId)
      expect(charge.captured).toBe(9000)
      expect(charge.refunded).toBe(4500)
      // The traveller has the change e-mail in their language: the new voucher with the new date, when it was before, the refund.
      const mail = (await mailTo(request, email, 2)).find(
        (m) => m.subject === copy.mailSubject(booking.reference),
      )!
      expect(mail).toBeTruthy()
      expect(mail.text).toMatch(copy.mailBefore(fromText))
      expect(mail.text).toMatch(copy.mailStart(toText, target.start_time))
      expect(mail.text).toMatch(copy.mailRefund)
      expect(mail.text).toContain(copy.mailReference(booking.reference))

      // The booking's history says who changed it and from when to when (written on `booking.changed`: the page is read again).
      await expect(async () => {
        await adminPage.reload()
        await expect(
          adminPage.getByTestId("desk-history").locator('[data-action="changed"]'),
        ).toContainText(copy.history(fromText, toText), { timeout: 10_000 })
      }).toPass({ timeout: 60_000 })
    })
  })
}
