import type { APIRequestContext, Page } from "@playwright/test"
import { adminClient } from "../admin-api"
import { mailTo } from "../inbox"
import { SKELETON, SKELETON_PATH } from "../journey-helpers"
import { adminPath, expect, medusaUrl, test } from "./fixtures"
import { placePayLaterOrder, riyadhDate } from "./orders"

/** A card order of one adult on the first slot of `date`, paid on the Stripe double's hosted page. */
async function placeCardOrder(request: APIRequestContext, page: Page, { date, email }: { date: string; email: string }) {
  const base = medusaUrl()
  const admin = await adminClient(request)
  const { api_keys } = await admin.get<{ api_keys: { token: string }[] }>("/admin/api-keys?type=publishable&limit=1")
  const headers = { "x-publishable-api-key": api_keys[0].token }
  const call = async <T>(path: string, data?: unknown) => {
    const response = data === undefined ? await request.get(`${base}${path}`, { headers }) : await request.post(`${base}${path}`, { headers, data })
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`)
    return (await response.json()) as T
  }
  const { regions } = await call<{ regions: { id: string; currency_code: string }[] }>("/store/regions")
  const { cart } = await call<{ cart: { id: string } }>("/store/carts", {
    region_id: regions.find((r) => r.currency_code === "eur")!.id,
    email,
    billing_address: { first_name: "Salida", last_name: "Tarjeta", phone: "+34600123457" },
  })
  const day = await call<{ options: { slots: { id: string }[] }[] }>(`/store/experiences/${SKELETON}/availability/${date}`)
  await call(`/store/carts/${cart.id}/bookings`, { slot_id: day.options[0].slots[0].id, travellers: { adult: 1 } })
  const { card_payment } = await call<{ card_payment: { url: string } }>(`/store/carts/${cart.id}/card-payment`, {})
  await page.goto(card_payment.url)
  await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242")
  await page.getByRole("button", { name: /^Pagar / }).click()
  await expect(page).toHaveURL(/\/checkout\/success/, { timeout: 30_000 })
  // The order the settlement placed for this cart (its e-mail is this journey's own).
  let orderId = ""
  await expect(async () => {
    const { orders } = await admin.get<{ orders: { id: string; email: string }[] }>(
      "/admin/orders?fields=id,email&limit=50&order=-created_at",
    )
    orderId = orders.find((o) => o.email === email)?.id ?? ""
    expect(orderId).toMatch(/^order_/)
  }).toPass({ timeout: 30_000 })
  return orderId
}

test("availability rules and departures: a closed date stays closed after a schedule save; a departure with bookings is cancelled with refunds and e-mails", async ({
  adminPage,
  page,
  request,
  consoleGuard,
}) => {
  test.setTimeout(300_000)
  consoleGuard.allow(
    /status of 404 .*\/store\/experiences\/[^/]+\/availability\/\d{4}-\d\d-\d\d/,
    "a closed day has no options: the day route answers 404 no_options, shown as 'No hay opción disponible'",
  )
  const closedDate = riyadhDate(28)
  const departureDate = riyadhDate(29)

  // 1. Close a date, save the weekly schedule: the date stays closed on the storefront.
  await adminPage.goto(adminPath(`/slots?handle=${SKELETON}&month=${closedDate.slice(0, 7)}`))
  const free = adminPage.getByRole("button", { name: new RegExp(`^${closedDate} \\d\\d:\\d\\d: 0 reservadas`) }).first()
  await expect(free).toBeVisible({ timeout: 60_000 })
  await free.click()
  const drawer = adminPage.getByRole("dialog")
  await drawer.getByLabel("Motivo del cierre (opcional)").fill("Mantenimiento de los vehículos")
  await drawer.getByRole("button", { name: "Cerrar el día" }).click()
  await expect(drawer.getByRole("status")).toHaveText(
    "Día cerrado: los viajeros ya no pueden reservarlo, tampoco si se guarda el horario semanal.",
  )
  await expect(drawer.getByTestId("slot-closure-rule")).toHaveText(`Cerrado el ${closedDate} (día entero) · Mantenimiento de los vehículos`)
  await adminPage.keyboard.press("Escape")
  const schedule = adminPage.getByTestId("schedule-form").first()
  await schedule.getByRole("button", { name: "Guardar horario semanal" }).click()
  await expect(schedule.getByRole("status")).toContainText("Horario semanal guardado")
  await page.goto(`${SKELETON_PATH}?date=${closedDate}`)
  await expect(page.getByTestId("calendar").locator(`button[data-date="${closedDate}"]`)).toHaveAttribute("data-status", "closed")

  // 2. A departure with two bookings (one paid by card, one pay later): who is affected, then one confirmation.
  const cardEmail = `salida.${Date.now()}@example.com`
  const cardOrderId = await placeCardOrder(request, page, { date: departureDate, email: cardEmail })
  await placePayLaterOrder(request, { handle: SKELETON, date: departureDate, adult: 2, firstName: "Salida" })

  await adminPage.goto(adminPath(`/slots?handle=${SKELETON}&month=${departureDate.slice(0, 7)}`))
  const booked = adminPage.getByRole("button", { name: new RegExp(`^${departureDate} \\d\\d:\\d\\d: 3 reservadas`) })
  await expect(booked).toBeVisible({ timeout: 60_000 })
  await booked.click() // action 1: the slot
  await drawer.getByRole("button", { name: "Cancelar esta salida" }).click() // action 2: who is affected
  const panel = drawer.getByTestId("departure-panel")
  await expect(panel.getByTestId("departure-booking")).toHaveCount(2)
  await expect(panel.getByTestId("departure-summary")).toContainText("Afecta a 2 reservas (3 plazas)")
  await expect(panel.getByRole("row").filter({ hasText: "Salida Tarjeta" })).toContainText("45,00 €")
  await panel.getByLabel("Mensaje para los viajeros (opcional, va en el e-mail)").fill("Alerta de tormenta de arena.")
  await panel.getByRole("button", { name: "Cancelar y reembolsar 2 reservas" }).click() // action 3: confirm
  await expect(drawer.getByTestId("departure-outcome")).toContainText("Salida cancelada: 2 reservas canceladas, reembolsadas y avisadas.")

  // The card payment is refunded in full (recorded by Medusa, made at the Stripe double).
  const admin = await adminClient(request)
  const { order } = await admin.get<{ order: { total: number; payment_collections: { payments: { refunds: { amount: number }[] }[] }[] } }>(
    `/admin/orders/${cardOrderId}?fields=total,payment_collections.payments.refunds.amount`,
  )
  const refunded = order.payment_collections.flatMap((c) => c.payments).flatMap((p) => p.refunds).reduce((sum, r) => sum + Number(r.amount), 0)
  expect(refunded).toBe(Number(order.total))
  // Each traveller has the e-mail, with the message and a link to pick another date.
  const [mail] = (await mailTo(request, cardEmail, 2)).filter((m) => m.subject.startsWith("Tu salida se ha cancelado"))
  expect(mail.text).toContain("Alerta de tormenta de arena.")
  expect(mail.text).toContain(`/experiences/${SKELETON}`)
  const payLaterMails = await mailTo(request, "viajera.admin-e2e@example.com")
  expect(payLaterMails.some((m) => m.subject.startsWith("Tu salida se ha cancelado") && m.text.includes("no estaba pagada"))).toBe(true)
  // The departure is closed on the storefront's day.
  await page.goto(`${SKELETON_PATH}?date=${departureDate}`)
  await expect(page.getByTestId("calendar").locator(`button[data-date="${departureDate}"]`)).toHaveAttribute("data-status", "closed")
})
