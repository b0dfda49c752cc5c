import type { APIRequestContext, Page } from "@playwright/test"
import { adminClient } from "../admin-api"
import { mailTo } from "../inbox"
import { SKELETON } from "../journey-helpers"
import { adminPath, expect, medusaUrl, test } from "./fixtures"
import { riyadhDate } from "./orders"

/** The product's Stripe double (the e2e product runs it on TEST_STRIPE_PORT, with this test key). */
const stripeDouble = () =>
  process.env.STRIPE_DOUBLE_URL || `http://127.0.0.1:${process.env.TEST_STRIPE_PORT || "12110"}`
const STRIPE_KEY = "sk_test_sendero_local"

/** The store API as the traveller's browser calls it, with the shop's publishable key. */
async function storeCall(request: APIRequestContext) {
  const admin = await adminClient(request)
  const { api_keys } = await admin.get<{ api_keys: { token: string }[] }>(
    "/admin/api-keys?type=publishable&limit=1",
  )
  const headers = { "x-publishable-api-key": api_keys[0].token }
  return async <T>(path: string, data?: unknown) => {
    const url = `${medusaUrl()}${path}`
    const response =
      data === undefined
        ? await request.get(url, { headers })
        : await request.post(url, { headers, data })
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`)
    return (await response.json()) as T
  }
}

/** A card order of one adult on the first slot of `date`, paid on the Stripe double's hosted page. */
async function placeCardOrder(
  request: APIRequestContext,
  page: Page,
  { date, email }: { date: string; email: string },
) {
  const call = await storeCall(request)
  const { regions } = await call<{ regions: { id: string; currency_code: string }[] }>(
    "/store/regions",
  )
  const { cart } = await call<{ cart: { id: string } }>("/store/carts", {
    region_id: regions.find((r) => r.currency_code === "eur")!.id,
    email,
    billing_address: { first_name: "Irene", last_name: "Mostrador", phone: "+34600123458" },
  })
  const day = await call<{ options: { slots: { id: string }[] }[] }>(
    `/store/experiences/${SKELETON}/availability/${date}`,
  )
  const slotId = day.options[0].slots[0].id
  await call(`/store/carts/${cart.id}/bookings`, { slot_id: slotId, travellers: { adult: 1 } })
  const { card_payment } = await call<{ card_payment: { url: string } }>(
    `/store/carts/${cart.id}/card-payment`,
    {},
  )
  await page.goto(card_payment.url)
  await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242")
  await page.getByRole("button", { name: /^Pagar / }).click()
  await expect(page).toHaveURL(/\/checkout\/success/, { timeout: 30_000 })
  // The cart was made through the API, not in this browser: its order is read from the desk once the webhook settled it.
  const admin = await adminClient(request)
  let orderId = ""
  await expect(async () => {
    const { bookings } = await admin.get<{ bookings: { order_id: string; payment: string }[] }>(
      `/admin/bookings?q=${encodeURIComponent(email)}`,
    )
    expect(bookings[0]?.payment).toBe("paid")
    orderId = bookings[0].order_id
  }).toPass({ timeout: 60_000 })
  return { orderId, slotId }
}

test("booking desk: a booking found by its reference in two actions is cancelled with the policy's refund in two more", async ({
  adminPage,
  page,
  request,
}) => {
  test.setTimeout(300_000)
  const date = riyadhDate(24)
  const email = `mostrador.${Date.now()}@example.com`
  const { orderId, slotId } = await placeCardOrder(request, page, { date, email })
  const call = await storeCall(request)
  const seatsLeft = async () =>
    (
      await call<{ options: { slots: { id: string; seats_left: number }[] }[] }>(
        `/store/experiences/${SKELETON}/availability/${date}`,
      )
    ).options[0].slots.find((s) => s.id === slotId)!.seats_left
  const before = await seatsLeft()
  const admin = await adminClient(request)
  const { bookings } = await admin.get<{ bookings: { id: string; reference: string }[] }>(
    `/admin/bookings?q=${encodeURIComponent(email)}`,
  )
  const { reference } = bookings[0]

  await adminPage.goto(adminPath("/orders"))
  let actions = 0
  await adminPage.getByRole("link", { name: "Mostrador de reservas", exact: true }).click()
  actions++ // 1: the booking desk in the sidebar
  const search = adminPage.locator("#desk-q")
  await search.fill(reference.toLowerCase())
  await search.press("Enter")
  actions++ // 2: the reference and Enter open the booking
  await expect(adminPage).toHaveURL(/\/app\/bookings\/bkg_/, { timeout: 30_000 })
  await expect(adminPage.getByRole("heading", { name: `Reserva ${reference}` })).toBeVisible()
  expect(actions).toBe(2)
  await expect(adminPage.getByTestId("desk-payment-state")).toHaveText("Pagada")
  await expect(adminPage.getByText("Irene Mostrador").first()).toBeVisible()
  await expect(
    adminPage.getByText(/Horas en la zona horaria de la experiencia: Asia\/Riyadh/),
  ).toBeVisible()

  // The policy's refund is preselected: type the reason, confirm.
  const form = adminPage.getByRole("form", { name: "Cancelar reserva" })
  await expect(form.getByRole("radio", { name: /Reembolso según la política/ })).toBeChecked()
  await form.getByLabel("Motivo (se envía al viajero)").fill("Cierre de la carretera del desierto")
  actions++ // 3: the reason
  await form.getByRole("button", { name: "Cancelar y reembolsar" }).click()
  actions++ // 4: confirm
  await expect(
    adminPage.getByRole("status").filter({ hasText: "Reserva cancelada" }),
  ).toContainText("Reserva cancelada; reembolso de")
  expect(actions).toBe(4)
  await expect(adminPage.getByTestId("desk-payment-state")).toHaveText("Cancelada")
  await expect(
    adminPage.getByTestId("desk-history").locator('[data-action="cancelled"]'),
  ).toContainText("motivo: Cierre de la carretera del desierto")

  // The refund is at the Stripe double (the whole payment: free cancellation), the seat is back, the traveller has the e-mail.
  const { order } = await admin.get<{
    order: {
      total: number
      payment_collections: { payments: { data: { payment_intent?: string } }[] }[]
    }
  }>(`/admin/orders/${orderId}?fields=total,payment_collections.payments.data`)
  const intent = order.payment_collections
    .flatMap((c) => c.payments)
    .find((p) => p.data?.payment_intent)!.data.payment_intent!
  const stripe = await request.get(
    `${stripeDouble()}/v1/payment_intents/${intent}?expand[]=latest_charge`,
    {
      headers: { authorization: `Bearer ${STRIPE_KEY}` },
    },
  )
  expect(stripe.ok()).toBe(true)
  const charge = (
    (await stripe.json()) as { latest_charge: { amount_refunded: number; amount_captured: number } }
  ).latest_charge
  expect(charge.amount_refunded).toBe(Math.round(Number(order.total) * 100))
  expect(charge.amount_refunded).toBe(charge.amount_captured)
  expect(await seatsLeft()).toBe(before + 1)
  const mails = await mailTo(request, email, 2)
  const mail = mails.find((m) => m.subject === `Reserva cancelada: ${reference}`)!
  expect(mail.text).toContain("Motivo: Cierre de la carretera del desierto")
  expect(mail.text).toContain("Te devolveremos")
})
