import { readFile } from "node:fs/promises"
import type { APIRequestContext } from "@playwright/test"
import { SKELETON } from "../journey-helpers"
import { adminPath, expect, medusaUrl, test } from "./fixtures"
import { placePayLaterOrder, riyadhDate } from "./orders"

/** Cancels a pay-later order as the follow-up page's "Cancel and release seats" does (admin API). */
async function cancelOrder(request: APIRequestContext, orderId: string) {
  const login = await request.post(`${medusaUrl()}/auth/user/emailpass`, {
    data: { email: process.env.SENDERO_ADMIN_EMAIL, password: process.env.SENDERO_ADMIN_PASSWORD },
  })
  const { token } = (await login.json()) as { token: string }
  const cancelled = await request.post(`${medusaUrl()}/admin/pay-later/${orderId}/cancel`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  })
  expect(cancelled.ok()).toBe(true)
}

/** The reference of the manifest row of a lead guest, once the manifest has loaded. */
async function referenceOf(page: import("@playwright/test").Page, guest: string) {
  const row = page.getByRole("row").filter({ hasText: guest })
  // The admin's first load (bundle, session, then the manifest) is slow on a busy machine.
  await expect(row).toBeVisible({ timeout: 60_000 })
  return { row, reference: (await row.getAttribute("data-reference"))! }
}

test("check-in refuses a cancelled booking and one of tomorrow with the reason, warns on an unpaid one, and undoes", async ({
  adminPage,
  request,
  consoleGuard,
}) => {
  test.setTimeout(240_000)
  consoleGuard.allow(
    /status of 4\d\d .*\/admin\/manifest\/check-in$/,
    "refused and warned check-ins answer 4xx",
  )
  const date = riyadhDate(24)
  const tomorrow = riyadhDate(1)
  await placePayLaterOrder(request, { handle: SKELETON, date, adult: 2, firstName: "Registro" })
  const cancelled = await placePayLaterOrder(request, {
    handle: SKELETON,
    date,
    adult: 1,
    firstName: "Anulada",
  })
  await cancelOrder(request, cancelled.orderId)

  // Tomorrow's booking, scanned at today's manifest.
  await placePayLaterOrder(request, {
    handle: SKELETON,
    date: tomorrow,
    adult: 1,
    firstName: "Mañana",
  })
  await adminPage.goto(adminPath(`/manifest?date=${tomorrow}&handle=${SKELETON}`))
  const { reference: tomorrowRef } = await referenceOf(adminPage, "Mañana Prueba")
  await adminPage.goto(adminPath(`/manifest?date=${riyadhDate(0)}&handle=${SKELETON}`))
  const box = adminPage.getByLabel(
    "Registrar llegada: escanea el QR del bono o escribe la referencia",
  )
  await expect(box).toBeVisible({ timeout: 60_000 })
  await box.fill(tomorrowRef)
  await box.press("Enter")
  await expect(adminPage.getByRole("alert")).toContainText(`La reserva ${tomorrowRef} es para el `)
  await expect(adminPage.getByRole("alert")).not.toContainText("UTC")

  await adminPage.goto(adminPath(`/manifest?date=${date}&handle=${SKELETON}`))
  // Times in the experience's zone, said once on the page.
  await expect(adminPage.getByTestId("manifest-zone")).toHaveText(
    "Horas en la hora local de la experiencia: Asia/Riyadh (GMT+3).",
    { timeout: 60_000 },
  )
  const { reference: cancelledRef } = await referenceOf(adminPage, "Anulada Prueba")
  const { row, reference } = await referenceOf(adminPage, "Registro Prueba")
  await expect(row).toContainText("2 adultos")

  // The cancelled one: refused, its date said.
  await box.fill(cancelledRef)
  await box.press("Enter")
  await expect(adminPage.getByRole("alert")).toContainText(
    `La reserva ${cancelledRef} está cancelada (era para el `,
  )

  // The unpaid one: a warning, let in only by an explicit confirmation.
  let actions = 0
  await box.fill(reference.toLowerCase())
  actions++ // 1: the reference, typed (a scanner types it too)
  await box.press("Enter")
  actions++ // 2: Enter
  await expect(adminPage.getByRole("alert")).toHaveText(
    `La reserva ${reference} no está pagada (pago pendiente). Cobra antes o confirma para registrarla igualmente.`,
  )
  await expect(row).toContainText("Sin registrar")
  await adminPage.getByRole("button", { name: "Registrar igualmente" }).click()
  actions++ // 3: check it in anyway
  await expect(
    adminPage.getByRole("status").filter({ hasText: `Reserva ${reference} registrada sin pagar.` }),
  ).toBeVisible()
  expect(actions).toBe(3)
  await expect(row).toContainText(/Registrada \d\d:\d\d/)

  // A repeat scan says when, in the experience's time; then the check-in is undone.
  await box.fill(reference)
  await box.press("Enter")
  await expect(adminPage.getByRole("alert")).toContainText(
    `La reserva ${reference} ya se registró el `,
  )
  await expect(adminPage.getByRole("alert")).toContainText("GMT+3")

  // No camera on this machine: the scanner says so, typing stays.
  await adminPage.getByRole("button", { name: "Escanear con la cámara" }).click()
  await expect(adminPage.getByTestId("check-in-no-camera")).toHaveText(
    "No hay cámara disponible: escribe la referencia.",
  )
  await expect(box).toBeEditable()
})

test("export CSV from the manifest page: a manifest-<date>.csv download in the admin's language with band names", async ({
  adminPage,
  request,
}) => {
  test.setTimeout(180_000)
  const date = riyadhDate(25)
  await placePayLaterOrder(request, { handle: SKELETON, date, adult: 3, firstName: "Hoja" })
  await adminPage.goto(adminPath(`/manifest?date=${date}&handle=${SKELETON}`))
  const { reference } = await referenceOf(adminPage, "Hoja Prueba")
  // The slot with its seats against capacity.
  await expect(adminPage.getByTestId("manifest-slot-seats").first()).toContainText(
    /Reservadas: \d+ · Retenidas: \d+ · Capacidad: \d+/,
  )

  // One action: the link on the page.
  const [download] = await Promise.all([
    adminPage.waitForEvent("download"),
    adminPage.getByRole("link", { name: "Exportar CSV" }).click(),
  ])
  expect(download.suggestedFilename()).toBe(`manifest-${date}.csv`)
  const text = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "")
  const [header, ...rows] = text.trim().split("\r\n")
  expect(header.split(",").slice(0, 4)).toEqual(["Fecha", "Hora", "Zona horaria", "Experiencia"])
  const row = rows.find((r) => r.includes(reference))!
  expect(row).toBeTruthy()
  expect(row.startsWith(`${date},`)).toBe(true)
  expect(row).toContain("Asia/Riyadh")
  expect(row).toContain("3 adultos")
  expect(row).toContain("Pago pendiente")
  expect(row).not.toMatch(/adult 3/)
})

test.describe("in English", () => {
  test.use({ adminLanguage: "en" })

  test("check-in warns on an unpaid booking and undoes it, in the admin's language and the experience's time", async ({
    adminPage,
    request,
    consoleGuard,
  }) => {
    test.setTimeout(180_000)
    consoleGuard.allow(
      /status of 4\d\d .*\/admin\/manifest\/check-in$/,
      "refused and warned check-ins answer 4xx",
    )
    const date = riyadhDate(20)
    await placePayLaterOrder(request, { handle: SKELETON, date, adult: 2, firstName: "English" })
    await adminPage.goto(adminPath(`/manifest?date=${date}&handle=${SKELETON}`))
    const { row, reference } = await referenceOf(adminPage, "English Prueba")
    await expect(row).toContainText("2 adults")
    await expect(adminPage.getByTestId("manifest-zone")).toHaveText(
      "Times in the experience's local time: Asia/Riyadh (GMT+3).",
    )
    const box = adminPage.getByLabel("Check in: scan the voucher's QR code or type its reference")
    await box.fill(reference)
    await box.press("Enter")
    await expect(adminPage.getByRole("alert")).toHaveText(
      `Booking ${reference} is not paid (payment pending). Take the payment first, or confirm to check it in anyway.`,
    )
    await adminPage.getByRole("button", { name: "Check in anyway" }).click()
    await expect(
      adminPage.getByRole("status").filter({ hasText: `Booking ${reference} checked in unpaid.` }),
    ).toBeVisible()
    await expect(row).toContainText(/Checked in \d\d:\d\d/)
    await adminPage.getByRole("button", { name: "Undo check-in" }).click()
    await expect(
      adminPage.getByRole("status").filter({ hasText: `Check-in of ${reference} undone.` }),
    ).toBeVisible()
    await expect(row).toContainText("Not checked in")
  })
})
