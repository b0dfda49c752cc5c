import { adminClient } from "../admin-api"
import { mailTo } from "../inbox"
import { SKELETON, SKELETON_PATH } from "../journey-helpers"
import { adminPath, expect, test } from "./fixtures"
import { placeCardOrder, riyadhDate, stripeCharge } from "./orders"

/** What the operator reads and clicks, per admin language (the travellers' e-mails are in each one's own language). */
const COPY = {
  es: {
    slot: (date: string, booked: number) =>
      new RegExp(`^${date} \\d\\d:\\d\\d: ${booked} reservadas`),
    reason: "Motivo del cierre (opcional)",
    why: "Mantenimiento de los vehículos",
    closeDate: "Cerrar el día",
    dateClosed:
      "Día cerrado: los viajeros ya no pueden reservarlo, tampoco si se guarda el horario semanal.",
    rule: (date: string) => `Cerrado el ${date} (día entero) · Mantenimiento de los vehículos`,
    save: "Guardar horario semanal",
    saved: "Horario semanal guardado",
    cancelDeparture: "Cancelar esta salida",
    summary: "Afecta a 3 reservas (4 plazas). Se reembolsará en total 180,00 €.",
    money: (amount: number) => `${amount},00 €`,
    message: "Mensaje para los viajeros (opcional, va en el e-mail)",
    confirm: "Cancelar y reembolsar 3 reservas",
    done: "Salida cancelada: 3 reservas canceladas, reembolsadas y avisadas.",
  },
  en: {
    slot: (date: string, booked: number) => new RegExp(`^${date} \\d\\d:\\d\\d: ${booked} booked`),
    reason: "Reason for closing (optional)",
    why: "Vehicle maintenance",
    closeDate: "Close the date",
    dateClosed:
      "Day closed: travellers can no longer book it, even after the weekly schedule is saved.",
    rule: (date: string) => `Closed on ${date} (whole day) · Vehicle maintenance`,
    save: "Save weekly schedule",
    saved: "Weekly schedule saved",
    cancelDeparture: "Cancel this departure",
    summary: "It affects 3 bookings (4 seats). €180.00 will be refunded in total.",
    money: (amount: number) => `€${amount}.00`,
    message: "Message to the travellers (optional, goes in the e-mail)",
    confirm: "Cancel and refund 3 bookings",
    done: "Departure cancelled: 3 bookings cancelled, refunded and told.",
  },
}

for (const [language, offset] of [
  ["es", 28],
  ["en", 36],
] as const) {
  test.describe(`admin in ${language === "es" ? "Spanish" : "English"}`, () => {
    test.use({ adminLanguage: language })

    test("availability rules and departures: a closed date stays closed after a schedule save; a departure with bookings is cancelled with refunds and e-mails", async ({
      adminPage,
      page,
      request,
    }) => {
      test.setTimeout(300_000)
      const copy = COPY[language]
      const closedDate = riyadhDate(offset)
      const departureDate = riyadhDate(offset + 1)

      // 1. Close a date, save the weekly schedule: the date stays closed on the storefront.
      await adminPage.goto(adminPath(`/slots?handle=${SKELETON}&month=${closedDate.slice(0, 7)}`))
      const free = adminPage.getByRole("button", { name: copy.slot(closedDate, 0) }).first()
      await expect(free).toBeVisible({ timeout: 60_000 })
      await free.click()
      const drawer = adminPage.getByRole("dialog")
      await drawer.getByLabel(copy.reason).fill(copy.why)
      await drawer.getByRole("button", { name: copy.closeDate }).click()
      await expect(drawer.getByRole("status")).toHaveText(copy.dateClosed)
      await expect(drawer.getByTestId("slot-closure-rule")).toHaveText(copy.rule(closedDate))
      await adminPage.keyboard.press("Escape")
      const schedule = adminPage.getByTestId("schedule-form").first()
      await schedule.getByRole("button", { name: copy.save }).click()
      await expect(schedule.getByRole("status")).toContainText(copy.saved)
      await page.goto(`${SKELETON_PATH}?date=${closedDate}`)
      await expect(
        page.getByTestId("calendar").locator(`button[data-date="${closedDate}"]`),
      ).toHaveAttribute("data-status", "closed")

      // 2. A departure with three card bookings, made by travellers in Spanish and English: who is affected, then one confirmation.
      const stamp = `${language}.${Date.now()}`
      const travellers = [
        {
          email: `salida.es.${stamp}@example.com`,
          firstName: "Salida",
          lastName: "Tarjeta",
          adult: 1,
          locale: "es",
        },
        {
          email: `departure.en.${stamp}@example.com`,
          firstName: "Grace",
          lastName: "Departure",
          adult: 2,
          locale: "en",
        },
        {
          email: `salida.es2.${stamp}@example.com`,
          firstName: "Otra",
          lastName: "Viajera",
          adult: 1,
          locale: "es",
        },
      ] as const
      const orders: ((typeof travellers)[number] & Awaited<ReturnType<typeof placeCardOrder>>)[] =
        []
      for (const t of travellers)
        orders.push({
          ...t,
          ...(await placeCardOrder(request, page, { handle: SKELETON, date: departureDate, ...t })),
        })
      // Each order is on the day's first slot: the departure is that slot.
      expect(new Set(orders.map((o) => o.slotId)).size).toBe(1)

      await adminPage.goto(
        adminPath(`/slots?handle=${SKELETON}&month=${departureDate.slice(0, 7)}`),
      )
      const booked = adminPage.getByRole("button", { name: copy.slot(departureDate, 4) })
      await expect(booked).toBeVisible({ timeout: 60_000 })
      let actions = 0
      await booked.click()
      actions++ // 1: the slot
      await drawer.getByRole("button", { name: copy.cancelDeparture }).click()
      actions++ // 2: who is affected
      const panel = drawer.getByTestId("departure-panel")
      await expect(panel.getByTestId("departure-booking")).toHaveCount(3)
      await expect(panel.getByTestId("departure-summary")).toContainText(copy.summary)
      // Each row: what was paid and what the cancellation gives back (all of it here).
      const row = (name: string) => panel.getByRole("row").filter({ hasText: name })
      await expect(row("Salida Tarjeta")).toContainText(copy.money(45))
      await expect(row("Salida Tarjeta").getByTestId("departure-refund")).toHaveText(copy.money(45))
      await expect(row("Grace Departure").getByTestId("departure-refund")).toHaveText(
        copy.money(90),
      )
      // Optional: the message the travellers read in the e-mail.
      await panel.getByLabel(copy.message).fill("Alerta de tormenta de arena.")
      await panel.getByRole("button", { name: copy.confirm }).click()
      actions++ // 3: confirm
      await expect(drawer.getByTestId("departure-outcome")).toContainText(copy.done)
      expect(actions).toBe(3)

      // Three refunds at the Stripe double, each the whole card payment.
      for (const o of orders) {
        const charge = await stripeCharge(request, o.orderId)
        expect(charge.captured, o.email).toBe(4500 * o.adult)
        expect(charge.refunded, o.email).toBe(charge.captured)
      }
      // Each traveller has the e-mail in the language they booked in, with the message and a link to pick another date.
      for (const o of orders) {
        const subject =
          o.locale === "en"
            ? `Your departure was cancelled: ${o.reference}`
            : `Tu salida se ha cancelado: ${o.reference}`
        const mail = (await mailTo(request, o.email, 2)).find((m) => m.subject === subject)
        expect(mail, `${o.email}: ${subject}`).toBeTruthy()
        expect(mail!.text).toContain("Alerta de tormenta de arena.")
        expect(mail!.text).toContain(
          o.locale === "en"
            ? "We are refunding the full amount"
            : "Te devolvemos el importe íntegro",
        )
        expect(mail!.text).toContain(`${o.locale === "en" ? "/en" : ""}/experiences/${SKELETON}`)
      }
      // The seats are back (nothing booked or held on the slot) and the departure is closed on the storefront's day.
      const admin = await adminClient(request)
      const { slots } = await admin.get<{
        slots: { id: string; booked: number; held: number; status: string }[]
      }>(`/admin/experiences/${SKELETON}/slots?from=${departureDate}&to=${departureDate}`)
      expect(slots.find((s) => s.id === orders[0].slotId)).toMatchObject({ booked: 0, held: 0 })
      await page.goto(`${SKELETON_PATH}?date=${departureDate}`)
      await expect(
        page.getByTestId("calendar").locator(`button[data-date="${departureDate}"]`),
      ).toHaveAttribute("data-status", "closed")
    })
  })
}
