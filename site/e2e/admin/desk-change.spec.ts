import { mailTo } from "../inbox"
import { SKELETON } from "../journey-helpers"
import { adminPath, expect, test } from "./fixtures"
import { placeCardOrder, riyadhDate, seatsLeft, stripeCharge, storeCall } from "./orders"

/** "2 de enero de 2027": how the admin and the e-mails write a local date (part of their long format). */
const longDate = (date: string) =>
  new Intl.DateTimeFormat("es-ES", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`))

test("booking desk: a booking moved to another date with a smaller party: seats move, the difference is refunded at Stripe, the traveller has the new voucher", async ({
  adminPage,
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const from = riyadhDate(32)
  const to = riyadhDate(33)
  const email = `cambio.${Date.now()}@example.com`
  const booking = await placeCardOrder(request, page, {
    handle: SKELETON,
    date: from,
    email,
    adult: 2,
    firstName: "Mario",
    lastName: "Cambio",
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
  await adminPage.getByRole("link", { name: "Mostrador de reservas", exact: true }).click()
  actions++ // 1: the booking desk in the sidebar
  const search = adminPage.locator("#desk-q")
  await search.fill(booking.reference)
  await search.press("Enter")
  actions++ // 2: the reference and Enter open the booking
  await expect(
    adminPage.getByRole("heading", { name: `Reserva ${booking.reference}` }),
  ).toBeVisible({ timeout: 30_000 })
  await expect(adminPage.getByText(longDate(from)).first()).toBeVisible()

  await adminPage.getByRole("button", { name: "Cambiar fecha, hora o viajeros" }).click()
  actions++ // 3: open the change
  const drawer = adminPage.getByRole("dialog")
  await expect(drawer.getByText(`Ahora: ${from} a las ${booking.startTime}`)).toBeVisible()
  await drawer.getByLabel("Fecha").fill(to)
  actions++ // 4: the new date
  await drawer
    .getByRole("radio", { name: new RegExp(`^${target.start_time} · \\d+ plazas libres$`) })
    .check()
  actions++ // 5: its time
  await drawer.getByLabel("Adultos").fill("1")
  actions++ // 6: one adult instead of two
  await drawer.getByRole("button", { name: "Ver el precio" }).click()
  actions++ // 7: the price, from the server
  const quote = drawer.getByTestId("rebook-quote")
  await expect(quote).toContainText("Precio actual: 90,00 €")
  await expect(quote).toContainText("Precio nuevo: 45,00 €")
  await expect(quote).toContainText("Se devolverá 45,00 € a la tarjeta del viajero.")
  await drawer.getByRole("button", { name: "Confirmar el cambio" }).click()
  actions++ // 8: confirm
  await expect(drawer.getByRole("status")).toHaveText("Reserva cambiada. Reembolsados 45,00 €.")
  expect(actions).toBe(8)
  await adminPage.keyboard.press("Escape")

  // The booking page reads the new date, the same reference, and its money partly refunded.
  await expect(adminPage.getByTestId("desk-reference")).toHaveText(booking.reference)
  await expect(adminPage.getByText(longDate(to)).first()).toBeVisible()
  await expect(adminPage.getByTestId("desk-payment-state")).toHaveText("Reembolsada en parte")

  // The seats moved: both of the old slot's are back on sale, the new slot has one fewer.
  expect(await oldSeats()).toBe(oldBefore + 2)
  expect(await newSeats()).toBe(newBefore - 1)
  // The difference is refunded at the Stripe double (of the 90 € captured).
  const charge = await stripeCharge(request, booking.orderId)
  expect(charge.captured).toBe(9000)
  expect(charge.refunded).toBe(4500)
  // The traveller has the change e-mail: the new voucher with the new date, when it was before, the refund.
  const mail = (await mailTo(request, email, 2)).find(
    (m) => m.subject === `Tu reserva ${booking.reference} ha cambiado`,
  )!
  expect(mail).toBeTruthy()
  expect(mail.text).toMatch(new RegExp(`^Antes: .*${longDate(from)}`, "m"))
  expect(mail.text).toMatch(
    new RegExp(`^Fecha y hora de inicio: .*${longDate(to)}, ${target.start_time}`, "m"),
  )
  expect(mail.text).toMatch(/^Te devolvemos: 45,00\s€$/m)
  expect(mail.text).toContain(`Referencia de la reserva: ${booking.reference}`)

  // The booking's history says who changed it and from when to when (written on `booking.changed`: the page is read again).
  await expect(async () => {
    await adminPage.reload()
    await expect(
      adminPage.getByTestId("desk-history").locator('[data-action="changed"]'),
    ).toContainText(
      new RegExp(`Cambiada por .* · ${longDate(from)}.* → .*${longDate(to)}.* · plazas: 2 → 1`),
      {
        timeout: 10_000,
      },
    )
  }).toPass({ timeout: 60_000 })
})
