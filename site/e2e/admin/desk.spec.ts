import { mailTo } from "../inbox"
import { SKELETON } from "../journey-helpers"
import { adminPath, expect, test } from "./fixtures"
import { placeCardOrder, riyadhDate, seatsLeft, stripeCharge } from "./orders"

/** What the operator reads and clicks, and what the traveller's e-mail says, per admin language. */
const COPY = {
  es: {
    desk: "Mostrador de reservas",
    title: (ref: string) => `Reserva ${ref}`,
    paid: "Pagada",
    cancelled: "Cancelada",
    zone: /Horas en la zona horaria de la experiencia: Asia\/Riyadh/,
    form: "Cancelar reserva",
    policy: /Reembolso según la política/,
    reason: "Motivo (se envía al viajero)",
    confirm: "Cancelar y reembolsar",
    done: "Reserva cancelada; reembolso de",
    history: "motivo: ",
    mailSubject: (ref: string) => `Reserva cancelada: ${ref}`,
    mailReason: "Motivo: ",
    mailRefund: "Te devolveremos",
    why: "Cierre de la carretera del desierto",
  },
  en: {
    desk: "Booking desk",
    title: (ref: string) => `Booking ${ref}`,
    paid: "Paid",
    cancelled: "Cancelled",
    zone: /Times in the experience's time zone: Asia\/Riyadh/,
    form: "Cancel booking",
    policy: /Refund by the policy/,
    reason: "Reason (sent to the traveller)",
    confirm: "Cancel and refund",
    done: "Booking cancelled;",
    history: "reason: ",
    mailSubject: (ref: string) => `Booking cancelled: ${ref}`,
    mailReason: "Reason: ",
    mailRefund: "We will refund",
    why: "The desert road is closed",
  },
}

for (const [language, offset] of [
  ["es", 24],
  ["en", 30],
] as const) {
  test.describe(`admin in ${language === "es" ? "Spanish" : "English"}`, () => {
    test.use({ adminLanguage: language })

    test("booking desk: a booking found by its reference in two actions is cancelled with the policy's refund in two more", async ({
      adminPage,
      page,
      request,
    }) => {
      test.setTimeout(300_000)
      const copy = COPY[language]
      const date = riyadhDate(offset)
      const email = `mostrador.${language}.${Date.now()}@example.com`
      // The traveller booked in the admin's language: the e-mail is read in it too.
      const { orderId, slotId, reference } = await placeCardOrder(request, page, {
        handle: SKELETON,
        date,
        email,
        firstName: "Irene",
        lastName: "Mostrador",
        locale: language,
      })
      const seats = () => seatsLeft(request, { handle: SKELETON, date, slotId })
      const before = await seats()

      await adminPage.goto(adminPath("/orders"))
      let actions = 0
      await adminPage.getByRole("link", { name: copy.desk, exact: true }).click()
      actions++ // 1: the booking desk in the sidebar
      const search = adminPage.locator("#desk-q")
      await search.fill(reference.toLowerCase())
      await search.press("Enter")
      actions++ // 2: the reference and Enter open the booking
      await expect(adminPage).toHaveURL(/\/app\/bookings\/bkg_/, { timeout: 30_000 })
      await expect(adminPage.getByRole("heading", { name: copy.title(reference) })).toBeVisible()
      expect(actions).toBe(2)
      await expect(adminPage.getByTestId("desk-payment-state")).toHaveText(copy.paid)
      await expect(adminPage.getByText("Irene Mostrador").first()).toBeVisible()
      await expect(adminPage.getByText(copy.zone)).toBeVisible()

      // The policy's refund is preselected: type the reason, confirm.
      const form = adminPage.getByRole("form", { name: copy.form })
      await expect(form.getByRole("radio", { name: copy.policy })).toBeChecked()
      await form.getByLabel(copy.reason).fill(copy.why)
      actions++ // 3: the reason
      await form.getByRole("button", { name: copy.confirm }).click()
      actions++ // 4: confirm
      await expect(adminPage.getByRole("status").filter({ hasText: copy.done })).toBeVisible()
      expect(actions).toBe(4)
      await expect(adminPage.getByTestId("desk-payment-state")).toHaveText(copy.cancelled)
      await expect(
        adminPage.getByTestId("desk-history").locator('[data-action="cancelled"]'),
      ).toContainText(`${copy.history}${copy.why}`)

      // The refund is at the Stripe double (the whole payment: free cancellation), the seat is back, the traveller has the e-mail.
      const charge = await stripeCharge(request, orderId)
      expect(charge.captured).toBeGreaterThan(0)
      expect(charge.refunded).toBe(charge.captured)
      // Medusa's own order page agrees: the booking's lines are off the order and nothing is kept.
      expect(charge.total).toBe(0)
      expect(await seats()).toBe(before + 1)
      const mails = await mailTo(request, email, 2)
      const mail = mails.find((m) => m.subject === copy.mailSubject(reference))!
      expect(mail.text).toContain(`${copy.mailReason}${copy.why}`)
      expect(mail.text).toContain(copy.mailRefund)
    })
  })
}
