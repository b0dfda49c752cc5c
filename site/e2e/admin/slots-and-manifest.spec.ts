import { SKELETON, SKELETON_PATH } from "../journey-helpers"
import { adminPath, expect, test } from "./fixtures"
import { placePayLaterOrder, riyadhDate } from "./orders"

test("slot calendar: a capacity below what is booked is refused, a larger one saved; a date with bookings is not closed by a click", async ({
  adminPage,
  page,
  request,
  consoleGuard,
}) => {
  test.setTimeout(180_000)
  consoleGuard.allow(
    /status of 400 .*\/admin\/slots\/slot_\w+$/,
    "a capacity below the seats booked is refused (400)",
  )
  consoleGuard.allow(
    /status of 409 .*\/admin\/experiences\/[\w-]+\/closures$/,
    "closing a date with bookings is refused (409)",
  )
  const date = riyadhDate(26)
  const { startTime } = await placePayLaterOrder(request, {
    handle: SKELETON,
    date,
    adult: 2,
    firstName: "Calendario",
  })

  await adminPage.goto(adminPath(`/slots?handle=${SKELETON}&month=${date.slice(0, 7)}`))
  await expect(
    adminPage.getByRole("heading", { name: "Calendario de plazas", level: 1 }),
  ).toBeVisible()
  // The admin's first load (bundle, session, then the slots) is slow on a busy machine.
  const slot = adminPage.getByRole("button", {
    name: new RegExp(`^${date} ${startTime}: 2 reservadas`),
  })
  await expect(slot).toBeVisible({ timeout: 60_000 })
  await slot.click()
  const drawer = adminPage.getByRole("dialog")
  await expect(drawer.getByTestId("slot-booked")).toHaveText("2")

  await drawer.getByLabel("Nueva capacidad").fill("1")
  await drawer.getByRole("button", { name: "Guardar capacidad" }).click()
  await expect(drawer.getByRole("alert")).toHaveText(
    "La capacidad no puede ser menor que 2: 0 plazas retenidas en carritos y 2 plazas reservadas.",
  )
  await expect(drawer.getByTestId("slot-capacity")).not.toHaveText("1")

  await drawer.getByLabel("Nueva capacidad").fill("5")
  await drawer.getByRole("button", { name: "Guardar capacidad" }).click()
  // The drawer shows the reloaded calendar's slot: the confirmation is still there after the reload.
  await expect(drawer.getByTestId("slot-capacity")).toHaveText("5")
  await expect(drawer.getByRole("status")).toHaveText("Capacidad guardada.")

  // A date with bookings is not closed with a click: the refusal says how many and points to the departure.
  await drawer.getByRole("button", { name: "Cerrar el día" }).click()
  await expect(drawer.getByRole("alert")).toHaveText(
    "No se puede cerrar: hay 1 reserva (2 plazas). Usa «Cancelar salida» para reembolsar y avisar a los viajeros.",
  )
  await expect(drawer.getByTestId("slot-status")).toHaveText("abierto")
  await page.goto(`${SKELETON_PATH}?date=${date}`)
  await expect(
    page.getByTestId("calendar").locator(`button[data-date="${date}"]`),
  ).not.toHaveAttribute("data-status", "closed")
})

test("day manifest: the booking is listed with its lead guest and checked in once; a second scan warns", async ({
  adminPage,
  request,
  consoleGuard,
}) => {
  test.setTimeout(180_000)
  consoleGuard.allow(
    /status of 409 .*\/admin\/manifest\/check-in$/,
    "an unpaid booking warns and a second scan is refused (409)",
  )
  const date = riyadhDate(27)
  await placePayLaterOrder(request, { handle: SKELETON, date, adult: 3, firstName: "Manifiesto" })

  await adminPage.goto(adminPath(`/manifest?date=${date}&handle=${SKELETON}`))
  const row = adminPage.getByRole("row").filter({ hasText: "Manifiesto Prueba" })
  // The admin's first load (bundle, session, then the manifest) is slow on a busy machine.
  await expect(row).toBeVisible({ timeout: 60_000 })
  await expect(row).toContainText("+34600123456")
  await expect(row).toContainText("3 adultos")
  await expect(row).toContainText("Pago pendiente")
  await expect(row).toContainText("Sin registrar")
  const reference = (await row.getAttribute("data-reference"))!

  const box = adminPage.getByLabel(
    "Registrar llegada: escanea el QR del bono o escribe la referencia",
  )
  await box.fill(reference.toLowerCase())
  await box.press("Enter")
  // Pay later, not paid yet: a warning first, then the admin's explicit confirmation.
  await adminPage.getByRole("button", { name: "Registrar igualmente" }).click()
  await expect(
    adminPage.getByRole("status").filter({ hasText: `Reserva ${reference} registrada sin pagar.` }),
  ).toBeVisible()
  await expect(row).toContainText("Registrada")

  await box.fill(reference)
  await box.press("Enter")
  await expect(adminPage.getByRole("alert")).toContainText(`La reserva ${reference} ya se registró`)
})
