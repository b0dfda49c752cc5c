import { expect, test } from "./fixtures"
import { adminApi } from "./admin-api"

const TITLE_ES = "Senderismo por las dunas al atardecer"
const TITLE_EN = "Sunset hike across the red dunes"

test("home lists the experience in Spanish at / and in English at /en", async ({ page }) => {
  const es = await page.goto("/")
  expect(es?.status()).toBe(200)
  await expect(page.locator("html")).toHaveAttribute("lang", "es")
  await expect(page.getByRole("link", { name: TITLE_ES })).toBeVisible()

  const en = await page.goto("/en")
  expect(en?.status()).toBe(200)
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  await expect(page.getByRole("link", { name: TITLE_EN })).toBeVisible()
})

test("a traveller books 2 seats with pay later and the order holds them", async ({
  page,
  request,
}) => {
  await page.goto("/")
  await page.getByRole("link", { name: TITLE_ES }).click()
  await expect(page).toHaveURL(/\/things-to-do-in-riyadh\/senderismo-dunas-atardecer$/)
  await expect(page.getByRole("heading", { level: 1, name: TITLE_ES })).toBeVisible()

  const firstSlot = page.getByRole("radio").first()
  await expect(firstSlot).toBeEnabled()
  const slotId = await firstSlot.getAttribute("value")
  await firstSlot.check()
  await page.getByLabel("Adultos").fill("2")
  await page.getByLabel("Niños").fill("0")
  await page.getByLabel("Correo electrónico").fill("lucia.garcia@example.com")
  // The order is held back until the button has been seen booking: a spinner, not clickable.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/store\/carts\/[^/]+\/complete/, async (route) => {
    await held
    await route.continue()
  })
  await page.getByRole("button", { name: "Reservar ahora y pagar después" }).click()
  const booking = page.getByRole("button", { name: "Reservando…" })
  await expect(booking).toBeDisabled()
  await expect(booking).toHaveAttribute("aria-busy", "true")
  await expect(booking.locator("[data-spinner]")).toBeVisible()
  release()

  await expect(page).toHaveURL(/\/checkout\/success\?order_id=order_/)
  await expect(page.getByRole("heading", { name: "¡Reserva confirmada!" })).toBeVisible()
  const orderNumber = await page.getByTestId("order-number").textContent()
  expect(orderNumber).toMatch(/^#\d+$/)
  const orderId = new URL(page.url()).searchParams.get("order_id")!

  const get = await adminApi(request)
  const { order } = await get<{
    order: {
      display_id: number
      email: string
      items: { quantity: number; metadata: { slot_id?: string } }[]
    }
  }>(`/admin/orders/${orderId}?fields=display_id,email,*items`)
  expect(`#${order.display_id}`).toBe(orderNumber)
  expect(order.email).toBe("lucia.garcia@example.com")
  expect(order.items.reduce((sum, item) => sum + item.quantity, 0)).toBe(2)
  expect(order.items.every((item) => item.metadata.slot_id === slotId)).toBe(true)

  const { slot } = await get<{
    slot: { booked: number; held: number; bookings: { order_id: string; seats: number }[] }
  }>(`/admin/slots/${slotId}`)
  expect(slot.bookings.filter((b) => b.order_id === orderId)).toEqual([
    expect.objectContaining({ order_id: orderId, seats: 2 }),
  ])
})
